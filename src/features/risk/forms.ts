/**
 * Which form a risk genre fills (schemas/risk_origin.ts, schemas/risk_standard.ts), and server field errors shown on
 * the form's fields (a rejection the browser's own check let through).
 */
import type { Field, Form } from '@formily/core';
import { RISK_STATE_LABELS, type ApplyState, type RiskApplyGenre } from '../../../domain/apply-states';
import type { FormSchema } from '../../../engine/types';
import { fieldByName } from '../../../engine';
import { RISK_SCHEMAS } from '../../../schemas';
import { isHttpError } from '../../api/http-error';

export const riskSchemaOf = (genre: RiskApplyGenre): FormSchema => RISK_SCHEMAS[genre === '原始风险评估' ? 'origin' : 'standard'];

/** How a state reads on the risk screens (待初评, 初评退回 …). */
export const riskStateLabel = (state: ApplyState): string => RISK_STATE_LABELS[state];

export const RISK_STATE_COLORS: Record<ApplyState, string> = { 申请: 'blue', 初过: 'cyan', 初拒: 'orange', 终过: 'green', 终拒: 'orange' };
export const RISK_LEVEL_COLORS: Record<string, string> = { 无: 'default', 低: 'green', 中: 'orange', 高: 'red' };

/** Puts the server's field errors of `error` on the fields of `schema` they name, and opens the first one's tab. */
export function markServerErrors(schema: FormSchema, form: Form, error: unknown): void {
  if (!isHttpError(error) || !error.fieldErrors?.length) return;
  for (const e of error.fieldErrors) {
    if (!fieldByName(schema, e.field)) continue;
    form.setFieldState(e.field, (state) => {
      const field = state as unknown as Field;
      if (typeof field.setFeedback === 'function') field.setFeedback({ type: 'error', code: 'SubmitError', triggerType: 'onSubmit', messages: [e.message] });
    });
  }
}
