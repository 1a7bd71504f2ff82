// Opening and saving a resource's PDF: "Open" reads it with the bearer header (a Blob) and
// shows it in a new tab through an object URL; "Download" follows a short-lived signed link. The
// tab is opened at the click (before the file arrives), so a popup blocker lets it through.
import { $coreConfig } from '../config';
import { fetchResourceFile, getResourceDownload } from './api';

/** How long an object URL lives: long enough for the tab or the download to read it. */
const REVOKE_AFTER_MS = 60_000;

function objectUrl(blob: Blob): string {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return url;
}

/** Opens the PDF in a new tab; rejects (and closes the tab) when the file is refused. */
export async function openResourceFile(resourceId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = objectUrl(await fetchResourceFile(resourceId));
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * Saves the file: a short-lived signed link is asked for at the click and followed; the server
 * answers it as an attachment under the file's name, so the page stays where it is
 * (docs/decisions/0284-paid-resources-delivery.md).
 */
export async function downloadResourceFile(resourceId: number): Promise<void> {
  const { result } = await getResourceDownload(resourceId);
  const link = document.createElement('a');
  link.href = result.url.startsWith('/') ? `${$coreConfig.get().apiBase}${result.url}` : result.url;
  link.download = result.file_name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
