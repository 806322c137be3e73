/**
 * 写邮件 (req filetransfer §1 /email; docs/decisions-filetransfer.md): recipients picked by person (searchable, grouped by role) and/or
 * by role, a subject (the lexicon's 邮件常用主题 offered), the content and up to 5 attachments uploaded as they are chosen (jpg,
 * png, pdf, docx, xlsx, each at most 10 MB). 发送 waits for the uploads; a failure says why and keeps what was typed; the
 * success message is the server's count of recipients.
 */
import { useState } from 'react';
import { Alert, AutoComplete, Button, Checkbox, Form, Input, Select, Upload, type UploadFile } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import {
  ATTACHMENT_COUNT_MESSAGE,
  ATTACHMENT_MAX_COUNT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  attachmentExtensionOf,
} from '../../../domain/attachments';
import { listFiletransferRecipients, sendFiletransfer, type Attachment } from '../../../domain/contracts/filetransfer';
import { listLexicon } from '../../../domain/contracts/lexicon';
import { GTA_ROLES, type Role } from '../../../domain/roles';
import { uploadAttachment } from '../../api/filetransfer';
import { errorMessage } from '../../api/http-error';
import { useCall } from '../../api/use-call';
import { feedback } from '../../core/feedback';
import { ContractDialog, FormProblem } from '../../components/contract-form/contract-dialog';

type Values = {
  recipients?: number[];
  recipient_roles?: Role[];
  filetransfer_subject: string;
  filetransfer_content?: string;
};

export function MailComposeDialog({ onClose }: { onClose: () => void }) {
  const [files, setFiles] = useState<UploadFile<Attachment>[]>([]);
  const people = useCall(listFiletransferRecipients, undefined, { select: (answer) => answer.list });
  const subjects = useCall(
    listLexicon,
    { query: { group: '邮件常用主题', enabled: 'true', size: 100 } },
    { select: (answer) => answer.list.map((w) => w.lexicon_word), retry: false },
  );
  const groups = GTA_ROLES.map((role) => ({
    label: role,
    options: (people.data ?? []).filter((p) => p.role === role).map((p) => ({ label: p.nickname, value: p.id })),
  })).filter((g) => g.options.length);

  const toInput = (v: Values) => {
    if (files.some((f) => f.status === 'uploading')) throw new FormProblem('附件还在上传，请稍候');
    if (!v.recipients?.length && !v.recipient_roles?.length) throw new FormProblem('请选择收件人');
    return {
      body: {
        filetransfer_subject: v.filetransfer_subject,
        filetransfer_content: v.filetransfer_content ?? '',
        recipients: v.recipients ?? [],
        recipient_roles: v.recipient_roles ?? [],
        filetransfer_attachments: files
          .filter((f) => f.status === 'done' && f.response)
          .map((f) => ({ url: f.response!.url, name: f.response!.name })),
      },
    };
  };
  const refuse = (file: File) => {
    if (!attachmentExtensionOf(file.name)) {
      feedback.message.error(ATTACHMENT_TYPE_MESSAGE);
      return Upload.LIST_IGNORE;
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      feedback.message.error(ATTACHMENT_SIZE_MESSAGE);
      return Upload.LIST_IGNORE;
    }
    if (files.length >= ATTACHMENT_MAX_COUNT) {
      feedback.message.error(ATTACHMENT_COUNT_MESSAGE);
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const upload = async ({
    file,
    onSuccess,
    onError,
  }: {
    file: string | Blob;
    onSuccess?: (body: Attachment) => void;
    onError?: (e: Error) => void;
  }) => {
    try {
      onSuccess?.(await uploadAttachment(file as File));
    } catch (e) {
      feedback.message.error(
        e instanceof Error && e.name === 'ImageRejected' ? e.message : errorMessage(e, '上传失败，请重试'),
      );
      onError?.(e as Error);
    }
  };

  return (
    <ContractDialog<typeof sendFiletransfer, Values>
      title="写邮件"
      contract={sendFiletransfer}
      okText="发送"
      width={680}
      failure="发送失败"
      success={false}
      onDone={(sent) => {
        feedback.message.success(`已发送给 ${sent.count} 人`);
      }}
      onClose={onClose}
      toInput={toInput}
      intro={
        people.isError && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={errorMessage(people.error, '加载收件人失败，请重试')}
            action={
              <Button size="small" onClick={() => people.refetch()}>
                重试
              </Button>
            }
          />
        )
      }
    >
      {({ field, maxLength }) => (
        <>
          <Form.Item name="recipients" label="收件人">
            <Select
              mode="multiple"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="按姓名搜索"
              loading={people.isPending}
              options={groups}
              notFoundContent="没有可选的收件人"
            />
          </Form.Item>
          <Form.Item name="recipient_roles" label="按角色发送" extra="选中的角色下所有在用账号都会收到">
            <Checkbox.Group options={GTA_ROLES.map((r) => ({ label: r, value: r }))} />
          </Form.Item>
          <Form.Item {...field('filetransfer_subject')} label="主题">
            <AutoComplete
              options={(subjects.data ?? []).map((w) => ({ value: w }))}
              filterOption={(input, o) => String(o?.value ?? '').includes(input)}
            >
              <Input maxLength={maxLength('filetransfer_subject')} />
            </AutoComplete>
          </Form.Item>
          <Form.Item {...field('filetransfer_content')} label="正文">
            <Input.TextArea rows={6} maxLength={maxLength('filetransfer_content')} showCount />
          </Form.Item>
          <Form.Item label={`附件（jpg、png、pdf、docx、xlsx，每个不超过 10MB，最多 ${ATTACHMENT_MAX_COUNT} 个）`}>
            <Upload
              multiple
              accept=".jpg,.jpeg,.png,.pdf,.docx,.xlsx"
              fileList={files}
              beforeUpload={refuse}
              customRequest={upload}
              onChange={({ fileList }) =>
                setFiles(fileList.filter((f) => f.status !== 'error') as UploadFile<Attachment>[])
              }
            >
              {files.length < ATTACHMENT_MAX_COUNT && <Button icon={<PaperClipOutlined />}>添加附件</Button>}
            </Upload>
          </Form.Item>
        </>
      )}
    </ContractDialog>
  );
}
