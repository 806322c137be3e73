import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test projects: engine + domain (node), server (node, PGlite; PostgreSQL too when DATABASE_URL is set),
 * ui (jsdom), e2e (node driving Debian's Chromium against a built SPA).
 */
/** The server suite, on PGlite or (server-pg) PostgreSQL: each file copies the run's migrated, seeded template. */
const server = {
  environment: 'node' as const,
  include: ['tests/server/**/*.test.ts'],
  globalSetup: ['tests/server/db-template.ts'],
  testTimeout: 60000,
  hookTimeout: 120000,
};

/** The end-to-end suite: node driving Debian's Chromium against the built SPA, one file at a time. */
const e2e = {
  environment: 'node' as const,
  include: ['tests/e2e/**/*.test.ts'],
  testTimeout: 240000,
  hookTimeout: 300000,
  fileParallelism: false,
  expect: { poll: { timeout: 15000, interval: 100 } },
};
/** The shards of the whole accessibility walk. */
const A11Y_WALK = 'tests/e2e/role-walk-a11y-*.test.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's default for `run` is one worker fewer than the cores: a single worker on the 2-core machines
    // the project runs on, so the test files ran one after another. Use every core.
    maxWorkers: availableParallelism(),
    reporters: ['default', './tests/summary-reporter.ts', './tests/watchdog-reporter.ts'],
    projects: [
      {
        extends: true as const,
        test: {
          name: 'engine',
          environment: 'node',
          include: ['tests/engine/**/*.test.ts', 'tests/domain/**/*.test.ts'],
        },
      },
      { extends: true as const, test: { name: 'server', ...server } },
      // The same server suite against PostgreSQL, when DATABASE_URL names one (.ci/run sets it).
      ...(process.env.DATABASE_URL
        ? [{ extends: true as const, test: { name: 'server-pg', ...server, env: { TEST_DB: 'pg' } } }]
        : []),
      // The fuzz suite over every contract (tests/fuzz, docs/fuzz.md), on the server's test databases.
      { extends: true as const, test: { name: 'fuzz', ...server, include: ['tests/fuzz/**/*.test.ts'] } },
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'fuzz-pg', ...server, include: ['tests/fuzz/**/*.test.ts'], env: { TEST_DB: 'pg' } },
            },
          ]
        : []),
      {
        extends: true as const,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.tsx'],
          pool: 'threads',
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 30000,
        },
      },
      { extends: true as const, test: { name: 'e2e', ...e2e, exclude: [A11Y_WALK] } },
      // The whole accessibility walk (issue 29), from its own script: npm run a11y. npm test walks a budgeted slice
      // of it (tests/e2e/a11y-sample.test.ts).
      { extends: true as const, test: { name: 'e2e-a11y', ...e2e, include: [A11Y_WALK] } },
    ],
  },
});
