/** The file module's public entry (images: upload, OSS credentials, signed reads, the issued-images registry). */
export { filePlugin, imageExtensionOf } from './routes';
export { createFileService, UPLOAD_TTL_MS, type FileService, type ImageRegistry, type PunchImages } from './service';
export { attachmentPlugin } from './attachment-route';
