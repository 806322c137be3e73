/**
 * Badge counts beside menu entries (req shell-and-accounts §6.4 "Badge counts (polled)", §10): the number of child
 * applies waiting in a reviewer's queue and of 帮扶人员 applies waiting for the caller's stage, from GET /api/apply/count/for/auditor;
 * the clues waiting for the reviewer (GET denounce/count/for/sources/states: 录入, and dispatches in 申结; 检察领导 and 检察人员:
 * edge-child clues) and the clues a department
 * has to receive (GET denounce/adjunct/counts/for/department/sources, 待收; issue 18); the volunteer registrations waiting for
 * the town leader (GET account/register/count). Polled through TanStack Query every
 * `badge_poll_seconds` of the settings (GET /api/configuration/detail?id=1, every role may read it; 15–600 s, 60 by default),
 * or every BADGE_POLL_MS while the settings load or when they cannot be read; refreshed at once when a step invalidates the
 * `apply`, `denounce`, `filetransfer` or `account` tag (each badge's key derives from its contract: `callKey`, use-call.ts).
 * The settings themselves are read again every SETTINGS_REFRESH_MS and at once after 系统设置 saves them (same contract and
 * input as its screen, so one cache entry; its save invalidates the `configuration` tag).
 */
import { useQueries } from '@tanstack/react-query';
import { SETTINGS_ID } from '../../domain/configuration';
import { BADGE_POLL_MS } from '../../domain/constants';
import type { Role } from '../../domain/roles';
import { CHILD_APPLY_GENRES, pendingStatesFor, type ApplyGenre, type ApplyState } from '../../domain/apply-states';
import { countAppliesForAuditor } from '../../domain/contracts/apply';
import { getConfiguration } from '../../domain/contracts/configuration';
import type { CallInput, CallOutput, Contract } from '../../domain/contracts/define';
import { countAdjuncts, countDenounces } from '../../domain/contracts/denounce';
import { listFiletransfers } from '../../domain/contracts/filetransfer';
import { countRegistrations } from '../../domain/contracts/register';
import { callKey, callWith, useCall } from '../api/use-call';
import { allows, type Access } from '../core/access';
import type { BadgeKey } from './resources';

type Stage = 'review_first' | 'review_final';
type Filter = { apply_genres: ApplyGenre[]; apply_states: ApplyState[] };
const FIRST: Access = { permissionId: 'review_first', action: 'query' };
const FINAL: Access = { permissionId: 'review_final', action: 'query' };
/** A review queue: child applies waiting in the state the stage acts on (申请 / 初过). */
const queueFilter = (stage: Stage): Filter => ({
  apply_genres: [...CHILD_APPLY_GENRES],
  apply_states: pendingStatesFor(stage),
});
/** The helper-personnel review (req shell-and-accounts §6.4): 帮扶人员 applies waiting for the caller's own stage. */
const helperFilter = (stage: Stage): Filter => ({ apply_genres: ['帮扶人员'], apply_states: pendingStatesFor(stage) });
const stageOf = (role: Role | undefined): Stage => (allows(role, [FINAL]) ? 'review_final' : 'review_first');

/** A badge: who sees it, the call it counts with (its key derives from the contract and input), and the count in the answer. */
type Badge<C extends Contract = Contract> = {
  access: Access[];
  contract: C;
  input: (role: Role | undefined) => CallInput<C>;
  count: (answer: CallOutput<C>) => number;
};
const badge = <const C extends Contract>(b: Badge<C>): Badge => b as unknown as Badge;
const applyBadge = (access: Access[], filter: (role: Role | undefined) => Filter) =>
  badge({
    access,
    contract: countAppliesForAuditor,
    input: (role) => ({ query: filter(role) }),
    count: (answer) => answer.count,
  });
const sum = (counts: { count?: number; Count?: number }[]) => counts.reduce((n, c) => n + (c.count ?? c.Count ?? 0), 0);

const BADGES: Record<BadgeKey, Badge> = {
  review_first: applyBadge([FIRST], () => queueFilter('review_first')),
  review_final: applyBadge([FINAL], () => queueFilter('review_final')),
  helper_review: applyBadge([FIRST, FINAL], (role) => helperFilter(stageOf(role))),
  // what waits for the reviewer: new clues (录入) and dispatches applied to close (申结; issue 28); 检察人员 reads the count
  clue_review: badge({
    access: [{ permissionId: 'denounces', action: 'query' }],
    contract: countDenounces,
    input: () => ({ query: { states: ['录入' as const] } }),
    count: (answer) => sum(answer.counts) + sum((answer.adjunct_counts ?? []).filter((c) => c.state === '申结')),
  }),
  clue_department: badge({
    access: [{ permissionId: 'adjuncts', action: 'query' }],
    contract: countAdjuncts,
    input: () => ({ query: {} }),
    count: (answer) => sum(answer.counts.filter((c) => c.State === '待收')),
  }),
  // the unread received e-mails (docs/decisions-filetransfer.md)
  mail_unread: badge({
    access: [{ permissionId: 'filetransfer', action: 'query' }],
    contract: listFiletransfers,
    input: () => ({ query: { box: 'receive' as const, read: 'false' as const, size: 1 } }),
    count: (answer) => answer.unread,
  }),
  registration_review: badge({
    access: [{ permissionId: 'registrations', action: 'query' }],
    contract: countRegistrations,
    input: () => ({}),
    count: (answer) => answer.count,
  }),
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
  const settings = useCall(
    getConfiguration,
    { query: { id: SETTINGS_ID } },
    {
      enabled: polls && allows(role, [{ permissionId: 'configuration', action: 'get' }]),
      refetchInterval: SETTINGS_REFRESH_MS,
      retry: false,
    },
  );
  const seconds = settings.isError ? undefined : settings.data?.detail.configuration_value.badge_poll_seconds;
  return seconds ? seconds * 1000 : BADGE_POLL_MS;
}

/** The counts the role may see, by badge key (absent while loading or when not permitted). */
export function useBadgeCounts(role: Role | undefined): Partial<Record<BadgeKey, number>> {
  const interval = usePollInterval(role);
  const results = useQueries({
    queries: KEYS.map((key) => {
      const { access, contract, input, count } = BADGES[key];
      return {
        queryKey: callKey(contract, input(role)),
        queryFn: () => callWith(contract, input(role)),
        select: count,
        enabled: allows(role, access),
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
