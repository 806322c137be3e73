/** Shared by the cs form tests (tests/engine/cs-form-*.test.ts): the distress form, a field of it by name, the words of an option list. */
import { fieldByName } from '../../engine';
import type { FieldDef } from '../../engine/types';
import { OPTION_LISTS } from '../../option-lists';
import { FORM_SCHEMAS } from '../../schemas';

export const cs = FORM_SCHEMAS.investigate_cs;
export const field = (name: string): FieldDef => fieldByName(cs, name)!.field;
export const words = (id: string) => OPTION_LISTS[id].options.map((o) => o.value);
