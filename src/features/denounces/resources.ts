/**
 * The clue screens in the resource registry (src/app/resources.ts; req clues §1, §3; issue 18): the lists of
 * denounce-list-specs.ts, the reviewers' under 线索管理 (the centre and 系统管理) or 边缘儿童线索 (检察领导), the
 * department's under 部门线索 (部门领导). The review lists carry the badge of what waits for the caller.
 */
import { lazy } from 'react';
import { AlertOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';
import { DENOUNCE_LIST_SPECS } from './denounce-list-specs';

const DenounceListScreen = lazy(async () => ({ default: (await import('./denounce-list-screen')).DenounceListScreen }));

export const DENOUNCE_RESOURCES: readonly Resource[] = DENOUNCE_LIST_SPECS.map((spec): Resource => ({
  path: spec.path,
  title: spec.title,
  group: spec.group,
  icon: AlertOutlined,
  menuFor: spec.menu,
  access: [{ permissionId: spec.side === 'review' ? 'denounces' : 'adjuncts', action: 'query' }],
  ...(spec.path.endsWith('/DenounceList2')
    ? { badge: 'clue_review' as const }
    : spec.path === '/denounceSub/received'
      ? { badge: 'clue_department' as const }
      : {}),
  component: DenounceListScreen,
}));
