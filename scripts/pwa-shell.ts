/**
 * What the service worker precaches (issue 29 "Check-in without signal"; docs/decisions-offline.md "Precache the
 * shell, not the console"): a Workbox `manifestTransforms` step (vite.config.ts) that keeps, of the built files,
 * only the shell — index.html, the web manifest and its icons, the entry and everything it imports, and the chunks
 * (with their imports and CSS) of the screens a volunteer needs without signal: the layout, 工作台, 我的工单 and the
 * task screen with its check-in (`OFFLINE_SCREENS`). The rest of /assets/ is cached at run time when first used
 * (CacheFirst: the names are content-hashed, so a name never changes its content).
 * The chunks are found in Vite's build manifest (dist/.vite/manifest.json, `build.manifest: true`), which is on disk
 * when vite-plugin-pwa writes the worker (closeBundle). A screen missing from it (a renamed file) fails the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/** The source files of the screens available offline after the first visit, besides the entry (index.html). */
export const OFFLINE_SCREENS = [
  'src/shell/layout/main-layout.tsx',
  'src/shell/pages/workplace-page.tsx',
  'src/features/tasks/my-tasks-screen.tsx',
  'src/features/tasks/task-screen.tsx',
] as const;

type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; assets?: string[] }>;

/**
 * The files (relative to dist/, e.g. `assets/index-abc.js`) of `roots` and of everything they import statically,
 * with their CSS and assets; dynamic imports are left out (they load when used). Throws for a root not in `manifest`.
 */
export function shellFiles(manifest: ViteManifest, roots: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`pwa-shell: ${key} is not in the build manifest (renamed? see OFFLINE_SCREENS)`);
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    (chunk.imports ?? []).forEach(walk);
  };
  roots.forEach(walk);
  return files;
}

/**
 * The Workbox manifest transform for the build in `distDir`: keeps every file outside assets/ (index.html, the web
 * manifest, the icons) once, and of assets/ only the shell's files (`shellFiles` of index.html and OFFLINE_SCREENS).
 */
export function precacheShellOnly(distDir: string): ManifestTransform {
  return async (entries) => {
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
    const shell = shellFiles(manifest, ['index.html', ...OFFLINE_SCREENS]);
    const seen = new Set<string>();
    const kept = entries.filter((e) => {
      if (seen.has(e.url)) return false;
      seen.add(e.url);
      return !e.url.startsWith('assets/') || shell.has(e.url);
    });
    return { manifest: kept, warnings: [] };
  };
}
