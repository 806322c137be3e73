/**
 * Which form a risk genre fills (schemas/risk_origin.ts, schemas/risk_standard.ts) and its level colours; its states read
 * by domain/state-words.ts (kind `risk`). (Server field errors go onto the form's fields through the schema forms' one
 * mapping, src/components/schema-form.)
 */
import type { RiskApplyGenre } from '../../../domain/apply-states';
import type { FormSchema } from '../../../engine/types';
import { RISK_SCHEMAS } from '../../../schemas';

export const riskSchemaOf = (genre: RiskApplyGenre): FormSchema =>
  RISK_SCHEMAS[genre === '原始风险评估' ? 'origin' : 'standard'];

export const RISK_LEVEL_COLORS: Record<string, string> = { 无: 'default', 低: 'green', 中: 'orange', 高: 'red' };
