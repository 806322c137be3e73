/**
 * scripts/citations.ts (issue 27 "Habits"; docs/requirements/README.md): how a "seed 00N §X" citation is found, looked
 * up in the seed map and rewritten as "req <file> §N", and that the committed map covers every citation in the tree and
 * points only at sections that exist in docs/requirements/.
 */
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citingFiles, findCitations, rewrite, type SeedMap } from '../../scripts/citations';

const MAP: SeedMap = {
  '000 §2.2': 'shell-and-accounts §3',
  '000 §2.2 /allowance': 'allowance §1',
  '000 §6': 'shell-and-accounts §6',
  '000 §6 @allowance': 'allowance §1',
  '000 §2.3': 'shell-and-accounts §4.1',
  '001 §4': 'child-forms §5',
  '001 §4 "Distress parent': 'child-forms §5.2',
  '001 §4 @apply': 'applies-review §3',
  '002': 'tasks',
  '002 §4.1': 'tasks §5',
  '002 §4.2': 'tasks §6.2',
};

describe('rewrite', () => {
  it('rewrites one section, keeping the text around it', () => {
    expect(rewrite('/** Guard (seed 000 §2.3). */', MAP, 'src/a.ts').text).toBe(
      '/** Guard (req shell-and-accounts §4.1). */',
    );
  });

  it('writes further sections of the same file as bare sections, and names another file again', () => {
    expect(rewrite('(seed 002 §4.1, §4.2)', MAP, 'x.ts').text).toBe('(req tasks §5, §6.2)');
    expect(rewrite('seed 000 §2.3 / §6', MAP, 'x.ts').text).toBe('req shell-and-accounts §4.1 / §6');
    expect(rewrite('seed 000 §2.2/§2.3', MAP, 'x.ts').text).toBe('req shell-and-accounts §3/§4.1');
    expect(rewrite('seed 002 §4.1–§4.2', MAP, 'x.ts').text).toBe('req tasks §5–§6.2');
  });

  it('follows a citation over a line break, keeping the break and the comment marker', () => {
    expect(rewrite('/**\n * Guard (seed 000\n * §2.3, §6).\n */', MAP, 'x.ts').text).toBe(
      '/**\n * Guard (req shell-and-accounts\n * §4.1, §6).\n */',
    );
    expect(rewrite('calls of seed 002 §4.1,\n  §4.2 and', MAP, 'x.md').text).toBe('calls of req tasks §5,\n  §6.2 and');
  });

  it('narrows a section by the text after it, then by the path, else takes the plain key', () => {
    expect(rewrite('seed 000 §2.2 /allowance: AllowanceManage', MAP, 'x.ts').text).toBe(
      'req allowance §1 /allowance: AllowanceManage',
    );
    expect(rewrite('seed 001 §4 "Distress parent health"', MAP, 'server/apply.ts').text).toBe(
      'req child-forms §5.2 "Distress parent health"',
    );
    expect(rewrite('seed 001 §4 review', MAP, 'server/modules/apply/service.ts').text).toBe(
      'req applies-review §3 review',
    );
    expect(rewrite('seed 001 §4 review', MAP, 'schemas/fragments/parent.ts').text).toBe('req child-forms §5 review');
  });

  it('drops a following section that maps to the same requirement, with its separator', () => {
    expect(rewrite('(seed 000 §2.2 /allowance, §6 "allowance: …")', MAP, 'src/features/allowance/x.ts').text).toBe(
      '(req allowance §1 /allowance "allowance: …")',
    );
  });

  it('keeps a qualifier between two sections and rewrites both', () => {
    expect(rewrite('seed 002 §4.1 "finished", §4.2; issue 16', MAP, 'x.ts').text).toBe(
      'req tasks §5 "finished", §6.2; issue 16',
    );
  });

  it('handles a bare seed, the plural and a capital', () => {
    expect(rewrite('seeds 002 and more', MAP, 'x.ts').text).toBe('req tasks and more');
    expect(rewrite('Seed 000 §2.3 says', MAP, 'x.ts').text).toBe('Req shell-and-accounts §4.1 says');
  });

  it('reports what it cannot map, and counts what it rewrote', () => {
    const r = rewrite('seed 001 §7 and seed 002 §4.1', MAP, 'x.ts');
    expect(r.unmapped).toEqual(['001 §7']);
    expect(r.count).toBe(1);
    expect(r.changes).toEqual([
      { from: 'seed 001 §7', to: 'seed 001 §7' },
      { from: 'seed 002 §4.1', to: 'req tasks §5' },
    ]);
  });

  it("does not take another document's section for a seed section", () => {
    const found = findCitations('seed 001 §4; issue 13 §2, DESIGN §3');
    expect(found).toHaveLength(1);
    expect(found[0].sections.map((s) => s.section)).toEqual(['4']);
  });
});

describe('the committed seed map', () => {
  const root = resolvePath(import.meta.dirname, '../..') + '/';
  const map = JSON.parse(readFileSync(`${root}docs/requirements/seed-map.json`, 'utf8')) as SeedMap;

  it('points only at requirement sections that exist', () => {
    const missing = Object.entries(map).filter(([, target]) => {
      const [file, sec] = target.split(' ');
      const text = readFileSync(`${root}docs/requirements/${file}.md`, 'utf8');
      if (!sec) return false;
      const n = sec.slice(1);
      return !new RegExp(`^#{2,3} ${n.replace('.', '\\.')}\\.? `, 'm').test(text);
    });
    expect(missing).toEqual([]);
  });

  it('maps every citation left in the tree (none once the rewrite has run)', () => {
    const unmapped = citingFiles(root).flatMap((f) =>
      rewrite(readFileSync(root + f, 'utf8'), map, f).unmapped.map((u) => `${f}: ${u}`),
    );
    expect(unmapped).toEqual([]);
  });
});
