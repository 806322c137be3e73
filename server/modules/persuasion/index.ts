/**
 * The persuasion module's public entry (劝导记录 of a purple-level marginal minor; issue 17, issue 27): the service, its
 * plugin and the types others need. Its logs are its own table (tables.ts); it writes operation records through the
 * audit service.
 */
export { createPersuasionService, type PersuasionService, type MinorFinder } from './service';
export { persuasionPlugin } from './routes';
