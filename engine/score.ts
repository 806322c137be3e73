/**
 * Scores a form derives from its own answers (a scored checklist, an overall level): `FormSchema.scores`.
 * Each ScoreDef turns the values of its `from` fields into points (`points`, by stored value), combines them
 * (`sum` or `max`) into the number field `to` (when given), and picks the value of `level.to` from the bands
 * (the last band whose `min` the result reaches). Nothing answered among `from`: both targets are empty.
 * The server runs it in `normalize()` (so a stored score is always the one its answers give) and the browser
 * as a form effect (the score follows each answer); the targets are readOnly fields.
 */
import type { FormValues, ScoreDef } from './types';

/** The result of one ScoreDef over `values`: the number and the level, or undefined for both when nothing is answered. */
export function scoreOf(def: ScoreDef, values: FormValues): { total?: number; level?: string } {
  const points: number[] = [];
  for (const name of def.from) {
    const v = values[name];
    if (typeof v === 'string' && v in def.points) points.push(def.points[v]);
  }
  if (!points.length) return {};
  const total = def.combine === 'max' ? Math.max(...points) : points.reduce((a, b) => a + b, 0);
  const band = def.level
    ? [...def.level.bands]
        .sort((a, b) => a.min - b.min)
        .filter((b) => total >= b.min)
        .pop()
    : undefined;
  return { total, level: band?.value };
}

/** `values` with every score of `scores` written into its targets (a new object; targets of nothing answered removed). */
export function applyScores(scores: readonly ScoreDef[] | undefined, values: FormValues): FormValues {
  if (!scores?.length) return values;
  const out = { ...values };
  for (const def of scores) {
    const { total, level } = scoreOf(def, out);
    if (def.to) {
      if (total === undefined) delete out[def.to];
      else out[def.to] = total;
    }
    if (def.level) {
      if (level === undefined) delete out[def.level.to];
      else out[def.level.to] = level;
    }
  }
  return out;
}

/** The field names a ScoreDef writes (`to` and `level.to`). */
export function scoreTargets(def: ScoreDef): string[] {
  return [...(def.to ? [def.to] : []), ...(def.level ? [def.level.to] : [])];
}
