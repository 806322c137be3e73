/**
 * What changed since the last round of a corrected apply (req applies-review §9): the fields whose values differ
 * between the content the reviewer returned (`apply_information.previous`) and the content resubmitted, each with its
 * tab, label (from the schema), the value returned and the value now (ChangeSummary). Both sides come masked from the
 * server as the rest of the apply does (names and ID numbers unless the session revealed them).
 */
import { useMemo } from 'react';
import { diff } from '../../../../engine';
import type { FormSchema, FormValues } from '../../../../engine/types';
import { useChildFormContext } from '../../../components/child-record/use-form-context';
import { ChangeSummary } from './change-summary';
import type { PlaceNames } from './change-values';

type Props = { schema: FormSchema; previous: FormValues | undefined; now: FormValues | undefined };

export function RoundChanges({ schema, previous, now }: Props) {
  const { context } = useChildFormContext();
  const changes = useMemo(() => diff(schema, previous ?? null, now ?? {}), [schema, previous, now]);
  const places: PlaceNames = useMemo(
    () =>
      new Map([...context.departments.towns, ...context.departments.villages].map((d) => [d.id, d.department_name])),
    [context.departments],
  );
  return (
    <div data-testid="round-changes" style={{ marginBottom: 16 }}>
      <ChangeSummary
        schema={schema}
        changes={changes}
        places={places}
        role={context.role}
        beforeLabel="上次提交"
        columnTitles={['退回时', '重新提交']}
        title={`自上次退回以来的修改（共 ${changes.length} 项）`}
      />
    </div>
  );
}
