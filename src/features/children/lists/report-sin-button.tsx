/**
 * 上报动态事件 on the SinList toolbar (issue 17; req gta §8.3; domain/sins.ts): an escort department's staff (or
 * 检察领导) report a case — what happened, when, a title and the minors it names (name, ID number, how many
 * times; up to 200) — through `createSin`, and learn how many were matched to registered minors. The case is the
 * caller's department's. The fields' rules come from the contract (the minors' rows from `subsinEntry`); a failed
 * report says so and keeps the form. A success refetches the cases (`sin`) and the children lists (`child`).
 */
import { useState } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { REPORTERS, SIN_GENRES, SUBSINS_MAX } from '../../../../domain/sins';
import { createSin, subsinEntry } from '../../../../domain/contracts/sin';
import { feedback } from '../../../core/feedback';
import { useCurrentUser } from '../../../core/session/current-user';
import { ContractDialog } from '../../../components/contract-form/contract-dialog';
import { rulesFor } from '../../../components/contract-form/rules';

type Entry = { child_name: string; child_idnumber: string; subsin_times: number };
type Values = {
  sin_genre: (typeof SIN_GENRES)[number];
  sin_title: string;
  sin_datetime: Dayjs;
  sin_description?: string;
  subsins: Entry[];
};

const time = (d: Dayjs) => d.format();
const entryRules = {
  child_name: rulesFor(subsinEntry.shape.child_name),
  child_idnumber: rulesFor(subsinEntry.shape.child_idnumber),
  subsin_times: rulesFor(subsinEntry.shape.subsin_times),
};

function ReportSinDialog({ onClose }: { onClose: () => void }) {
  const { role } = useCurrentUser();
  const done = (r: { matched: number; unmatched: number }) => {
    feedback.message.success(`上报成功：已匹配 ${r.matched} 人${r.unmatched ? `，${r.unmatched} 人暂未在册` : ''}`);
  };
  return (
    <ContractDialog<typeof createSin, Values>
      title={`上报动态事件（${role ? (REPORTERS[role]?.department ?? '') : ''}）`}
      contract={createSin}
      okText="上报"
      width={720}
      failure="上报失败"
      success={false}
      invalidates={['sin', 'child']}
      onDone={done}
      onClose={onClose}
      initialValues={{ sin_datetime: dayjs(), subsins: [{ subsin_times: 1 } as Entry] }}
      toInput={(v) => ({
        body: { ...v, sin_description: v.sin_description ?? '', sin_datetime: time(v.sin_datetime) },
      })}
    >
      {({ field, maxLength }) => (
        <>
          <Space.Compact block>
            <Form.Item {...field('sin_genre')} label="行为类型" style={{ width: '30%' }}>
              <Select options={SIN_GENRES.map((g) => ({ value: g, label: g }))} placeholder="请选择行为类型" />
            </Form.Item>
            <Form.Item
              {...field('sin_datetime', { from: time })}
              label="发生时间"
              style={{ width: '35%', paddingLeft: 12 }}
            >
              <DatePicker
                showTime
                format="YYYY-MM-DD HH:mm"
                style={{ width: '100%' }}
                disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
              />
            </Form.Item>
          </Space.Compact>
          <Form.Item {...field('sin_title')} label="事件名称">
            <Input maxLength={maxLength('sin_title')} placeholder="如：深夜网吧检查" />
          </Form.Item>
          <Form.Item {...field('sin_description')} label="事件经过">
            <Input.TextArea rows={2} maxLength={maxLength('sin_description')} />
          </Form.Item>
          <Form.Item label="涉及的未成年人（姓名、身份证号码、次数）" required style={{ marginBottom: 0 }} />
          <Form.List name="subsins">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[f.name, 'child_name']} rules={entryRules.child_name}>
                      <Input placeholder="姓名" maxLength={20} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'child_idnumber']} rules={entryRules.child_idnumber}>
                      <Input placeholder="身份证号码" maxLength={18} style={{ width: 220 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'subsin_times']} rules={entryRules.subsin_times}>
                      <InputNumber min={1} max={999} addonAfter="次" />
                    </Form.Item>
                    {fields.length > 1 && <MinusCircleOutlined aria-label="删除此人" onClick={() => remove(f.name)} />}
                  </Space>
                ))}
                {fields.length < SUBSINS_MAX && (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ subsin_times: 1 })}>
                    添加未成年人
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </>
      )}
    </ContractDialog>
  );
}

/** The toolbar button and its dialog. */
export function ReportSinButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        上报动态事件
      </Button>
      {open && <ReportSinDialog onClose={() => setOpen(false)} />}
    </>
  );
}
