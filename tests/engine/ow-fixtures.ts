/** Shared by the left-behind form tests (tests/engine/ow-form.test.ts, ow-rules.test.ts): the form and its stay-type word. */
import { FORM_SCHEMAS } from '../../schemas';

export const ow = FORM_SCHEMAS.investigate_ow;
/** The child_stay_type word for one parent away and the other without capacity (req child-forms §7.3). */
export const ONE_AWAY = '一方外出务工另一方无监护能力';
