/**
 * Issue 29 "`npm start` prints every demo account the README lists": the table server/start.ts prints
 * (server/db/seed-demo/sign-ins.ts) and the cellphones README.md names as demo sign-ins are the same set — the role
 * accounts, the volunteer helpers (13500000001 to 13500000005), the second department leader and the registrants.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { DEMO_SIGN_INS, demoSignInLines } from '../../server/db/seed-demo/sign-ins';

const README = readFileSync(join(__dirname, '../../README.md'), 'utf8');
/** README's example of `npm run admin:create` is no demo account. */
const NOT_DEMO = new Set(['13800000000']);

/** The cellphones README names, a range "A to B" expanded. */
function readmeCellphones(): Set<string> {
  const out = new Set<string>();
  for (const [, from, to] of README.matchAll(/\b(1[3-9]\d{9}) to (1[3-9]\d{9})\b/g))
    for (let n = Number(from); n <= Number(to); n++) out.add(String(n));
  for (const [phone] of README.matchAll(/\b1[3-9]\d{9}\b/g)) out.add(phone);
  return new Set([...out].filter((p) => !NOT_DEMO.has(p)));
}

describe('the demo sign-ins npm start prints (issue 29)', () => {
  it('are the ones README lists, each once', () => {
    const printed = DEMO_SIGN_INS.map((s) => s.cellphone);
    expect(new Set(printed).size).toBe(printed.length);
    expect([...new Set(printed)].sort()).toEqual([...readmeCellphones()].sort());
  });

  it('print as one table: a heading, then a line per sign-in with its role', () => {
    const lines = demoSignInLines('demo1234');
    expect(lines[0]).toBe('演示账号（密码均为 demo1234）：');
    expect(lines).toHaveLength(DEMO_SIGN_INS.length + 2);
    for (const [i, role] of ROLES.entries())
      expect(lines[i + 2]).toMatch(new RegExp(`^  1390000${String(i).padStart(4, '0')}  ${role}`));
    expect(lines.filter((l) => /^ {2}13[358]/.test(l))).toHaveLength(10);
  });
});
