/**
 * Modify mode: loads the child, then the editor with its form values and version.
 *
 * The editor keeps the record it opened with: a later fetch of the same child (the signed image URLs are
 * fetched again before they expire, see useChild; a reconnect fetches too) refreshes only the image URLs.
 * Were the editor to follow a newer version, it would start again from that version and silently drop
 * what the user had typed; instead the save meets the version check (409) and the user chooses to reload
 * (`onReload`), which is when the editor moves to the newest record.
 */
import { useState } from 'react';
import type { FormSchema } from '../../../../engine/types';
import type { Child } from '../../../api/child';
import { ChildEditor } from './child-editor';
import { LoadFailed, Loading } from './detail-results';
import { useChild } from './use-child';

export function EditChild({ schema, id }: { schema: FormSchema; id: number }) {
  const child = useChild(id);
  const [pinned, setPinned] = useState<Child | undefined>(undefined);
  const opened = pinned?.id === child.data?.id ? pinned : undefined;
  if (child.data && !opened) setPinned(child.data);
  const reload = async () => {
    const fetched = await child.refetch();
    if (fetched.data) setPinned(fetched.data);
  };
  if (child.isPending) return <Loading />;
  if (child.isError && !opened) return <LoadFailed error={child.error} fallback="加载儿童信息失败，请重试" onRetry={() => child.refetch()} />;
  const record = opened ?? child.data!;
  return <ChildEditor key={record.version} schema={schema} child={record} imageUrls={child.data?.image_urls ?? record.image_urls} onReload={reload} />;
}
