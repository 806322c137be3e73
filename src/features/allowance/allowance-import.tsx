/**
 * Importing a month of allowances from an .xlsx (AllowanceInput's 导入表格) and its dry run (AllowanceTest 试导入): a
 * month, a file, then either 试导入 (checks every row, writes nothing) or 导入 (all rows or none). The errors are listed
 * row by row (行号, 列, 问题); a file that would import says how many rows and how much. 下载模板 saves the sheet the import
 * reads (its headers and an example row; GET allowance/import/template) for those who import.
 */
import { useState } from 'react';
import { Alert, Button, Card, Modal, Select, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ALLOWANCE_FIELD_LABELS, IMPORT_COLUMNS } from '../../../domain/allowances';
import { allowanceImportTemplate, importAllowances, type ImportError } from '../../../domain/contracts/allowance';
import { base64Of } from '../../api/allowance';
import { download } from '../../api/client';
import { callWith, invalidateTags } from '../../api/use-call';
import { errorMessage, isHttpError } from '../../api/http-error';
import { feedback } from '../../core/feedback';
import { useCurrentUser } from '../../core/session/current-user';
import { monthOptions, yuan } from './allowance-shared';

type Outcome =
  | { kind: 'checked' | 'imported'; count: number; amount: number }
  | { kind: 'errors'; errors: ImportError[] }
  | { kind: 'failed'; message: string };

/** The server's 400 IMPORT_INVALID as rows (`rows.<row>.<field>`). */
function rowErrors(e: unknown): ImportError[] | undefined {
  if (!isHttpError(e) || e.code !== 'IMPORT_INVALID' || !e.fieldErrors) return undefined;
  return e.fieldErrors.map((f) => {
    const m = /^rows\.(\d+)\.(.+)$/.exec(f.field);
    return { row: m ? Number(m[1]) : 0, field: m ? m[2] : f.field, message: f.message };
  });
}

/** 下载模板: the import's template (保金导入模板.xlsx), said downloaded only once the server answered. */
function TemplateButton() {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await download(allowanceImportTemplate, {});
      feedback.message.success(`已下载 ${name}`);
    } catch (e) {
      feedback.message.error(`下载模板失败：${errorMessage(e, '请重试')}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      下载模板
    </Button>
  );
}

/** The import form and its outcome; `dryRunOnly` for AllowanceTest. */
export function ImportPanel({ dryRunOnly }: { dryRunOnly?: boolean }) {
  const client = useQueryClient();
  const { can } = useCurrentUser();
  const [month, setMonth] = useState(dayjs().format('YYYY-MM'));
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'test' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async (dry: boolean) => {
    if (!file) return;
    setBusy(dry ? 'test' : 'import');
    setOutcome(null);
    try {
      const r = await callWith(importAllowances, {
        body: { allowance_month: month, file: await base64Of(file), dry_run: dry },
      });
      if (r.errors.length) setOutcome({ kind: 'errors', errors: r.errors });
      else setOutcome({ kind: dry ? 'checked' : 'imported', count: r.count, amount: r.amount });
      if (!dry) {
        feedback.message.success(`已导入 ${r.count} 笔保金`);
        await invalidateTags(client, ['allowance']);
      }
    } catch (e) {
      const errors = rowErrors(e);
      setOutcome(
        errors
          ? { kind: 'errors', errors }
          : { kind: 'failed', message: `${dry ? '试导入' : '导入'}失败：${errorMessage(e, '请重试')}` },
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <div>
      <Typography.Paragraph type="secondary">
        表格第 1 行为列名：{IMPORT_COLUMNS.map((c) => `${c.header}${c.required ? '（必填）' : ''}`).join('、')}
        。银行信息不填则使用“保金儿童”中维护的信息。有任何一行错误时不导入任何记录。
        {can('allowances', 'import') && '可先下载模板，按示例行填写。'}
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        {can('allowances', 'import') && <TemplateButton />}
        <span>月份</span>
        <Select
          aria-label="导入月份"
          value={month}
          options={monthOptions()}
          onChange={setMonth}
          style={{ width: 120 }}
        />
        <Upload
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setOutcome(null);
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setOutcome(null);
          }}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        >
          <Button icon={<UploadOutlined />}>选择文件</Button>
        </Upload>
        <Button disabled={!file} loading={busy === 'test'} onClick={() => run(true)}>
          试导入
        </Button>
        {!dryRunOnly && (
          <Button type="primary" disabled={!file} loading={busy === 'import'} onClick={() => run(false)}>
            导入
          </Button>
        )}
      </Space>
      {outcome?.kind === 'failed' && <Alert type="error" showIcon message={outcome.message} />}
      {outcome?.kind === 'checked' && (
        <Alert
          type="success"
          showIcon
          message={`检查通过：共 ${outcome.count} 笔，合计 ${yuan(outcome.amount)}，可以导入（试导入未写入任何记录）`}
        />
      )}
      {outcome?.kind === 'imported' && (
        <Alert type="success" showIcon message={`已导入 ${outcome.count} 笔，合计 ${yuan(outcome.amount)}`} />
      )}
      {outcome?.kind === 'errors' && (
        <>
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 8 }}
            message={`发现 ${outcome.errors.length} 处错误，未导入任何记录，请修改表格后重试`}
          />
          <Table
            size="small"
            rowKey={(e) => `${e.row}-${e.field}`}
            dataSource={outcome.errors}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              { key: 'row', title: '行号', dataIndex: 'row', width: 80 },
              {
                key: 'field',
                title: '列',
                width: 140,
                render: (_: unknown, e) => ALLOWANCE_FIELD_LABELS[e.field] ?? e.field,
              },
              { key: 'message', title: '问题', dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </div>
  );
}

/** 导入表格 on 保金录入. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open title="导入保金表格" width={760} footer={null} maskClosable={false} onCancel={onClose} destroyOnHidden>
      <ImportPanel />
    </Modal>
  );
}

/** AllowanceTest: the dry run as a screen of its own. */
export function ImportTestCard({ title }: { title: string }) {
  return (
    <Card title={title} variant="borderless">
      <ImportPanel dryRunOnly />
    </Card>
  );
}
