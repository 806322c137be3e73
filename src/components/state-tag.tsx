/**
 * A state as a tag: its word and colour from the one table (domain/state-words.ts; issue 29 "Plain words"). Every screen
 * that shows the state of an apply, a risk assessment, a work order, a clue or its dispatch, an allowance, an inspection,
 * a registration or a journal shows it through this; the code stays in `data-state` for tests and styles.
 */
import { Tag } from 'antd';
import { stateColor, stateWord, type StateKind } from '../../domain/state-words';

export function StateTag({ kind, state }: { kind: StateKind; state: string | null | undefined }) {
  if (!state) return <>—</>;
  return (
    <Tag color={stateColor(kind, state)} data-state={state}>
      {stateWord(kind, state)}
    </Tag>
  );
}

const DOT: Record<string, string> = {
  default: 'gray',
  geekblue: 'blue',
  volcano: 'red',
  magenta: 'red',
  lime: 'green',
};

/** The colour of a history step's dot (antd Timeline takes CSS colour names): the state's colour, in the nearest CSS name. */
export function stateDotColor(kind: StateKind, state: string | null | undefined): string {
  const c = stateColor(kind, state);
  return DOT[c] ?? c;
}
