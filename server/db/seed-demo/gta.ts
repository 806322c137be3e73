/**
 * The demo's marginal minors at work (issue 17 "Demo data"): the cross-department information each escort
 * department keeps (escort genre, leading department, case counts, school register, justice and procuratorate
 * notes), the task force of each purple-level (紫色) minor still in the category, with the demo volunteer
 * 13900000006 as its liaison officer (联络员) and two volunteer helpers, persuasion logs with drawn photos from
 * 检察领导, 教育护航 and the liaison officer, dynamic-management cases from the police and a school, and evaluations
 * from 检察领导 and 公安护航. Written through the
 * services, as the users' saves would be. Deterministic.
 */
import type { SessionUser } from '../../auth/guard';
import type { Services } from '../../services';
import type { DemoAccounts } from './accounts';
import type { DemoChild } from './children';
import { demoPhoto } from './photos';
import type { SaveImage } from './tasks';
import type { SIN_GENRES } from '../../../domain/sins';
import { seedEscortTasks } from './escort-tasks';

const DAY = 86_400_000;
const DEPARTMENTS = ['公安局', '司法局', '检察院', '教育局', '乡镇（街道）'];
const SCHOOL = ['在籍在校', '辍学', '在籍不在校', '毕业'];

export async function seedGta(
  services: Services,
  a: DemoAccounts,
  kids: DemoChild[],
  now: Date,
  saveImage?: SaveImage,
): Promise<void> {
  const { children, persuasions, files } = services;
  const as = (role: Parameters<DemoAccounts['byRole']>[0]) => a.byRole(role);
  const version = async (id: number) => (await children.byId(id))!.version;
  const important = async (user: SessionUser, id: number, values: Record<string, unknown>) =>
    children.gta.updateImportant(user, { id, version: await version(id), important: values });

  const gta = kids.filter((k) => k.character === 'gta' && !k.row.deleted_at);
  for (const [i, kid] of gta.entries()) {
    const id = kid.row.id;
    const level = (await children.byId(id))!.information.important as Record<string, unknown>;
    await important(as('检察护航'), id, {
      escort_genre: level.escort_level === '蓝色' ? '正常' : '专班',
      escort_department: DEPARTMENTS[i % DEPARTMENTS.length],
      ...(i % 3 === 0 ? { escort_serpent_info: '已对其开展训诫，附条件考察期六个月。' } : {}),
    });
    if (i % 2 === 0)
      await important(as('公安护航'), id, {
        escort_noncrime_number: String(1 + (i % 4)),
        escort_crime_number: String(i % 3),
      });
    const register = SCHOOL[i % SCHOOL.length];
    await important(as('教育护航'), id, {
      escort_school_register: register,
      ...(register === '在籍在校' ? { escort_school_register_school: '兴化市昭阳中学' } : {}),
    });
    if (i % 4 === 1) await important(as('司法护航'), id, { escort_swine_info: '社区矫正中，每月到司法所报到一次。' });
  }

  const purple = [];
  for (const kid of gta) {
    const row = (await children.byId(kid.row.id))!;
    if ((row.information.important as Record<string, unknown>).escort_level === '紫色' && !row.character_gta_quit)
      purple.push(row);
  }
  const liaison = as('志愿人员');
  const [helperA, helperB] = a.helpers;
  for (const row of purple) {
    await children.setHelpers(as('中心管理'), {
      id: row.id,
      version: await version(row.id),
      helpers: [
        {
          slot: 'escort_group_leader',
          user: liaison.id,
          company: '昭阳街道志愿者协会',
          career: '志愿者',
          escort: true,
        },
        { slot: 'escort_group_deputy', user: helperA.id, company: '昭阳中学', career: '德育老师', escort: false },
        { slot: 'escort_group_cop', user: helperB.id, company: '昭阳派出所', career: '社区民警', escort: false },
      ],
    });
  }

  let photo = 100;
  const photos = async (uploader: number, n: number) => {
    const out = [];
    for (let k = 0; k < n; k++) {
      photo++;
      const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
      const url = saveImage
        ? await saveImage(demoPhoto(photo), 'png', now)
        : `image/${day}/demo${String(photo).padStart(8, '0')}.png`;
      await files.recordUpload(url, uploader);
      out.push({ url, suffix: 'png' as const });
    }
    return out;
  };
  const logs: [SessionUser, number, string, string[]][] = [
    [as('检察领导'), 2, '在网吧门口发现其逃课上网，当面劝导并联系家长接回。', ['李检察官', '家长']],
    [as('教育护航'), 4, '到校了解出勤情况，与班主任一起谈心，约定每周返校。', ['班主任', '德育老师']],
    [liaison, 1, '晚间巡访，劝其不要与社会闲散人员夜间聚集，已按时回家。', ['联络员', '网格员']],
  ];
  for (const [n, row] of purple.slice(0, 2).entries()) {
    for (const [k, [user, count, content, attenders]] of logs.entries()) {
      await persuasions.add(user, {
        child: row.id,
        record_datetime: new Date(now.getTime() - (10 - k * 3 + n) * DAY).toISOString(),
        record_attenders: attenders,
        record_content: content,
        record_images: await photos(user.id, count),
      });
    }
  }

  // dynamic management: two police cases and a school's truancy report, naming minors of the category (purple ones
  // among them) and one who is not registered
  const named = (rows: { child_name: string; child_idnumber: string }[], times: number) =>
    rows.map((r, k) => ({ child_name: r.child_name, child_idnumber: r.child_idnumber, subsin_times: times + k }));
  const cases: [
    SessionUser,
    (typeof SIN_GENRES)[number],
    string,
    number,
    { child_name: string; child_idnumber: string }[],
  ][] = [
    [
      as('公安护航'),
      '夜不归宿',
      '深夜网吧联合检查',
      12,
      [...purple.slice(0, 2), gta[1].row, { child_name: '外来人员', child_idnumber: '321281201003070035' }],
    ],
    [as('公安护航'), '打架斗殴', '校外聚集斗殴处置', 6, [purple[0], gta[3].row]],
    [as('教育护航'), '旷课逃学', '连续旷课情况通报', 3, [purple[1], gta[5].row, gta[6].row]],
  ];
  const reported = [];
  for (const [user, genre, title, daysAgo, rows] of cases) {
    reported.push(
      await services.sins.create(user, {
        sin_genre: genre,
        sin_title: title,
        sin_datetime: new Date(now.getTime() - daysAgo * DAY).toISOString(),
        sin_description: `${title}，相关情况已登记。`,
        subsins: named(rows, 1),
      }),
    );
  }
  // a case corrected by its department (动态事件 → 修改) and one matched again by 检察领导 (重新匹配), as the screen sends
  const [first, second] = reported;
  await services.sins.update(as('公安护航'), {
    id: second.id,
    version: second.version,
    sin_genre: '打架斗殴',
    sin_title: '校外聚集斗殴处置（已更正）',
    sin_datetime: new Date(now.getTime() - 5 * DAY).toISOString(),
    sin_description: '校外聚集斗殴处置，经核实发生时间为五日前，已更正。',
  });
  await services.sins.intersect(as('检察领导'), { sin: first.id });

  await seedEscortTasks(services, a, gta, now, photos);

  for (const row of [...purple.slice(0, 2), ...gta.slice(0, 1).map((k) => k.row)]) {
    await children.appraises.add(as('检察领导'), {
      id: row.id,
      result: '一般',
      content: '帮教措施落实到位，仍需持续关注夜间去向。',
    });
    await children.appraises.add(as('公安护航'), { id: row.id, result: '好', content: '近三个月无新增违法记录。' });
  }
}
