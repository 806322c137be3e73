/**
 * Every investigation form by id (`information.<id>`). Add a form here and `npm run schemas:check` lints it.
 */
import type { FormSchema } from '../engine/types';
import { investigate_cs } from './investigate_cs';
import { investigate_gta } from './investigate_gta';
import { investigate_ow } from './investigate_ow';
import { important_gta } from './important_gta';
import { risk_origin } from './risk_origin';
import { risk_standard } from './risk_standard';

/** Every investigation form keyed by its id (investigate_cs ...). */
export const FORM_SCHEMAS: Record<string, FormSchema> = {
  [investigate_cs.id]: investigate_cs,
  [investigate_ow.id]: investigate_ow,
  [investigate_gta.id]: investigate_gta,
};

/** The forms over `information.important` by genre (gta: the cross-department information, req gta §2.2 tab 2). */
export const IMPORTANT_SCHEMAS: Record<string, FormSchema> = { gta: important_gta };

/** The risk assessments by the key of `information` they fill (origin, standard; schemas/risk_*.ts). */
export const RISK_SCHEMAS: Record<'origin' | 'standard', FormSchema> = { origin: risk_origin, standard: risk_standard };

/** Every form schema `npm run schemas:check` lints and the field reference documents. */
export const ALL_SCHEMAS: Record<string, FormSchema> = {
  ...FORM_SCHEMAS,
  [`${important_gta.id}_gta`]: important_gta,
  ...RISK_SCHEMAS,
};
