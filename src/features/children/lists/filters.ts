/**
 * The filters a children list may show (issue 15 "The /children lists"), by name: a list spec names the
 * ones its users need (specs.ts) and this module turns them into the generic list page's filter
 * definitions and the query of GET /api/child/list/for/department/village/level/character/genre/keyword.
 */
import { CHARACTER_LABELS, CHARACTERS, type Character } from '../../../../domain/child-genre';
import { CHILD_GENRES, CHILD_LEVELS, ESCORT_LEVELS, GIRL_LEVELS } from '../../../../domain/child-levels';
import { HELPER_SLOT_LABELS, HELPER_SLOTS, type HelperSlot } from '../../../../domain/helpers';
import type { ChildListQuery } from '../../../api/child';
import type { FilterDef, FilterValues } from '../../../components/list-page/types';

export type FilterName = 'town' | 'village' | 'keyword' | 'character' | 'level' | 'ranking' | 'girl_level' | 'escort_level' | 'genre' | 'gender' | 'vacant' | 'label';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/**
 * The definition of each filter; `village` needs the caller's town when the list has no town filter, `label` the tags to pick
 * from (GET /api/label/list; several may be picked: a child carrying any of them is listed).
 */
export function filterDef(name: FilterName, ownTown: number | null, hasTownFilter: boolean, labels: { id: number; label_name: string }[] = []): FilterDef {
  switch (name) {
    case 'town': return { kind: 'town', name: 'department', label: '乡镇' };
    case 'village': return { kind: 'village', name: 'village', label: '村居', town: 'department', fixedTown: hasTownFilter ? undefined : ownTown };
    case 'keyword': return { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '完整姓名或身份证号' };
    case 'character': return { kind: 'select', name: 'character', label: '类别', options: CHARACTERS.map((c) => ({ value: c, label: CHARACTER_LABELS[c] })) };
    case 'level': return { kind: 'select', name: 'level', label: '等级', options: options(CHILD_LEVELS) };
    case 'ranking': return { kind: 'select', name: 'ranking', label: '排序等级', options: options(CHILD_LEVELS) };
    case 'girl_level': return { kind: 'select', name: 'girl_level', label: '女童等级', options: options(GIRL_LEVELS) };
    case 'escort_level': return { kind: 'select', name: 'escort_level', label: '护航等级', options: options(ESCORT_LEVELS) };
    case 'genre': return { kind: 'select', name: 'genre', label: '状态', options: options(CHILD_GENRES) };
    case 'gender': return { kind: 'select', name: 'gender', label: '性别', options: options(['男', '女']) };
    case 'label': return { kind: 'multiSelect', name: 'labels', label: '标签', options: labels.map((l) => ({ value: String(l.id), label: l.label_name })) };
    case 'vacant': return { kind: 'select', name: 'vacant', label: '空缺岗位', options: HELPER_SLOTS.map((s) => ({ value: s, label: HELPER_SLOT_LABELS[s] })) };
  }
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const id = (v: unknown) => (typeof v === 'number' ? v : undefined);
/** The picked tags (a comma list of ids) as the query's `labels`. */
const ids = (v: unknown) => (typeof v === 'string' && v ? v.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0) : undefined);

/** The query of the filters' values: what a page of the list and its export ask (paging added by the caller). */
export function queryOfFilters(values: FilterValues): Omit<ChildListQuery, 'page' | 'size'> {
  return {
    department: id(values.department), village: id(values.village), keyword: text(values.keyword),
    character: text(values.character) as Character | undefined, level: text(values.level), ranking: text(values.ranking),
    girl_level: text(values.girl_level), escort_level: text(values.escort_level), genre: text(values.genre),
    gender: text(values.gender) as '男' | '女' | undefined, vacant: text(values.vacant) as HelperSlot | undefined,
    labels: ids(values.labels),
  };
}
