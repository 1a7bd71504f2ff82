/** Image uploads: only real images (checked by their first bytes, not the declared type). */

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

function startsWith(data: Uint8Array, bytes: number[], offset = 0): boolean {
  return bytes.every((b, i) => data[offset + i] === b);
}

/** The image type of these bytes, or null when they are not a PNG, JPEG, GIF or WebP image. */
export function sniffImageType(data: Uint8Array): ImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

export const FILES_PATH = '/api/v1/files';

export function fileUrl(id: string): string {
  return `${FILES_PATH}/${id}`;
}

/** The file id inside one of our file URLs, or null. */
export function fileIdFromUrl(url: string | null): string | null {
  if (!url?.startsWith(`${FILES_PATH}/`)) return null;
  return url.slice(FILES_PATH.length + 1) || null;
}
