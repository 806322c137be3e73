/** The file module's public entry (images: upload, OSS credentials, signed reads). */
export { filePlugin, imageExtensionOf } from './routes';
