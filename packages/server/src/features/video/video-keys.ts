/**
 * Storage keys and video types. A key is a relative path of plain segments (letters, digits,
 * `.`, `_`, `-`, not starting with a dot) ending in a video extension: no `..`, no absolute
 * path, no backslash, nothing hidden. Folder storage checks the resolved path again.
 */

export const VIDEO_TYPES = {
  webm: 'video/webm',
  mp4: 'video/mp4',
} as const;
export type VideoContentType = (typeof VIDEO_TYPES)[keyof typeof VIDEO_TYPES];

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const MAX_KEY_LENGTH = 300;

/** The content type of a key by its extension, or null when it is not a video we serve. */
export function videoTypeOfKey(key: string): VideoContentType | null {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  if (ext === 'webm') return VIDEO_TYPES.webm;
  if (ext === 'mp4' || ext === 'm4v') return VIDEO_TYPES.mp4;
  return null;
}

/** Whether a key is safe to map to a file or an object (see the header). */
export function isVideoKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  if (segments.length > 8) return false;
  if (!segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment))) return false;
  return videoTypeOfKey(key) !== null;
}

function startsWith(data: Uint8Array, bytes: number[], offset = 0): boolean {
  return bytes.every((b, i) => data[offset + i] === b);
}

/** The video type of a file's first bytes (EBML header for WebM, `ftyp` box for MP4), or null. */
export function sniffVideoType(head: Uint8Array): VideoContentType | null {
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return VIDEO_TYPES.webm;
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return VIDEO_TYPES.mp4;
  return null;
}

export function extensionOf(type: VideoContentType): string {
  return type === VIDEO_TYPES.webm ? 'webm' : 'mp4';
}
