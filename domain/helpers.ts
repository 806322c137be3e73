/**
 * A child's helper slots (req children §3.2 "Helper slots", req gta §3): who helps the child and in which
 * capacity. `helpers` maps a slot to `{ id, nickname, cellphone, state, control, dominate, contact, company,
 * career, escort }`; a slot not in the map is vacant (空缺). The controller slot is the child's director
 * (state 同意 when set by the create). Escort-group slots carry the liaison flag `escort` (联络员).
 */
export const HELPER_SLOTS = [
  'controller',
  'associator',
  'worker',
  'teacher',
  'politician',
  'doctor',
  'lawyer',
  'elder',
  'dominator',
  'girl_group_leader',
  'girl_group_deputy',
  'girl_group_mate_one',
  'girl_group_mate_two',
  'girl_group_mate_three',
  'girl_group_mother',
  'escort_group_leader',
  'escort_group_deputy',
  'escort_group_mate_one',
  'escort_group_mate_two',
  'escort_group_mate_three',
  'escort_group_mate_four',
  'escort_group_mate_five',
  'escort_group_mate_six',
  'escort_group_cop',
] as const;
export type HelperSlot = (typeof HELPER_SLOTS)[number];

/** The Chinese label of each slot as the screens show it. */
export const HELPER_SLOT_LABELS: Record<HelperSlot, string> = {
  controller: '儿童主任',
  associator: '联系人',
  worker: '社工',
  teacher: '教师',
  politician: '村（居）干部',
  doctor: '医生',
  lawyer: '律师',
  elder: '五老',
  dominator: '监护责任人',
  girl_group_leader: '女童保护组长',
  girl_group_deputy: '女童保护副组长',
  girl_group_mate_one: '女童保护组员一',
  girl_group_mate_two: '女童保护组员二',
  girl_group_mate_three: '女童保护组员三',
  girl_group_mother: '爱心妈妈',
  escort_group_leader: '护航专班组长',
  escort_group_deputy: '护航专班副组长',
  escort_group_mate_one: '护航专班成员一',
  escort_group_mate_two: '护航专班成员二',
  escort_group_mate_three: '护航专班成员三',
  escort_group_mate_four: '护航专班成员四',
  escort_group_mate_five: '护航专班成员五',
  escort_group_mate_six: '护航专班成员六',
  escort_group_cop: '护航专班民警',
};

/** Slot states: 空缺 (vacant, the default), 待审 (proposed by a 帮扶人员 apply), 同意 (agreed), 停用 (the helper's account is deactivated). */
export const HELPER_STATES = ['空缺', '待审', '同意', '停用'] as const;
export type HelperState = (typeof HELPER_STATES)[number];
export const VACANT: HelperState = '空缺';

export function isHelperSlot(value: unknown): value is HelperSlot {
  return typeof value === 'string' && (HELPER_SLOTS as readonly string[]).includes(value);
}

/** Whether a slot belongs to the gta special task force (护航专班), whose members carry the liaison flag. */
export const isEscortSlot = (slot: HelperSlot) => slot.startsWith('escort_group_');
