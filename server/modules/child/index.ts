/** The child module's public entry: other modules, app.ts and the demo seed import only this file. */
export { childPlugin } from './routes';
export { createChildService, type ChildService, type ChildServiceDeps, type DirectApplyRecorder } from './service';
export type { PreparedChild } from './prepare';
import type { ChildRow } from './repository';
export type { ChildRow };
export type { ChildSnapshot } from './writes';
/** A gta minor's escort level (information.important.escort_level), or null. */
export function escortLevelOf(row: Pick<ChildRow, 'information'>): string | null {
  const level = row.information.important?.escort_level;
  return typeof level === 'string' && level ? level : null;
}
/** The children of a scope for the allowance module, as a subquery (repository.ts `childAllowanceKidsIn`). */
export { childAllowanceKidsIn } from './figures/repository';
export { createChildWarnings, type ChildWarnings, type ChildWarningSelect } from './warnings';
