/**
 * The transferred size of what a route loads (issue 30 "The console on a slow line"): reads dist/ and Vite's
 * manifest (dist/.vite/manifest.json, `build.manifest: true`) and, for each route, sums the JavaScript and CSS
 * of its chunk roots and of everything they import statically (what the browser fetches before the route can draw;
 * dynamic imports are fetched later, when a screen asks for them, and are not counted). Sizes are in KiB: raw,
 * gzip (level 9) and brotli (quality 11, what the server sends a browser: scripts/vite-precompress.ts).
 * Usage: `npx tsx scripts/route-sizes.ts [--build] [--json]` (--build runs `vite build` first). Exits 1 when a
 * route is over its target.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** A route: the source modules whose chunks it loads (a module that is not a chunk root of its own is skipped). */
export type RouteSpec = { name: string; roots: string[]; targetKiB: number };

export const ROUTES: RouteSpec[] = [
  {
    name: '登录 /user/login',
    roots: ['index.html', 'src/shell/layout/login-layout.tsx', 'src/shell/pages/login-page.tsx'],
    targetKiB: 200,
  },
  {
    name: '工作台 /dashboard/workplace',
    roots: ['index.html', 'src/shell/layout/main-layout.tsx', 'src/shell/pages/workplace-page.tsx'],
    targetKiB: 300,
  },
  {
    name: '创建儿童 /childDetail/childTables',
    roots: ['index.html', 'src/shell/layout/main-layout.tsx', 'src/shell/pages/child-detail-page.tsx'],
    targetKiB: 350,
  },
];

export type RouteSize = { name: string; files: number; raw: number; gzip: number; brotli: number; targetKiB: number };

/** Every file (js and css) the given roots need: their chunks, their static imports' chunks, and their css. */
export function filesOf(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...files];
}

/** The sizes of one route's files in `dist` (bytes). */
export function routeSize(dist: string, manifest: Manifest, spec: RouteSpec): RouteSize {
  const sizes = { raw: 0, gzip: 0, brotli: 0 };
  const files = filesOf(manifest, spec.roots);
  for (const file of files) {
    const body = readFileSync(join(dist, file));
    sizes.raw += body.length;
    sizes.gzip += gzipSync(body, { level: 9 }).length;
    const br = join(dist, `${file}.br`);
    sizes.brotli += existsSync(br)
      ? readFileSync(br).length
      : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { name: spec.name, files: files.length, ...sizes, targetKiB: spec.targetKiB };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  const args = process.argv.slice(2);
  if (args.includes('--build')) execSync('npx vite build', { stdio: 'inherit' });
  const dist = join(import.meta.dirname, '..', 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizes = ROUTES.map((spec) => routeSize(dist, manifest, spec));
  if (args.includes('--json')) console.log(JSON.stringify(sizes, null, 2));
  else {
    console.log('| route | files | raw KiB | gzip KiB | brotli KiB (sent) | target | met |');
    console.log('|---|---|---|---|---|---|---|');
    for (const s of sizes)
      console.log(
        `| ${s.name} | ${s.files} | ${kib(s.raw)} | ${kib(s.gzip)} | ${kib(s.brotli)} | ≤ ${s.targetKiB} | ${s.brotli / 1024 <= s.targetKiB ? 'yes' : 'no'} |`,
      );
  }
  if (sizes.some((s) => s.brotli / 1024 > s.targetKiB)) process.exitCode = 1;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
