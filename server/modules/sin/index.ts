/** The sin module's public entry (dynamic management): app.ts, the services and the demo seed import only this file. */
export { sinPlugin } from './routes';
export { createSinService, type SinService } from './service';
