/** The filetransfer (e-mail linkage) module's public entry: app.ts, the services and the demo seed import only this file. */
export { filetransferPlugin } from './routes';
export { createFiletransferService, type FiletransferService } from './service';
