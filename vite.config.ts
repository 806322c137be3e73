import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Builds the SPA (src/) into dist/; the Fastify server serves dist/ and /api on one port. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
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
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/, priority: 20 },
            { name: 'formily', test: /node_modules[\\/]@formily[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
