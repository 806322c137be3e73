/**
 * One pane of a schema form's tabs, as schema-tabs.tsx reads it from the compiled schema.
 */
import type React from 'react';

/** A field of a pane whose errors its tab title counts; `table`: an array table (its rows' cells count). */
export interface PaneField {
  name: string;
  table: boolean;
}

/** One pane of the tabs: its key, title, built content, and the fields its title counts errors of. */
export interface Pane {
  name: string;
  title: string;
  content: React.ReactElement;
  fields: PaneField[];
}
