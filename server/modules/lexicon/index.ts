/** The lexicon module's public entry: app.ts, the services and the seeds import only this file. */
export { lexiconPlugin } from './routes';
export { createLexiconService, type LexiconService } from './service';
