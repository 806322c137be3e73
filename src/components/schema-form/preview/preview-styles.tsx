/**
 * The styles a pane preview's markup needs. antd and @formily/antd-v5 insert a component's styles when the
 * component first renders, so a preview of a pane with, say, a table before any table was built would be
 * unstyled. The first preview of the page renders one hidden instance of each component the markup
 * imitates (markup.ts); later previews render nothing. antd keeps inserted styles after an unmount.
 */
import { useEffect } from 'react';
import { Button, Checkbox, DatePicker, Image, Input, InputNumber, Pagination, Radio, Select, Space, Table, Typography } from 'antd';
import useArrayBaseStyle from '@formily/antd-v5/esm/array-base/style';
import useArrayTableStyle from '@formily/antd-v5/esm/array-table/style';

let rendered = false;

/** The styles of @formily/antd-v5's ArrayTable and its add / remove buttons (their hooks: an ArrayTable needs a field). */
function ArrayTableStyle() {
  useArrayTableStyle('ant-formily-array-table');
  useArrayBaseStyle('ant-formily-array-base');
  return null;
}

/**
 * Renders the hidden style instances until one has been committed on the page (the flag is set on commit,
 * not in render: React may render twice, e.g. in StrictMode, and use either result).
 */
export function PreviewStyles() {
  const needed = !rendered;
  useEffect(() => { rendered = true; }, []);
  if (!needed) return null;
  return (
    <div hidden aria-hidden="true">
      <ArrayTableStyle />
      <Input suffix={<span />} /><Input.TextArea /><Select /><DatePicker /><InputNumber addonAfter="元" />
      <Radio.Group options={['x']} /><Checkbox.Group options={['x']} /><Checkbox />
      <Button /><Button type="dashed" block /><Button type="link" danger size="small" />
      <Table size="small" bordered columns={[]} dataSource={[]} pagination={false} />
      <Pagination total={1} showSizeChanger /><Space /><Image width={1} /><Typography.Text type="secondary" />
    </div>
  );
}
