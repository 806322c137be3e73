/**
 * A year of past work orders for the statistics screens (issue 18 "the statistics screens show the demo data's real
 * figures"): six tasks in each of the twelve months before this one, for children of every demo town, given by the
 * centre to the demo volunteer and the helpers — some of grade 公安 (police visits), some term-weekly (学期每周, two
 * check-ins), most checked in, finished and passed on time, some finished late, some still in hand past their limit.
 * Written through the services with a clock set to each step's day, so every date (begin, check-in, end, review, score
 * credit, operation record) is the day it would have been.
 */
import type { TaskState } from '../../../domain/tasks';
import type { SessionUser } from '../../auth/guard';
import type { Db } from '../client';
import { createServices } from '../../services';
import type { DemoAccounts, UserRow } from './accounts';
import type { DemoChild } from './children';
import { demoPhoto } from './photos';
import type { SaveImage } from './tasks';

const DAY = 86_400_000;
const MONTHS = 12;
const PER_MONTH = 6;
const asVolunteer = (u: UserRow): SessionUser => ({
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

/** The first instant (China time) of the month `back` months before the one holding `now`. */
function monthStart(now: Date, back: number): Date {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - back, 1) - 8 * 3_600_000);
}

export async function seedHistory(
  db: Db,
  a: DemoAccounts,
  kids: DemoChild[],
  now: Date,
  saveImage?: SaveImage,
): Promise<void> {
  const clock = { at: now };
  const { tasks, files } = createServices({ db, now: () => clock.at, signImage: () => null });
  const centre = a.byRole('中心管理');
  const volunteers = [a.byRole('志愿人员'), ...a.helpers.slice(0, 4).map(asVolunteer)];
  // children of every town in turn (the demo has most in 水关居委会), not deleted
  const byTown = new Map<number, DemoChild[]>();
  for (const k of kids.filter((k) => !k.row.deleted_at && k.row.department_id))
    byTown.set(k.row.department_id!, [...(byTown.get(k.row.department_id!) ?? []), k]);
  const towns = [...byTown.values()];
  let photo = 1000;
  const photoUrl = async (uploader: number, at: Date): Promise<string> => {
    photo++;
    const url = saveImage
      ? await saveImage(demoPhoto(photo), 'png', at)
      : `image/${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)}/demo${String(photo).padStart(8, '0')}.png`;
    await files.recordUpload(url, uploader);
    return url;
  };

  let n = 0;
  for (let back = MONTHS; back >= 1; back--) {
    for (let i = 0; i < PER_MONTH; i++, n++) {
      const town = towns[n % towns.length];
      const kid = town[Math.floor(n / towns.length) % town.length];
      const volunteer = volunteers[n % volunteers.length];
      const begin = new Date(monthStart(now, back).getTime() + (1 + i * 5) * DAY + 9 * 3_600_000);
      const limit = new Date(begin.getTime() + 7 * DAY);
      const termWeekly = n % 4 === 1;
      clock.at = begin;
      const { id } = await tasks.create(centre, {
        child: kid.row.id,
        volunteer: volunteer.id,
        genre: '常规',
        grade: n % 5 === 2 ? '公安' : '普通',
        category: termWeekly ? '学期每周' : '普通计划',
        date_begin: begin.toISOString(),
        date_limit: limit.toISOString(),
        information: {
          task_name: termWeekly ? '学期每周走访' : '入户走访',
          task_description: `走访${kid.row.child_name}，了解近况并记录。`,
          task_address: kid.village.department_name,
          task_score: 5,
        },
      });
      if (n % 11 === 3) continue; // still in hand, past its limit
      const late = n % 9 === 5;
      for (let p = 0; p < (termWeekly ? 2 : 1); p++) {
        clock.at = new Date(begin.getTime() + (late ? 8 : 1 + p) * DAY);
        const { version } = await tasks.detail(centre, id);
        await tasks.punch(volunteer, {
          id,
          version,
          punch: {
            check_address: kid.village.department_name,
            punch_address: kid.village.department_name,
            check_description: '已入户走访，孩子状态良好。',
            check_image: [{ url: await photoUrl(volunteer.id, clock.at) }],
            check_longitude: 119.851713,
            check_latitude: 32.906246,
          },
        });
      }
      const move = async (user: SessionUser, state: TaskState, after: number) => {
        clock.at = new Date(begin.getTime() + after * DAY);
        await tasks.setState(user, { ids: [id], state });
      };
      await move(volunteer, '办结', late ? 9 : 3);
      await move(centre, '初过', late ? 10 : 4);
      await move(centre, '终过', late ? 11 : 5);
    }
  }
}
