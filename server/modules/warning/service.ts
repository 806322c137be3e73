/**
 * Data warnings (domain/warnings.ts, domain/contracts/warning.ts; req register §4 /dataWarning): each count is one SQL
 * aggregate made by the module owning the rows — the child module for children (with the task module's subquery of the
 * children served this month), the task module for overdue work orders, the user module for the villages that have an
 * active child director — over the caller's child scope (the centre: every child), at the injected clock. This module
 * only puts them together, names places and people, and writes a 浏览 record per answer.
 */
import type { z } from 'zod';
import type { warningChildren, warningTask, warningVillage } from '../../../domain/contracts/warning';
import { childScopeFor, type ChildScope } from '../../../domain/scope';
import {
  adultCutoff,
  WARNINGS,
  WARNING_KINDS,
  type ChildWarningKind,
  type WarningKind,
} from '../../../domain/warnings';
import type { SessionUser } from '../../auth/guard';
import { dayCode } from '../../http/china-days';
import type { AuditService } from '../audit';
import type { ChildService, ChildWarnings, ChildWarningSelect } from '../child';
import type { DepartmentService } from '../department';
import type { TaskRow, TaskWarnings } from '../task';
import type { UserService } from '../user';

export type WarningDeps = {
  now: () => Date;
  audit: AuditService;
  children: ChildService;
  childWarnings: ChildWarnings;
  taskWarnings: TaskWarnings;
  users: UserService;
  departments: DepartmentService;
};
type ChildItem = z.input<typeof warningChildren.response>['list'][number];
type TaskItem = z.input<typeof warningTask>;
type VillageItem = z.input<typeof warningVillage>;
const DAY = 86_400_000;

export function createWarningService(deps: WarningDeps) {
  const { now, audit, children, childWarnings, taskWarnings } = deps;

  /** The child warning `kind` as the child module selects it, at the current China date. */
  function childSelect(kind: ChildWarningKind): ChildWarningSelect {
    if (kind === 'unserved') return { kind, served: taskWarnings.servedThisMonth() };
    if (kind === 'adult') return { kind, cutoff: adultCutoff(dayCode(now())) };
    return { kind };
  }

  /** The villages of `scope` with children in care and no active child director, by town then village id. */
  async function villagesWithout(scope: ChildScope): Promise<VillageItem[]> {
    const [rows, directors] = await Promise.all([childWarnings.byVillage(scope), deps.users.villagesWithDirector()]);
    const missing = rows
      .filter((r) => !directors.has(r.village))
      .sort((a, b) => a.town - b.town || a.village - b.village);
    const names = await deps.departments.byIds(missing.flatMap((r) => [r.town, r.village]));
    return missing.map((r) => ({
      village_id: r.village,
      village_name: names.get(r.village)?.department_name ?? `#${r.village}`,
      department_id: r.town,
      department_name: names.get(r.town)?.department_name ?? null,
      children: r.n,
    }));
  }

  async function presentTasks(user: SessionUser, rows: TaskRow[]): Promise<TaskItem[]> {
    const cards = await children.cardsFor(
      user,
      rows.map((r) => r.child),
    );
    const [places, people] = await Promise.all([
      deps.departments.byIds([...cards.values()].flatMap((c) => [c.department_id ?? 0, c.village_id ?? 0])),
      deps.users.nicknames(rows.map((r) => r.volunteer).filter(Boolean)),
    ]);
    const at = now().getTime();
    return rows.map((r) => {
      const card = cards.get(r.child);
      const info = r.information;
      return {
        id: r.id,
        task_name: card ? card.shown(info.task_name ?? '') : (info.task_name ?? ''),
        state: r.state,
        child: r.child,
        child_name: card?.child_name ?? '',
        volunteer_name: people.get(r.volunteer) ?? null,
        department_name: places.get(card?.department_id ?? 0)?.department_name ?? null,
        village_name: places.get(card?.village_id ?? 0)?.department_name ?? null,
        date_limit: r.date_limit.toISOString(),
        overdue_days: Math.max(0, Math.floor((at - r.date_limit.getTime()) / DAY)),
      };
    });
  }

  const browse = (user: SessionUser, information: Record<string, unknown>) =>
    audit.write({ user: user.id, type: '浏览', information: { list: 'warnings', ...information } });

  return {
    /** GET /api/warning/summary: one count per warning, in WARNING_KINDS order. */
    async summary(
      user: SessionUser,
    ): Promise<{ month: string; list: { kind: WarningKind; title: string; count: number }[] }> {
      const scope = childScopeFor(user);
      const counts: Record<WarningKind, number> = {
        unserved: await childWarnings.count(scope, childSelect('unserved')),
        overdue: (await taskWarnings.overdue(children.idsIn(scope), 1, 1)).total,
        no_director: (await villagesWithout(scope)).length,
        adult: await childWarnings.count(scope, childSelect('adult')),
        duplicate: await childWarnings.count(scope, childSelect('duplicate')),
      };
      await browse(user, { summary: counts });
      const today = dayCode(now());
      return {
        month: `${today.slice(0, 4)}-${today.slice(4, 6)}`,
        list: WARNING_KINDS.map((kind) => ({ kind, title: WARNINGS[kind].title, count: counts[kind] })),
      };
    },

    /** GET /api/warning/children: one page of a child warning's children. */
    async children(
      user: SessionUser,
      q: { kind: ChildWarningKind; page: number; size: number },
      record = true,
    ): Promise<{ total: number; list: ChildItem[] }> {
      const answer = await childWarnings.page(user, childSelect(q.kind), dayCode(now()), q.page, q.size);
      if (record) await browse(user, { kind: q.kind, total: answer.total });
      return answer;
    },

    /** GET /api/warning/tasks: one page of the overdue work orders, longest overdue first. */
    async tasks(
      user: SessionUser,
      q: { page: number; size: number },
      record = true,
    ): Promise<{ total: number; list: TaskItem[] }> {
      const { total, rows } = await taskWarnings.overdue(children.idsIn(childScopeFor(user)), q.page, q.size);
      if (record) await browse(user, { kind: 'overdue', total });
      return { total, list: await presentTasks(user, rows) };
    },

    /** GET /api/warning/villages: one page of the villages without an active child director. */
    async villages(
      user: SessionUser,
      q: { page: number; size: number },
      record = true,
    ): Promise<{ total: number; list: VillageItem[] }> {
      const all = await villagesWithout(childScopeFor(user));
      if (record) await browse(user, { kind: 'no_director', total: all.length });
      return { total: all.length, list: all.slice((q.page - 1) * q.size, q.page * q.size) };
    },
  };
}

export type WarningService = ReturnType<typeof createWarningService>;
