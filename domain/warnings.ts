/**
 * Data warnings (req register §4 /dataWarning: dataWarning, dataWarningExport; §6 "dataWarning: 中心领导 and 中心管理"):
 * what the console flags in its own data, each a count with the list of what it counts.
 * - `unserved`: children in care (not deleted, genre not 退出) with no work order finished (a finished state, date_end)
 *   in the current China-time month;
 * - `overdue`: work orders still in hand (办理 or 终退) past their date_limit;
 * - `no_director`: villages where children in care live but no active (激活) child director works;
 * - `adult`: children in care who have turned 18 (by the birth date of their ID number, China date);
 * - `duplicate`: children in care sharing a name and a birth date with another (as the twin list, name + birth only).
 */

export const WARNING_KINDS = ['unserved', 'overdue', 'no_director', 'adult', 'duplicate'] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];
/** The warnings whose list is of children. */
export const CHILD_WARNINGS = ['unserved', 'adult', 'duplicate'] as const;
export type ChildWarningKind = (typeof CHILD_WARNINGS)[number];

export type WarningEntity = 'children' | 'tasks' | 'villages';

export const WARNINGS: Record<
  WarningKind,
  { title: string; entity: WarningEntity; unit: string; description: string }
> = {
  unserved: {
    title: '本月无完成工单的儿童',
    entity: 'children',
    unit: '名',
    description: '在册儿童中，本月还没有一张已完成的工单',
  },
  overdue: { title: '超期未办结工单', entity: 'tasks', unit: '张', description: '仍在办理中且已过截止时间的工单' },
  no_director: {
    title: '无在岗儿童主任的村居',
    entity: 'villages',
    unit: '个',
    description: '有在册儿童、但没有激活状态儿童主任的村居',
  },
  adult: {
    title: '已满 18 周岁仍在册的儿童',
    entity: 'children',
    unit: '名',
    description: '按身份证出生日期已满 18 周岁、仍在册的儿童',
  },
  duplicate: {
    title: '疑似重复儿童',
    entity: 'children',
    unit: '名',
    description: '姓名和出生日期与他人相同的在册儿童',
  },
};

/** The birth date (yyyyMMdd) before or on which a child has turned 18 on the China date `today` (yyyyMMdd). */
export function adultCutoff(today: string): string {
  // compared as text: born on 29 February, a child is 18 from 1 March of a common year (0229 < 0301)
  return `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
}
