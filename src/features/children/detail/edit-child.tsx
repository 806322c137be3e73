/** Modify mode: loads the child, then the editor with its form values and version. */
import type { FormSchema } from '../../../../engine/types';
import { ChildEditor } from './child-editor';
import { LoadFailed, Loading } from './detail-results';
import { useChild } from './use-child';

export function EditChild({ schema, id }: { schema: FormSchema; id: number }) {
  const child = useChild(id);
  if (child.isPending) return <Loading />;
  if (child.isError) return <LoadFailed error={child.error} fallback="加载儿童信息失败，请重试" onRetry={() => child.refetch()} />;
  return <ChildEditor key={child.data.version} schema={schema} child={child.data} onReload={() => child.refetch()} />;
}
