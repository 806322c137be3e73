/**
 * Points the code's spec citations at docs/requirements/ (issue 27, "Habits").
 *
 *   npx tsx scripts/citations.ts            rewrite every "seed 00N §X" citation in the tracked .ts/.tsx/.md files
 *   npx tsx scripts/citations.ts --check    change nothing; exit 1 if any old-style citation remains
 *   npx tsx scripts/citations.ts --list     print every citation found with its target (a dry run)
 *
 * A citation is `seed 00N` (or `seeds`, `Seed`) with an optional section (`§2`, `§2.3`) and further sections of the
 * same seed joined by `,`, `/`, `–`, `and` or `or` (`seed 000 §2.3 / §6`, `(seed 002 §4.1, §4.2)`), each optionally
 * followed by a short qualifier (`tab 7`, `"Shared parts"`, `/allowance`). Each section is looked up in
 * docs/requirements/seed-map.json (see `resolve`) and written as `req <area> §N[.M]`; a following section of the
 * same area is written as a bare `§N`. The rewrite exits 1, changing nothing, if a citation cannot be mapped.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * seed-map.json: `"000 §2.3"` (plain), `"000 §2.2 /allowance"` (the text after the citation), `"001 §4 @apply"` (the
 * citing file's path) → `"children §3.2"`.
 */
export type SeedMap = Record<string, string>;

/** One section of one citation: where it is in the text and what it cites. */
export interface CitedSection {
  seed: string;
  /** '' for a bare `seed 002`. */
  section: string;
  /** Offsets of the text to replace: `seed 00N §X` for the first section, `§X` for the others. */
  start: number;
  end: number;
  /** Up to 60 characters after the section: the qualifier a map key may name. */
  after: string;
  /** Where the separator before this section starts (after the previous section's qualifier); `start` for the first. */
  sepStart: number;
  /** First section only: what separates `seed 00N` from `§X` (a space, or a line break with its comment marker). */
  gap: string;
}

/** A whole citation: its sections, in order. */
export interface Citation {
  start: number;
  end: number;
  capital: boolean;
  sections: CitedSection[];
}

const START = /\b([Ss])eeds? (00\d)\b/g;
/** A space, or a line break with the next line's indentation and comment marker (` * `, `// `). */
const GAP = String.raw`(?:[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*| ?)`;
const SECTION = new RegExp(String.raw`^(${GAP})§(\d+(?:\.\d+)*)`);
/** What may sit between two sections of the same seed: a tab number, a quote, a route, a code span, a word list. */
const QUALIFIER = /^(?: tabs? \d+(?: and \d+)?| "[^"\n]{0,60}"| \/[\w/-]+(?:,? \/[\w/-]+)*| `[^`\n]{0,50}`)?/;
const NEXT = new RegExp(String.raw`^(?:,?${GAP}(?:(?:and|or)${GAP})?|${GAP}[/–]${GAP})§(\d+(?:\.\d+)*)`);

/** Every citation in `text`, in order. */
export function findCitations(text: string): Citation[] {
  const found: Citation[] = [];
  for (const m of text.matchAll(START)) {
    const start = m.index;
    let pos = start + m[0].length;
    const seed = m[2];
    const sections: CitedSection[] = [];
    const first = SECTION.exec(text.slice(pos));
    if (!first) {
      sections.push({ seed, section: '', start, end: pos, after: text.slice(pos, pos + 60), sepStart: start, gap: '' });
    } else {
      pos += first[0].length;
      const gap = first[1] || ' ';
      sections.push({
        seed,
        section: first[2],
        start,
        end: pos,
        after: text.slice(pos, pos + 60),
        sepStart: start,
        gap,
      });
      for (;;) {
        const qual = QUALIFIER.exec(text.slice(pos))![0];
        const next = NEXT.exec(text.slice(pos + qual.length));
        if (!next) break;
        const sepStart = pos + qual.length;
        const sStart = sepStart + next[0].length - next[1].length - 1;
        pos = sepStart + next[0].length;
        const after = text.slice(pos, pos + 60);
        sections.push({ seed, section: next[1], start: sStart, end: pos, after, sepStart, gap: '' });
      }
    }
    found.push({ start, end: pos, capital: m[1] === 'S', sections });
  }
  return found;
}

/**
 * The requirement a cited section maps to (`"children §3.2"`), or undefined. Keys are tried most specific first:
 * `"<seed> §<sec> <text>"` when the text after the section starts with `<text>` (after spaces, quotes, backticks),
 * then `"<seed> §<sec> @<part>"` when the file's path contains `<part>`, then `"<seed> §<sec>"`; a section the map
 * lacks falls back to its parent (`§7.7` → `§7`) only when the map says so with `"<seed> §<parent>.*"`.
 */
