/**
 * 创建儿童: one entry per category whose investigation form exists in schemas/ (a single button when only
 * one does); `onPick` gets the category.
 */
import { Button, Dropdown } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { CHARACTER_LABELS, CHARACTERS } from '../../../domain/child-genre';
import { FORM_SCHEMAS } from '../../../schemas';

export function CreateChildButton({ onPick }: { onPick: (genre: string) => void }) {
  const genres = CHARACTERS.filter((g) => FORM_SCHEMAS[`investigate_${g}`]);
  if (genres.length === 1)
    return (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => onPick(genres[0])}>
        创建儿童
      </Button>
    );
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items: genres.map((g) => ({ key: g, label: CHARACTER_LABELS[g] })), onClick: ({ key }) => onPick(key) }}
    >
      <Button type="primary" icon={<PlusOutlined />}>
        创建儿童 <DownOutlined />
      </Button>
    </Dropdown>
  );
}
