/**
 * The one children list screen (issue 15 "Every list route of /children is a configuration of the one list
 * page"): it finds the spec of its address (specs.ts) and hands the generic list page a config built from
 * it: the spec's filters and columns, its fixed query, the row actions the caller may use, and a toolbar with
 * 显示全名 (names:get), 导出 (children:export: the list as filtered, masked as shown, 儿童列表_<date>.xlsx)
 * and 创建儿童 on the main lists for the roles that create children or submit creates.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { CHILD_LIST_PAGE_SIZE } from '../../../../domain/constants';
import { childKeys, exportChildren, listChildren, listTwins } from '../../../api/child';
import { getLabels, labelKeys } from '../../../api/label';
import { feedback, notifyError } from '../../../core/feedback';
import { usePageTitle } from '../../../core/page-title';
import { useCurrentUser } from '../../../core/session/current-user';
import { ListPage } from '../../../components/list-page/list-page';
import type { ListConfig, ListParams } from '../../../components/list-page/types';
import { CreateChildButton } from '../create-child-button';
import { RevealControl } from '../reveal-control';
import { ReportSinButton } from './report-sin-button';
import { rowActions, type Dialog } from './actions';
import { columnsOf, type ChildRow } from './columns';
import { ChildListDialogs } from './dialogs';
import { filterDef, queryOfFilters } from './filters';
import { CHILD_LIST_SPECS, type ChildListSpec } from './specs';

const CREATE_LISTS = ['/children/ChildrenList', '/children/ChildrenListCenter'];

function specAt(pathname: string): ChildListSpec {
  return CHILD_LIST_SPECS.find((s) => s.path.toLowerCase() === pathname.toLowerCase()) ?? CHILD_LIST_SPECS[0];
}

function ExportButton({ params, spec }: { params: ListParams; spec: ChildListSpec }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const hide = feedback.message.loading('正在导出…', 0);
    try {
      const name = await exportChildren({ ...queryOfFilters(params.filters), ...spec.preset });
      feedback.message.success(`已导出 ${name}`);
    } catch (error) {
      notifyError(error, '导出失败，请重试');
    } finally {
      hide();
      setBusy(false);
    }
  };
  return <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>导出</Button>;
}

export function ChildListScreen() {
  const { pathname } = useLocation();
  const spec = specAt(pathname);
  const title = usePageTitle();
  const { can, role, info } = useCurrentUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const changed = useCallback(() => { void client.invalidateQueries({ queryKey: childKeys.all }); }, [client]);
  const mayCreate = CREATE_LISTS.includes(spec.path) && (can('children', 'add') || can('applies', 'add'));
  const mayExport = can('children', 'export') && spec.source !== 'twins';
  // every list of the child list call may be filtered by tags (the twin list is another call)
  const labels = useQuery({ queryKey: labelKeys.list, queryFn: getLabels, enabled: spec.source !== 'twins', staleTime: 60_000 }).data;

  const config = useMemo((): ListConfig<ChildRow> => {
    const hasTown = spec.filters.includes('town');
    const actions = rowActions(spec.actions, { role, can, open: setDialog, changed });
    return {
      title,
      pageSize: CHILD_LIST_PAGE_SIZE,
      filters: [...spec.filters, ...(spec.source === 'twins' ? [] : ['label' as const])].map((f) => filterDef(f, info.department_id, hasTown, labels)),
      columns: columnsOf(spec.columns),
      rowKey: (row) => row.id,
      actions,
      // wide enough for the labels on one line (14 px a character, the gaps and the cell's padding)
      actionsWidth: 32 + actions.reduce((w, a) => w + a.label.length * 14 + 8, 0),
      emptyText: spec.emptyText,
      queryKey: (params) => childKeys.list({ list: spec.path, ...params }),
      fetch: ({ page, size, filters }) => (spec.source === 'twins'
        ? listTwins({ department: queryOfFilters(filters).department, village: queryOfFilters(filters).village, page, size })
        : listChildren({ ...queryOfFilters(filters), ...spec.preset, page, size })),
      toolbarFor: (params) => (
        <>
          <RevealControl />
          {mayExport && <ExportButton params={params} spec={spec} />}
          {spec.report && can('sins', 'add') && <ReportSinButton onDone={changed} />}
          {mayCreate && <CreateChildButton onPick={(genre) => navigate(`/childDetail/childTables?state=${encodeURIComponent('创建')}&genre=${genre}`)} />}
        </>
      ),
    };
  }, [spec, title, info.department_id, role, can, changed, mayExport, mayCreate, navigate, labels]);

  return (
    <>
      {spec.note && <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>{spec.note}</Typography.Paragraph>}
      <ListPage key={spec.path} config={config} />
      <ChildListDialogs dialog={dialog} onClose={() => setDialog(null)} changed={changed} directHelpers={can('helpers', 'edit')} />
    </>
  );
}
