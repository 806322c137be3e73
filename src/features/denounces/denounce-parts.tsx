/**
 * The parts of a clue's drawer (denounce-drawer.tsx; issue 18): the photo strip and the dispatch
 * cards, each dispatch with every step (who, when, why, the result's photos) and the buttons the caller may press;
 * the clue's own steps (转为工单 and what its work order's review made of it: issue 28).
 */
import type { ReactNode } from 'react';
import { Card, Image, Space, Timeline, Typography } from 'antd';
import { ADJUNCT_MOVES } from '../../../domain/denounces';
import type { AdjunctItem as Adjunct, ClueStep } from '../../../domain/contracts/denounce';
import { stateWord } from '../../../domain/state-words';
import { formatDateTime } from '../../components/datetime';
import { StateTag, stateDotColor } from '../../components/state-tag';

/** Photos as thumbnails, previewed together (signed URLs from the answer). */
export function Photos({
  images,
  urls,
  size,
  alt,
}: {
  images: { url: string }[];
  urls: Record<string, string>;
  size: number;
  alt: string;
}) {
  return (
    <Image.PreviewGroup>
      {images.map((p) => (
        <Image
          key={p.url}
          src={urls[p.url]}
          width={size}
          height={size}
          style={{ objectFit: 'cover', marginRight: 4 }}
          alt={alt}
        />
      ))}
    </Image.PreviewGroup>
  );
}

/** Each dispatch of a clue as a card: its department, state, the steps' timeline and `buttons(a)`. */
export function AdjunctCards({
  adjuncts,
  urls,
  buttons,
}: {
  adjuncts: readonly Adjunct[];
  urls: Record<string, string>;
  buttons: (a: Adjunct) => ReactNode;
}) {
  return (
    <>
      {adjuncts.map((a) => (
        <Card
          key={a.id}
          size="small"
          style={{ marginBottom: 8 }}
          title={
            <Space>
              {a.department_name ?? `部门 #${a.adjunct_department}`}
              <StateTag kind="adjunct" state={a.adjunct_state} />
            </Space>
          }
          extra={<Space>{buttons(a)}</Space>}
        >
          <Timeline
            items={a.adjunct_information.history.map((s, i) => ({
              key: i,
              color: stateDotColor('adjunct', s.state),
              children: (
                <div>
                  <div>
                    {s.move === 'dispatch'
                      ? '分派'
                      : (ADJUNCT_MOVES[s.move as keyof typeof ADJUNCT_MOVES]?.label ?? s.move)}{' '}
                    → {stateWord('adjunct', s.state)} · {s.name} · {formatDateTime(s.at)}
                  </div>
                  {(s.reason || s.result) && <Typography.Text type="secondary">{s.reason ?? s.result}</Typography.Text>}
                  {s.images?.length ? <Photos images={s.images} urls={urls} size={48} alt="办理照片" /> : null}
                </div>
              ),
            }))}
          />
        </Card>
      ))}
    </>
  );
}

/** The clue's own steps, oldest first: the step, the clue's state after it, who, when, which work order, why. */
export function ClueHistory({ steps }: { steps: readonly ClueStep[] }) {
  return (
    <Timeline
      items={steps.map((s, i) => ({
        key: i,
        color: stateDotColor('denounce', s.state),
        children: (
          <div>
            <div>
              {s.label}
              {s.task ? `（工单 #${s.task}）` : ''} → 线索{stateWord('denounce', s.state)} · {s.name} ·{' '}
              {formatDateTime(s.at)}
            </div>
            {s.reason && <Typography.Text type="secondary">{s.reason}</Typography.Text>}
          </div>
        ),
      }))}
    />
  );
}
