/**
 * Every workflow declared with defineWorkflow (domain/workflow.ts), with the table of domain/state-words.ts its states
 * read by (issue 29 "Plain words"). tests/domain/state-words.test.ts finds every `defineWorkflow` in domain/ and fails
 * when one is missing here, or when a state of one has no word: a new workflow or state is shown in words from the
 * start. The apply workflow's two review variants share their codes but not their words (apply / risk).
 */
import { ALLOWANCE_WORKFLOW } from './allowances';
import { APPLY_WORKFLOW, RISK_APPLY_WORKFLOW } from './apply-states';
import { ADJUNCT_WORKFLOW, DENOUNCE_WORKFLOW } from './denounces';
import type { StateKind } from './state-words';
import { SUPERVISE_WORKFLOW } from './supervise';
import { TASK_AUDIT_WORKFLOW, TASK_WORKFLOW } from './tasks';

export type RegisteredWorkflow = { name: string; states: readonly string[]; kind: StateKind };

export const WORKFLOW_REGISTRY: readonly RegisteredWorkflow[] = [
  { name: 'APPLY_WORKFLOW', states: APPLY_WORKFLOW.states, kind: 'apply' },
  { name: 'RISK_APPLY_WORKFLOW', states: RISK_APPLY_WORKFLOW.states, kind: 'risk' },
  { name: 'TASK_WORKFLOW', states: TASK_WORKFLOW.states, kind: 'task' },
  { name: 'TASK_AUDIT_WORKFLOW', states: TASK_AUDIT_WORKFLOW.states, kind: 'taskAudit' },
  { name: 'DENOUNCE_WORKFLOW', states: DENOUNCE_WORKFLOW.states, kind: 'denounce' },
  { name: 'ADJUNCT_WORKFLOW', states: ADJUNCT_WORKFLOW.states, kind: 'adjunct' },
  { name: 'ALLOWANCE_WORKFLOW', states: ALLOWANCE_WORKFLOW.states, kind: 'allowance' },
  { name: 'SUPERVISE_WORKFLOW', states: SUPERVISE_WORKFLOW.states, kind: 'supervise' },
];
