/**
 * A work order as a reader sees it (req tasks §2; issue 16): its fields, one tab per check-in (打卡) with
 * time, service place, check-in place, description and photos that enlarge (through the signed URLs the
 * task carries), whether it was located (未定位 / 已定位, issue 29) and, for one sent later from the phone's queue, when
 * it arrived; and the verify history. Used by the child's 历史工单 and by the task screen.
 */
import { Descriptions, Empty, Image, Space, Tabs, Tag, Timeline, Typography } from 'antd';
import type { TaskItem } from '../../../domain/contracts/task';
import { stateWord } from '../../../domain/state-words';
import { formatDateTime } from '../datetime';
import { StateTag } from '../state-tag';
import { ExpireTag } from './expire-tag';

/** The 期限 tag lives in expire-tag.tsx; still exported here for the screens that import it with the task view. */
export { ExpireTag };

type Punch = TaskItem['information']['task_punchs'][number];

/** Whether a check-in reached the server more than a minute after the visit (sent later from the phone's queue). */
const sentLater = (p: Punch) =>
  !!p.received_datetime && Date.parse(p.received_datetime) - Date.parse(p.check_datetime) > 60_000;

/** A check-in's position as words (issue 29): 未定位 when made without one, 已定位 with its accuracy, — when not recorded. */
function PlaceTag({ punch }: { punch: Punch }) {
  if (punch.check_located === false) return <Tag color="orange">未定位</Tag>;
  if (punch.check_located !== true) return <>—</>;
  const accuracy = punch.check_accuracy === undefined ? '' : `（精度约 ${Math.round(punch.check_accuracy)} 米）`;
  return <Tag color="green">{`已定位${accuracy}`}</Tag>;
}

const GIRL_CARE = [
  ['task_girl_live_condition', '生活状况'],
  ['task_girl_study_condition', '学习状况'],
  ['task_girl_mental_condition', '心理状况'],
  ['task_girl_other_condition', '其他状况'],
] as const;

export function TaskView({ task }: { task: TaskItem }) {
  const info = task.information;
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        bordered
        styles={{ label: { whiteSpace: 'nowrap' } }}
        items={[
          { key: 'code', label: '工单编号', children: info.task_code },
          { key: 'genre', label: '类型', children: task.genre },
          { key: 'visitor', label: '走访人员', children: info.task_volunteer_name },
          { key: 'phone', label: '联系方式', children: info.task_volunteer_cellphone },
          { key: 'child', label: '儿童', children: info.child_name },
          {
            key: 'place',
            label: '村居',
            children: [task.department_name, task.village_name].filter(Boolean).join(' ') || '—',
          },
          { key: 'begin', label: '开始时间', children: formatDateTime(task.date_begin) },
          {
            key: 'limit',
            label: '截止时间',
            children: (
              <>
                {formatDateTime(task.date_limit)}{' '}
                <ExpireTag expire={task.expire} limit={task.date_limit} state={task.state} />
              </>
            ),
          },
          { key: 'end', label: '结束时间', children: task.date_end ? formatDateTime(task.date_end) : '—' },
          { key: 'state', label: '状态', children: <StateTag kind="task" state={task.state} /> },
          { key: 'score', label: '分值', children: info.task_score },
          { key: 'grade', label: '等级', children: task.grade },
          { key: 'category', label: '计划类别', children: task.category },
          { key: 'audit', label: '抽查', children: <StateTag kind="taskAudit" state={task.audit} /> },
          { key: 'address', label: '服务地点', children: info.task_address || '—' },
          { key: 'accommodation', label: '住宿情况', children: info.task_attributes?.accommodation || '—' },
          { key: 'description', label: '说明', span: 'filled', children: info.task_description || '—' },
          // a 女童 task's care conditions, where given (req tasks §4)
          ...GIRL_CARE.filter(([field]) => info[field]).map(([field, label]) => ({
            key: field,
            label,
            span: 'filled' as const,
            children: [info[field], info[`${field}_description`]].filter(Boolean).join('：'),
          })),
        ]}
      />
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          ...(info.task_punchs.length
            ? info.task_punchs.map((p, i) => ({
                key: `p${i}`,
                label: `打卡 ${i + 1}`,
                children: (
                  <>
                    <Descriptions
                      size="small"
                      column={1}
                      items={[
                        { key: 't', label: '打卡时间', children: formatDateTime(p.check_datetime) },
                        ...(sentLater(p)
                          ? [{ key: 'r', label: '上传时间', children: formatDateTime(p.received_datetime) }]
                          : []),
                        { key: 'l', label: '定位', children: <PlaceTag punch={p} /> },
                        { key: 's', label: '服务地点', children: p.check_address },
                        { key: 'p', label: '打卡地点', children: p.punch_address || '—' },
                        { key: 'd', label: '服务内容', children: p.check_description },
                      ]}
                    />
                    <Image.PreviewGroup>
                      <Space wrap>
                        {p.check_image.map((img) => (
                          <Image
                            key={img.url}
                            width={96}
                            height={96}
                            style={{ objectFit: 'cover' }}
                            src={task.image_urls[img.url]}
                            alt="打卡照片"
                          />
                        ))}
                      </Space>
                    </Image.PreviewGroup>
                  </>
                ),
              }))
            : [{ key: 'none', label: '打卡记录', children: <Empty description="暂无打卡记录" /> }]),
          {
            key: 'verify',
            label: '审核记录',
            children: info.verify_history.length ? (
              <Timeline
                items={info.verify_history.map((v, i) => ({
                  key: i,
                  children: (
                    <>
                      <Typography.Text strong>{stateWord('task', v.opreate_behave)}</Typography.Text> {v.nickname ?? ''}{' '}
                      {formatDateTime(v.datetime)}
                      {v.opreate_content ? `：${v.opreate_content}` : ''}
                    </>
                  ),
                }))}
              />
            ) : (
              <Empty description="暂无审核记录" />
            ),
          },
        ]}
      />
    </>
  );
}
