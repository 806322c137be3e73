/**
 * The shape of a screen in the console's registry (CONVENTIONS "Screens are configured, not copied"; req shell-and-accounts
 * §3, §6). Features declare their entries with it (src/features/<area>/resources.ts); the shell
 * (src/shell/resources.ts) puts them in order and builds the routes, the menu, the tab titles and the badges.
 * It lives in core so that a feature needs nothing from the shell.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Role } from '../../domain/roles';
import type { Access } from './access';

export type BadgeKey =
  | 'review_first'
  | 'review_final'
  | 'helper_review'
  | 'clue_review'
  | 'clue_department'
  | 'mail_unread'
  | 'registration_review';
export type TitleVariant = { roles: readonly Role[]; title: string };
export type Titled = { title: string; titleFor?: readonly TitleVariant[] };

export interface MenuGroup extends Titled {
  key: string;
  icon: ComponentType;
}

export interface Resource extends Titled {
  path: string;
  icon?: ComponentType;
  access?: readonly Access[];
  group?: string;
  badge?: BadgeKey;
  hideInMenu?: boolean;
  roles?: readonly Role[];
  menuFor?: readonly Role[];
  component: LazyExoticComponent<ComponentType>;
}
