/**
 * WORKERS (server/config.ts, server/cluster.ts; issue 30 "Two processes, one database"): a whole number from 1 to 16,
 * anything else stops the start naming it; more than one process only on PostgreSQL, PGlite says at start that it stays
 * one process; a dead worker's restart waits 1 s, doubling to 30 s. The real two-process start: workers.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { PGLITE_SINGLE_PROCESS, processRole, restartDelay } from '../../server/cluster';

describe('WORKERS', () => {
  it('is 1 by default, and a whole number from 1 to 16', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '2' }).workers).toBe(2);
    expect(loadConfig({ WORKERS: ' 16 ' }).workers).toBe(16);
    for (const bad of ['0', '17', '1.5', 'two', '-1'])
      expect(() => loadConfig({ WORKERS: bad }), bad).toThrow(`WORKERS 不合法：${bad}（应为 1 到 16 的整数）`);
  });

  it('makes a primary of N workers on PostgreSQL; PGlite stays one process and says so', () => {
    const lines: string[] = [];
    expect(processRole(2, true, (l) => lines.push(l))).toEqual({ role: 'primary', workers: 2 });
    expect(processRole(1, true, (l) => lines.push(l))).toEqual({ role: 'single' });
    expect(processRole(1, false, (l) => lines.push(l))).toEqual({ role: 'single' });
    expect(lines).toEqual([]);
    expect(processRole(2, false, (l) => lines.push(l))).toEqual({ role: 'single' });
    expect(lines).toEqual([PGLITE_SINGLE_PROCESS(2)]);
    expect(lines[0]).toContain('内置数据库（PGlite）只允许一个进程：忽略 WORKERS=2，以单进程运行');
    expect(lines[0]).toContain('PGlite is single-process');
  });

  it('restarts a dead worker after 1 s, doubling to at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
