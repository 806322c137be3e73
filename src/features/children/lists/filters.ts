/**
 * The filters a children list may show (issue 15 "The /children lists"), by name: a list spec names the
 * ones its users need (specs.ts) and this module turns them into the generic list page's filter
 * definitions, each writing a query parameter of GET /api/child/list/for/department/village/level/character/genre/keyword
 * (`listChildren`) directly (issue 27 "One way to call": typed filters, several picked tags an array).
 */
import { CHARACTER_LABELS, CHARACTERS } from '../../../../domain/child-genre';
import { CHILD_GENRES, CHILD_LEVELS, ESCORT_LEVELS, GIRL_LEVELS } from '../../../../domain/child-levels';
import { HELPER_SLOT_LABELS, HELPER_SLOTS } from '../../../../domain/helpers';
import type { listChildren } from '../../../../domain/contracts/child';
import type { listChildrenForDominator, listTwinChildren } from '../../../../domain/contracts/child-lists';
import type { FilterDef, FilterName as QueryName } from '../../../components/list-page/types';

export type FilterName =
  | 'town'
  | 'village'
  | 'keyword'
  | 'character'
  | 'level'
  | 'ranking'
  | 'emphasis'
  | 'girl_level'
  | 'escort_level'
  | 'genre'
  | 'gender'
  | 'vacant'
  | 'label'
  /** Several child states (在册, 退出 …): the `genres` of the by-person lists (GET /api/child/list/for/dominator/…). */
  | 'genres';
/** The filters of the twin list (its call takes only the place). */
export type PlaceFilterName = 'town' | 'village';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Whether `name` is a filter of the place (town, village), the only ones the twin list takes. */
export const isPlaceFilter = (name: FilterName): name is PlaceFilterName => name === 'town' || name === 'village';

/**
 * The filters of the list of the children a 儿童督导员 supervises (GET /api/child/list/for/dominator/genres/keyword, issue
 * 28): its call takes a keyword and several states only.
 */
export function dominatorFilterDef(
  name: FilterName,
): FilterDef<QueryName<typeof listChildrenForDominator>> | undefined {
  if (name === 'keyword')
    return { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '完整姓名或身份证号' };
  if (name === 'genres') return { kind: 'multiSelect', name: 'genres', label: '状态', options: options(CHILD_GENRES) };
  return undefined;
}

/** The place filters: the town writes `department`, the village `village` (a query parameter of both list calls). */
export function placeFilterDef(
  name: PlaceFilterName,
  ownTown: number | null,
  hasTownFilter: boolean,
): FilterDef<QueryName<typeof listTwinChildren>> {
  return name === 'town'
    ? { kind: 'town', name: 'department', label: '乡镇' }
    : {
        kind: 'village',
        name: 'village',
        label: '村居',
        town: 'department',
        fixedTown: hasTownFilter ? undefined : ownTown,
      };
}

/**
 * The definition of each filter, named by the query parameter of GET /api/child/list/… it writes; `village` needs
 * the caller's town when the list has no town filter, `label` the tags to pick from (GET /api/label/list; several
 * may be picked, an array of ids: a child carrying any of them is listed).
 */
export function filterDef(
  name: FilterName,
  ownTown: number | null,
  hasTownFilter: boolean,
  labels: { id: number; label_name: string }[] = [],
): FilterDef<QueryName<typeof listChildren>> {
  switch (name) {
    case 'town':
    case 'village':
      return placeFilterDef(name, ownTown, hasTownFilter);
    case 'keyword':
      return { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '完整姓名或身份证号' };
    case 'character':
      return {
        kind: 'select',
        name: 'character',
        label: '类别',
        options: CHARACTERS.map((c) => ({ value: c, label: CHARACTER_LABELS[c] })),
      };
    case 'level':
      return { kind: 'select', name: 'level', label: '等级', options: options(CHILD_LEVELS) };
    case 'ranking':
      return { kind: 'select', name: 'ranking', label: '排序等级', options: options(CHILD_LEVELS) };
    case 'emphasis':
      return {
        kind: 'select',
        name: 'emphasis',
        label: '重点',
        options: [
          { value: 'true', label: '是' },
          { value: 'false', label: '否' },
        ],
      };
    case 'girl_level':
      return { kind: 'select', name: 'girl_level', label: '女童等级', options: options(GIRL_LEVELS) };
    case 'escort_level':
      return { kind: 'select', name: 'escort_level', label: '护航等级', options: options(ESCORT_LEVELS) };
    case 'genre':
      return { kind: 'select', name: 'genre', label: '状态', options: options(CHILD_GENRES) };
    case 'gender':
      return { kind: 'select', name: 'gender', label: '性别', options: options(['男', '女']) };
    case 'label':
      return {
        kind: 'multiSelect',
        name: 'labels',
        label: '标签',
        options: labels.map((l) => ({ value: l.id, label: l.label_name })),
      };
    case 'genres':
      return { kind: 'select', name: 'genre', label: '状态', options: options(CHILD_GENRES) };
    case 'vacant':
      return {
        kind: 'select',
        name: 'vacant',
        label: '空缺岗位',
        options: HELPER_SLOTS.map((s) => ({ value: s, label: HELPER_SLOT_LABELS[s] })),
      };
  }
}
