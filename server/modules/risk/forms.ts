/**
 * The risk assessments' forms on the server (schemas/risk_origin.ts, schemas/risk_standard.ts): which form a genre
 * fills, the engine's check of submitted values, and the final pass that stores a passed form on the child.
 */
import type { RiskApplyGenre } from '../../../domain/apply-states';
import { normalize, validate } from '../../../engine';
import type { FormValues } from '../../../engine/types';
import { OPTION_LISTS } from '../../../option-lists';
import { RISK_SCHEMAS } from '../../../schemas';
import type { Db } from '../../db/client';
import { Invalid } from '../../errors';
import type { ApplyRow } from '../apply';
import type { ChildService } from '../child';

/** The key of `information` each genre fills (req risk §2: information.origin, information.standard). */
export const FORM_KEY: Record<RiskApplyGenre, 'origin' | 'standard'> = {
  原始风险评估: 'origin',
  标准风险评估: 'standard',
};

/** The values an assessment apply carries (`apply_information.information.values`). */
export function valuesOf(row: ApplyRow): FormValues {
  return (row.apply_information.information?.values ?? {}) as FormValues;
}

/**
 * `values` as the form of `genre` stores them: normalized (hidden fields dropped, scores computed) and validated on
 * `today`; 400 with the engine's Chinese field errors (请确认{label} …) when any.
 */
export function checkedValues(genre: RiskApplyGenre, values: FormValues, today: Date): FormValues {
  const schema = RISK_SCHEMAS[FORM_KEY[genre]];
  const stored = normalize(schema, values);
  const errors = validate(schema, stored, OPTION_LISTS, { today });
  if (errors.length) throw new Invalid(errors[0].message, errors);
  return stored;
}

/** The apply module's final passes of the risk genres (ApplyServiceDeps.passes): the form stored on the child with its timestamp. */
export function riskPasses(
  children: Pick<ChildService, 'recordAssessment'>,
): Record<RiskApplyGenre, (tx: Db, row: ApplyRow) => Promise<void>> {
  const pass = (genre: RiskApplyGenre) => (tx: Db, row: ApplyRow) =>
    children.recordAssessment(tx, row.link_id, FORM_KEY[genre], valuesOf(row));
  return { 原始风险评估: pass('原始风险评估'), 标准风险评估: pass('标准风险评估') };
}
