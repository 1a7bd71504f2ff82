// The composer's image rules before anything is uploaded (the server checks them again):
// images only, 5 MB each, at most 2 per message (the contract's upload limit).
import { CHAT_IMAGES_MAX, CHAT_IMAGE_MAX_BYTES } from '@savdo/contract';

export type AttachmentProblem = 'not-image' | 'too-large' | 'too-many';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The files that may be added to `already` attached ones, and the first problem met. */
export function checkAttachments(
  files: ReadonlyArray<Pick<File, 'type' | 'size'>>,
  already: number,
): { accepted: number[]; problem: AttachmentProblem | null } {
  const accepted: number[] = [];
  let problem: AttachmentProblem | null = null;
  files.forEach((file, index) => {
    if (!IMAGE_TYPES.includes(file.type)) problem ??= 'not-image';
    else if (file.size > CHAT_IMAGE_MAX_BYTES) problem ??= 'too-large';
    else if (already + accepted.length >= CHAT_IMAGES_MAX) problem ??= 'too-many';
    else accepted.push(index);
  });
  return { accepted, problem };
}
