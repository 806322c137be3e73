/** The warning module's public entry: app.ts and the services import only this file. */
export { warningPlugin } from './routes';
export { createWarningService, type WarningService } from './service';
