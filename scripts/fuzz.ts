/**
 * `npm run fuzz`: the fuzz suite (tests/fuzz, docs/fuzz.md) with many more cases than `npm test` runs and a
 * random seed, printed first so that a failure can be replayed with `FUZZ_SEED=<seed> npm run fuzz`.
 * FUZZ_RUNS (default 300) sets the cases per route and caller; the PostgreSQL pass runs too when
 * DATABASE_URL is set.
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

const seed = process.env.FUZZ_SEED ?? String(randomInt(1, 2 ** 31 - 1));
const runs = process.env.FUZZ_RUNS ?? '300';
console.log(`模糊测试：FUZZ_SEED=${seed} FUZZ_RUNS=${runs}（复现失败：FUZZ_SEED=${seed} npm run fuzz）`);
const projects = ['--project', 'fuzz', ...(process.env.DATABASE_URL ? ['--project', 'fuzz-pg'] : [])];
const result = spawnSync('npx', ['vitest', 'run', ...projects], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs, FUZZ_BUDGET_S: process.env.FUZZ_BUDGET_S ?? '0' },
});
process.exit(result.status ?? 1);
