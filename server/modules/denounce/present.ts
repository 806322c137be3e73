/**
 * Clue rows → the contract's answer (domain/contracts/denounce.ts): the creator's and the child's names (the child's
 * masked unless the caller revealed full names), the departments' names, and signed URLs of every photo.
 */
import type { z } from 'zod';
import type { denounceItem } from '../../../domain/contracts/denounce';
import type { SessionUser } from '../../auth/guard';
import type { ChildService } from '../child';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import type { AdjunctRow, DenounceRow } from './repository';

type Item = z.input<typeof denounceItem>;
export type PresentDeps = {
  children: ChildService;
  users: UserService;
  departments: DepartmentService;
  signImage: (url: string) => string | null;
};

const iso = (d: Date) => d.toISOString();

export async function presentDenounces(
  deps: PresentDeps,
  user: SessionUser,
  rows: DenounceRow[],
  adjuncts: AdjunctRow[],
): Promise<{ list: Item[]; image_urls: Record<string, string> }> {
  const [names, people, places] = await Promise.all([
    deps.children.namesFor(user, rows.map((r) => r.denounce_child).filter(Boolean)),
    deps.users.nicknames(rows.map((r) => r.denounce_user)),
    deps.departments.byIds([...new Set(adjuncts.map((a) => a.adjunct_department))]),
  ]);
  const image_urls: Record<string, string> = {};
  const sign = (images: { url: string }[] | undefined) => {
    for (const { url } of images ?? []) {
      const s = deps.signImage(url);
      if (s) image_urls[url] = s;
    }
  };
  const list = rows.map((r) => {
    const info = r.denounce_information;
    sign(info.images);
    const own = adjuncts
      .filter((a) => a.adjunct_denounce === r.id)
      .map((a) => {
        const history = a.adjunct_information.history ?? [];
        for (const h of history) sign(h.images);
        return {
          id: a.id,
          adjunct_denounce: a.adjunct_denounce,
          adjunct_department: a.adjunct_department,
          department_name: places.get(a.adjunct_department)?.department_name ?? null,
          adjunct_state: a.adjunct_state as Item['adjuncts'][number]['adjunct_state'],
          version: a.version,
          created_at: iso(a.created_at),
          updated_at: iso(a.updated_at),
          adjunct_information: { history },
        };
      });
    return {
      id: r.id,
      denounce_source: r.denounce_source as Item['denounce_source'],
      denounce_state: r.denounce_state as Item['denounce_state'],
      denounce_child: r.denounce_child,
      child_name: names.get(r.denounce_child) ?? null,
      denounce_user: r.denounce_user,
      user_name: people.get(r.denounce_user) ?? null,
      denounce_information: info,
      version: r.version,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
      adjuncts: own,
    };
  });
  return { list, image_urls };
}
