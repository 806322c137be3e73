/** The denounce module's public entry (clue reports): app.ts, the services and the demo seed import only this file. */
export { denouncePlugin } from './routes';
export { createDenounceService, type DenounceService } from './service';
export type { ClueTaskMove } from './task-follow';
