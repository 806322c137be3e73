/**
 * Every option list by id (DESIGN "The form engine": form maintainers edit `schemas/` and `option-lists/`
 * only). A schema field names its list with `options: '<id>'`; `npm run schemas:check` checks each exists.
 */
import type { OptionList } from '../engine/types';
import * as child from './child';
import * as common from './common';
import * as csEducation from './education';
import * as csExperience from './experience';
import * as csFamily from './family';
import * as csMedical from './medical';
import * as csSupport from './support';
import * as gta from './gta';
import * as ow from './ow';
import * as risk from './risk';

const modules: Record<string, OptionList>[] = [common, child];
modules.push(csFamily, csSupport, csMedical, csEducation, csExperience);
modules.push(ow, gta);
modules.push(risk);

/** Every option list as defined, in module order (what `schemas:check` lints for duplicate ids). */
export const ALL_OPTION_LISTS: readonly OptionList[] = modules.flatMap((m) => Object.values(m));

/** Every option list keyed by its id (= the name a field's `options` uses). */
export const OPTION_LISTS: Record<string, OptionList> = Object.fromEntries(
  ALL_OPTION_LISTS.map((list) => [list.id, list]),
);
