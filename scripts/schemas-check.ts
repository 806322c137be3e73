/**
 * `npm run schemas:check` (DESIGN "The form engine"): lints the option lists themselves (unique ids, labels,
 * values given once) and every form in ALL_SCHEMAS against them. Prints each problem and exits 1 when
 * there is any; otherwise prints
 * `schemas:check: N forms, M fields, 0 problems`.
 */
import { allFields, lintOptionLists, lintSchema } from '../engine';
import { ALL_OPTION_LISTS, OPTION_LISTS } from '../option-lists';
import { ALL_SCHEMAS } from '../schemas';

const schemas = Object.values(ALL_SCHEMAS);
const problems = [
  ...lintOptionLists(ALL_OPTION_LISTS),
  ...schemas.flatMap((schema) => lintSchema(schema, OPTION_LISTS)),
];
const fields = schemas.reduce((n, schema) => n + allFields(schema).length, 0);

if (problems.length) {
  for (const p of problems) console.error(`  ✗ ${p}`);
  console.error(`schemas:check: ${schemas.length} forms, ${fields} fields, ${problems.length} problems`);
  process.exit(1);
}
console.log(`schemas:check: ${schemas.length} forms, ${fields} fields, 0 problems`);
