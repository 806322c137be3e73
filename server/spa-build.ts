/**
 * Builds the SPA into dist/ when it is missing or older than its sources (so `npm start` on a fresh
 * clone works without a separate build step). Uses Vite's JS API with the repo's vite.config.ts.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { InlineConfig } from 'vite';

function newestMtime(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newestMtime(join(path, name))), s.mtimeMs);
}

export function spaIsStale(root: string): boolean {
  const index = join(root, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = ['src', 'public', 'schemas', 'option-lists', 'engine', 'domain', 'index.html', 'vite.config.ts']
    .map((p) => join(root, p))
    .filter(existsSync);
  return sources.some((p) => newestMtime(p) > built);
}

/**
 * Vite's build of `config` as a production build whatever NODE_ENV this process has: a test runner sets
 * NODE_ENV to `test`, and Vite then builds React's and antd's development code (slower, and a dist that
 * `npm start` would go on serving). NODE_ENV is restored afterwards.
 */
export async function productionBuild(config: InlineConfig): Promise<void> {
  const { build } = await import('vite');
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ ...config, mode: 'production' });
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

export async function buildSpaIfNeeded(root: string, log: (msg: string) => void): Promise<void> {
  if (!spaIsStale(root)) return;
  log('正在构建前端页面（首次启动或源码已更新），约需 1 分钟……');
  await productionBuild({ root, logLevel: 'warn', configFile: join(root, 'vite.config.ts') });
  log('前端页面构建完成。');
}
