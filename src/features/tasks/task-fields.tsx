/**
 * The fields of a work order that 创建交办 and 修改工单 share (req tasks §3.2, §4, §9.1; issue 28): 交办标题, 等级 (grade),
 * 类型 (genre), 计划类别 (category), 开始与截止时间, 积分 (points credited at the final pass), 服务地点 (the place),
 * 住宿情况 (accommodation), 说明, and for a 女童 task the four girl-care conditions (正常 / 异常 with a description).
 * Every rule comes from the contract's field (domain/contracts/task-shapes.ts informationInput); the time range's
 * 请选择时间 stays a literal rule, as no single contract field carries the pair.
 */
import { DatePicker, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { GIRL_CARE_FIELDS, GIRL_GENRE, informationInput } from '../../../domain/contracts/task-shapes';
import { createTask } from '../../../domain/contracts/task';
import {
  TASK_CATEGORIES,
  TASK_GENRES,
  TASK_GRADES,
  type TaskCategory,
  type TaskGenre,
  type TaskGrade,
} from '../../../domain/tasks';
import { maxLengthOf, rulesFor } from '../../components/contract-form/rules';
import type { FieldOf } from '../../components/contract-form/contract-dialog';

/** The girl-care conditions' labels (req tasks §4.3), and the two words a condition takes (the outcomes 女正 / 女异). */
export const GIRL_CARE_LABELS: Record<(typeof GIRL_CARE_FIELDS)[number], string> = {
  task_girl_live_condition: '生活状况',
  task_girl_study_condition: '学习状况',
  task_girl_mental_condition: '心理状况',
  task_girl_other_condition: '其他状况',
};
const CONDITIONS = ['正常', '异常'].map((v) => ({ value: v, label: v }));

/** The form's values of a work order's own fields (the create dialog adds 志愿者 and 帮扶儿童). */
export type TaskFieldValues = {
  grade: TaskGrade;
  genre: TaskGenre;
  category: TaskCategory;
  range: [Dayjs, Dayjs];
  information: {
    task_name: string;
    task_description?: string;
    task_address?: string;
    task_score?: number;
    task_attributes?: { accommodation?: string };
  } & { [girl: `task_girl_${string}`]: string | undefined };
};

const TITLE = createTask.body.shape.information.shape.task_name;
const INFO = informationInput;
const ACCOMMODATION = INFO.task_attributes.unwrap().shape.accommodation;
/** The server's date_begin / date_limit problems (截止时间须晚于开始时间) belong to the one range picker. */
export const RANGE_FIELDS = new Set(['date_begin', 'date_limit']);

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The information the form sends: what was filled in, and the girl-care conditions only for a 女童 task. */
export function informationOf(v: TaskFieldValues): TaskFieldValues['information'] {
  const info = Object.fromEntries(
    Object.entries(v.information).filter(
      ([k, value]) => value !== undefined && value !== null && (v.genre === GIRL_GENRE || !k.startsWith('task_girl_')),
    ),
  ) as TaskFieldValues['information'];
  const accommodation = v.information.task_attributes?.accommodation?.trim();
  if (accommodation) info.task_attributes = { accommodation };
  else delete info.task_attributes;
  return info;
}

/** `fixed`: the grade and genre follow an escort assignee (issue 28) and are shown, not chosen. */
export function TaskFields({ field, form, fixed = false }: { field: FieldOf; form: FormInstance; fixed?: boolean }) {
  const genre = Form.useWatch('genre', form) as string | undefined;
  return (
    <>
      <Form.Item name={['information', 'task_name']} rules={rulesFor(TITLE)} label="交办标题">
        <Input maxLength={maxLengthOf(TITLE)} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Form.Item
          {...field('grade')}
          label="等级"
          style={{ flex: '1 1 120px' }}
          extra={fixed ? '护航工单的等级和类型由护航人员的部门决定' : undefined}
        >
          <Select options={options(TASK_GRADES)} disabled={fixed} />
        </Form.Item>
        <Form.Item {...field('genre')} label="类型" style={{ flex: '1 1 120px' }}>
          <Select options={options(TASK_GENRES)} disabled={fixed} />
        </Form.Item>
        <Form.Item {...field('category')} label="计划类别" style={{ flex: '1 1 120px' }}>
          <Select options={options(TASK_CATEGORIES)} />
        </Form.Item>
      </div>
      <Form.Item name="range" label="开始与截止时间" rules={[{ required: true, message: '请选择时间' }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Form.Item
          name={['information', 'task_score']}
          rules={rulesFor(INFO.task_score)}
          label="积分"
          tooltip="终审通过后记入志愿者积分"
          style={{ flex: '0 1 120px' }}
        >
          <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name={['information', 'task_address']}
          rules={rulesFor(INFO.task_address)}
          label="服务地点"
          style={{ flex: '1 1 200px' }}
        >
          <Input maxLength={maxLengthOf(INFO.task_address)} />
        </Form.Item>
      </div>
      <Form.Item
        name={['information', 'task_attributes', 'accommodation']}
        rules={rulesFor(ACCOMMODATION)}
        label="住宿情况"
      >
        <Input maxLength={maxLengthOf(ACCOMMODATION)} placeholder="如：住校、走读、寄宿亲属家" />
      </Form.Item>
      <Form.Item name={['information', 'task_description']} rules={rulesFor(INFO.task_description)} label="说明">
        <Input.TextArea rows={3} maxLength={maxLengthOf(INFO.task_description)} />
      </Form.Item>
      {genre === GIRL_GENRE &&
        GIRL_CARE_FIELDS.map((f) => (
          <div key={f} style={{ display: 'flex', gap: 12 }}>
            <Form.Item
              name={['information', f]}
              rules={rulesFor(INFO[f])}
              label={GIRL_CARE_LABELS[f]}
              style={{ flex: '0 0 120px' }}
            >
              <Select allowClear options={CONDITIONS} />
            </Form.Item>
            <Form.Item
              name={['information', `${f}_description`]}
              rules={rulesFor(INFO[`${f}_description`])}
              label="说明"
              style={{ flex: 1 }}
            >
              <Input maxLength={maxLengthOf(INFO[`${f}_description`])} />
            </Form.Item>
          </div>
        ))}
    </>
  );
}
