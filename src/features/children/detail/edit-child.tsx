/**
 * Modify mode: loads the child, then the editor with its form values and version.
 *
 * The editor keeps the record it opened with: a later fetch of the same child (the signed image URLs are
 * fetched again before they expire, see useChild; a reconnect fetches too) refreshes only the image URLs.
 * Were the editor to follow a newer version, it would start again from that version and silently drop
 * what the user had typed; instead the save meets the version check (409) and the user chooses to reload
 * (`onReload`), which is when the editor moves to the newest record. A newer version is announced as soon
 * as it is fetched, with 重新加载 behind a confirmation (it discards what was typed).
 */
import { App } from 'antd';
import type { FormSchema } from '../../../../engine/types';
import { ChildEditor } from './child-editor';
import { LoadFailed, Loading, NewerVersion } from '../../../components/child-record/detail-results';
import { useChild } from './use-child';
import { usePinned } from '../../../components/child-record/use-pinned';
import { useRecordTitle } from '../../../core/page-title';

const NEWER = '该儿童的记录已被他人修改。您输入的内容仍在，但提交时将因记录已变更而失败；重新加载可查看最新记录。';

export function EditChild({ schema, id }: { schema: FormSchema; id: number }) {
  const { modal } = App.useApp();
  const child = useChild(id);
  const { opened, newer, reload } = usePinned(child);
  useRecordTitle((opened ?? child.data)?.child_name);
  if (child.isPending) return <Loading />;
  if (child.isError && !opened)
    return <LoadFailed error={child.error} fallback="加载儿童信息失败，请重试" onRetry={() => child.refetch()} />;
  const record = opened ?? child.data!;
  const confirmReload = () =>
    modal.confirm({
      title: '提示',
      content: '重新加载将放弃尚未提交的修改，确定吗？',
      okText: '重新加载',
      cancelText: '取消',
      onOk: reload,
    });
  return (
    <>
      {newer && <NewerVersion message={NEWER} onReload={confirmReload} />}
      <ChildEditor
        key={record.version}
        schema={schema}
        child={record}
        imageUrls={child.data?.image_urls ?? record.image_urls}
        onReload={reload}
      />
    </>
  );
}
