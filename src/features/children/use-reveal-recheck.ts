/**
 * Re-checks the caller's reveal of full names (seed 002 §5, §9) every `intervalMs` while `enabled`: when it
 * ends (run out or ended elsewhere) the child records on screen are fetched again, so they show masked at
 * once. The gta screen uses REVEAL_RECHECK_MS (60 s) for its basic view and LOG_REVEAL_RECHECK_MS (2 s) while
 * a persuasion log is open. Roles without names:get never reveal, so nothing is polled for them.
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { childKeys, revealKeys, revealState } from '../../api/child';
import { useCurrentUser } from '../../core/session/current-user';

export function useRevealRecheck(intervalMs: number, enabled = true): void {
  const { can } = useCurrentUser();
  const client = useQueryClient();
  const state = useQuery({ queryKey: revealKeys.state, queryFn: revealState, enabled: enabled && can('names', 'get'), refetchInterval: intervalMs, retry: false });
  const was = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (state.data === undefined) return;
    if (was.current !== undefined && was.current > 0 && state.data <= 0) void client.invalidateQueries({ queryKey: childKeys.all });
    was.current = state.data;
  }, [state.data, client]);
}
