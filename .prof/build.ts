import { join, resolve } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
const root = resolve(import.meta.dirname, '..');
const benchDir = resolve(root, 'bench');
const outDir = process.argv[2];
await build({ configFile: false, root: benchDir, base: './', logLevel: 'warn', plugins: [react()],
  build: { outDir, emptyOutDir: true, minify: process.env.MIN === '1', chunkSizeWarningLimit: 10_000, rolldownOptions: { input: join(benchDir, 'form-bench.html') } } });
console.log('built', outDir);
