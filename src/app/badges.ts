/**
 * Badge counts beside menu entries (seed 000 §6 "Badge counts (polled)", §9): the number of child
 * applies waiting in a reviewer's queue, from GET /api/apply/count/for/auditor, polled every 60 s through
 * TanStack Query and refreshed at once when a review invalidates the `apply` queries.
 */
import { useQueries } from '@tanstack/react-query';
import { BADGE_POLL_MS } from '../../domain/constants';
import type { Role } from '../../domain/roles';
import { applyKeys, countAppliesForAuditor, reviewQueueFilter } from '../api/apply';
import { allows, type Access } from './access';
import type { BadgeKey } from './resources';

const BADGES: Record<BadgeKey, { access: Access; stage: 'review_first' | 'review_final' }> = {
  review_first: { access: { permissionId: 'review_first', action: 'query' }, stage: 'review_first' },
  review_final: { access: { permissionId: 'review_final', action: 'query' }, stage: 'review_final' },
};
const KEYS = Object.keys(BADGES) as BadgeKey[];

/** The counts the role may see, by badge key (absent while loading or when not permitted). */
export function useBadgeCounts(role: Role | undefined): Partial<Record<BadgeKey, number>> {
  const results = useQueries({
    queries: KEYS.map((key) => {
      const filter = reviewQueueFilter(BADGES[key].stage);
      return {
        queryKey: applyKeys.count(filter),
        queryFn: () => countAppliesForAuditor(filter),
        enabled: allows(role, [BADGES[key].access]),
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
