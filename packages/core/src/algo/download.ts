// The owner's terminal file of a bought expert advisor
// (GET /algo-trade/my-purchases/{id}/download?platform=; docs/decisions/0282-expert-advisor-delivery.md),
// read with the bearer header as a Blob and saved under its file name. A refusal rejects with
// ApiRequestError (404 when the licence is not live); a 401 goes to the one handler.
import { API_BASES, type AlgoPlatform } from '@savdo/contract';
import { $coreConfig } from '../config';
import { $language } from '../i18n/language';
import { reportUnauthorized } from '../api/credentials';
import { authHeaders } from '../api/client';
import { ApiRequestError } from '../api/errors';

/** How long the object URL lives: long enough for the download to read it. */
const REVOKE_AFTER_MS = 60_000;

export function expertAdvisorFileUrl(purchaseId: number, platform: AlgoPlatform): string {
  const path = `/algo-trade/my-purchases/${encodeURIComponent(String(purchaseId))}/download`;
  return `${$coreConfig.get().apiBase}${API_BASES.main}${path}?platform=${platform}`;
}

export async function downloadExpertAdvisorFile(
  purchaseId: number,
  platform: AlgoPlatform,
  fileName: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(expertAdvisorFileUrl(purchaseId, platform), {
      headers: { 'Accept-Language': $language.get(), ...authHeaders() },
    });
  } catch (failure) {
    throw new ApiRequestError(null, null, failure instanceof Error ? failure.message : undefined);
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    if (response.status === 401) reportUnauthorized();
    throw new ApiRequestError(response.status, data);
  }
  const url = URL.createObjectURL(await response.blob());
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The address the bridge posts to: the API's origin (this page's when the API is relative). */
export function savdoOrigin(): string {
  return new URL($coreConfig.get().apiBase || '/', window.location.href).origin;
}

/** The Savdo bridge's source for the terminal (public). */
export function bridgeFileUrl(file: string): string {
  return `${$coreConfig.get().apiBase}${API_BASES.main}/algo-trade/bridge/${encodeURIComponent(file)}`;
}
