/**
 * The demo's escort work orders (issue 28 "Escort work orders"; domain/escort.ts): 检察领导 enters three edge-child
 * clues about gta minors and turns each into a 护航 task (转为工单, what the screen sends) for an escort account; the
 * escorts check in with photos and finish as they would in 我的工单. One stays in hand (公安护航, 办理), one waits for
 * 检察领导's first review (教育护航, 办结), and one went through 检察领导's first review and the centre's final review to
 * its outcome 护航正常 (司法护航, 护正), which closed its clue (办结, with 线索记录). Written through the services only.
 */
import type { Role } from '../../../domain/roles';
import type { Services } from '../../services';
import type { DemoAccounts } from './accounts';
import type { DemoChild } from './children';

const DAY = 86_400_000;
type Photos = (uploader: number, n: number) => Promise<{ url: string }[]>;

const ORDERS: { escort: Role; stop: '办理' | '办结' | '护正'; clue: string; title: string }[] = [
  { escort: '公安护航', stop: '办理', clue: '网格员反映该未成年人近日深夜在街头游荡。', title: '夜间护航走访' },
  { escort: '教育护航', stop: '办结', clue: '学校反映该生本周两次旷课，家长联系不上。', title: '返校护航走访' },
  { escort: '司法护航', stop: '护正', clue: '社区矫正期间未按时报到，需上门核实。', title: '矫正报到核实' },
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
  for (const [i, order] of ORDERS.entries()) {
    const child = minors[(i + 1) % minors.length].row.id;
    const clue = await denounces.create(prosecutor, {
      denounce_source: '边缘',
      reporter_name: ['社区网格员', '班主任', '司法所'][i],
      reporter_contact: '',
      content: order.clue,
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
    if (order.stop === '办理') continue;
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
    await tasks.setState(escort, { ids: [task], state: '办结' });
    if (order.stop === '办结') continue;
    await tasks.setState(prosecutor, { ids: [task], state: '初过' });
    await tasks.setState(centre, { ids: [task], state: '终过' });
    await tasks.setState(centre, { ids: [task], state: '护正' });
  }
}
