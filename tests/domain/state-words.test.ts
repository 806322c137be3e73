/**
 * The one table of state words (domain/state-words.ts; issue 29 "Plain words"): every state of every workflow declared
 * with defineWorkflow anywhere in domain/ has a word of its own (not its internal code, unless the code is a plain word
 * already), filters offer the words with the codes as values, and the words the issue names are the ones shown.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PLAIN_CODES,
  STATE_WORDS,
  stateColor,
  stateOptions,
  stateWord,
  type StateKind,
} from '../../domain/state-words';
import { WORKFLOW_REGISTRY } from '../../domain/workflow-registry';

const DOMAIN = join(__dirname, '../../domain');

/** Every `export const NAME = defineWorkflow(` in domain/ (the contracts folder included). */
function declaredWorkflows(dir = DOMAIN): { name: string; file: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return declaredWorkflows(path);
    if (!e.name.endsWith('.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/export const (\w+)\s*=\s*defineWorkflow\(/g)].map((m) => ({
      name: m[1],
      file: e.name,
    }));
  });
}

describe('state words', () => {
  const declared = declaredWorkflows();

  it('finds the workflows of domain/ (applies, risk, tasks, audits, clues, dispatches, allowances, inspections)', () => {
    expect(declared.map((d) => d.name).sort()).toEqual(
      expect.arrayContaining(['APPLY_WORKFLOW', 'TASK_WORKFLOW', 'ADJUNCT_WORKFLOW', 'ALLOWANCE_WORKFLOW']),
    );
    expect(declared.length).toBeGreaterThanOrEqual(8);
  });

  it('registers every declared workflow with the table its states read by', () => {
    const registered = WORKFLOW_REGISTRY.map((r) => r.name).sort();
    expect(registered).toEqual(declared.map((d) => d.name).sort());
  });

  for (const { name, states, kind } of WORKFLOW_REGISTRY)
    it(`gives every state of ${name} a word of its own (table ${kind})`, () => {
      const table = STATE_WORDS[kind] as Record<string, { word: string; color: string }>;
      for (const code of states) {
        expect(table[code], `${name}: ${code} has no word`).toBeDefined();
        expect(table[code].word.trim()).not.toBe('');
        if (!PLAIN_CODES.has(code)) expect(table[code].word, `${name}: ${code} reads as its code`).not.toBe(code);
        expect(table[code].color).toMatch(/^[a-z]+$/);
      }
      // and the table holds nothing the workflow does not have (a state removed takes its word with it)
      expect(Object.keys(table).sort()).toEqual([...states].sort());
    });

  it('has no plain code that is not a state of some table', () => {
    const codes = new Set(Object.values(STATE_WORDS).flatMap((t) => Object.keys(t)));
    for (const c of PLAIN_CODES) expect(codes.has(c), c).toBe(true);
  });

  it('reads the apply states as issue 29 words them, and the risk and task ones by their own workflows', () => {
    expect(['初过', '初拒', '终过', '终拒'].map((c) => stateWord('apply', c))).toEqual([
      '初审通过',
      '初审退回',
      '终审通过',
      '终审退回',
    ]);
    expect(stateWord('apply', '申请')).toBe('待初审');
    expect(['初过', '初拒', '终过', '终拒'].map((c) => stateWord('risk', c))).toEqual([
      '初评通过',
      '初评退回',
      '复评通过',
      '复评退回',
    ]);
    // one word for one state: 办理 is 待办理 wherever a work order is shown; a task's 终拒 closes it, it is no return
    expect(stateWord('task', '办理')).toBe('待办理');
    expect(stateWord('task', '终退')).toBe('退回重办');
    expect(stateWord('task', '终拒')).toBe('终审不通过');
    expect(stateWord('adjunct', '待收')).toBe('待接收');
    expect(stateWord('allowance', '录入')).toBe('待审核');
    expect(stateWord('denounce', '录入')).toBe('待处理');
  });

  it('offers the words in a filter and sends the codes', () => {
    expect(stateOptions('apply')).toEqual([
      { value: '申请', label: '待初审' },
      { value: '初过', label: '初审通过' },
      { value: '初拒', label: '初审退回' },
      { value: '终过', label: '终审通过' },
      { value: '终拒', label: '终审退回' },
    ]);
    expect(stateOptions('task', ['办理', '终退'])).toEqual([
      { value: '办理', label: '待办理' },
      { value: '终退', label: '退回重办' },
    ]);
  });

  it('reads an unknown code as itself, an empty one as —, with the default colour', () => {
    expect(stateWord('task', '新态')).toBe('新态');
    expect(stateWord('task', null)).toBe('—');
    expect(stateColor('apply', '新态')).toBe('default');
    expect(stateColor('apply', '终过')).toBe('green');
  });

  it('gives the kinds distinct words where one code means different things', () => {
    const differ = (a: StateKind, b: StateKind, code: string) =>
      expect(stateWord(a, code)).not.toBe(stateWord(b, code));
    differ('apply', 'risk', '初过');
    differ('apply', 'task', '终拒');
    differ('task', 'denounce', '办理');
  });
});
