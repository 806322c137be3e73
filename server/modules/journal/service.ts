/**
 * Journals (issue 16; req applies-review §5.1, §5.2, §5.3): the apply module writes the journal of each child review
 * step (儿双初过, 儿双初拒, 儿双终过) through `record`, in the step's transaction; POST /api/journal answers the
 * journal of a step the caller took (written then, or now for a step taken before journals existed), never a
 * second one; the list shows a creator's journals (only the centre may read another's); the child's list (issue 28
 * "Journals are shown") the journals of the applies that concern a child in the caller's scope. Every reason passes
 * the masking pass (domain/masking.ts, through the child module's `textMasker`) per the caller's reveal.
 */
import type { z } from 'zod';
import type {
  createJournal,
  journalItem,
  listJournalsForChild,
  listJournalsForCreator,
} from '../../../domain/contracts/journal';
import { mapTexts } from '../../../domain/masking';
import { CENTRE_ROLES } from '../../../domain/roles';
import type { JournalType } from '../../../domain/tasks';
import type { SessionUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import type { ChildService } from '../child';
import type { UserService } from '../user';
import { insertJournal, journalOf, pageJournals, pageJournalsOfChild, type JournalRow } from './repository';

type Item = z.input<typeof journalItem>;
/** A review step as the apply module tells it: who, on which apply, to which state, why. */
export type ReviewStep = {
  creator: number;
  apply: number;
  apply_genre: string;
  apply_state: string;
  reason?: string;
  at: Date;
};
/** The apply module's answer to "did `user` take step `state` on apply `id`?" (404 when the apply is out of scope). */
export type StepFinder = (user: SessionUser, id: number, state: string) => Promise<ReviewStep | undefined>;
export type JournalDeps = {
  db: Db;
  now: () => Date;
  users: UserService;
  /** The child module: its scope check (`seenBy`) and its masking pass over free text (`textMasker`). */
  children: Pick<ChildService, 'seenBy' | 'textMasker'>;
};

/** The journal type of a child review step to `state`, or undefined for a step no journal records (req applies-review §5.2). */
export function journalTypeOf(apply_genre: string, state: string): JournalType | undefined {
  if (apply_genre !== '儿童创建' && apply_genre !== '儿童修改') return undefined;
  return ({ 初过: '儿双初过', 初拒: '儿双初拒', 终过: '儿双终过' } as const)[state as '初过' | '初拒' | '终过'];
}

export function createJournalService(deps: JournalDeps) {
  const { db, users, children } = deps;

  /**
   * `rows` as the lists answer them to `user`: the reviewer's name, and the texts of `journal_information` (the
   * reason, the note) through the masking pass (any child's full name or ID number masked unless revealed; issue 26).
   */
  async function present(user: SessionUser, rows: JournalRow[]): Promise<Item[]> {
    const names = await users.nicknames(rows.map((r) => r.journal_creator));
    const texts = rows.flatMap((r) => [r.journal_information.reason ?? '', r.journal_information.note ?? '']);
    const shown = await children.textMasker(user, texts);
    return rows.map((r) => ({
      id: r.id,
      journal_creator: r.journal_creator,
      creator_name: names.get(r.journal_creator) ?? null,
      journal_type: r.journal_type as JournalType,
      journal_link: r.journal_link,
      journal_datetime: r.journal_datetime.toISOString(),
      journal_information: mapTexts(r.journal_information, shown),
    }));
  }

  /** Writes the journal of `step` in `tx` (the apply's transaction) unless it is not a journalled step or already written. */
  async function record(tx: Db, step: ReviewStep): Promise<JournalRow | undefined> {
    const type = journalTypeOf(step.apply_genre, step.apply_state);
    if (!type) return undefined;
    const existing = await journalOf(tx, step.creator, type, step.apply);
    if (existing) return existing;
    return insertJournal(tx, {
      journal_creator: step.creator,
      journal_type: type,
      journal_link: step.apply,
      journal_datetime: step.at,
      journal_information: {
        apply_genre: step.apply_genre,
        apply_state: step.apply_state,
        ...(step.reason ? { reason: step.reason } : {}),
      },
    });
  }

  return {
    record,

    /** POST /api/journal: the journal of the caller's own step; 409 NO_SUCH_STEP when they took none. */
    async create(
      user: SessionUser,
      body: z.output<typeof createJournal.body>,
      findStep: StepFinder,
    ): Promise<{ id: number }> {
      const state = ({ 儿双初过: '初过', 儿双初拒: '初拒', 儿双终过: '终过' } as const)[body.journal_type];
      const step = await findStep(user, body.journal_link, state);
      if (!step || journalTypeOf(step.apply_genre, state) !== body.journal_type)
        throw new Conflict('您没有对该申请进行过这一审核', 'NO_SUCH_STEP');
      const row = await record(db, { ...step, reason: body.note ?? step.reason });
      return { id: row!.id };
    },

    /** GET /api/journal/list/for/creator/types: the caller's own unless the centre asks for another's. */
    async list(
      user: SessionUser,
      q: z.output<typeof listJournalsForCreator.query>,
    ): Promise<{ total: number; list: Item[] }> {
      const creator = CENTRE_ROLES.includes(user.role) ? q.creator : user.id;
      const { total, rows } = await pageJournals(db, { creator, types: q.types }, q.page, q.size);
      return { total, list: await present(user, rows) };
    },

    /** GET /api/journal/list/for/child: the journals of the applies concerning child `q.child`; 404 outside the caller's scope. */
    async listForChild(
      user: SessionUser,
      q: z.output<typeof listJournalsForChild.query>,
    ): Promise<{ total: number; list: Item[] }> {
      const child = await children.seenBy(user, q.child);
      if (!child) throw new NotFound('该儿童不存在或不在您的范围内');
      const { total, rows } = await pageJournalsOfChild(
        db,
        { id: child.id, idnumber: child.child_idnumber },
        q.page,
        q.size,
      );
      return { total, list: await present(user, rows) };
    },
  };
}

export type JournalService = ReturnType<typeof createJournalService>;
