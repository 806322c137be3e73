/** The journal module's public entry: other modules and app.ts import only this file. */
export { journalPlugin } from './routes';
export { createJournalService, journalTypeOf, type JournalService, type ReviewStep, type StepFinder } from './service';