export function resolve(map: SeedMap, cited: CitedSection, path: string): string | undefined {
  const base = cited.section ? `${cited.seed} §${cited.section}` : cited.seed;
  const after = cited.after.replace(/^[\s"`(]+/, '').toLowerCase();
  const keys = Object.keys(map).filter((k) => k.startsWith(base + ' '));
  const text = keys
    .filter((k) => !k.slice(base.length + 1).startsWith('@'))
    .sort((a, b) => b.length - a.length)
    .find((k) =>
      after.startsWith(
        k
          .slice(base.length + 1)
          .replace(/^[\s"`(]+/, '')
          .toLowerCase(),
      ),
    );
  if (text) return map[text];
  const byPath = keys
    .filter((k) => k.slice(base.length + 1).startsWith('@'))
    .find((k) => path.includes(k.slice(base.length + 2)));
  if (byPath) return map[byPath];
  if (map[base] !== undefined) return map[base];
  const parent = cited.section.split('.')[0];
  return cited.section.includes('.') ? map[`${cited.seed} §${parent}.*`] : undefined;
}

/** What `rewrite` answers. */
export interface Rewritten {
  text: string;
  /** The cited sections the map has no key for (`"001 §4.9"`). */
  unmapped: string[];
  /** How many cited sections were rewritten. */
  count: number;
  /** Each citation as it was and as it is written now. */
  changes: { from: string; to: string }[];
}

/**
 * `text` with its citations rewritten, the citations that could not be mapped (`"001 §4.9"`) and how many cited sections
 * were rewritten. A section mapping to the same requirement as the one before it in the citation is dropped with its
 * separator (`seed 000 §2.2 /risk, §6` → `req risk §1 /risk`).
 */
export function rewrite(text: string, map: SeedMap, path: string): Rewritten {
  const unmapped: string[] = [];
  const changes: { from: string; to: string }[] = [];
  let out = '';
  let last = 0;
  let count = 0;
  for (const c of findCitations(text)) {
    out += text.slice(last, c.start);
    last = c.start;
    const mark = out.length;
    let prevArea = '';
    let prevTarget = '';
    for (const [i, s] of c.sections.entries()) {
      const target = resolve(map, s, path);
      if (target === undefined) {
        unmapped.push(s.section ? `${s.seed} §${s.section}` : s.seed);
        continue;
      }
      count += 1;
      if (target === prevTarget) {
        out += text.slice(last, s.sepStart);
        last = s.end;
        continue;
      }
      prevTarget = target;
      const [area, sec] = target.split(' ');
      const req = i === 0 ? (c.capital ? 'Req' : 'req') : 'req';
      const written = area === prevArea && sec ? sec : sec ? `${req} ${area}${s.gap || ' '}${sec}` : `${req} ${area}`;
      out += text.slice(last, s.start) + written;
      last = s.end;
      prevArea = area;
    }
    out += text.slice(last, c.end);
    last = c.end;
    changes.push({ from: text.slice(c.start, c.end), to: out.slice(mark) });
  }
  return { text: out + text.slice(last), unmapped, count, changes };
}

/** The tracked files that may hold citations (not the requirements themselves, not this script). */
export function citingFiles(root: string): string[] {
  const args = ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.md'];
  const listed = execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter(
      (f) =>
        f &&
        !f.startsWith('docs/requirements/') &&
        !f.includes('node_modules') &&
        f !== 'scripts/citations.ts' &&
        !f.endsWith('citations.test.ts'),
    );
}

function main(argv: string[]): number {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const map = JSON.parse(readFileSync(`${root}docs/requirements/seed-map.json`, 'utf8')) as SeedMap;
  const check = argv.includes('--check');
  const list = argv.includes('--list');
  let total = 0;
  let files = 0;
  const missing = new Map<string, string[]>();
  const changes: [string, string][] = [];
  for (const f of citingFiles(root)) {
    const text = readFileSync(root + f, 'utf8');
    const found = findCitations(text);
    if (found.length === 0) continue;
    if (check) {
      for (const c of found) console.log(`${f}: ${text.slice(c.start, c.end)}`);
      total += found.length;
      continue;
    }
    const r = rewrite(text, map, f);
    for (const u of r.unmapped) missing.set(u, [...(missing.get(u) ?? []), f]);
    if (list)
      for (const c of r.changes) console.log(`${f}: ${c.from.replace(/\s+/g, ' ')} → ${c.to.replace(/\s+/g, ' ')}`);
    total += r.count;
    files += 1;
    changes.push([f, r.text]);
  }
  if (check) {
    console.log(total ? `${total} old-style citation(s) remain` : 'no old-style citation remains');
    return total ? 1 : 0;
  }
  if (missing.size) {
    for (const [k, fs] of missing) console.error(`cannot map "${k}" (${fs.length}×, e.g. ${fs[0]})`);
    console.error('nothing written: add the sections above to docs/requirements/seed-map.json');
    return 1;
  }
  if (!list) for (const [f, t] of changes) writeFileSync(root + f, t);
  console.log(`${list ? 'would rewrite' : 'rewrote'} ${total} cited section(s) in ${files} file(s)`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main(process.argv.slice(2)));
