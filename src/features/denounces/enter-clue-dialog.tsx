/**
 * 录入线索 (issue 18; domain/contracts/denounce.ts): the source (检察领导: edge-child clues only), the reporter and
 * how to reach them, what happened, where and when, the child concerned (optional, found by name or ID number within
 * the caller's scope) and photos. A failure says so and keeps the form.
 */
import { useState } from 'react';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DENOUNCE_IMAGES_MAX,
  DENOUNCE_SOURCE_LABELS,
  DENOUNCE_SOURCES,
  reviewsSource,
  type DenounceSource,
} from '../../../domain/denounces';
import { listChildren } from '../../../domain/contracts/child';
import { createDenounce } from '../../../domain/contracts/denounce';
import { useCall } from '../../api/use-call';
import { useCurrentUser } from '../../core/session/current-user';
import { PhotoUpload, usePhotoUpload } from '../../components/photo-upload';
import { ContractDialog, FormProblem } from '../../components/contract-form/contract-dialog';

type Values = {
  denounce_source: DenounceSource;
  reporter_name: string;
  reporter_contact?: string;
  content: string;
  place?: string;
  happened_at: Dayjs;
  child?: number;
};
const time = (d: Dayjs) => d.format();

export function EnterClueDialog({ onClose }: { onClose: () => void }) {
  const { role } = useCurrentUser();
  const photos = usePhotoUpload(DENOUNCE_IMAGES_MAX);
  const [whom, setWhom] = useState('');
  const sources = DENOUNCE_SOURCES.filter((s) => role && reviewsSource(role, s));
  const children = useCall(listChildren, { query: { keyword: whom || undefined, page: 1, size: 20 } });
  const toInput = (v: Values) => {
    if (photos.uploading) throw new FormProblem('照片还在上传，请稍候');
    return {
      body: {
        ...v,
        reporter_contact: v.reporter_contact ?? '',
        place: v.place ?? '',
        happened_at: time(v.happened_at),
        images: photos.uploaded().map((p) => ({ url: p.url })),
      },
    };
  };
  return (
    <ContractDialog<typeof createDenounce, Values>
      title="录入线索"
      contract={createDenounce}
      width={640}
      success="录入成功"
      failure="录入失败"
      onClose={onClose}
      initialValues={{ denounce_source: sources[0], happened_at: dayjs() }}
      toInput={toInput}
    >
      {({ field, maxLength }) => (
        <>
          <Form.Item {...field('denounce_source')} label="线索来源">
            <Select options={sources.map((s) => ({ value: s, label: DENOUNCE_SOURCE_LABELS[s] }))} />
          </Form.Item>
          <Form.Item {...field('reporter_name')} label="举报人">
            <Input maxLength={maxLength('reporter_name')} />
          </Form.Item>
          <Form.Item {...field('reporter_contact')} label="联系方式">
            <Input maxLength={maxLength('reporter_contact')} />
          </Form.Item>
          <Form.Item {...field('content')} label="线索内容">
            <Input.TextArea rows={4} maxLength={maxLength('content')} showCount />
          </Form.Item>
          <Form.Item {...field('place')} label="发生地点">
            <Input maxLength={maxLength('place')} />
          </Form.Item>
          <Form.Item {...field('happened_at', { from: time })} label="发生时间">
            <DatePicker
              showTime
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
            />
          </Form.Item>
          <Form.Item {...field('child')} label="涉及儿童（可选）">
            <Select
              allowClear
              showSearch
              filterOption={false}
              onSearch={setWhom}
              loading={children.isFetching}
              placeholder="输入姓名或身份证号查找"
              options={(children.data?.list ?? []).map((c) => ({
                value: c.id,
                label: `${c.child_name}（${c.village_name ?? c.department_name ?? ''}）`,
              }))}
            />
          </Form.Item>
          <Form.Item label={`照片（jpg/png，每张不超过 5MB，最多 ${DENOUNCE_IMAGES_MAX} 张）`}>
            <PhotoUpload state={photos} />
          </Form.Item>
        </>
      )}
    </ContractDialog>
  );
}
