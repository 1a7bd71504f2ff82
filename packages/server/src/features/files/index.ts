/**
 * The face of the files feature: what other features import from it, and nothing else (decision
 * 0274). Used by algo, banners, calendar, chat, courses, journal, resources, signals and users
 * (uploads, stored files and their links). Its descriptor is registered in features/index.ts.
 */
export { fileIdFromUrl, FILES_PATH, fileUrl, sniffImageType, type ImageType } from './images';
export { deleteFile, findFile, insertFile, type StoredFile } from './repository';
export { contentDisposition, fileLinker, signedFileUrl, type FileLinker } from './file-links';
export { uploadGate, type UploadLease } from './upload-limits';
export { readImageUpload } from './read-image';
export {
  keepingFiles,
  pipeToNewFile,
  receiveFile,
  receiveWhole,
  type ReceiveChecks,
  type ReceivedFile,
  type UploadStream,
} from './receive-file';
