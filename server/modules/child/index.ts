/** The child module's public entry: other modules, app.ts and the demo seed import only this file. */
export { childPlugin } from './routes';
export { createChildService, type ChildService, type ChildServiceDeps, type DirectApplyRecorder } from './service';
export type { PreparedChild } from './prepare';
export type { ChildRow } from './repository';
export type { ChildSnapshot } from './writes';
