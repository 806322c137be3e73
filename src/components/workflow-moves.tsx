/**
 * The buttons of a workflow (issue 27 "One way to move"): one per move the caller may take from the record's state
 * (domain/workflow.ts `movesFrom`), in the workflow's order, labelled with the move's Chinese label. A move that needs
 * nothing asks for a confirmation, then calls `onMove`; a move that needs something (a reason, a result, photos) calls
 * `onMove` at once, and the screen opens its dialog for it. The server checks every move again (server/http/apply-move.ts).
 *
 * `only` limits the buttons to the moves this place offers (a screen may leave some to another); `looks` sets a move's
 * confirmation text, its OK text, its colour and its button text (`text`, when the button reads shorter than the
 * move's label: 通过 for 初审通过). By default a move without needs is a primary button confirmed with 确定{label}？,
 * and one with needs a danger button.
 *
 * `confirmIn: 'screen'` leaves every confirmation to the screen: each button calls `onMove` at once (the apply and risk
 * reviews confirm in a modal, after checking their reason box). `loading` shows every button busy (a move under way).
 */
import { Button, Popconfirm } from 'antd';
import type { Caller, MoveSpec, Workflow } from '../../domain/workflow';

export type MoveLook = { confirm?: string; okText?: string; primary?: boolean; danger?: boolean; text?: string };

type Props<S extends string, M extends Record<string, MoveSpec<S>>> = {
  workflow: Workflow<S, M>;
  state: string;
  caller: Caller;
  only?: readonly (keyof M & string)[];
  looks?: Partial<Record<keyof M & string, MoveLook>>;
  size?: 'small' | 'middle';
  /** Where a move without needs is confirmed: in a popconfirm on its button (default), or by the screen in `onMove`. */
  confirmIn?: 'popconfirm' | 'screen';
  loading?: boolean;
  onMove: (move: keyof M & string, spec: M[keyof M & string]) => void | Promise<unknown>;
};

/** The moves `caller` may press now, as buttons (a fragment: the screen lays them out). */
export function WorkflowMoves<S extends string, M extends Record<string, MoveSpec<S>>>({
  workflow,
  state,
  caller,
  only,
  looks,
  size,
  confirmIn,
  loading,
  onMove,
}: Props<S, M>) {
  const moves = workflow.movesFrom(state, caller).filter((m) => !only || only.includes(m.name));
  return (
    <>
      {moves.map((m) => {
        const asks = !m.needs?.length;
        const look: MoveLook = { primary: asks, danger: !asks, ...looks?.[m.name] };
        const spec = workflow.moves[m.name];
        const button = (onClick?: () => void) => (
          <Button
            key={m.name}
            size={size}
            type={look.primary ? 'primary' : 'default'}
            danger={look.danger}
            loading={loading}
            onClick={onClick}
          >
            {look.text ?? m.label}
          </Button>
        );
        if (!asks || confirmIn === 'screen')
          return button(() => {
            void onMove(m.name, spec);
          });
        return (
          <Popconfirm
            key={m.name}
            title={look.confirm ?? `确定${m.label}？`}
            okText={look.okText ?? '确定'}
            cancelText="取消"
            onConfirm={() => onMove(m.name, spec)}
          >
            {button()}
          </Popconfirm>
        );
      })}
    </>
  );
}
