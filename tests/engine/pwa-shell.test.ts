/**
 * What the service worker precaches (issue 29; scripts/pwa-shell.ts): of a build's files, the shell — the entry and
 * what it imports, the volunteer's screens (layout, 工作台, 我的工单, the task screen) with their imports and CSS, and
 * every file outside assets/ once — not the screens a volunteer does not open nor what is imported dynamically; a
 * screen missing from the build manifest fails the build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OFFLINE_SCREENS, precacheShellOnly, shellFiles } from '../../scripts/pwa-shell';

const [LAYOUT, WORKPLACE, MY_TASKS, TASK] = OFFLINE_SCREENS;
const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'], dynamicImports: [LAYOUT, 'src/charts.tsx'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  [LAYOUT]: {
    file: 'assets/main-layout-1.js',
    imports: ['_react-1.js', '_menu-1.js'],
    css: ['assets/main-layout-1.css'],
  },
  '_menu-1.js': { file: 'assets/menu-1.js' },
  [WORKPLACE]: { file: 'assets/workplace-1.js' },
  [MY_TASKS]: { file: 'assets/my-tasks-1.js', imports: ['_table-1.js'] },
  '_table-1.js': { file: 'assets/table-1.js', imports: ['_react-1.js'] },
  [TASK]: { file: 'assets/task-1.js', imports: ['_upload-1.js'], dynamicImports: ['_oss-1.js'] },
  '_upload-1.js': { file: 'assets/upload-1.js' },
  '_oss-1.js': { file: 'assets/oss-1.js' },
  'src/charts.tsx': { file: 'assets/charts-1.js', imports: ['_echarts-1.js'] },
  '_echarts-1.js': { file: 'assets/echarts-1.js' },
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function distWith(m: object): string {
  const dist = mkdtempSync(join(tmpdir(), 'cw-pwa-shell-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(m));
  return dist;
}

const entry = (url: string) => ({ url, revision: null, size: 1 });

describe('the precache of the service worker', () => {
  it('keeps the entry, the volunteer screens and their static imports, and the files outside assets/ once', async () => {
    const files = [
      'index.html',
      'manifest.webmanifest',
      'icons/icon-192.png',
      'icons/icon-192.png',
      ...Object.values(manifest).flatMap((c) => [c.file, ...(('css' in c && c.css) || [])]),
    ];
    const { manifest: kept } = await precacheShellOnly(distWith(manifest))(files.map(entry));
    expect(kept.map((e) => e.url).sort()).toEqual(
      [
        'index.html',
        'manifest.webmanifest',
        'icons/icon-192.png',
        'assets/index-1.js',
        'assets/react-1.js',
        'assets/main-layout-1.js',
        'assets/main-layout-1.css',
        'assets/menu-1.js',
        'assets/workplace-1.js',
        'assets/my-tasks-1.js',
        'assets/table-1.js',
        'assets/task-1.js',
        'assets/upload-1.js',
      ].sort(),
    );
  });

  it('fails the build when a screen is not in the build manifest', async () => {
    const { [TASK]: _gone, ...without } = manifest;
    expect(() => shellFiles(without, ['index.html', ...OFFLINE_SCREENS])).toThrow(
      /task-screen\.tsx is not in the build/,
    );
    await expect(precacheShellOnly(distWith(without))([entry('index.html')])).rejects.toThrow(/not in the build/);
  });
});
