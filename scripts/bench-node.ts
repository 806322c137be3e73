/**
 * The server half of `npm run bench`: the time of `normalize()` + `validate()` per record, the pair the
 * server runs on every child write (server/modules/child/prepare.ts), in plain Node on a realistic full
 * record (bench/sample-record.ts).
 */
import { performance } from 'node:perf_hooks';
import { normalize, validate } from '../engine';
import type { FieldError, FormSchema, FormValues, OptionList } from '../engine/types';
import { stat, type Stat } from './bench-report';

/** Per-record times over `iterations` (after a warm-up of a tenth as many), and the record's own errors. */
export function timeNormalizeValidate(
  schema: FormSchema,
  lists: Record<string, OptionList>,
  record: FormValues,
  iterations: number,
): {
  perRecord: Stat | null;
  meanMs: number;
  errors: FieldError[];
} {
  const today = new Date();
  const once = () => validate(schema, normalize(schema, record), lists, { today });
  const errors = once();
  for (let i = 0; i < Math.ceil(iterations / 10); i++) once();
  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    once();
    samples.push(performance.now() - t0);
  }
  return { perRecord: stat(samples), meanMs: (performance.now() - start) / iterations, errors };
}
