/**
 * The form engine's public API (DESIGN "The form engine"). Pure TypeScript: no React, DOM or Node API.
 */
export type * from './types';
export { evaluate, isFilled, conditionFields, sameScalar } from './conditions';
export {
  allFields,
  allTabs,
  fieldByName,
  tabByKey,
  tabPathOf,
  fieldsWithPrefix,
  holdsValue,
  ruleTargets,
  type LocatedField,
  type LocatedTab,
} from './fields';
export { paneAddress, tabTitleFor, paneReplacement, GRID_NODE, TASK_LIST_NODE, SCREEN_PANE_NODE } from './layout';
export { refusedChanges, ownedFields } from './owners';
export { visibility, visibleFields, visibleTabs, isTabVisible, type Visibility } from './visibility';
export { toStoredValue, toDateString, cleanNumericText, truncate, IMAGE_ITEM_KEYS } from './coerce';
export { toFormValues, toFormValue, withDefaults } from './form-values';
export { normalize } from './normalize';
export { validate, buildValidator, type ValidateOptions } from './validate';
export { fieldCheck, confirmMessage, requiredMessage, PHONE_PATTERN } from './field-checks';
export {
  PLACE_ID_MAX,
  DEFAULT_MAX_LENGTH,
  TABLE_MAX_ROWS,
  IMAGES_MAX_COUNT,
  IMAGE_DESCRIPTION_MAX,
  IMAGE_NAME_MAX,
  maxLengthFor,
  maxRowsFor,
  maxCountFor,
  tooLongMessage,
  tooManyRowsMessage,
  tooManyImagesMessage,
  badImageMessage,
  isStoredImage,
} from './bounds';
export {
  birthIssue,
  hasReachedAge,
  todayString,
  tooOldMessage,
  futureBirthMessage,
  EARLIEST_BIRTH_DATE,
} from './birth-checks';
export { compileForm, type CompileOptions, type CompiledForm } from './compile';
export { fieldToSchema, KIND_COMPONENTS, DATE_FORMAT } from './compile-field';
export { buildEffects, TABS_NODE, type EffectOptions } from './effects';
export { clearFormValue, setFormValue } from './form-writes';
export { diff, deepEqual, type FieldChange } from './diff';
export { lintSchema } from './lint';
export { lintOptionLists } from './lint-option-lists';
export { ruleCycles } from './lint-cycles';
export { derivedGender } from './derive';
export { lookupField, directorFields, lookupVillage, villageId } from './director';
export { sameAddressPatch } from './same-address';
export { isWhenRule, isOnRule, type WhenRule, type OnRule } from './rules';
export { scoreOf, applyScores, scoreTargets } from './score';
