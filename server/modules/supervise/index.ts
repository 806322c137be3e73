/** The supervise module's public entry: app.ts, the services and the demo seed import only this file. */
export { supervisePlugin } from './routes';
export { createSuperviseService, type SuperviseService } from './service';
