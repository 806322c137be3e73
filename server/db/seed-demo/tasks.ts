/**
 * The demo's work orders and plans (issue 16 "Demo data"), written through the services as the screens would:
 * the village director gives tasks for the children of 水关居委会 to the demo volunteer (13900000006) and the
 * volunteer helpers, in every state (办理 in each expiry bucket — 正常, 168时, 72时, 24时, 超期 — 办结, 初过,
 * 终退, 终过, 评价), with check-ins and photos where the task has got that far, reviewed by the director and
 * the centre; and 基层服务, 学期每周 and 普通计划 plans with reminders, each of which gives its volunteer the task of its
 * current period as it is saved (plans.create; issue 28, docs/decisions-plans.md: this week's visit, this month's
 * service, the ordinary plan's one task), with the plan's reminder notice. Every task list of the demo roles shows
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
type Plan = { name: string; genre: TaskGenre; begin: number; limit: number; state: TaskState };
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
    const { id } = await tasks.create(director, {
      child: kid.row.id,
      volunteer: volunteer.id,
      genre: t.genre,
      grade: n % 4 === 0 ? '重要' : '普通',
      category: n % 3 === 0 ? '基层服务' : '普通计划',
      date_begin: begin.toISOString(),
      date_limit: new Date(now.getTime() + t.limit * DAY).toISOString(),
      information: {
        task_name: t.name,
        task_description: `为${kid.row.child_name}开展${t.name}，了解近况并记录。`,
        task_address: PLACES[n % PLACES.length],
        task_score: 5 + (n % 3) * 5,
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
    if (t.state === '初过') return;
    await move(centre, '终过');
    if (t.state === '评价') await move(centre, '评价');
  };

  const volunteers = [a.byRole('志愿人员'), ...a.helpers.slice(0, 3).map(asUser)];
  let n = 0;
  for (const [v, volunteer] of volunteers.entries()) {
    for (const t of v === 0 ? TASKS : TASKS.filter((_, i) => i % (v + 1) === 0)) await give(volunteer, n++, t);
  }

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
