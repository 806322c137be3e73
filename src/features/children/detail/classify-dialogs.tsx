/**
 * 调整分级 and 设置督导员 on a child's screen (issue 28; req children §13; domain/contracts/child-classify.ts), for the
 * centre. 调整分级 sets level, ranking, emphasis and a left-behind girl's level with a reason; a passed risk assessment
 * stored on the child proposes a level (依据评估: choosing it sets the proposed level, which the server checks).
 * 设置督导员 names the child's 儿童督导员 among the 分委领导 (the server checks the town). Both are ContractDialogs: the
 * rules come from the contract, the version read goes with the change, the server's field errors go onto their fields.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Radio, Select } from 'antd';
import { ApartmentOutlined, FlagOutlined } from '@ant-design/icons';
import { ACTIVE_STATE, FAKE_MARKER } from '../../../../domain/constants';
import { CHILD_LEVELS, GIRL_LEVELS } from '../../../../domain/child-levels';
import type { Child } from '../../../../domain/contracts/child';
import {
  CLASSIFY_BASES,
  CLASSIFY_FIELD_LABELS,
  RISK_LEVEL_PROPOSAL,
  setChildClassification,
  setChildDominator,
  type ClassifyBasis,
} from '../../../../domain/contracts/child-classify';
import { listUsersForVillageRole } from '../../../../domain/contracts/user';
import { useCall } from '../../../api/use-call';
import { ContractDialog } from '../../../components/contract-form/contract-dialog';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Whether the screen offers a girl level: a left-behind child whose form says 女 (the server checks it again). */
const isOwGirl = (c: Child) =>
  c.character_ow && (c.information.investigate_ow as Record<string, unknown> | undefined)?.child_gender === '女';

/** The passed assessments stored on the child and the level each proposes. */
function proposals(c: Child): { basis: ClassifyBasis; risk: string; level: string }[] {
  return CLASSIFY_BASES.flatMap((basis) => {
    const key = basis === '原始风险评估' ? 'origin' : 'standard';
    const risk = (c.information[key] as Record<string, unknown> | undefined)?.[`${key}_level`];
    return typeof risk === 'string' && RISK_LEVEL_PROPOSAL[risk]
      ? [{ basis, risk, level: RISK_LEVEL_PROPOSAL[risk] }]
      : [];
  });
}

export function ClassifyButton({ child }: { child: Child }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FlagOutlined />} onClick={() => setOpen(true)}>
        调整分级
      </Button>
      {open && <ClassifyDialog child={child} onClose={() => setOpen(false)} />}
    </>
  );
}

type ClassifyValues = {
  level: string;
  ranking: string;
  emphasis: boolean;
  girl_level?: string;
  reason: string;
  basis?: ClassifyBasis;
};

