/**
 * 发起评估: the village staff pick a child of their village (the child list, searched by name or ID number) and the
 * assessment (原始风险评估 / 标准风险评估), then fill its form on the next screen. The two fields' rules are createRisk's
 * (`apply_genre`, `link_id`: useContractFields), so their messages live in the contract.
 */
import { useState } from 'react';
import { Form, Modal, Radio, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { RISK_APPLY_GENRES, type RiskApplyGenre } from '../../../domain/apply-states';
import { listChildren } from '../../../domain/contracts/child';
import { createRisk } from '../../../domain/contracts/risk';
import { useContractFields } from '../../components/contract-form/contract-dialog';
import { useCall } from '../../api/use-call';
import { errorMessage } from '../../api/http-error';
import { riskNewPath } from './paths';

type Values = { genre: RiskApplyGenre; child: number };

export function StartRiskDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const { field } = useContractFields(createRisk);
  const found = useCall(listChildren, { query: { keyword: keyword || undefined, page: 1, size: 20 } });
  const start = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) navigate(riskNewPath(values.genre, values.child));
  };
  return (
    <Modal
      open
      title="发起风险评估"
      okText="填写评估"
      cancelText="取消"
      onOk={start}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Form form={form} layout="vertical" initialValues={{ genre: RISK_APPLY_GENRES[0] }}>
        <Form.Item {...field('genre', { schemaName: 'apply_genre' })} label="评估类型">
          <Radio.Group options={RISK_APPLY_GENRES.map((g) => ({ value: g, label: g }))} />
        </Form.Item>
        <Form.Item
          {...field('child', { schemaName: 'link_id' })}
          label="评估儿童"
          help={found.isError ? `${errorMessage(found.error, '加载儿童失败')}，请重新输入查找` : undefined}
          validateStatus={found.isError ? 'error' : undefined}
        >
          <Select
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            loading={found.isFetching}
            placeholder="输入完整姓名或身份证号查找"
            notFoundContent={found.isFetching ? '加载中…' : '没有找到儿童'}
            options={(found.data?.list ?? []).map((c) => ({
              value: c.id,
              label: `${c.child_name}（${c.village_name ?? c.department_name ?? ''}）`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
