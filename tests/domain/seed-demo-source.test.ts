/**
 * Issue 28 "Demo data through the screens' calls": the demo seed (server/db/seed-demo/) writes through the services'
 * public calls only. Read as source: no seed file but accounts.ts (the one direct write, its reason in
 * docs/decisions-demo.md) imports a table (the schema, a module's tables) or drizzle's query helpers, or calls the
 * database itself (`db.insert(…)`, `tx.update(…)`, `.delete(table)`, `sql\`…\``).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, '../../server/db/seed-demo');
/** The one file allowed to write rows itself (docs/decisions-demo.md "Accounts are the one direct write"). */
const DIRECT_WRITE = 'accounts.ts';

/** The direct database uses of a source text: each rule's name with the line it starts on (chains span lines). */
function directWrites(source: string): string[] {
  const rules: [string, RegExp][] = [
    ['imports a table', /from\s+['"][^'"]*(\/schema|\/tables|tables-[\w-]+)['"]/g],
    ['imports drizzle', /from\s+['"]drizzle-orm[^'"]*['"]/g],
    ['calls the database', /\b(db|tx)\s*\.\s*(insert|update|delete|execute|select|transaction)\s*\(/g],
    // drizzle's write on a table (`.insert(users)`); a service's update takes the caller and a body, never one name
    ['writes a table', /\.\s*(insert|update|delete)\s*\(\s*[A-Za-z_$][\w$]*\s*\)/g],
    ['writes SQL', /\bsql\s*`/g],
  ];
  const found: string[] = [];
  for (const [name, re] of rules)
    for (const m of source.matchAll(re)) {
      const line = source.slice(0, m.index).split('\n').length;
      found.push(`${name} (line ${line}): ${m[0].replace(/\s+/g, ' ')}`);
    }
  return found;
}

describe('the demo seed writes through the services only (issue 28)', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));

  it('has no direct database write outside accounts.ts', () => {
    const offences = files
      .filter((f) => f !== DIRECT_WRITE)
      .flatMap((f) => directWrites(readFileSync(join(DIR, f), 'utf8')).map((o) => `${f}: ${o}`));
    expect(offences).toEqual([]);
    expect(files.length).toBeGreaterThan(10);
  });

  it('finds the direct writes where they are (accounts.ts inserts the accounts)', () => {
    const accounts = directWrites(readFileSync(join(DIR, DIRECT_WRITE), 'utf8'));
    expect(accounts.some((o) => o.startsWith('imports a table'))).toBe(true);
    expect(accounts.some((o) => o.startsWith('calls the database'))).toBe(true);
    expect(directWrites("await tx.update(children).set({ level: '三级' });")).toHaveLength(2);
    expect(directWrites('await db\n  .insert(users)\n  .values(rows);')).toHaveLength(2);
    expect(directWrites('await services.sins.update(as(role), { id, version });')).toEqual([]);
  });
});
