/**
 * Badge counts beside menu entries (seed 000 §6 "Badge counts (polled)", §9): the number of child
 * applies waiting in a reviewer's queue and of 帮扶人员 applies waiting for the caller's stage, from GET /api/apply/count/for/auditor;
 * the clues waiting for review (GET denounce/count/for/sources/states, 录入; 检察领导: edge-child clues) and the clues a department
 * has to receive (GET denounce/adjunct/counts/for/department/sources, 待收; issue 18); the volunteer registrations waiting for
 * the town leader (GET account/register/count). Polled through TanStack Query every
 * `badge_poll_seconds` of the settings (GET /api/configuration/detail?id=1, every role may read it; 15–600 s, 60 by default),
 * or every BADGE_POLL_MS while the settings load or when they cannot be read; refreshed at once when a step invalidates the
 * `apply` or `denounce` queries. The settings themselves are read again every SETTINGS_REFRESH_MS and at once after 系统设置
 * saves them (same query key).
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { SETTINGS_ID } from '../../domain/configuration';
import { BADGE_POLL_MS } from '../../domain/constants';
import type { Role } from '../../domain/roles';
import { pendingStatesFor, type ApplyGenre, type ApplyState } from '../../domain/apply-states';
import { applyKeys, countAppliesForAuditor, reviewQueueFilter } from '../api/apply';
import { configurationKeys, readConfiguration } from '../api/configuration';
import { countClues, countDepartmentClues, denounceKeys } from '../api/denounce';
import { countUnreadMail, mailKeys } from '../api/filetransfer';
import { countPendingRegistrations, registerKeys } from '../api/register';
import { allows, type Access } from '../core/access';
import type { BadgeKey } from './resources';

type Stage = 'review_first' | 'review_final';
type Filter = { apply_genres: ApplyGenre[]; apply_states: ApplyState[] };
const FIRST: Access = { permissionId: 'review_first', action: 'query' };
const FINAL: Access = { permissionId: 'review_final', action: 'query' };
/** The helper-personnel review (seed 000 §6): 帮扶人员 applies waiting for the caller's own stage. */
const helperFilter = (stage: Stage): Filter => ({ apply_genres: ['帮扶人员'], apply_states: pendingStatesFor(stage) });
const stageOf = (role: Role | undefined): Stage => (allows(role, [FINAL]) ? 'review_final' : 'review_first');

type Badge = { access: Access[]; key: (role: Role | undefined) => readonly unknown[]; count: (role: Role | undefined) => Promise<number> };
const applyBadge = (access: Access[], filter: (role: Role | undefined) => Filter): Badge => ({
  access, key: (role) => applyKeys.count(filter(role)), count: (role) => countAppliesForAuditor(filter(role)),
});
const sum = (counts: { count?: number; Count?: number }[]) => counts.reduce((n, c) => n + (c.count ?? c.Count ?? 0), 0);

const BADGES: Record<BadgeKey, Badge> = {
  review_first: applyBadge([FIRST], () => reviewQueueFilter('review_first')),
  review_final: applyBadge([FINAL], () => reviewQueueFilter('review_final')),
  helper_review: applyBadge([FIRST, FINAL], (role) => helperFilter(stageOf(role))),
  clue_review: {
    access: [{ permissionId: 'denounces', action: 'edit' }], key: () => [...denounceKeys.all, 'count', '录入'],
    count: async () => sum((await countClues({ states: ['录入'] })).counts),
  },
  clue_department: {
    access: [{ permissionId: 'adjuncts', action: 'query' }], key: () => [...denounceKeys.all, 'count', 'department'],
    count: async () => sum((await countDepartmentClues({})).counts.filter((c) => c.State === '待收')),
  },
  // the unread received e-mails (docs/decisions-filetransfer.md)
  mail_unread: { access: [{ permissionId: 'filetransfer', action: 'query' }], key: () => mailKeys.unread, count: countUnreadMail },
  registration_review: {
    access: [{ permissionId: 'registrations', action: 'query' }], key: () => registerKeys.count, count: countPendingRegistrations,
  },
};
const KEYS = Object.keys(BADGES) as BadgeKey[];
/** How often the settings behind the poll interval are read again (ms). */
const SETTINGS_REFRESH_MS = 600_000;

/**
 * The badge poll interval in ms: the settings' `badge_poll_seconds`, or BADGE_POLL_MS while loading or on an error. The settings
 * are read only for a role that has a badge to poll.
 */
function usePollInterval(role: Role | undefined): number {
  const polls = KEYS.some((key) => allows(role, BADGES[key].access));
  const settings = useQuery({
    queryKey: configurationKeys.detail(SETTINGS_ID), queryFn: () => readConfiguration(SETTINGS_ID),
    enabled: polls && allows(role, [{ permissionId: 'configuration', action: 'get' }]), refetchInterval: SETTINGS_REFRESH_MS, retry: false,
  });
  const seconds = settings.isError ? undefined : settings.data?.configuration_value.badge_poll_seconds;
  return seconds ? seconds * 1000 : BADGE_POLL_MS;
}

/** The counts the role may see, by badge key (absent while loading or when not permitted). */
export function useBadgeCounts(role: Role | undefined): Partial<Record<BadgeKey, number>> {
  const interval = usePollInterval(role);
  const results = useQueries({
    queries: KEYS.map((key) => {
      const badge = BADGES[key];
      return {
        queryKey: badge.key(role),
        queryFn: () => badge.count(role),
        enabled: allows(role, BADGES[key].access),
        refetchInterval: interval,
        staleTime: interval / 2,
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
