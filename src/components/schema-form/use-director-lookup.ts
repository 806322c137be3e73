/**
 * The child-director lookup in the browser (req children §5 "Child director lookup", §10): when the user picks
 * a lookup village (or a town, which empties its village), the director of the residence village, else of
 * the registered village, fills the director fields, and its user id goes to the form value
 * CONTROLLER_PATH. No director: the director fields and controller are emptied and `onDirectorMissing` is
 * called. Loading a record never looks up; a slower earlier answer never overwrites a later one.
 */
import { useEffect, useRef } from 'react';
import { onFieldInputValueChange, type Form } from '@formily/core';
import { batch } from '@formily/reactive';
import { directorFields, fieldByName, lookupField, lookupVillage, setFormValue } from '../../../engine';
import type { FormSchema } from '../../../engine/types';
import type { SchemaFormContext } from './context';
import { CONTROLLER_PATH, setDirectorLookup } from './form-state';

function fill(form: Form, schema: FormSchema, result: Record<string, unknown> | null): void {
  batch(() => {
    for (const f of directorFields(schema)) setFormValue(form, f.name, result?.[f.name] || undefined);
    form.setValuesIn(CONTROLLER_PATH, result ? result.controller : null);
  });
}

/** Registers the lookup effects on `form` while the calling component is mounted (edit mode only). */
export function useDirectorLookup(schema: FormSchema, form: Form, context: SchemaFormContext, enabled: boolean): void {
  const latest = useRef(context);
  latest.current = context;

  useEffect(() => {
    const director = lookupField(schema);
    if (!enabled || !director) return undefined;
    let sequence = 0;
    const run = async (): Promise<void> => {
      const mine = ++sequence;
      const village = lookupVillage(director, form.values);
      if (village === null) {
        fill(form, schema, null);
        return;
      }
      let result: Awaited<ReturnType<SchemaFormContext['lookupDirector']>>;
      try {
        result = await latest.current.lookupDirector(village);
      } catch {
        return; // a failed request leaves the director as it was; the api client reports the error
      }
      if (mine !== sequence) return;
      fill(form, schema, result as unknown as Record<string, unknown> | null);
      if (!result) latest.current.onDirectorMissing?.();
    };
    const triggers = new Set<string>();
    for (const name of director.lookup ?? []) {
      triggers.add(name);
      const town = fieldByName(schema, name)?.field.town;
      if (town) triggers.add(town);
    }
    const key = `schema-form-director-${schema.id}`;
    form.addEffects(key, () => {
      for (const name of triggers) onFieldInputValueChange(name, () => void run());
    });
    setDirectorLookup(form, () => void run());
    return () => {
      sequence++;
      form.removeEffects(key);
      setDirectorLookup(form, undefined);
    };
  }, [schema, form, enabled]);
}
