/**
 * The demo's escort work orders (issue 28 "Escort work orders"; domain/escort.ts): 检察领导 enters three edge-child
 * clues about gta minors and turns each into a 护航 task (转为工单, what the screen sends) for an escort account; the
 * escorts check in with photos and finish as they would in 我的工单. One stays in hand (公安护航, 办理), one waits for
 * 检察领导's first review (教育护航, 办结), and one went through 检察领导's first review and the centre's final review to
 * its outcome 护航正常 (司法护航, 护正), which closed its clue (办结, with 线索记录). Six more are given from 护航工单's 创建交办
 * and brought to the loop's other states (初过, 终退, 终过, 终拒, 评价, 护异), so 检察领导 and the centre find every state
 * (issue 28). Written through the services only.
 */
import { ESCORT_TASK_GENRE, ESCORT_TASK_GRADES, type EscortRole } from '../../../domain/escort';
import type { Role } from '../../../domain/roles';
import type { Services } from '../../services';
import type { DemoAccounts } from './accounts';
import type { DemoChild } from './children';

const DAY = 86_400_000;
type Photos = (uploader: number, n: number) => Promise<{ url: string }[]>;

type Stop = '办理' | '办结' | '初过' | '终退' | '终过' | '终拒' | '评价' | '护正' | '护异';
/** Where each order is brought, by whom: the escort finishes, 检察领导 passes or returns, the centre decides and records. */
type Order = { escort: Role; stop: Stop; clue?: string; title: string; reason?: string };

/** The orders turned from an edge-child clue (转为工单). */
const ORDERS: Order[] = [
  { escort: '公安护航', stop: '办理', clue: '网格员反映该未成年人近日深夜在街头游荡。', title: '夜间护航走访' },
  { escort: '教育护航', stop: '办结', clue: '学校反映该生本周两次旷课，家长联系不上。', title: '返校护航走访' },
  { escort: '司法护航', stop: '护正', clue: '社区矫正期间未按时报到，需上门核实。', title: '矫正报到核实' },
];
/** The orders given from 护航工单's 创建交办 (issue 28: every state of the escort loop has one). */
const GIVEN: Order[] = [
  { escort: '检察护航', stop: '初过', title: '帮教谈话回访' },
  { escort: '乡镇护航', stop: '终退', title: '家庭监护走访', reason: '照片未见未成年人本人，请补充走访' },
  { escort: '检察护航', stop: '终过', title: '不起诉后跟踪回访' },
  { escort: '乡镇护航', stop: '终拒', title: '节假日护航走访', reason: '走访日期不在工单期限内' },
  { escort: '教育护航', stop: '评价', title: '复学情况回访' },
  { escort: '司法护航', stop: '护异', title: '社区矫正走访', reason: '未成年人近两周未按时回家，家长无法管束' },
];

export async function seedEscortTasks(
  services: Services,
  a: DemoAccounts,
  gta: DemoChild[],
  now: Date,
  photos: Photos,
): Promise<void> {
  const { denounces, tasks } = services;
  const prosecutor = a.byRole('检察领导'),
    centre = a.byRole('中心管理');
  const minors = gta.filter((k) => !k.row.character_gta_quit);
  const bring = async (task: number, order: Order) => {
    if (order.stop === '办理') return;
    const escort = a.byRole(order.escort);
    const { version } = await tasks.detail(escort, task);
    await tasks.punch(escort, {
      id: task,
      version,
      punch: {
        check_address: '昭阳街道',
        punch_address: '未成年人家中',
        check_description: `已${order.title}，与未成年人及家长面谈，情况已记录。`,
        check_image: (await photos(escort.id, 1)).map(({ url }) => ({ url })),
        check_longitude: 119.851713,
        check_latitude: 32.906246,
      },
    });
    const move = (by: typeof centre, state: Stop, reason?: string) =>
      tasks.setState(by, { ids: [task], state, reason });
    await move(escort, '办结');
    if (order.stop === '办结') return;
    if (order.stop === '终退') return void (await move(prosecutor, '终退', order.reason));
    await move(prosecutor, '初过');
    if (order.stop === '初过') return;
    if (order.stop === '终拒') return void (await move(centre, '终拒', order.reason));
    await move(centre, '终过');
    if (order.stop !== '终过') await move(centre, order.stop, order.reason);
  };

  for (const [i, order] of ORDERS.entries()) {
    const child = minors[(i + 1) % minors.length].row.id;
    const clue = await denounces.create(prosecutor, {
      denounce_source: '边缘',
      reporter_name: ['社区网格员', '班主任', '司法所'][i],
      reporter_contact: '',
      content: order.clue!,
      place: '昭阳街道',
      happened_at: new Date(now.getTime() - (4 + i) * DAY).toISOString(),
      child,
      images: [],
    });
    const escort = a.byRole(order.escort);
    const { task } = await denounces.toTask(prosecutor, {
      id: clue.id,
      version: clue.version,
      volunteer: escort.id,
      date_begin: new Date(now.getTime() - (3 + i) * DAY).toISOString(),
      date_limit: new Date(now.getTime() + (4 - i) * DAY).toISOString(),
      task_name: order.title,
      task_description: `线索：${order.clue}`,
    });
    await bring(task, order);
  }

  for (const [i, order] of GIVEN.entries()) {
    const kid = minors[(i + 4) % minors.length].row;
    // what 创建交办 sends for an escort: the grade and genre the escort's role implies (domain/escort.ts taskFor)
    const { id } = await tasks.create(prosecutor, {
      child: kid.id,
      volunteer: a.byRole(order.escort).id,
      genre: ESCORT_TASK_GENRE,
      grade: ESCORT_TASK_GRADES[order.escort as EscortRole],
      category: '普通计划',
      date_begin: new Date(now.getTime() - (20 + i) * DAY).toISOString(),
      date_limit: new Date(now.getTime() - (5 + i) * DAY).toISOString(),
      information: {
        task_name: order.title,
        task_description: `为${kid.child_name}开展${order.title}，了解近况并落实帮教措施。`,
        task_address: '昭阳街道',
        task_score: 10,
      },
    });
    await bring(id, order);
  }
}
