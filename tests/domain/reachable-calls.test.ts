/**
 * Every call is reachable from a screen or says why not (issue 27; domain/contracts/define.ts `apiOnly`): a contract
 * whose export name no file of src/ uses must carry `apiOnly`, and one marked API-only must really have no screen
 * (else the mark is stale).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Contract } from '../../domain/contracts/define';

const root = resolve(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
const spa = files(join(root, 'src'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const contractFiles = readdirSync(join(root, 'domain/contracts')).filter((f) => f.endsWith('.ts'));

const named: { name: string; contract: Contract }[] = [];
for (const file of contractFiles) {
  const module = (await import(join(root, 'domain/contracts', file))) as Record<string, unknown>;
  for (const [name, value] of Object.entries(module)) {
    const c = value as Contract;
    if (c && typeof c === 'object' && typeof c.path === 'string' && typeof c.method === 'string' && c.response)
      named.push({ name, contract: c });
  }
}

describe('reachable calls', () => {
  const used = (name: string) => new RegExp(`\\b${name}\\b`).test(spa);
  it('finds the contracts', () => expect(named.length).toBeGreaterThan(100));
  it('has a screen for every call, or says why not', () => {
    expect(named.filter(({ name, contract }) => !used(name) && !contract.apiOnly).map((c) => c.name)).toEqual([]);
  });
  it('marks no call API-only that a screen calls', () => {
    expect(named.filter(({ name, contract }) => used(name) && contract.apiOnly).map((c) => c.name)).toEqual([]);
  });
});
