/**
 * The tabs the gta screen fills between the form's own (req gta §2; the schema's `screenPane` tabs of
 * schemas/investigate_gta.ts) and when each shows:
 * - 跨部门信息 (`important`): always, with 编辑边缘认定信息 / 编辑帮教措施 for the roles that edit those tabs (issue 28);
 * - 专班人员 (`taskForce`): unless the minor's escort genre is 正常;
 * - 动态管理信息 (`subsins`): to the roles that read dynamic management (sins:query);
 * - 劝导记录 (`persuasion`): for a 紫色 minor, to the roles that read the logs (persuasions:query);
 * - 综合评价 (`appraises`): to the appraiser roles (appraises:query).
 * `useGtaPanes` answers the schema without the tabs that do not show and the pane renderer.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import type { FormSchema } from '../../../../../engine/types';
import { ESCORT_GENRE_NORMAL, PERSUASION_LEVEL } from '../../../../../domain/escort';
import type { Child } from '../../../../../domain/contracts/child';
import { useCurrentUser } from '../../../../core/session/current-user';
import { ChildAppraises } from '../child-appraises';
import { ChildImportant } from './child-important';
import { ChildPersuasions } from './child-persuasions';
import { ChildTaskForce } from './child-task-force';
import { ChildSubsins } from './child-subsins';
import { GtaTabEditor } from './gta-tab-editor';

export function useGtaPanes(
  schema: FormSchema,
  record: Child,
): { schema: FormSchema; renderPane: (name: string) => ReactNode } {
  const { can } = useCurrentUser();
  const important = (record.information.important ?? {}) as Record<string, unknown>;
  const shown: Record<string, boolean> = {
    important: true,
    taskForce: important.escort_genre !== ESCORT_GENRE_NORMAL,
    subsins: can('sins', 'query'),
    // the level is also a record column, for a caller that reads no form (a liaison volunteer)
    persuasion: (important.escort_level ?? record.escort_level) === PERSUASION_LEVEL && can('persuasions', 'query'),
    appraises: can('appraises', 'query'),
  };
  const key = Object.entries(shown)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .join(',');
  const visible = useMemo(
    () => ({
      ...schema,
      tabs: schema.tabs.filter((t) => !t.screenPane || key.split(',').includes(t.screenPane)),
    }),
    [schema, key],
  );
  const renderPane = useCallback(
    (name: string): ReactNode => {
      switch (name) {
        case 'important':
          // the prosecutor side's own tabs of the form are edited from here too (issue 28)
          return (
            <>
              <ChildImportant record={record} />
              <GtaTabEditor record={record} />
            </>
          );
        case 'taskForce':
          return <ChildTaskForce record={record} />;
        case 'subsins':
          return <ChildSubsins child={record.id} />;
        case 'persuasion':
          return <ChildPersuasions record={record} />;
        case 'appraises':
          return <ChildAppraises child={record.id} />;
        default:
          return null;
      }
    },
    [record],
  );
  return { schema: visible, renderPane };
}
