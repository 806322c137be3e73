/**
 * `npm run seed:large` (issue 16 "Figures"): fills the database the server would use (DATABASE_URL, or the
 * PGlite directory in DATA_DIR; stop the server first) with 20,000 children and 200,000 tasks spread over the
 * towns, villages, states and dates (bench/large-data.ts), after the reference and demo data. Sizes:
 * LARGE_CHILDREN, LARGE_TASKS. Refuses a database that has no demo accounts (production) or already holds
 * synthetic large children.
 */
import { count, like } from 'drizzle-orm';
import { seedLarge } from '../bench/large-data';
import { loadConfig } from '../server/config';
import { openConfiguredDatabase } from './open-configured-db';
import { children } from '../server/db/schema';
import { seedDemo } from '../server/db/seed-demo';
import { seedReference } from '../server/db/seed-reference';

async function main() {
  const config = loadConfig();
  if (config.production) throw new Error('seed:large 只用于测试与性能测量，不能在生产环境运行');
  const { handle, close } = await openConfiguredDatabase(config);
  try {
    await seedReference(handle.db);
    await seedDemo(handle.db, () => new Date());
    const [{ n }] = await handle.db
      .select({ n: count() })
      .from(children)
      .where(like(children.child_idnumber, '3212810%L%'));
    if (n > 0) throw new Error(`数据库中已有 ${n} 条大数据量测试儿童，未重复写入`);
    const sizes = {
      children: Number(process.env.LARGE_CHILDREN ?? 20_000),
      tasks: Number(process.env.LARGE_TASKS ?? 200_000),
    };
    const t0 = Date.now();
    await seedLarge(handle.db, sizes, new Date(), (line) => console.log(`seed:large: ${line}`));
    console.log(`seed:large: done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
