/**
 * Every option list by id (DESIGN "The form engine": form maintainers edit `schemas/` and `option-lists/`
 * only). A schema field names its list with `options: '<id>'`; `npm run schemas:check` checks each exists.
 */
import type { OptionList } from '../engine/types';
import * as child from './child';
import * as common from './common';

const modules: Record<string, OptionList>[] = [common, child];

/** Every option list keyed by its id (= the name a field's `options` uses). */
export const OPTION_LISTS: Record<string, OptionList> = Object.fromEntries(
  modules.flatMap((m) => Object.values(m)).map((list) => [list.id, list]),
);
