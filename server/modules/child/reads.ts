/**
 * The child module's reads for other modules (split from service.ts): names and cards as a caller may see them (the
 * masking pass of req children §7), the subqueries other modules scope and count by, and a child by id or locked.
 */
import type { Db } from '../../db/client';
import type { SessionUser } from '../../auth/guard';
import { maskInText, maskName, nameMatchFor, type NameMatch } from '../../../domain/masking';
import { can } from '../../../domain/permissions';
import { childScopeFor, type ChildScope } from '../../../domain/scope';
import { isRevealed } from './viewer';
import {
  childById,
  childCardsByIds,
  childIdsIn,
  childIdsOfEscortGenres,
  childNamesByIds,
  childSecretsIn,
  countInVillage,
  gtaIdsByIdnumbers,
  lockChild,
  type ChildRow,
} from './repository';
import { childPlacesIn, countChildrenByPlace, gtaMinorsByTownLevel } from './figures/repository';

/** A child as the task lists show it: its name as the caller may see it, its places, and `shown` (see cardsFor). */
export type ChildCard = {
  child_name: string;
  department_id: number | null;
  village_id: number | null;
  shown: (text: string) => string;
};

/** A child's columns behind its card: its full name and ID number, and its places. */
export type CardColumns = {
  child_name: string;
  child_idnumber: string;
  department_id: number | null;
  village_id: number | null;
};

/** The reads of `deps.db` at `deps.now` (the reveal's clock). */
export function createChildReads({ db, now }: { db: Db; now: () => Date }) {
  function cardsFrom(user: SessionUser, cards: Map<number, CardColumns>): Map<number, ChildCard> {
    const revealed = isRevealed(user, now());
    return new Map(
      [...cards].map(([id, { child_idnumber, ...card }]) => [
        id,
        revealed
          ? { ...card, shown: (t: string) => t }
          : {
              ...card,
              child_name: maskName(card.child_name),
              shown: (t: string) => maskInText(t, [{ child_name: card.child_name, child_idnumber }]),
            },
      ]),
    );
  }
  return {
    /** How a list keyword of `user` matches a child's name: whole unless revealed (domain/masking.ts `nameMatchFor`). */
    nameMatch: (user: SessionUser): NameMatch => nameMatchFor(isRevealed(user, now())),
    /** id → child_name of `ids` as `user` may see it (masked unless revealed), deleted children included (the records). */
    async namesFor(user: SessionUser, ids: number[]): Promise<Map<number, string>> {
      const names = await childNamesByIds(db, ids);
      if (isRevealed(user, now())) return names;
      return new Map([...names].map(([id, name]) => [id, maskName(name)]));
    },
    /**
     * id → the name (as `user` may see it) and place of the children `ids`, in one query (the task lists), with `shown`:
     * a free text about that child as `user` may see it (its full name and ID number masked unless revealed; issue 26).
     */
    async cardsFor(user: SessionUser, ids: number[]): Promise<Map<number, ChildCard>> {
      return cardsFrom(user, await childCardsByIds(db, ids));
    },
    /** cardsFor over card columns already read (a list that joined them into its page query; issue 30). */
    cardsFrom: (user: SessionUser, cards: Map<number, CardColumns>): Map<number, ChildCard> => cardsFrom(user, cards),
    /** Whether `user` sees full names now (names:get and an unexpired reveal; req children §7). */
    revealed: (user: SessionUser): boolean => isRevealed(user, now()),
    /**
     * The masking pass over free texts for `user` (notices, e-mail subjects; issue 26): identity with a reveal, else a
     * function masking the full name and ID number of every child they mention (one look-up over all of `texts`, in
     * `tx` when given). `user` null: for no one in particular (a notice stored for later), always masked.
     */
    async textMasker(user: SessionUser | null, texts: string[], tx: Db = db): Promise<(text: string) => string> {
      if (user && isRevealed(user, now())) return (t) => t;
      const secrets = await childSecretsIn(tx, texts.filter(Boolean).join('\n'));
      return (t) => maskInText(t, secrets);
    },
    /** idnumber → id of the gta minors of these ID numbers (among `only`), for matching dynamic-management cases. */
    gtaIdsByIdnumbers: (idnumbers: string[], only?: number[], tx: Db = db) => gtaIdsByIdnumbers(tx, idnumbers, only),
    /** The ids of the children of these escort genres, as a subquery (the subsin list's genre_escorts). */
    idsOfEscortGenres: (genres: string[]) => childIdsOfEscortGenres(genres),
    /** The ids of the children in `scope` (of a town or village when given), as a subquery for the task module. */
    idsIn: (scope: ChildScope, place?: { department?: number; village?: number }) => childIdsIn(scope, place),
    /** The children of `scope` with their town and village, as a subquery `(id, town, village)` for figures (domain/statistics.ts). */
    placesIn: (scope: ChildScope, place?: { department?: number }) => childPlacesIn(scope, place),
    /** place id → how many children of `scope` live there, by town or by village. */
    countByPlace: (scope: ChildScope, by: 'town' | 'village', place?: { department?: number }) =>
      countChildrenByPlace(db, scope, by, place),
    /** The marginal minors of `scope` by town and escort level. */
    gtaByTownLevel: (scope: ChildScope, place?: { department?: number }) => gtaMinorsByTownLevel(db, scope, place),
    /** Children in care living or registered in village `id` (the department module's 停用 check). */
    countInVillage: (id: number, tx: Db = db): Promise<number> => countInVillage(tx, id),
    /** Child `id` inside `scope` (all when not given), read in `tx` when given. */
    byId: (id: number, scope: ChildScope = { kind: 'all' }, tx: Db = db): Promise<ChildRow | undefined> =>
      childById(tx, id, scope),
    /**
     * Child `id` as its detail shows it to `user` (GET /api/child/detail's scope check): inside the caller's child scope,
     * a deleted child only for children:delete roles; undefined otherwise (the caller answers 404). Issue 28: the
     * child's 审核日志 (journal module).
     */
    seenBy: (user: SessionUser, id: number, tx: Db = db): Promise<ChildRow | undefined> =>
      childById(tx, id, childScopeFor(user), can(user.role, 'children', 'delete')),
    /** Child `id` inside `scope`, read in `tx` with its row locked until `tx` ends (the risk module's one open assessment per child). */
    lock: (tx: Db, id: number, scope: ChildScope): Promise<ChildRow | undefined> => lockChild(tx, id, scope),
  };
}
