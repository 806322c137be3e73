/**
 * A vitest reporter that keeps a hung test file from running the CI into its own limit in silence.
 *
 * Every test has its own timeout, but a timeout cannot stop a worker caught in synchronous code, a
 * teardown that never settles, or a pool that waits on a dead worker: the run then prints nothing more until
 * the CI kills it, and nobody learns which file hung. This reporter watches the files in progress:
 * - every `WATCHDOG_NOTICE_S` seconds (default 300) past a file's start it prints the file, its project
 *   and the test it is in;
 * - past `WATCHDOG_LIMIT_S` seconds (default 900; no file of ours takes 3 minutes) it prints the same,
 *   every file still in progress, and ends the run with exit code 3.
 * Times are wall-clock seconds from the file's `onTestModuleStart`.
 */
import type { Reporter, TestCase, TestModule } from 'vitest/node';

type Running = { project: string; file: string; started: number; test?: string; noticed: number };

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export default class WatchdogReporter implements Reporter {
  private readonly running = new Map<string, Running>();
  private readonly notice = seconds('WATCHDOG_NOTICE_S', 300) * 1000;
  private readonly limit = seconds('WATCHDOG_LIMIT_S', 900) * 1000;
  private timer?: NodeJS.Timeout;

  onInit(): void {
    this.timer = setInterval(() => this.check(), 10_000);
    this.timer.unref();
  }

  onTestModuleStart(module: TestModule): void {
    this.running.set(module.moduleId, {
      project: module.project.name,
      file: module.relativeModuleId,
      started: Date.now(),
      noticed: 0,
    });
  }

  onTestCaseReady(test: TestCase): void {
    const entry = this.running.get(test.module.moduleId);
    if (entry) entry.test = test.fullName;
  }

  onTestModuleEnd(module: TestModule): void {
    this.running.delete(module.moduleId);
  }

  onTestRunEnd(): void {
    clearInterval(this.timer);
    this.running.clear();
  }

  private describe(entry: Running, now: number): string {
    const minutes = ((now - entry.started) / 60000).toFixed(1);
    return `[${entry.project}] ${entry.file} — ${minutes} min, in: ${entry.test ?? '(before its first test)'}`;
  }

  private check(): void {
    const now = Date.now();
    for (const entry of this.running.values()) {
      const elapsed = now - entry.started;
      if (elapsed >= this.limit) {
        process.stderr.write(`\nwatchdog: a test file has run past ${this.limit / 1000} s, so the run stops.\n`);
        for (const other of this.running.values())
          process.stderr.write(`watchdog: still running ${this.describe(other, now)}\n`);
        process.stdout.write('\ntests: the run stopped by the watchdog (see above)\n');
        process.exit(3);
      }
      if (elapsed >= (entry.noticed + 1) * this.notice) {
        entry.noticed++;
        process.stderr.write(`\nwatchdog: still running ${this.describe(entry, now)}\n`);
      }
    }
  }
}
