/**
 * The record a screen opened with, kept while its query fetches again (signed image URLs renewed, a
 * reconnect, window focus): `opened` is the first record the query brought for the current id, and stays
 * so until `reload()` fetches again and moves to the newest. `newer` says the query now holds another
 * version than the one on screen (someone else saved or reviewed it meanwhile). Used by the modify screen
 * (edit-child.tsx) and the review screen (apply-review.tsx), whose users would otherwise lose what they typed.
 */
import { useState } from 'react';
import type { QueryObserverResult } from '@tanstack/react-query';

type Versioned = { id: number; version: number };

export function usePinned<T extends Versioned>(query: {
  data: T | undefined;
  refetch: () => Promise<QueryObserverResult<T>>;
}) {
  const [pinned, setPinned] = useState<T | undefined>(undefined);
  const opened = pinned !== undefined && pinned.id === query.data?.id ? pinned : undefined;
  if (query.data && !opened) setPinned(query.data);
  const reload = async () => {
    const fetched = await query.refetch();
    if (fetched.data) setPinned(fetched.data);
  };
  const shown = opened ?? query.data;
  const newer = shown !== undefined && query.data !== undefined && query.data.version !== shown.version;
  return { opened, newer, reload };
}
