/**
 * 动态事件 (issue 28 "Dynamic-management cases have a screen"; req gta §2.7, §8.3; domain/sins.ts): the cases the
 * escort departments reported, newest first, by behaviour type and a part of the title, with how many minors each
 * names and how many are matched to registered minors. 打开 opens the case in a drawer (sin-case-drawer.tsx) to read
 * its minors, correct it (修改) and match it again (重新匹配); the toolbar reports a new case (上报动态事件).
 */
import { useMemo, useState } from 'react';
import { Tag } from 'antd';
import { listSinsForMix, type sinItem } from '../../../../domain/contracts/sin';
import { SIN_GENRES } from '../../../../domain/sins';
import type { z } from 'zod';
import { usePageTitle } from '../../../core/page-title';
import { useCurrentUser } from '../../../core/session/current-user';
import { formatDateTime } from '../../../components/datetime';
import { ListPage } from '../../../components/list-page/list-page';
import type { ListConfig } from '../../../components/list-page/types';
import { ReportSinButton } from './report-sin-button';
import { SinCaseDrawer } from './sin-case-drawer';

type Sin = z.infer<typeof sinItem>;

export function SinCaseScreen() {
  const title = usePageTitle();
  const { can } = useCurrentUser();
  const [open, setOpen] = useState<Sin | null>(null);
  const config = useMemo(
    (): ListConfig<Sin, typeof listSinsForMix> => ({
      title,
      contract: listSinsForMix,
      pageSize: 10,
      filters: [
        {
          kind: 'multiSelect',
          name: 'genres',
          label: '行为类型',
          options: SIN_GENRES.map((g) => ({ value: g, label: g })),
        },
        { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '事件名称' },
      ],
      columns: [
        { key: 'title', title: '事件名称', render: (_: unknown, s) => s.sin_information.sin_title },
        { key: 'genre', title: '行为类型', render: (_: unknown, s) => <Tag>{s.sin_genre}</Tag> },
        { key: 'department', title: '上报部门', render: (_: unknown, s) => s.sin_information.sin_department_name },
        { key: 'time', title: '发生时间', render: (_: unknown, s) => formatDateTime(s.sin_datetime) },
        {
          key: 'matched',
          title: '已匹配 / 涉及人数',
          render: (_: unknown, s) => (
            <Tag color={s.matched_count === s.subsin_count ? 'green' : 'orange'}>
              {s.matched_count} / {s.subsin_count}
            </Tag>
          ),
        },
      ],
      rowKey: (s) => s.id,
      actions: [{ key: 'open', label: '打开', onClick: (s) => setOpen(s) }],
      toolbar: can('sins', 'add') ? <ReportSinButton /> : undefined,
      emptyText: '暂无动态事件',
    }),
    [title, can],
  );
  return (
    <>
      <ListPage config={config} />
      {open && <SinCaseDrawer sin={open} onClose={() => setOpen(null)} />}
    </>
  );
}
