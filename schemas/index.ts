/**
 * Every investigation form by id (`information.<id>`). Add a form here and `npm run schemas:check` lints it.
 */
import type { FormSchema } from '../engine/types';
import { investigate_cs } from './investigate_cs';

/** Every form schema keyed by its id (investigate_cs ...). */
export const FORM_SCHEMAS: Record<string, FormSchema> = {
  [investigate_cs.id]: investigate_cs,
};
