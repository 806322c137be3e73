/**
 * Which form a risk genre fills (schemas/risk_origin.ts, schemas/risk_standard.ts), and how its states read. (Server
 * field errors go onto the form's fields through the schema forms' one mapping, src/components/schema-form.)
 */
import { RISK_STATE_LABELS, type ApplyState, type RiskApplyGenre } from '../../../domain/apply-states';
import type { FormSchema } from '../../../engine/types';
import { RISK_SCHEMAS } from '../../../schemas';

export const riskSchemaOf = (genre: RiskApplyGenre): FormSchema =>
  RISK_SCHEMAS[genre === '原始风险评估' ? 'origin' : 'standard'];

/** How a state reads on the risk screens (待初评, 初评退回 …). */
export const riskStateLabel = (state: ApplyState): string => RISK_STATE_LABELS[state];

export const RISK_STATE_COLORS: Record<ApplyState, string> = {
  申请: 'blue',
  初过: 'cyan',
  初拒: 'orange',
  终过: 'green',
  终拒: 'orange',
};
export const RISK_LEVEL_COLORS: Record<string, string> = { 无: 'default', 低: 'green', 中: 'orange', 高: 'red' };
