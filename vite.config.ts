import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-precompress';
import { precacheShellOnly } from './scripts/pwa-shell';

/**
 * Builds the SPA (src/) into dist/; the Fastify server serves dist/ and /api on one port.
 * The console is an installable app (issue 29; docs/decisions-offline.md): vite-plugin-pwa writes the web manifest
 * (dist/manifest.webmanifest, linked from index.html) and a Workbox service worker (dist/sw.js, generateSW) that
 * precaches the shell (index.html, the entry, the layout and the volunteer's screens: scripts/pwa-shell.ts), caches
 * the other hashed /assets/ when first used (CacheFirst) and answers every navigation with index.html; /api and
 * /files are never cached by it (the volunteer's open tasks are kept in IndexedDB instead: src/api/offline-mirror.ts). The worker is
 * registered by src/offline/register-sw.ts (workbox-window), in a production build only.
 */
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: null,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/icon-192.png', 'icons/icon-512.png'],
      manifest: {
        name: '兴化市儿童关爱保护服务平台',
        short_name: '儿童关爱',
        description: '兴化市儿童关爱保护服务平台：儿童档案、工单与打卡',
        lang: 'zh-CN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f0f2f5',
        theme_color: '#1677ff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        // the shell only (about half the console); the rest is cached when first used (runtimeCaching below)
        manifestTransforms: [precacheShellOnly(resolve(import.meta.dirname, 'dist'))],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/files\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // content-hashed names: a cached file is never out of date; old builds' files are dropped by count
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'cw-assets',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 400, purgeOnQuotaError: true },
            },
          },
        ],
      },
    }),
    // brotli and gzip siblings of every text file, served by what the client accepts (issue 30; server/app.ts)
    precompress(),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper would otherwise land in the formily chunk and pull it into the entry.
            { name: 'rolldown-runtime', test: /preload-helper|commonjsHelpers/, priority: 40 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 30,
            },
            // antd and Formily are not grouped: the bundler splits them by the routes that use them (issue 30), so
            // the login route loads only the few antd components of its form.
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
