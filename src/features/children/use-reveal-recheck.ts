/**
 * Re-checks the caller's reveal of full names (req children §7.2) every `intervalMs` while `enabled`: when it
 * ends (run out or ended elsewhere) the child records on screen are fetched again (the `child` tag), so they show
 * masked at once. The gta screen uses REVEAL_RECHECK_MS (60 s) for its basic view and LOG_REVEAL_RECHECK_MS (2 s)
 * while a persuasion log is open. Roles without names:get never reveal, so nothing is polled for them.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getReveal } from '../../../domain/contracts/child-state';
import { invalidateTags, useCall } from '../../api/use-call';
import { useCurrentUser } from '../../core/session/current-user';

/** The reveal's milliseconds left (GET /api/child/reveal, `getReveal`; 0: masked), asked every `intervalMs` while `enabled`. */
export function useRevealState(enabled: boolean, intervalMs: number) {
  return useCall(getReveal, undefined, {
    select: (answer) => answer.expires_in,
    enabled,
    refetchInterval: intervalMs,
    retry: false,
  });
}

export function useRevealRecheck(intervalMs: number, enabled = true): void {
  const { can } = useCurrentUser();
  const client = useQueryClient();
  const state = useRevealState(enabled && can('names', 'get'), intervalMs);
  const was = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (state.data === undefined) return;
    if (was.current !== undefined && was.current > 0 && state.data <= 0) void invalidateTags(client, ['child']);
    was.current = state.data;
  }, [state.data, client]);
}
