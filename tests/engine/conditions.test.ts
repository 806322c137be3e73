import { describe, expect, it } from 'vitest';
import { conditionFields, evaluate, isFilled } from '../../engine';
import type { Condition } from '../../engine/types';

describe('isFilled', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['  ', false],
    [[], false],
    [false, false],
    ['残疾', true],
    [0, true],
    ['无', true],
    [[1], true],
    [true, true],
    [{}, true],
  ])('%j → %s', (v, expected) => expect(isFilled(v)).toBe(expected));
});

describe('evaluate', () => {
  const cases: [string, Condition, Record<string, unknown>, boolean][] = [
    ['in matches', { field: 'a', in: ['残疾'] }, { a: '残疾' }, true],
    ['in misses', { field: 'a', in: ['残疾'] }, { a: '健康' }, false],
    ['in on empty', { field: 'a', in: ['残疾'] }, {}, false],
    ['in null on empty', { field: 'a', in: [null] }, {}, true],
    ['notIn on empty holds', { field: 'a', notIn: ['残疾'] }, {}, true],
    ['notIn misses', { field: 'a', notIn: ['残疾'] }, { a: '残疾' }, false],
    ['number vs string id', { field: 'a', in: [12] }, { a: '12' }, true],
    ['have boolean vs 有', { field: 'a', in: ['有'] }, { a: true }, true],
    ['have false vs 无', { field: 'a', in: ['无'] }, { a: false }, true],
    ['checkbox group any', { field: 'a', in: ['b'] }, { a: ['a', 'b'] }, true],
    ['checkbox group none', { field: 'a', notIn: ['c'] }, { a: ['a', 'b'] }, true],
    ['filled true', { field: 'a', filled: true }, { a: 'x' }, true],
    ['filled false', { field: 'a', filled: false }, { a: '' }, true],
    [
      'all',
      {
        all: [
          { field: 'a', in: ['x'] },
          { field: 'b', filled: true },
        ],
      },
      { a: 'x' },
      false,
    ],
    [
      'any',
      {
        any: [
          { field: 'a', in: ['x'] },
          { field: 'b', filled: true },
        ],
      },
      { a: 'x' },
      true,
    ],
    ['empty all', { all: [] }, {}, true],
    ['empty any', { any: [] }, {}, false],
  ];
  it.each(cases)('%s', (_, cond, values, expected) => expect(evaluate(cond, values)).toBe(expected));
});

it('conditionFields lists each field once in order', () => {
  expect(
    conditionFields({
      all: [
        { field: 'b', in: [] },
        {
          any: [
            { field: 'a', filled: true },
            { field: 'b', notIn: [] },
          ],
        },
      ],
    }),
  ).toEqual(['b', 'a']);
});
