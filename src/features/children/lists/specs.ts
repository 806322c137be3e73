/**
 * Every children list of /children (issue 15; req children §12, req shell-and-accounts §6) as data: one spec per address, all
 * shown by the one list screen (child-list-screen.tsx). A spec says who opens it (`roles`, or `access`
 * grants), its title, the fixed part of its query (`preset`), the filters and columns its users need and
 * its row actions. The server scopes every answer to the caller whatever the spec asks (domain/scope.ts);
 * the specs only decide which screens each role is offered (docs/decisions-lists.md has the table).
 */
import { GTA_ROLES, type Role } from '../../../../domain/roles';
import type { Access } from '../../../core/access';
import type { listChildren } from '../../../../domain/contracts/child';
import type { QueryOf } from '../../../components/list-page/types';
import type { ColumnName } from './columns';
import type { FilterName } from './filters';

export type ActionName = 'view' | 'edit' | 'delete' | 'restore' | 'gta_quit' | 'gta_back' | 'helpers';

export type ChildListSpec = {
  path: string;
  title: string;
  /** Roles offered this list (a role variant); absent: every role holding one of `access`. */
  roles?: readonly Role[];
  access?: readonly Access[];
  /**
   * The fixed part of the query; `source: 'twins'` asks GET /api/child/list/for/twins instead, `source: 'dominator'`
   * GET /api/child/list/for/dominator/genres/keyword for the caller's own id (the children they supervise, issue 28).
   */
  preset?: Partial<Omit<QueryOf<typeof listChildren>, 'page' | 'size'>>;
  source?: 'children' | 'twins' | 'dominator';
  filters: readonly FilterName[];
  columns: readonly ColumnName[];
  actions: readonly ActionName[];
  emptyText: string;
  /** A note under the title (e.g. what a list will hold once a later issue lands). */
  note?: string;
  /** The toolbar offers 上报动态事件 to the roles that report dynamic-management cases (SinList; sins:add). */
  report?: boolean;
};

const VILLAGE: Role[] = ['儿童主任', '儿童社工'];
const CENTRE: Role[] = ['中心领导', '中心管理'];
/** The county readers with a children list (服务领导 and the 保金 roles read none: domain/disclosure.ts CHILD_DATA; 活动专员 list rows only). */
const COUNTY: Role[] = ['中心人员', '总委领导', '督查领导', '督查人员', '活动专员'];
const PROSECUTORS: Role[] = ['检察领导', '检察人员'];
const ESCORT_DEPARTMENTS: Role[] = ['司法护航', '检察护航', '教育护航', '乡镇护航', '学校领导'];

const PLACE: ColumnName[] = ['child_name', 'child_gender', 'child_idnumber', 'department_name', 'village_name'];
const STANDARD: ColumnName[] = [...PLACE, 'character', 'level', 'genre', 'director_name', 'updated_at'];
const FULL_FILTERS: FilterName[] = ['town', 'village', 'keyword', 'character', 'level', 'ranking', 'emphasis', 'genre'];
const GTA_COLUMNS: ColumnName[] = [...PLACE, 'escort_level', 'gta_quit', 'updated_at'];
const GIRL_COLUMNS: ColumnName[] = [...PLACE, 'girl_level', 'level', 'director_name', 'updated_at'];

const gta = (path: string, roles: Role[], out: boolean, actions: ActionName[]): ChildListSpec => ({
  path,
  roles,
  title: out ? '已退出未成年人' : '未成年人列表',
  preset: { character: 'gta', gta_quit: out ? 'true' : 'false' },
  filters: ['town', 'village', 'keyword', 'escort_level'],
  columns: GTA_COLUMNS,
  actions: ['view', ...actions],
  emptyText: out ? '暂无已退出的未成年人' : '暂无未成年人',
});

