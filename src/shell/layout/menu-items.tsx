/**
 * The side menu's items, generated from the resource registry for a role (req shell-and-accounts §6): only permitted
 * entries, grouped by MENU_GROUPS, role-dependent titles, and the polled badge counts.
 */
import { createElement, type ReactNode } from 'react';
import { Badge, type MenuProps } from 'antd';
import type { Role } from '../../../domain/roles';
import { MENU_GROUPS, menuResources, titleOf, type BadgeKey, type Resource } from '../resources';

type Item = NonNullable<MenuProps['items']>[number];

function labelWithCount(title: string, count: number | undefined): ReactNode {
  if (!count) return title;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {title}
      <Badge count={count} size="small" overflowCount={99} />
    </span>
  );
}

function itemOf(resource: Resource, role: Role | undefined, counts: Partial<Record<BadgeKey, number>>): Item {
  return {
    key: resource.path,
    icon: resource.icon ? createElement(resource.icon) : undefined,
    label: labelWithCount(titleOf(resource, role), resource.badge ? counts[resource.badge] : undefined),
  };
}

export function buildMenuItems(role: Role | undefined, counts: Partial<Record<BadgeKey, number>>): Item[] {
  const visible = menuResources(role);
  const items: Item[] = [];
  const placedGroups = new Set<string>();
  for (const resource of visible) {
    if (!resource.group) {
      items.push(itemOf(resource, role, counts));
      continue;
    }
    if (placedGroups.has(resource.group)) continue;
    placedGroups.add(resource.group);
    const group = MENU_GROUPS.find((g) => g.key === resource.group);
    const members = visible.filter((r) => r.group === resource.group);
    const total = members.reduce((sum, r) => sum + (r.badge ? (counts[r.badge] ?? 0) : 0), 0);
    items.push({
      key: `group:${resource.group}`,
      icon: group ? createElement(group.icon) : undefined,
      label: labelWithCount(group ? titleOf(group, role) : resource.group, total),
      children: members.map((r) => itemOf(r, role, counts)),
    });
  }
  return items;
}

/** The keys of all groups, to open them by default. */
export function groupKeys(): string[] {
  return MENU_GROUPS.map((g) => `group:${g.key}`);
}
