/**
 * Badge counts beside menu entries (seed 000 §6 "Badge counts (polled)", §9): the number of child
 * applies waiting in a reviewer's queue and of 帮扶人员 applies waiting for the caller's stage, from GET /api/apply/count/for/auditor, polled every 60 s through
 * TanStack Query and refreshed at once when a review invalidates the `apply` queries.
 */
import { useQueries } from '@tanstack/react-query';
import { BADGE_POLL_MS } from '../../domain/constants';
import type { Role } from '../../domain/roles';
import { pendingStatesFor, type ApplyGenre, type ApplyState } from '../../domain/apply-states';
import { applyKeys, countAppliesForAuditor, reviewQueueFilter } from '../api/apply';
import { allows, type Access } from './access';
import type { BadgeKey } from './resources';

type Stage = 'review_first' | 'review_final';
type Filter = { apply_genres: ApplyGenre[]; apply_states: ApplyState[] };
const FIRST: Access = { permissionId: 'review_first', action: 'query' };
const FINAL: Access = { permissionId: 'review_final', action: 'query' };
/** The helper-personnel review (seed 000 §6): 帮扶人员 applies waiting for the caller's own stage. */
const helperFilter = (stage: Stage): Filter => ({ apply_genres: ['帮扶人员'], apply_states: pendingStatesFor(stage) });
const stageOf = (role: Role | undefined): Stage => (allows(role, [FINAL]) ? 'review_final' : 'review_first');

const BADGES: Record<BadgeKey, { access: Access[]; filter: (role: Role | undefined) => Filter }> = {
  review_first: { access: [FIRST], filter: () => reviewQueueFilter('review_first') },
  review_final: { access: [FINAL], filter: () => reviewQueueFilter('review_final') },
  helper_review: { access: [FIRST, FINAL], filter: (role) => helperFilter(stageOf(role)) },
};
const KEYS = Object.keys(BADGES) as BadgeKey[];

/** The counts the role may see, by badge key (absent while loading or when not permitted). */
export function useBadgeCounts(role: Role | undefined): Partial<Record<BadgeKey, number>> {
  const results = useQueries({
    queries: KEYS.map((key) => {
      const filter = BADGES[key].filter(role);
      return {
        queryKey: applyKeys.count(filter),
        queryFn: () => countAppliesForAuditor(filter),
        enabled: allows(role, BADGES[key].access),
        refetchInterval: BADGE_POLL_MS,
        staleTime: BADGE_POLL_MS / 2,
        retry: false,
      };
    }),
  });
  const counts: Partial<Record<BadgeKey, number>> = {};
  KEYS.forEach((key, i) => {
    const data = results[i].data;
    if (typeof data === 'number') counts[key] = data;
  });
  return counts;
}
