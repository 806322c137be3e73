/**
 * One way to call (issue 27 "One way to call"; DESIGN "A call is declared once"): a screen asks for data with
 * `useCall(contract, input)` and changes it with `useCallMutation(contract, { invalidates })`, both over TanStack
 * Query and `call()` (./client.ts). There are no per-call wrappers and no hand-written query keys:
 * - a query's key is derived from its contract: `[tag, path, input]` (`callKey`), so two screens asking the same
 *   call with the same input share one cache entry;
 * - a change invalidates by tag: `invalidates: ['meeting']` refetches every query of a contract tagged `meeting`
 *   (by default the mutation's own tag); `invalidateTags` does the same outside a mutation.
 * Errors are `HttpError`s (./http-error.ts), as `call()` rejects.
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { CallInput, CallOutput, Contract } from '../../domain/contracts/define';
import { call } from './client';

/** The query key of a call: its contract's tag, its path and its input (`{}` when none). */
export function callKey<C extends Contract>(contract: C, input?: CallInput<C>): readonly [string, string, unknown] {
  return [contract.tag, contract.path, input ?? {}] as const;
}

/** Calls `contract` with `input`, typed by the contract (the one place a screen's input reaches `call`). */
export function callWith<C extends Contract>(contract: C, input: CallInput<C> | undefined): Promise<CallOutput<C>> {
  return (call as (c: C, i?: CallInput<C>) => Promise<CallOutput<C>>)(contract, input);
}

type QueryOptions<C extends Contract, T> = Omit<
  UseQueryOptions<CallOutput<C>, Error, T, readonly [string, string, unknown]>,
  'queryKey' | 'queryFn'
> & {
  /** Keep the previous answer on screen while the next input loads (paged lists). */
  keepPrevious?: boolean;
};

/**
 * Asks a GET contract with `input` ({ query }): TanStack Query's `useQuery` keyed by `callKey`. Pass
 * `enabled: false` while an input is not ready; `select` reshapes the answer.
 */
export function useCall<C extends Contract, T = CallOutput<C>>(
  contract: C,
  input?: CallInput<C>,
  options: QueryOptions<C, T> = {},
) {
  const { keepPrevious, ...rest } = options;
  return useQuery({
    queryKey: callKey(contract, input),
    queryFn: () => callWith(contract, input),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...rest,
  });
}

/** Refetches every query whose contract carries one of `tags` (prefix match on the key's first element). */
export async function invalidateTags(client: QueryClient, tags: readonly string[]): Promise<void> {
  await Promise.all(tags.map((tag) => client.invalidateQueries({ queryKey: [tag] })));
}

type MutationOptions<C extends Contract> = Omit<
  UseMutationOptions<CallOutput<C>, Error, CallInput<C>>,
  'mutationFn'
> & {
  /** The tags whose queries are refetched after a success (default: the contract's own tag; `[]` for none). */
  invalidates?: readonly string[];
};

/**
 * Changes data through a contract: `mutate(input)` / `mutateAsync(input)` call it; after a success the queries of
 * `invalidates` are refetched (awaited before `onSuccess` runs, so a closing dialog leaves a fresh list behind).
 */
export function useCallMutation<C extends Contract>(contract: C, options: MutationOptions<C> = {}) {
  const client = useQueryClient();
  const { invalidates = [contract.tag], onSuccess, ...rest } = options;
  return useMutation<CallOutput<C>, Error, CallInput<C>>({
    mutationFn: (input) => callWith(contract, input),
    ...rest,
    onSuccess: async (...args) => {
      await invalidateTags(client, invalidates);
      await onSuccess?.(...args);
    },
  });
}
