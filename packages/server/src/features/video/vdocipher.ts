/**
 * VdoCipher's OTP API (v3): `POST {api}/videos/{id}/otp` with `Authorization: Apisecret
 * <secret>` and a JSON body `{ ttl, userId }` (ttl in seconds: how long the otp may start a
 * playback; userId for their viewer analytics: at most 36 letters, digits, `-` or `_`). It
 * answers `{ otp, playbackInfo }` for their player. Any failure (refused, server error, bad
 * answer, timeout) becomes a 503 with one clear message; the cause stays on the error.
 */
import { UnavailableError } from '../../domain-errors';
import type { VdoCipherSettings } from './video-config';

export const VDOCIPHER_UNAVAILABLE =
  'The video provider is not available right now; please try again later';

export interface VdoCipherOtp {
  otp: string;
  playbackInfo: string;
}

export type FetchLike = typeof fetch;

function failure(cause: unknown): UnavailableError {
  const error = new UnavailableError(VDOCIPHER_UNAVAILABLE);
  error.cause = cause;
  return error;
}

export async function requestVdoCipherOtp(
  settings: VdoCipherSettings,
  input: { videoId: string; ttlSeconds: number; userId: number },
  fetchImpl: FetchLike = fetch,
): Promise<VdoCipherOtp> {
  const url = `${settings.apiUrl}/videos/${encodeURIComponent(input.videoId)}/otp`;
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Apisecret ${settings.apiSecret}`,
      },
      body: JSON.stringify({ ttl: input.ttlSeconds, userId: String(input.userId) }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw failure(error);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (error) {
    throw failure(error);
  }
  if (!res.ok)
    throw failure(new Error(`VdoCipher answered ${res.status}: ${JSON.stringify(body)}`));
  const answer = body as Partial<VdoCipherOtp> | null;
  if (typeof answer?.otp !== 'string' || typeof answer.playbackInfo !== 'string' || !answer.otp) {
    throw failure(new Error(`VdoCipher answered no otp: ${JSON.stringify(body)}`));
  }
  return { otp: answer.otp, playbackInfo: answer.playbackInfo };
}
