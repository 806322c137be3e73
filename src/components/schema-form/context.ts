/**
 * What the schema form needs from the screen around it, passed through React context (CONVENTIONS "read
 * from context instead" of cloneElement): the department lists for the town/village pickers, the child
 * director lookup (req children §5), image upload (req children §9).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FormSchema } from '../../../engine/types';

/** A village's director (req children §5): fills director_name / director_cellphone; `controller` is the user id. */
export interface DirectorLookupResult {
  director_name: string;
  director_cellphone: string;
  controller: number;
}

/** Passed to `<SchemaForm context>`; reaches the custom field components through React context. */
export interface SchemaFormContext {
  departments: {
    towns: { id: number; department_name: string }[];
    villages: { id: number; department_name: string; department_parent: number }[];
  };
  /** The active director of a village (req children §5), or null when it has none. */
  lookupDirector: (villageId: number) => Promise<DirectorLookupResult | null>;
  /** Called when the lookup finds no director (the screen shows req children §10's notification). */
  onDirectorMissing?: () => void;
  /** Stores one image and answers its relative path; without it image fields cannot upload. */
  uploadImage?: (file: File) => Promise<{ image_url: string }>;
  /** The displayable URL of a stored image_url (e.g. a CDN or signed-URL prefix, req children §11); default as is. */
  imageSrc?: (image_url: string) => string;
  /**
   * The viewer's role (domain/roles.ts, e.g. 中心领导): picks role-dependent tab titles and read-mode panes
   * (req children §8: tab 11 关爱保护 and its task list for centre roles). Without it everyone's view is shown.
   */
  role?: string;
  /** The child's work orders for tab 11 in read mode (centre roles); without it the list is empty (暂无工单). */
  renderTaskList?: () => ReactNode;
  /** What a tab with `screenPane: name` shows in read mode (the gta screen's tabs 2, 4, 7, 8, 9); without it 暂无内容. */
  renderPane?: (name: string) => ReactNode;
}

const EMPTY: SchemaFormContext = {
  departments: { towns: [], villages: [] },
  lookupDirector: async () => null,
};

/** React context carrying the SchemaFormContext (provided by SchemaForm). */
export const SchemaFormContextValue = createContext<SchemaFormContext>(EMPTY);
/** React context carrying the FormSchema being rendered (provided by SchemaForm). */
export const FormSchemaValue = createContext<FormSchema | null>(null);

/** The SchemaFormContext given to the nearest SchemaForm (empty lists and no director outside one). */
export function useSchemaFormContext(): SchemaFormContext {
  return useContext(SchemaFormContextValue);
}

/** The FormSchema being rendered by the nearest SchemaForm. */
export function useFormSchema(): FormSchema {
  const schema = useContext(FormSchemaValue);
  if (!schema) throw new Error('useFormSchema must be used inside <SchemaForm>');
  return schema;
}