function ClassifyDialog({ child, onClose }: { child: Child; onClose: () => void }) {
  const [form] = Form.useForm<ClassifyValues>();
  const girl = isOwGirl(child);
  const proposed = proposals(child);
  return (
    <ContractDialog<typeof setChildClassification, ClassifyValues>
      title="调整分级"
      okText="保存"
      width={560}
      form={form}
      contract={setChildClassification}
      invalidates={['child']}
      success="分级已调整"
      failure="调整失败"
      initialValues={{
        level: child.level,
        ranking: child.ranking,
        emphasis: child.emphasis,
        girl_level: girl ? (child.girl_level ?? GIRL_LEVELS[0]) : undefined,
      }}
      onClose={onClose}
      intro={
        proposed.length > 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={proposed.map((p) => `${p.basis}：${p.risk}风险，建议${p.level}`).join('；')}
          />
        )
      }
      toInput={(v) => ({
        body: {
          id: child.id,
          version: child.version,
          level: v.level as (typeof CHILD_LEVELS)[number],
          ranking: v.ranking as (typeof CHILD_LEVELS)[number],
          emphasis: v.emphasis,
          girl_level: girl ? (v.girl_level as (typeof GIRL_LEVELS)[number]) : undefined,
          reason: v.reason,
          basis: v.basis,
        },
      })}
    >
      {({ field, maxLength }) => (
        <>
          {proposed.length > 0 && (
            <Form.Item {...field('basis')} label="依据评估">
              <Select
                allowClear
                placeholder="不依据评估"
                options={proposed.map((p) => ({ value: p.basis, label: `${p.basis}（建议${p.level}）` }))}
                onChange={(basis?: ClassifyBasis) => {
                  const p = proposed.find((x) => x.basis === basis);
                  if (p) form.setFieldValue('level', p.level);
                }}
              />
            </Form.Item>
          )}
          <Form.Item {...field('level')} label={CLASSIFY_FIELD_LABELS.level}>
            <Select aria-label={CLASSIFY_FIELD_LABELS.level} options={options(CHILD_LEVELS)} />
          </Form.Item>
          <Form.Item {...field('ranking')} label={CLASSIFY_FIELD_LABELS.ranking}>
            <Select aria-label={CLASSIFY_FIELD_LABELS.ranking} options={options(CHILD_LEVELS)} />
          </Form.Item>
          <Form.Item {...field('emphasis')} label={CLASSIFY_FIELD_LABELS.emphasis}>
            <Radio.Group
              options={[
                { value: true, label: '是' },
                { value: false, label: '否' },
              ]}
            />
          </Form.Item>
          {girl && (
            <Form.Item {...field('girl_level')} label={CLASSIFY_FIELD_LABELS.girl_level}>
              <Select aria-label={CLASSIFY_FIELD_LABELS.girl_level} options={options(GIRL_LEVELS)} />
            </Form.Item>
          )}
          <Form.Item {...field('reason')} label="调整原因">
            <Input.TextArea rows={3} maxLength={maxLength('reason')} showCount aria-label="调整原因" />
          </Form.Item>
        </>
      )}
    </ContractDialog>
  );
}

export function DominatorButton({ child }: { child: Child }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ApartmentOutlined />} onClick={() => setOpen(true)}>
        设置督导员
      </Button>
      {open && <DominatorDialog child={child} onClose={() => setOpen(false)} />}
    </>
  );
}

type DominatorValues = { dominator?: number; reason: string };

function DominatorDialog({ child, onClose }: { child: Child; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const leaders = useCall(listUsersForVillageRole, {
    query: { role: '分委领导', keyword: keyword || undefined, page: 1, size: 50 },
  });
  const current = child.information.important?.dominator_name;
  const list = (leaders.data?.list ?? []).filter((u) => u.state === ACTIVE_STATE && !u.nickname.includes(FAKE_MARKER));
  return (
    <ContractDialog<typeof setChildDominator, DominatorValues>
      title="设置儿童督导员"
      width={520}
      contract={setChildDominator}
      invalidates={['child']}
      success="儿童督导员已设置"
      failure="设置失败"
      initialValues={{ dominator: child.dominator || undefined }}
      onClose={onClose}
      intro={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={`当前督导员：${typeof current === 'string' && current ? current : '未设置'}。请选择${child.department_name ?? '本乡镇'}的分委领导；清空则取消督导员。`}
        />
      }
      toInput={(v) => ({
        body: { id: child.id, version: child.version, dominator: v.dominator ?? null, reason: v.reason },
      })}
    >
      {({ field, maxLength }) => (
        <>
          <Form.Item name="dominator" label="儿童督导员">
            <Select
              allowClear
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              aria-label="儿童督导员"
              placeholder="选择本乡镇的分委领导"
              loading={leaders.isFetching}
              options={list.map((u) => ({ value: u.id, label: u.nickname }))}
            />
          </Form.Item>
          <Form.Item {...field('reason')} label="调整原因">
            <Input.TextArea rows={3} maxLength={maxLength('reason')} showCount aria-label="调整原因" />
          </Form.Item>
        </>
      )}
    </ContractDialog>
  );
}
