/**
 * Inspection rows → the contract's items (domain/contracts/supervise.ts `superviseItem`): the inspector's, creator's and
 * history's names, the town and village names, `overdue` (still to fill and past its deadline, China time), the record
 * with its photos, whose signed URLs are answered in `image_urls`; Dates → ISO strings.
 */
import type { z } from 'zod';
import type { superviseItem } from '../../../domain/contracts/supervise';
import { FILLABLE_STATES, type SuperviseState } from '../../../domain/supervise';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import { chinaDay } from './common';
import type { SuperviseRow } from './repository';

type Item = z.input<typeof superviseItem>;
export type PresentDeps = {
  now: () => Date;
  users: Pick<UserService, 'nicknames'>;
  departments: Pick<DepartmentService, 'byIds'>;
  signImage: (url: string) => string | null;
};

/** `rows` as listed, with the signed URLs of their photos. */
export async function presentSupervises(
  deps: PresentDeps,
  rows: SuperviseRow[],
): Promise<{ list: Item[]; image_urls: Record<string, string> }> {
  const people = await deps.users.nicknames([
    ...rows.flatMap((r) => [r.supervise_inspector, r.created_by]),
    ...rows.flatMap((r) => r.supervise_history.map((s) => Number(s.user))),
  ]);
  const places = await deps.departments.byIds([
    ...new Set(rows.flatMap((r) => [r.supervise_department, r.supervise_village])),
  ]);
  const today = chinaDay(deps.now());
  const image_urls: Record<string, string> = {};
  const list = rows.map((r): Item => {
    const rec = r.supervise_record;
    for (const { url } of rec.photos ?? []) {
      const s = deps.signImage(url);
      if (s) image_urls[url] = s;
    }
    const state = r.supervise_state as SuperviseState;
    return {
      id: r.id,
      supervise_template: r.supervise_template,
      supervise_checklist: r.supervise_checklist,
      supervise_inspector: r.supervise_inspector,
      inspector_name: people.get(r.supervise_inspector) ?? null,
      supervise_department: r.supervise_department,
      department_name: places.get(r.supervise_department)?.department_name ?? null,
      supervise_village: r.supervise_village,
      village_name: places.get(r.supervise_village)?.department_name ?? null,
      supervise_task: r.supervise_task,
      supervise_deadline: r.supervise_deadline,
      overdue: FILLABLE_STATES.includes(state) && r.supervise_deadline < today,
      supervise_state: state,
      supervise_remark: r.supervise_remark,
      supervise_record: {
        answers: rec.answers ?? {},
        remarks: rec.remarks ?? '',
        photos: rec.photos ?? [],
        submitted_at: rec.submitted_at ?? null,
      },
      supervise_history: r.supervise_history.map((s) => ({ ...s, name: people.get(Number(s.user)) ?? null })),
      created_by_name: people.get(r.created_by) ?? null,
      version: r.version,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    };
  });
  return { list, image_urls };
}
