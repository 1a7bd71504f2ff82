// Opening and saving a resource's PDF, which is read with the bearer header (a Blob): "Open"
// shows it in a new tab through an object URL, "Download" saves it under its file name. The
// tab is opened at the click (before the file arrives), so a popup blocker lets it through.
import { fetchResourceFile } from './api';

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

/** Saves the PDF under `fileName`. */
export async function downloadResourceFile(resourceId: number, fileName: string): Promise<void> {
  const url = objectUrl(await fetchResourceFile(resourceId));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