export const CHILD_LIST_SPECS: readonly ChildListSpec[] = [
  {
    path: '/children/ChildrenList',
    title: '儿童列表',
    roles: [...VILLAGE, '志愿人员'],
    filters: ['keyword', 'character', 'level', 'genre'],
    columns: STANDARD,
    actions: ['view', 'edit'],
    emptyText: '暂无儿童数据',
  },
  {
    path: '/children/ChildrenListLeader',
    title: '本镇儿童',
    roles: ['分委领导'],
    filters: ['village', 'keyword', 'character', 'level', 'ranking', 'genre'],
    columns: STANDARD,
    actions: ['view'],
    emptyText: '本镇暂无儿童数据',
  },
  {
    path: '/children/ChildrenListCenter',
    title: '儿童列表',
    roles: [...CENTRE, ...COUNTY],
    filters: FULL_FILTERS,
    columns: [...STANDARD.slice(0, -1), 'ranking', 'updated_at'],
    actions: ['view', 'edit', 'delete'],
    emptyText: '暂无儿童数据',
  },
  {
    path: '/children/ChildrenListDepartment',
    title: '儿童列表',
    roles: ['部门领导'],
    filters: FULL_FILTERS,
    columns: STANDARD,
    actions: ['view'],
    emptyText: '暂无儿童数据',
  },
  {
    path: '/children/ChildrenListOWGirl',
    title: '留守女童',
    roles: [...CENTRE, ...COUNTY, '分委领导', ...VILLAGE],
    preset: { character: 'ow', gender: '女' },
    filters: ['town', 'village', 'keyword', 'girl_level'],
    columns: GIRL_COLUMNS,
    actions: ['view'],
    emptyText: '暂无留守女童',
  },
  {
    path: '/children/ChildrenListDepartmentOWGirl',
    title: '留守女童',
    roles: ['部门领导'],
    preset: { character: 'ow', gender: '女' },
    filters: ['town', 'village', 'keyword', 'girl_level'],
    columns: GIRL_COLUMNS,
    actions: ['view'],
    emptyText: '暂无留守女童',
  },
  gta('/children/ChildrenListGTA', [...PROSECUTORS, ...CENTRE], false, ['gta_quit']),
  gta('/children/ChildrenListGTAOut', [...PROSECUTORS, ...CENTRE], true, ['gta_back']),
  gta('/children/ChildrenListGTAPolice', ['公安护航'], false, []),
  gta('/children/ChildrenListGTAOutPolice', ['公安护航'], true, []),
  gta('/children/ChildrenListGTADepartment', ESCORT_DEPARTMENTS, false, []),
  gta('/children/ChildrenListGTAOutDepartment', ESCORT_DEPARTMENTS, true, []),
  {
    path: '/children/SinList',
    title: '动态管理',
    roles: [...GTA_ROLES, '学校领导', ...CENTRE],
    preset: { character: 'gta', sins: 'true' },
    filters: ['town', 'village', 'keyword', 'escort_level'],
    columns: GTA_COLUMNS,
    actions: ['view'],
    report: true,
    emptyText: '暂无动态管理记录',
    note: '有动态管理记录（各部门上报的事件）的未成年人；打开后在“动态管理信息”中查看记录。',
  },
  {
    // issue 28: the children whose 儿童督导员 (dominator) the caller is; the centre names a town's 分委领导
    // (PUT /api/child/dominator), so that is the role offered it (docs/decisions-child-records.md)
    path: '/children/ChildrenListDominator',
    title: '我督导的儿童',
    roles: ['分委领导'],
    source: 'dominator',
    filters: ['keyword', 'genres'],
    columns: STANDARD,
    actions: ['view'],
    emptyText: '暂无您督导的儿童',
    note: '中心将您设为儿童督导员的儿童。',
  },
  {
    path: '/children/ChildChujieMange',
    title: '出界儿童',
    roles: [...CENTRE, '分委领导'],
    preset: { out_of_town: 'true' },
    filters: ['town', 'village', 'keyword', 'character'],
    columns: STANDARD,
    actions: ['view', 'edit'],
    emptyText: '暂无现居乡镇与户籍乡镇不同的儿童',
    note: '现居住乡镇与户籍乡镇不同的儿童。',
  },
  {
    path: '/children/TwinList',
    title: '疑似重复儿童',
    roles: [...CENTRE, '分委领导'],
    source: 'twins',
    filters: ['town', 'village'],
    columns: ['twin_key', ...PLACE, 'character', 'updated_at'],
    actions: ['view', 'delete'],
    emptyText: '暂无疑似重复或双胞胎的儿童',
    note: '身份证号前 17 位相同，或姓名与出生日期相同的儿童，同组相邻。',
  },
  {
    path: '/children/HelpList',
    title: '帮扶人员',
    roles: [...CENTRE, '分委领导', ...VILLAGE],
    filters: ['town', 'village', 'keyword', 'character', 'vacant'],
    columns: ['child_name', 'department_name', 'village_name', 'character', 'helpers'],
    actions: ['view', 'helpers'],
    emptyText: '暂无儿童数据',
  },
  {
    path: '/children/ChildrenListDelete',
    title: '已删除儿童',
    access: [{ permissionId: 'children', action: 'delete' }],
    preset: { deleted: 'true' },
    filters: ['town', 'village', 'keyword', 'character'],
    columns: [...PLACE, 'character', 'deleted'],
    // 查看 opens the deleted child read-only (issue 29): what is restored is seen first
    actions: ['view', 'restore'],
    emptyText: '暂无已删除的儿童',
  },
  {
    path: '/children/childEdit',
    title: '儿童信息修改',
    roles: VILLAGE,
    filters: ['keyword', 'character'],
    columns: STANDARD,
    actions: ['edit'],
    emptyText: '暂无可修改的儿童',
    note: '修改提交后进入初审、终审，通过后生效。',
  },
];
