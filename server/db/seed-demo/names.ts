/**
 * Demo sign-in data and synthetic names (never real people): the demo password, the demo cellphones
 * (139000000NN by role index; 1350000000N for the volunteer helpers) and deterministic names, the children's
 * (`childName`) apart from the accounts' (`syntheticName`).
 */
export const DEMO_PASSWORD = 'demo1234';
export const demoCellphone = (index: number) => `139000000${String(index).padStart(2, '0')}`;
/** The volunteer helpers' cellphones, n = 1…5. */
export const helperCellphone = (n: number) => `135000000${String(n).padStart(2, '0')}`;
/** The sign-in cellphone of the police's department leader (the demo 部门领导 13900000007 is of 兴化市民政局). */
export const SECOND_DEPARTMENT_LEADER = '13800000007';
/** The cellphones of the demo's self-registered volunteers, n = 1…4 (register.ts). */
export const registrantCellphone = (n: number) => `133000000${String(n).padStart(2, '0')}`;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split(
    '',
  );
const GIVEN =
  '子涵 梓萱 一诺 欣怡 浩然 宇轩 思远 雨桐 嘉怡 俊杰 博文 诗琪 梦瑶 子墨 天佑 明轩 晨阳 佳琪 若曦 文博 志强 秀英 建国 晓梅 海燕 春华 玉兰 国庆 红霞 伟东'.split(
    ' ',
  );

/**
 * The children's given names (issue 29 "children's names differ from staff names"): none is one of GIVEN, the staff's,
 * so no demo child shares a name with a demo account. 31 of them against 100 surnames: a name repeats only every 3,100
 * indices, so the only demo children of the same name are the twins, who are meant to be.
 */
const CHILD_GIVEN =
  '若彤 梓涵 可馨 雨泽 沐阳 安琪 子轩 语桐 皓轩 欣妍 思彤 梓睿 奕辰 一鸣 诗涵 紫涵 俊熙 芷若 锦程 雅琪 明哲 心怡 泽宇 书瑶 昊天 嘉懿 晨曦 亦菲 睿泽 悦然 乐瑶'.split(
    ' ',
  );

/** A deterministic synthetic name for index i: the demo accounts' (staff, volunteers, directors). */
export const syntheticName = (i: number) => `${SURNAMES[(i * 7) % SURNAMES.length]}${GIVEN[(i * 11) % GIVEN.length]}`;
/** A deterministic synthetic child's name for index i, never a demo account's (CHILD_GIVEN). */
export const childName = (i: number) =>
  `${SURNAMES[(i * 7) % SURNAMES.length]}${CHILD_GIVEN[(i * 11) % CHILD_GIVEN.length]}`;
