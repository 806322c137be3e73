/**
 * The demo's work orders and plans (issue 16 "Demo data"), written through the services as the screens would:
 * the village director gives tasks for the children of 水关居委会 to the demo volunteer (13900000006) and the
 * volunteer helpers, in every state (办理 in each expiry bucket — 正常, 168时, 72时, 24时, 超期 — 办结, 初过,
 * 终退, 终过, 评价), with check-ins and photos where the task has got that far, reviewed by the director and
 * the centre; escort (护航, 公安) and girl-care (女童) tasks closed 护正, 护异, 女正 and 女异, one the centre refused (终拒),
 * and visits the centre spot-checked 疑似, 真实 and 虚假 (issue 28). Each task carries what the create dialog sends: grade, category, points,
 * place, accommodation. And 基层服务, 学期每周 and 普通计划 plans with reminders, each of which gives its volunteer the
 * task of its current period as it is saved (plans.create; issue 28, docs/decisions-plans.md: this week's visit, this
 * month's service, the ordinary plan's one task), with the plan's reminder notice. Every task list of the demo roles shows
 * rows on first start and the demo volunteer has tasks to check in.
 */
import type { TaskGenre, TaskState } from '../../../domain/tasks';
import type { SessionUser } from '../../auth/guard';
import type { Services } from '../../services';
import type { DemoAccounts, DemoPlaces, UserRow } from './accounts';
import type { DemoChild } from './children';
import { demoPhoto } from './photos';

/** Stores a demo photo and answers its image_url (the local storage's `save`), or undefined without one. */
export type SaveImage = (bytes: Buffer, ext: 'png', now: Date) => Promise<string>;

const DAY = 86_400_000;
type Plan = {
  name: string;
  genre: TaskGenre;
  begin: number;
  limit: number;
  state: TaskState;
  /** The centre's spot check after the state is reached (issue 28), with its reason where one is needed. */
  audit?: { to: '疑似' | '真实' | '虚假'; reason?: string };
  /** The outcome's reason (护异, 女异) or the final refusal's (终拒). */
  reason?: string;
};
/** Each task: its name, genre, begin and limit in days from now, and the state it is brought to. */
const TASKS: Plan[] = [
  { name: '入户走访', genre: '常规', begin: -3, limit: 14, state: '办理' },
  { name: '学业辅导', genre: '精准', begin: -2, limit: 5, state: '办理' },
  { name: '心理疏导', genre: '关爱', begin: -4, limit: 2, state: '办理' },
  { name: '安全教育', genre: '常规', begin: -6, limit: 0.5, state: '办理' },
  { name: '假期走访', genre: '活动', begin: -10, limit: -2, state: '办理' },
  { name: '生活照料', genre: '关爱', begin: -12, limit: 3, state: '办结' },
  { name: '亲情陪伴', genre: '日记', begin: -15, limit: 1, state: '初过' },
  { name: '入户核查', genre: '常规', begin: -8, limit: 4, state: '终退' },
  { name: '助学帮扶', genre: '精准', begin: -20, limit: -5, state: '终过' },
  { name: '周末安全提醒', genre: '常规', begin: -25, limit: -10, state: '评价' },
];
/**
 * The demo volunteer's tasks that show the outcomes and the spot checks (issue 28): escort tasks (护航, grade 公安)
 * closed 护正 and 护异, girl-care tasks (女童, with their conditions) closed 女正 and 女异, and visits the centre found
 * 疑似, 真实 and 虚假.
 */
const OUTCOMES: Plan[] = [
  { name: '护航走访', genre: '护航', begin: -30, limit: -20, state: '护正', audit: { to: '真实' } },
  { name: '护航回访', genre: '护航', begin: -28, limit: -18, state: '护异', reason: '未见到本人，家长称其外出打工' },
  { name: '女童关爱走访', genre: '女童', begin: -26, limit: -16, state: '女正' },
  { name: '女童安全回访', genre: '女童', begin: -24, limit: -14, state: '女异', reason: '独自居住，缺少照护' },
  {
    name: '课后托管走访',
    genre: '关爱',
    begin: -19,
    limit: -9,
    state: '终拒',
    reason: '打卡地点不在孩子住址，本次不予通过',
  },
  {
    name: '学期每周走访',
    genre: '常规',
    begin: -22,
    limit: -12,
    state: '终过',
    audit: { to: '疑似', reason: '打卡照片与地点不符' },
  },
  {
    name: '基层服务走访',
    genre: '常规',
    begin: -21,
    limit: -11,
    state: '初过',
    audit: { to: '虚假', reason: '核实当日未到场' },
  },
];
const GIRL_CARE = {
  task_girl_live_condition: '正常',
  task_girl_live_condition_description: '与祖母同住，生活规律',
  task_girl_study_condition: '正常',
  task_girl_study_condition_description: '在校成绩中等',
  task_girl_mental_condition: '异常',
  task_girl_mental_condition_description: '较为内向，需多陪伴',
};
const PLACES = ['水关路8号', '水关居委会活动室', '昭阳中心小学', '水关新村12幢'];

