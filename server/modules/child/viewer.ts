/**
 * Who is looking at a child record (present.ts `Viewer`): the role decides the forms, the session's reveal the
 * names (req children §7: full names only with the full-name permission, `names:get`, and an unexpired reveal).
 */
import { can } from '../../../domain/permissions';
import type { SessionUser } from '../../auth/guard';
import type { Viewer } from './present';

/** Whether `user`'s session shows full names at `now`. */
export function isRevealed(user: SessionUser, now: Date): boolean {
  return can(user.role, 'names', 'get') && !!user.reveal_until && user.reveal_until.getTime() > now.getTime();
}

export function viewerOf(
  user: SessionUser,
  now: Date,
  userNames?: Map<number, string>,
  labels?: Map<number, string[]>,
): Viewer {
  return { role: user.role, revealed: isRevealed(user, now), userNames, labels };
}
