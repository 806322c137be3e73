/**
 * The child director lookup (req children §5 "Child director lookup", §10): the village's users with role
 * 儿童主任 (GET /api/user/list/for/village/role/keyword, page 1, size 20); the first one whose state is
 * not 停用 and whose nickname does not contain the test marker `fake` is the director.
 */
import { DIRECTOR_LOOKUP_PAGE_SIZE, DISABLED_STATE, FAKE_MARKER } from '../../../domain/constants';
import { listUsersForVillageRole, type UserListItem } from '../../../domain/contracts/user';
import { callWith } from '../../api/use-call';

export type DirectorPick = { director_name: string; director_cellphone: string; controller: number };

export const DIRECTOR_ROLE = '儿童主任';

function contactCellphone(information: UserListItem['information']): string {
  if (!information) return '';
  if (typeof information === 'string') {
    try {
      return String((JSON.parse(information) as { contact_cellphone?: unknown }).contact_cellphone ?? '');
    } catch {
      return '';
    }
  }
  return information.contact_cellphone ?? '';
}

/** The director among a village's 儿童主任 users, or null when none qualifies. */
export function pickDirector(users: UserListItem[]): DirectorPick | null {
  const user = users.find((u) => u.state !== DISABLED_STATE && !(u.nickname ?? '').toLowerCase().includes(FAKE_MARKER));
  if (!user) return null;
  return { director_name: user.nickname, director_cellphone: contactCellphone(user.information), controller: user.id };
}

/** Looks the director of a village up; null when the village has no active director. */
export async function lookupDirector(villageId: number): Promise<DirectorPick | null> {
  const answer = await callWith(listUsersForVillageRole, {
    query: { village: villageId, role: DIRECTOR_ROLE, keyword: '', page: 1, size: DIRECTOR_LOOKUP_PAGE_SIZE },
  });
  return pickDirector(answer.list ?? []);
}
