/**
 * Demo sign-in data and synthetic names (never real people): the demo password, the demo cellphones
 * (139000000NN by role index; 1350000000N for the volunteer helpers) and deterministic names.
 */
export const DEMO_PASSWORD = 'demo1234';
export const demoCellphone = (index: number) => `139000000${String(index).padStart(2, '0')}`;
/** The volunteer helpers' cellphones, n = 1…5. */
export const helperCellphone = (n: number) => `135000000${String(n).padStart(2, '0')}`;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split(
    '',
  );
const GIVEN =
  '子涵 梓萱 一诺 欣怡 浩然 宇轩 思远 雨桐 嘉怡 俊杰 博文 诗琪 梦瑶 子墨 天佑 明轩 晨阳 佳琪 若曦 文博 志强 秀英 建国 晓梅 海燕 春华 玉兰 国庆 红霞 伟东'.split(
    ' ',
  );

/** A deterministic synthetic name for index i. */
export const syntheticName = (i: number) => `${SURNAMES[(i * 7) % SURNAMES.length]}${GIVEN[(i * 11) % GIVEN.length]}`;
