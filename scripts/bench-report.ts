/**
 * Figures of `npm run bench`: median / p95 statistics, the console table and docs/performance.md.
 */

/** Median and 95th percentile (nearest rank) of n samples, in milliseconds. */
export interface Stat {
  median: number;
  p95: number;
  n: number;
}

/**
 * One reported figure; `bar` is the target of the issue: met when the median is within it, or, with
 * `p95Bar`, when the p95 is.
 */
export interface Figure {
  name: string;
  stat: Stat | null;
  bar?: number;
  barText?: string;
  p95Bar?: boolean;
  note?: string;
}

/** Median and p95 (nearest rank) of the finite samples; null when there are none. */
export function stat(samples: number[]): Stat | null {
  const xs = samples.filter(Number.isFinite).sort((a, b) => a - b);
  if (!xs.length) return null;
  const rank = (q: number) => xs[Math.min(xs.length - 1, Math.max(0, Math.ceil(q * xs.length) - 1))];
  const mid = xs.length % 2 ? xs[(xs.length - 1) / 2] : (xs[xs.length / 2 - 1] + xs[xs.length / 2]) / 2;
  return { median: mid, p95: rank(0.95), n: xs.length };
}

const ms = (v: number) => (v < 1 ? `${v.toFixed(3)} ms` : v < 10 ? `${v.toFixed(2)} ms` : `${v.toFixed(1)} ms`);

/** A time in milliseconds as the tables show it; '—' when missing. */
export const fmt = (v: number | undefined): string => (v === undefined || !Number.isFinite(v) ? '—' : ms(v));

/** `met`, `met (median; p95 over)`, `not met (…)`, `not measured`, or '' without a bar. */
export function verdict(f: Figure): string {
  if (f.bar === undefined || !f.stat) return f.bar === undefined ? '' : 'not measured';
  if (f.p95Bar)
    return f.stat.p95 <= f.bar ? 'met' : f.stat.median <= f.bar ? 'not met (median within, p95 over)' : 'not met';
  if (f.stat.median > f.bar) return 'not met';
  return f.stat.p95 > f.bar ? 'met (median; p95 over)' : 'met';
}

/** The figures as a fixed-width console table. */
export function consoleTable(figures: Figure[]): string {
  const rows = [
    ['figure', 'median', 'p95', 'n', 'bar', 'verdict'],
    ...figures.map((f) => [
      f.name,
      f.stat ? ms(f.stat.median) : '—',
      f.stat ? ms(f.stat.p95) : '—',
      f.stat ? String(f.stat.n) : '0',
      f.barText ?? '',
      verdict(f),
    ]),
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => [...r[c]].length)));
  return rows.map((r) => r.map((cell, c) => cell + ' '.repeat(widths[c] - [...cell].length)).join('  ')).join('\n');
}

/** What the document says about the machine and the run. */
export interface RunInfo {
  date: string;
  cpus: string;
  memory: string;
  node: string;
  chromium: string;
  os: string;
  loadBefore: string;
  loadAfter: string;
  runs: number;
  form: string;
  tabs: string;
  tabsReached: string;
  record: string;
}

/** docs/performance.md: the run, the figures with their bars, how each was measured, and notes. */
export function performanceDoc(info: RunInfo, figures: Figure[], method: string[], notes: string[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [
    '# Performance',
    '',
    '_Written by `npm run bench` (scripts/bench.ts); re-run it after the forms change. Benchmarks are not tests:',
    'nothing here is asserted._',
    '',
    '## Run',
    '',
    `- date: ${info.date}`,
    `- machine: ${info.cpus}, ${info.memory}, ${info.os}`,
    `- load average (1/5/15 min) before: ${info.loadBefore}; after: ${info.loadAfter}`,
    `- node ${info.node}; ${info.chromium} (headless, flags of STACK.md, viewport 1280×900)`,
    `- form: ${info.form}; ${info.tabs}`,
    `- tabs reached by the walk: ${info.tabsReached}`,
    `- record: ${info.record}`,
    `- browser runs: ${info.runs} (each on fresh pages, after one discarded warm-up run)`,
    '',
    '## Figures',
    '',
    '| figure | median | p95 | n | bar | verdict | note |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...figures.map(
      (f) =>
        `| ${[f.name, f.stat ? ms(f.stat.median) : '—', f.stat ? ms(f.stat.p95) : '—', f.stat ? String(f.stat.n) : '0', f.barText ?? '', verdict(f), f.note ?? ''].map(cell).join(' | ')} |`,
    ),
    '',
    '## How each figure is measured',
    '',
    ...method.map((m) => `- ${m}`),
    '',
    ...(notes.length ? ['## Notes', '', ...notes.map((n) => `- ${n}`), ''] : []),
  ].join('\n');
}

/** The markers around a section of docs/performance.md that one part of the bench rewrites alone (`export`, `tasks`). */
export const sectionMarkers = (name: string) => ({ begin: `<!-- ${name}:begin -->`, end: `<!-- ${name}:end -->` });

/** `doc` with its section `name` replaced by `section` (which carries the markers), appended when it has none. */
export function withSection(doc: string, name: string, section: string): string {
  const { begin, end } = sectionMarkers(name);
  const a = doc.indexOf(begin);
  const b = doc.indexOf(end);
  if (a >= 0 && b > a) return doc.slice(0, a) + section + doc.slice(b + end.length);
  return `${doc.trimEnd()}\n\n${section}\n`;
}

/** The section `name` of `doc` with its markers, or '' (a section another script writes, kept by a full bench run). */
export function keptSection(doc: string, name: string): string {
  const { begin, end } = sectionMarkers(name);
  const a = doc.indexOf(begin);
  const b = doc.indexOf(end);
  return a >= 0 && b > a ? doc.slice(a, b + end.length) : '';
}
