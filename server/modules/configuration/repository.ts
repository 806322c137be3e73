/** The configurations table (req settings §2): only the configuration module reads or writes it; a change is made at the version read. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configurations } from './tables';

export type ConfigurationRow = typeof configurations.$inferSelect;

/** The row of `id`, or undefined. */
export async function configurationById(db: Db, id: number): Promise<ConfigurationRow | undefined> {
  const [row] = await db.select().from(configurations).where(eq(configurations.id, id));
  return row;
}

/** Sets `set` on row `id` if it is still at `version` (the version then goes up by one); undefined when it is not. */
export async function updateConfigurationAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof configurations.$inferInsert>,
): Promise<ConfigurationRow | undefined> {
  const [row] = await db
    .update(configurations)
    .set({ ...set, version: sql`${configurations.version} + 1` })
    .where(and(eq(configurations.id, id), eq(configurations.version, version)))
    .returning();
  return row;
}
