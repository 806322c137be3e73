/**
 * `npm run admin:create -- --cellphone 13800000000 --nickname 管理员` creates the first 系统管理 account
 * (production has no demo accounts). The password is read from ADMIN_PASSWORD or asked on the terminal;
 * at least 8 characters. Uses DATABASE_URL or the PGlite directory in DATA_DIR like the server (stop the
 * server first when using PGlite: the lock file prevents two processes on one directory).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openConfiguredDatabase } from './open-configured-db';
import { seedReference } from '../server/db/seed-reference';
import { users } from '../server/db/schema';
import { hashPassword } from '../server/auth/passwords';

async function main() {
  const { values } = parseArgs({ options: { cellphone: { type: 'string' }, nickname: { type: 'string' } } });
  const cellphone = values.cellphone ?? '';
  if (!/^1[3-9]\d{9}$/.test(cellphone)) throw new Error('请用 --cellphone 给出 11 位手机号');
  const nickname = values.nickname?.trim() || '系统管理员';
  let password = process.env.ADMIN_PASSWORD ?? '';
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('请输入密码（至少 8 位）：');
    rl.close();
  }
  if (password.length < 8) throw new Error('密码至少 8 位');
  const config = loadConfig();
  const { handle, close } = await openConfiguredDatabase(config);
  try {
    await seedReference(handle.db);
    const [existing] = await handle.db.select().from(users).where(eq(users.cellphone, cellphone));
    if (existing) throw new Error(`手机号 ${cellphone} 已有账号`);
    await handle.db.insert(users).values({
      cellphone,
      nickname,
      role: '系统管理',
      password_hash: await hashPassword(password),
      information: { contact_cellphone: cellphone },
    });
    console.log(`已创建系统管理账号 ${cellphone}（${nickname}）`);
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
