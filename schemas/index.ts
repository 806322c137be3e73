/**
 * Every investigation form by id (`information.<id>`). Add a form here and `npm run schemas:check` lints it.
 */
import type { FormSchema } from '../engine/types';
import { investigate_cs } from './investigate_cs';
import { investigate_gta } from './investigate_gta';
import { investigate_ow } from './investigate_ow';

/** Every form schema keyed by its id (investigate_cs ...). */
export const FORM_SCHEMAS: Record<string, FormSchema> = {
  [investigate_cs.id]: investigate_cs,
  [investigate_ow.id]: investigate_ow,
  [investigate_gta.id]: investigate_gta,
};
