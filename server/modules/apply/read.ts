/**
 * Reading applies (req applies-review §6, §7): the detail (with the 儿童修改's 修改前 side), the caller's lists and
 * counts, and the review step a caller took (for POST /api/journal). Every read is scoped by the repository.
 */
import type { z } from 'zod';
import { APPLY_GENRES } from '../../../domain/apply-states';
import type {
  countAppliesForAuditor,
  getApplyDetail,
  listAppliesForAuditor,
  StoredApplyInformation,
} from '../../../domain/contracts/apply';
import { isCharacter } from '../../../domain/child-genre';
import { maskDeep, maskInformation } from '../../../domain/masking';
import { childScopeFor } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { NotFound } from '../../errors';
import { withImageUrls } from '../../storage/image-urls';
import type { ChildSnapshot } from '../child';
import { formSecrets, presentApplies } from './present';
import { applyById, countApplies, listApplies, type ApplyRow } from './repository';
import type { ApplyServiceDeps } from './service';

type Query = z.output<typeof listAppliesForAuditor.query> | z.output<typeof countAppliesForAuditor.query>;
type Snapshot = ChildSnapshot | NonNullable<StoredApplyInformation['before']>;

const isApplyGenre = (genre: string): boolean => (APPLY_GENRES as readonly string[]).includes(genre);
/** A list or count query of the apply calls: of the genres asked, else of every APPLY_GENRE (never another call's). */
const ownGenres = (q: Query): Query => (q.apply_genres?.length ? q : { ...q, apply_genres: [...APPLY_GENRES] });

export function createApplyReads(deps: ApplyServiceDeps) {
  const { db, children, audit } = deps;
  const present = (rows: ApplyRow[], user: SessionUser) =>
    presentApplies(deps, rows, user.role, children.revealed(user));

  /**
   * The reviewer's "before" of a 儿童修改 apply (req applies-review §3 review; DESIGN "a reviewer sees before and after
   * side by side"), `character` being the apply's: once the apply has passed, the child's form as it was just
   * before (`before`, recorded by the pass; a direct modification records it too: part of the apply, which
   * the caller may read); otherwise the linked child as stored now, only inside the caller's child scope
   * (issue 14: a child that has left it, e.g. moved to another town, answers null as a deleted one does).
   * Either way only the forms the caller's role may read. undefined for other genres.
   */
  async function currentChildOf(row: ApplyRow, user: SessionUser): Promise<Snapshot | null | undefined> {
    if (row.apply_genre !== '儿童修改') return undefined;
    // the forms the role may read; the child's name and ID number masked unless the caller revealed names (issue 26)
    const revealed = children.revealed(user);
    const readable = (s: Snapshot): Snapshot => {
      const information = children.readableInformation(user.role, s.information);
      if (revealed) return { ...s, information };
      return maskDeep({ ...s, information: maskInformation(information) }, formSecrets(s.information));
    };
    const recorded = row.apply_information.before;
    if (recorded) return readable(recorded);
    const info = row.apply_information;
    const child = row.link_id ? await children.byId(row.link_id, childScopeFor(user)) : undefined;
    if (!child) return null;
    const carried = info.information?.child?.character;
    const character = isCharacter(carried) ? carried : child.character_cs ? 'cs' : child.character_ow ? 'ow' : 'gta';
    return readable(children.snapshot(child, character));
  }

  return {
    /** GET /api/apply/detail: scoped (404 outside); writes a 查看详情 record; signs the images of the apply and of `current`. */
    async detail(user: SessionUser, id: number): Promise<z.input<typeof getApplyDetail.response>['detail']> {
      const row = await applyById(db, id, user);
      // the genres of other calls (the risk assessments) are not this call's
      if (!row || !isApplyGenre(row.apply_genre)) throw new NotFound();
      await audit.write({ user: user.id, child: row.link_id, type: '查看详情', information: { apply: row.id } });
      const current = await currentChildOf(row, user);
      const recorded = row.apply_information.before ? { current_recorded: true as const } : {};
      const [item] = await present([row], user);
      return withImageUrls({ ...item, ...(current !== undefined ? { current } : {}), ...recorded }, deps.signImage);
    },

    /** GET /api/apply/list/for/auditor: one page of the caller's queue or own applies. */
    async list(user: SessionUser, q: Query) {
      const { total, rows } = await listApplies(db, user, ownGenres(q));
      return { total, list: await present(rows, user) };
    },

    /** GET /api/apply/count/for/auditor. */
    count: (user: SessionUser, q: Query) => countApplies(db, user, ownGenres(q)),

    /**
     * The review step `state` that `user` took on apply `id` (for POST /api/journal): its genre, when and why, or
     * undefined when they took none. 404 for an apply outside the caller's scope.
     */
    async findStep(user: SessionUser, id: number, state: string) {
      const current = await applyById(db, id, user);
      if (!current || current.deleted_at) throw new NotFound();
      const history = current.apply_information.history ?? [];
      const entry = [...history].reverse().find((h) => h.operater === user.id && h.state === state);
      if (!entry) return undefined;
      return {
        creator: user.id,
        apply: current.id,
        apply_genre: current.apply_genre,
        apply_state: state,
        reason: entry.reason || undefined,
        at: new Date(entry.datetime),
      };
    },
  };
}
