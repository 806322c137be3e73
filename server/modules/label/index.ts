/** The label module's public entry: app.ts, the services (which hand the child module `childIdsLabelled`) and the demo seed import only this file. */
export { labelPlugin } from './routes';
export { createLabelService, type LabelService } from './service';
export { childIdsLabelled, labelNamesOf } from './repository';
