/**
 * Prints, after vitest's own summary, the ten slowest test files of the run with their project and time (issue 30
 * "Tests that fit two cores": docs/performance.md keeps the table), then one plain closing line,
 * `tests: N passed, N failed, N skipped`, so CI can read the outcome of `npm test` whatever runner it knows.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files are listed. */
const SLOWEST = 10;

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    let passed = 0,
      failed = 0,
      skipped = 0;
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (m.state() === 'failed' && ![...m.children.allTests()].length) failed++;
    }
    const slowest = [...modules]
      .map((m) => ({ file: relative(process.cwd(), m.moduleId), project: m.project.name, ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST);
    if (slowest.length > 1) {
      process.stdout.write(`\nslowest test files:\n`);
      for (const s of slowest)
        process.stdout.write(`  ${(s.ms / 1000).toFixed(1).padStart(7)} s  ${s.project}  ${s.file}\n`);
    }
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
