/**
 * Reference data every installation needs (production too): the departments of 兴化市 from
 * seed-data/area-321281.json (towns 镇街委员会, villages 社区村居 under their town), plus 外地
 * (outside the locality, req shell-and-accounts §7), a few 服务商 and 部门 units. Runs only on an empty table.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { DEPARTMENT_TYPES, OUTSIDE_DEPARTMENT_NAME } from '../../domain/constants';
import type { Db } from './client';
import { departments } from './schema';

type Area = { source: string; towns: { code: string; name: string; villages: { code: string; name: string }[] }[] };

export const AREA: Area = JSON.parse(
  readFileSync(fileURLToPath(new URL('./seed-data/area-321281.json', import.meta.url)), 'utf8'),
);

export const PROVIDERS = ['兴化市阳光社会工作服务中心', '兴化市爱心志愿者协会'];
export const AGENCIES = [
  '兴化市未成年人保护工作委员会',
  '兴化市民政局',
  '兴化市人民检察院',
  '兴化市公安局',
  '兴化市司法局',
  '兴化市教育局',
];

/** Inserts the departments if the table is empty; returns whether it did. */
export async function seedReference(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(departments);
  if (n > 0) return false;
  for (const town of AREA.towns) {
    const [row] = await db
      .insert(departments)
      .values({ department_name: town.name, department_type: DEPARTMENT_TYPES.town, code: town.code })
      .returning();
    await db.insert(departments).values(
      town.villages.map((v) => ({
        department_name: v.name,
        department_type: DEPARTMENT_TYPES.village,
        department_parent: row.id,
        code: v.code,
      })),
    );
  }
  await db
    .insert(departments)
    .values([
      { department_name: OUTSIDE_DEPARTMENT_NAME, department_type: DEPARTMENT_TYPES.town },
      ...PROVIDERS.map((name) => ({ department_name: name, department_type: DEPARTMENT_TYPES.provider })),
      ...AGENCIES.map((name) => ({ department_name: name, department_type: DEPARTMENT_TYPES.department })),
    ]);
  return true;
}
