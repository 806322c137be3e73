/** The apply module's public entry: app.ts and the demo seed import only this file. */
export { applyPlugin } from './routes';
export { createApplyService, type ApplyService } from './service';
export { createDirectApplyRecorder } from './direct';
export type { ApplyRow } from './repository';
export type { ApplyChild } from './genre-apply';