const asUser = (u: UserRow): SessionUser => ({
  id: u.id,
  nickname: u.nickname,
  cellphone: u.cellphone,
  role: '志愿人员',
  state: u.state,
  department_id: u.department_id,
  village_id: u.village_id,
  must_change_password: false,
  token: '',
});

export async function seedTasks(
  services: Services,
  p: DemoPlaces,
  a: DemoAccounts,
  kids: DemoChild[],
  now: Date,
  saveImage?: SaveImage,
): Promise<void> {
  const { tasks, plans, files } = services;
  const director = a.byRole('儿童主任'),
    centre = a.byRole('中心管理');
  const kidsHere = kids.filter((k) => k.village.id === p.shuiguan.id && !k.row.deleted_at);
  let photo = 0;
  const photoUrl = async (uploader: number): Promise<string> => {
    photo++;
    const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const url = saveImage
      ? await saveImage(demoPhoto(photo), 'png', now)
      : `image/${day}/demo${String(photo).padStart(8, '0')}.png`;
    await files.recordUpload(url, uploader);
    return url;
  };

  const give = async (volunteer: SessionUser, n: number, t: Plan) => {
    const kid = kidsHere[n % kidsHere.length];
    const begin = new Date(now.getTime() + t.begin * DAY);
    // what the create dialog sends (创建交办): grade, category, points, place, accommodation, a 女童 task's conditions
    const { id } = await tasks.create(director, {
      child: kid.row.id,
      volunteer: volunteer.id,
      genre: t.genre,
      grade: t.genre === '护航' ? '公安' : n % 4 === 0 ? '重要' : '普通',
      category: t.name.startsWith('学期每周') ? '学期每周' : n % 3 === 0 ? '基层服务' : '普通计划',
      date_begin: begin.toISOString(),
      date_limit: new Date(now.getTime() + t.limit * DAY).toISOString(),
      information: {
        task_name: t.name,
        task_description: `为${kid.row.child_name}开展${t.name}，了解近况并记录。`,
        task_address: PLACES[n % PLACES.length],
        task_score: 5 + (n % 3) * 5,
        ...(n % 2 === 0 ? { task_attributes: { accommodation: n % 4 === 0 ? '住校' : '走读' } } : {}),
        ...(t.genre === '女童' ? GIRL_CARE : {}),
      },
    });
    if (t.state === '办理') return;
    const version = (await tasks.detail(centre, id)).version;
    await tasks.punch(volunteer, {
      id,
      version,
      punch: {
        check_address: PLACES[n % PLACES.length],
        punch_address: '水关居委会',
        check_description: `已完成${t.name}，孩子状态良好。`,
        check_image: [{ url: await photoUrl(volunteer.id) }, { url: await photoUrl(volunteer.id) }],
        check_longitude: 119.851713,
        check_latitude: 32.906246,
      },
    });
    const move = (user: SessionUser, state: TaskState, reason?: string) =>
      tasks.setState(user, { ids: [id], state, reason });
    await move(volunteer, '办结');
    if (t.state === '办结') return;
    if (t.state === '终退') return void (await move(director, '终退', '照片不清晰，请补充一次入户照片'));
    await move(director, '初过');
    if (t.state === '终拒') return void (await move(centre, '终拒', t.reason));
    if (t.state !== '初过') await move(centre, '终过');
    if (t.state !== '初过' && t.state !== '终过') await move(centre, t.state, t.reason);
    if (t.audit) {
      const { version: read } = await tasks.detail(centre, id);
      await tasks.spotCheck(centre, { id, version: read, audit: t.audit.to, reason: t.audit.reason });
    }
  };

  const volunteers = [a.byRole('志愿人员'), ...a.helpers.slice(0, 3).map(asUser)];
  let n = 0;
  for (const [v, volunteer] of volunteers.entries()) {
    for (const t of v === 0 ? TASKS : TASKS.filter((_, i) => i % (v + 1) === 0)) await give(volunteer, n++, t);
  }

  for (const t of OUTCOMES) await give(volunteers[0], n++, t);

  // plans: the first children of 水关居委会, one of each category, with the demo volunteer or a helper; each produces
  // its current period's task through the task service (我的计划 shows it under the plan)
  for (const [i, kid] of kidsHere.slice(0, 6).entries()) {
    const volunteer = volunteers[i % volunteers.length];
    await plans.create(director, {
      child: kid.row.id,
      type: (['常规', '精准', '关爱'] as const)[i % 3],
      category: (['基层服务', '学期每周', '普通计划'] as const)[i % 3],
      volunteer: volunteer.id,
      plan_reminds: [
        `每周入户一次，情况有变请联系${director.nickname}（${director.cellphone}）`,
        '学期中每周了解在校情况',
      ],
    });
  }
}
