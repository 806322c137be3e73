/**
 * The place a new child's form starts with (issue 29 "a village director's own town and village are preselected
 * when they create a child"): a user whose children are those of one village (儿童主任, 儿童社工: domain/scope.ts
 * `village`) finds their town and village chosen in every town and village picker of the investigation form (the
 * household and the residence address); a user of one town (分委领导: `town`) their town. Anyone else starts
 * empty. The user may change them; the server still refuses a child outside the applicant's village (403
 * 只能为本村（居）的儿童提交申请, server/modules/apply/submit.ts) and a village outside its town (400 请确认{label}).
 */
import { allFields } from '../../../engine/fields';
import type { FormSchema, FormValues } from '../../../engine/types';
import { childScopeFor } from '../../../domain/scope';
import type { Role } from '../../../domain/roles';

/** Who is creating: the session's role and place (GET /api/user/info `info`). */
export type Creator = { id: number; role: Role | undefined; department_id: number | null; village_id: number | null };

/**
 * `{ [town field]: department_id, [village field]: village_id }` for every kind town / village field of `schema`
 * (the town alone for a town-scoped user), or `{}` when the creator's scope is no single town or village.
 */
export function ownPlaceValues(schema: FormSchema, creator: Creator): FormValues {
  if (!creator.role) return {};
  const scope = childScopeFor({ ...creator, role: creator.role });
  const town = scope.kind === 'village' || scope.kind === 'town' ? creator.department_id : null;
  const village = scope.kind === 'village' ? scope.village_id : null;
  if (!town) return {};
  const values: FormValues = {};
  for (const { field } of allFields(schema)) {
    if (field.kind === 'town') values[field.name] = town;
    if (field.kind === 'village' && village) values[field.name] = village;
  }
  return values;
}
