/**
 * Meetings (issue 18; domain/contracts/meeting.ts): 分委领导 keep their own town's meetings (another town's is 404 to
 * them), the centre every meeting (its own counted as 中心, town 0). Photos must be images this server issued.
 * Every change is at the version read (409 STALE_VERSION) and leaves an operation record; a deleted meeting leaves
 * the lists and counts, its content kept in the 删除 record.
 */
import type { z } from 'zod';
import type { createMeeting, listMeetings, meetingItem, updateMeeting } from '../../../domain/contracts/meeting';
import { CENTRE_ROLES } from '../../../domain/roles';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import { dayEnd, dayStart } from '../../http/china-days';
import type { AuditService } from '../audit';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import {
  countByTownMonth,
  insertMeeting,
  meetingById,
  pageMeetings,
  updateMeetingAt,
  type MeetingRow,
} from './repository';

export type MeetingDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  users: UserService;
  departments: DepartmentService;
  claimImages: (urls: string[], tx: Db) => Promise<string[]>;
  signImage: (url: string) => string | null;
};
type Item = z.input<typeof meetingItem>;
type Body = z.output<typeof createMeeting.body>;
const STALE = '该会议已被他人修改，请刷新后重试';
const CENTRE_NAME = '中心';

export function createMeetingService(deps: MeetingDeps) {
  const { db, now, audit } = deps;
  /** The town a caller's meetings are counted for and the only one they see (undefined: every town, the centre). */
  const townOf = (user: SessionUser): number | undefined =>
    CENTRE_ROLES.includes(user.role) ? undefined : (user.department_id ?? -1);
  const ownTown = (user: SessionUser): number => (CENTRE_ROLES.includes(user.role) ? 0 : (user.department_id ?? -1));

  async function present(rows: MeetingRow[]): Promise<{ list: Item[]; image_urls: Record<string, string> }> {
    const [places, people] = await Promise.all([
      deps.departments.byIds([...new Set(rows.map((r) => r.meeting_department).filter(Boolean))]),
      deps.users.nicknames(rows.map((r) => r.created_by)),
    ]);
    const image_urls: Record<string, string> = {};
    const list = rows.map((r) => {
      const info = r.meeting_information;
      for (const { url } of info.meeting_images ?? []) {
        const s = deps.signImage(url);
        if (s) image_urls[url] = s;
      }
      return {
        id: r.id,
        meeting_department: r.meeting_department,
        department_name: r.meeting_department
          ? (places.get(r.meeting_department)?.department_name ?? null)
          : CENTRE_NAME,
        meeting_datetime: r.meeting_datetime.toISOString(),
        meeting_information: info,
        created_by: r.created_by,
        created_by_name: people.get(r.created_by) ?? null,
        version: r.version,
        created_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
      };
    });
    return { list, image_urls };
  }

  const information = (b: Body) => ({
    meeting_title: b.meeting_title,
    meeting_place: b.meeting_place,
    meeting_host: b.meeting_host,
    meeting_attendees: b.meeting_attendees,
    meeting_minutes: b.meeting_minutes,
    meeting_images: b.meeting_images,
  });
  async function checkImages(tx: Db, urls: string[], kept: string[] = []) {
    const fresh = urls.filter((u) => !kept.includes(u));
    if (fresh.length && (await deps.claimImages(fresh, tx)).length)
      throw new Invalid('请重新上传图片', [{ field: 'meeting_images', message: '请重新上传图片' }], 'IMAGE_NOT_ISSUED');
  }

  return {
    async list(user: SessionUser, q: z.output<typeof listMeetings.query>) {
      const department = townOf(user) ?? q.department;
      const { total, rows } = await pageMeetings(
        db,
        {
          department,
          from: q.begin ? dayStart(q.begin) : undefined,
          to: q.end ? dayEnd(q.end) : undefined,
          keyword: q.keyword,
        },
        q.page,
        q.size,
      );
      return { total, ...(await present(rows)) };
    },
    async detail(user: SessionUser, id: number) {
      const row = await meetingById(db, id, townOf(user));
      if (!row) throw new NotFound('该会议不存在');
      const { list, image_urls } = await present([row]);
      return { detail: list[0], image_urls };
    },
    async create(user: SessionUser, b: Body) {
      const at = now();
      return inTransaction(db, async (tx) => {
        await checkImages(
          tx,
          b.meeting_images.map((i) => i.url),
        );
        const row = await insertMeeting(tx, {
          meeting_department: ownTown(user),
          meeting_datetime: new Date(b.meeting_datetime),
          meeting_information: information(b),
          created_by: user.id,
          created_at: at,
          updated_at: at,
        });
        await audit.write({ user: user.id, type: '创建', information: { action: '新增会议', meeting: row.id } }, tx);
        return { id: row.id, version: row.version };
      });
    },
    async update(user: SessionUser, b: z.output<typeof updateMeeting.body>) {
      return inTransaction(db, async (tx) => {
        const old = await meetingById(tx, b.id, townOf(user));
        if (!old) throw new NotFound('该会议不存在');
        await checkImages(
          tx,
          b.meeting_images.map((i) => i.url),
          (old.meeting_information.meeting_images ?? []).map((i) => i.url),
        );
        const row = await updateMeetingAt(tx, b.id, b.version, {
          meeting_datetime: new Date(b.meeting_datetime),
          meeting_information: information(b),
          updated_at: now(),
        });
        if (!row) throw new Conflict(STALE, 'STALE_VERSION');
        await audit.write({ user: user.id, type: '修改', information: { action: '修改会议', meeting: row.id } }, tx);
        return { id: row.id, version: row.version };
      });
    },
    async remove(user: SessionUser, b: { id: number; version: number }) {
      return inTransaction(db, async (tx) => {
        const old = await meetingById(tx, b.id, townOf(user));
        if (!old) throw new NotFound('该会议不存在');
        const row = await updateMeetingAt(tx, b.id, b.version, { deleted_at: now(), updated_at: now() });
        if (!row) throw new Conflict(STALE, 'STALE_VERSION');
        await audit.write({ user: user.id, type: '删除', information: { action: '删除会议', meeting: row.id } }, tx);
        return { id: row.id };
      });
    },
    async statistic(user: SessionUser, q: { begin?: string; end?: string }) {
      const rows = await countByTownMonth(db, {
        department: townOf(user),
        from: q.begin ? dayStart(q.begin) : undefined,
        to: q.end ? dayEnd(q.end) : undefined,
      });
      const places = await deps.departments.byIds([...new Set(rows.map((r) => r.department).filter(Boolean))]);
      return {
        list: rows.map((r) => ({
          ...r,
          department_name: r.department
            ? (places.get(r.department)?.department_name ?? `#${r.department}`)
            : CENTRE_NAME,
        })),
      };
    },
  };
}

export type MeetingService = ReturnType<typeof createMeetingService>;
