// Code split into chunks loads with import(); when that fails for want of the network (offline,
// a dropped connection, a deploy that removed the old chunk) a page shows the network-error page
// with "try again" rather than a broken one. Here, in core, so the host app's pages and the back
// office's sections share it without one chunk importing another's modules.

/** Whether an import() failed for want of the network rather than for a broken module. */
export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|module script failed|failed to fetch|loading (css )?chunk|unable to preload/i.test(
    message,
  );
}

/**
 * A lazily loaded part of a page whose code could not be downloaded, thrown for the route's
 * error boundary to show the network-error page (a plain TypeError thrown by a bug must not).
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}
