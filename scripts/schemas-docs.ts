/**
 * `npm run schemas:docs`: rewrites the field reference at the end of docs/schemas.md (between
 * `<!-- field-reference:start -->` and `<!-- field-reference:end -->`, appended when missing) from
 * ALL_SCHEMAS and OPTION_LISTS. The hand-written part above the markers is left as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { OPTION_LISTS } from '../option-lists';
import { ALL_SCHEMAS } from '../schemas';
import { renderFieldReference, replaceSection } from './schemas-docs-render';

const path = resolve(import.meta.dirname, '../docs/schemas.md');
const before = readFileSync(path, 'utf8');
const after = replaceSection(before, renderFieldReference(ALL_SCHEMAS, OPTION_LISTS));
if (after === before) {
  console.log('schemas:docs: docs/schemas.md is up to date');
} else {
  writeFileSync(path, after);
  console.log(`schemas:docs: wrote the field reference of ${Object.keys(ALL_SCHEMAS).length} forms to docs/schemas.md`);
}
