/** The score module's public entry (the score ledger and prizes): app.ts, the services and the demo seed import only this file. */
export { scorePlugin } from './routes';
export { createScoreService, type ScoreService } from './service';
