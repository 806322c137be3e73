/**
 * The schema form's public API (a shared component used by several features, so one entry point).
 */
export { SchemaForm, type SchemaFormProps } from './schema-form';
export { createSchemaForm, readFormValues, validateForSubmit } from './create-schema-form';
export {
  CONTROLLER_PATH,
  directorControllerOf,
  formTabOf,
  nestedFormTabOf,
  openTabPath,
  requestDirectorLookup,
} from './form-state';
export { useSchemaFormContext, type DirectorLookupResult, type SchemaFormContext } from './context';
export { markFieldErrors, markServerErrors, toFormFieldErrors, formFieldOf } from './field-errors';
