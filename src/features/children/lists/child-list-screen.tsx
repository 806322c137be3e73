/**
 * The one children list screen (issue 15 "Every list route of /children is a configuration of the one list
 * page"): it finds the spec of its address (specs.ts) and hands the generic list page a config built from
 * it: the spec's filters and columns, its fixed query, the row actions the caller may use, and a toolbar with
 * 显示全名 (names:get), 导出 (children:export: the list as filtered, masked as shown, 儿童列表_<date>.xlsx)
 * and 创建儿童 on the main lists for the roles that create children or submit creates. A list is the contract
 * `listChildren` with the spec's preset as its fixed query (the twin list: `listTwinChildren`; 我督导的儿童:
 * `listChildrenForDominator` for the caller's own id, issue 28); the filters write
 * its query parameters (issue 27 "One way to call").
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { CHILD_LIST_PAGE_SIZE } from '../../../../domain/constants';
import { listChildren } from '../../../../domain/contracts/child';
import { listChildrenForDominator, listTwinChildren } from '../../../../domain/contracts/child-lists';
import { listLabels } from '../../../../domain/contracts/label';
import { download } from '../../../api/client';
import { exportChildren } from '../../../../domain/contracts/child-lists';
import type { CallInput } from '../../../../domain/contracts/define';
import { invalidateTags, useCall } from '../../../api/use-call';
import { feedback, notifyError } from '../../../core/feedback';
import { usePageTitle } from '../../../core/page-title';
import { useCurrentUser } from '../../../core/session/current-user';
import { ListPage } from '../../../components/list-page/list-page';
import type { ListConfig, ListParams } from '../../../components/list-page/types';
import { listQuery } from '../../../components/list-page/use-list-controller';
import { CreateChildButton } from '../create-child-button';
import { RevealControl } from '../reveal-control';
import { ReportSinButton } from './report-sin-button';
import { rowActions, type Dialog } from './actions';
import { columnsOf, type ChildRow } from './columns';
import { ChildListDialogs } from './dialogs';
import { dominatorFilterDef, filterDef, isPlaceFilter, placeFilterDef } from './filters';
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
      // the list's query without the paging (the contract checks it before anything is sent)
      const { page: _page, size: _size, ...query } = listQuery(spec.preset, params);
      const name = await download(exportChildren, { query: query as CallInput<typeof exportChildren>['query'] });
      feedback.message.success(`已导出 ${name}`);
    } catch (error) {
      notifyError(error, '导出失败，请重试');
    } finally {
      hide();
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      导出
    </Button>
  );
}

export function ChildListScreen() {
  const { pathname } = useLocation();
  const spec = specAt(pathname);
  const title = usePageTitle();
  const { can, role, info } = useCurrentUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const changed = useCallback(() => {
    void invalidateTags(client, ['child']);
  }, [client]);
  const mayCreate = CREATE_LISTS.includes(spec.path) && (can('children', 'add') || can('applies', 'add'));
  // the export is the main list call's: not for the twin list nor the supervised children (other calls)
  const mayExport = can('children', 'export') && (spec.source ?? 'children') === 'children';
  // the tags to filter by (the twin list is another call, without them)
  const labels = useCall(listLabels, undefined, {
    select: (answer) => answer.list,
    enabled: (spec.source ?? 'children') === 'children',
    staleTime: 60_000,
  }).data;

  const page = useMemo(() => {
    const hasTown = spec.filters.includes('town');
    const actions = rowActions(spec.actions, { role, can, open: setDialog, changed });
    const common = {
      title,
      pageSize: CHILD_LIST_PAGE_SIZE,
      columns: columnsOf(spec.columns),
      rowKey: (row: ChildRow) => row.id,
      actions,
      // wide enough for the labels on one line (14 px a character, the gaps and the cell's padding)
      actionsWidth: 32 + actions.reduce((w, a) => w + a.label.length * 14 + 8, 0),
      emptyText: spec.emptyText,
      // on a phone a card (issue 29): the child (masked as the list gives it), where, its state and level, 查看
      card: {
        title: 'child_name',
        place: ['department_name', 'village_name'],
        state: 'genre',
        lines: ['level', 'character', 'helpers', 'twin_key', 'deleted'],
        action: actions.some((a) => a.key === 'view') ? 'view' : undefined,
      },
      toolbarFor: (params: ListParams) => (
        <>
          <RevealControl />
          {mayExport && <ExportButton params={params} spec={spec} />}
          {spec.report && can('sins', 'add') && <ReportSinButton />}
          {mayCreate && (
            <CreateChildButton
              onPick={(genre) =>
                navigate(`/childDetail/childTables?state=${encodeURIComponent('创建')}&genre=${genre}`)
              }
            />
          )}
        </>
      ),
    };
    if (spec.source === 'twins') {
      const config: ListConfig<ChildRow, typeof listTwinChildren> = {
        ...common,
        contract: listTwinChildren,
        filters: spec.filters.filter(isPlaceFilter).map((f) => placeFilterDef(f, info.department_id, hasTown)),
      };
      return <ListPage key={spec.path} config={config} />;
    }
    if (spec.source === 'dominator') {
      const config: ListConfig<ChildRow, typeof listChildrenForDominator> = {
        ...common,
        contract: listChildrenForDominator,
        query: { dominator: info.id },
        filters: spec.filters.flatMap((f) => dominatorFilterDef(f) ?? []),
      };
      return <ListPage key={spec.path} config={config} />;
    }
    const config: ListConfig<ChildRow, typeof listChildren> = {
      ...common,
      contract: listChildren,
      query: spec.preset,
      // every list of the child list call may be filtered by tags
      filters: [...spec.filters, 'label' as const].map((f) => filterDef(f, info.department_id, hasTown, labels)),
    };
    return <ListPage key={spec.path} config={config} />;
  }, [spec, title, info.id, info.department_id, role, can, changed, mayExport, mayCreate, navigate, labels]);

  return (
    <>
      {spec.note && (
        <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>
          {spec.note}
        </Typography.Paragraph>
      )}
      {page}
      <ChildListDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        changed={changed}
        directHelpers={can('helpers', 'edit')}
      />
    </>
  );
}
