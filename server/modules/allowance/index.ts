/** The allowance module's public entry (保金): app.ts, the services and the demo seed import only this file. */
export { allowancePlugin } from './routes';
export { createAllowanceService, type AllowanceService } from './service';
