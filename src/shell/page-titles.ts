/**
 * The title of an opened address, for the multi-tab bar: the registry's role-dependent title, with the
 * child detail screen named by its mode (req children §2: 创建 / 修改 / 审核 / 仅查看).
 */
import type { Role } from '../../domain/roles';
import { CHILD_DETAIL_PATH, resourceAt, titleOf } from './resources';

const DETAIL_TITLES: Record<string, string> = {
  创建: '创建儿童',
  修改: '修改儿童',
  审核: '儿童审核',
  仅查看: '儿童详情',
};

/** The tab title of an address, or null for an address that only redirects (/, unknown paths). */
export function titleForLocation(pathname: string, search: string, role: Role | undefined): string | null {
  const resource = resourceAt(pathname);
  if (resource?.path === CHILD_DETAIL_PATH) {
    const query = new URLSearchParams(search);
    const state = query.get('state') ?? '仅查看';
    // 修改 with an apply: its applicant corrects a returned application (req applies-review §9)
    if (state === '修改' && query.get('apply')) return '修改申请';
    return DETAIL_TITLES[state] ?? titleOf(resource, role);
  }
  if (resource) return titleOf(resource, role);
  if (pathname === '/404') return '页面不存在';
  return null;
}
