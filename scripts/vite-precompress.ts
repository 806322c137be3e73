/**
 * A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) sibling of every text asset of the build
 * (js, css, html, svg, json, webmanifest) once the bundle is written (`closeBundle`), so that the server sends
 * them compressed without compressing per request (@fastify/static `preCompressed: true`, server/app.ts).
 * Issue 30 "The console on a slow line". Files under `minBytes` (default 1 KiB) are left alone: the server then
 * sends the file itself. Brotli at quality 11 and gzip at level 9: the cost is paid once, at build.
 * No package: Node's zlib is enough (docs/decisions-slowline.md).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside each text file of `dir` of at least `minBytes`; answers how many files. */
export async function precompressDir(dir: string, minBytes = 1024): Promise<number> {
  let count = 0;
  for await (const path of files(dir)) {
    if (!TEXT_FILE.test(path) || (await stat(path)).size < minBytes) continue;
    const body = await readFile(path);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    await writeFile(`${path}.br`, br);
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

/** The plugin: runs `precompressDir` over the output directory after the build (not in the dev server). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // after every other plugin's (the PWA plugin writes sw.js and its Workbox file at the close of the bundle)
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDir(outDir);
        console.log(`precompress: ${count} files → .br and .gz`);
      },
    },
  };
}
