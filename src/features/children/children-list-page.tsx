/**
 * The children list screen: the generic list page with the children config, titled as the menu names it
 * for the role, plus 创建儿童 (one entry per category whose form exists) for users who may create a child
 * directly (children:add) or submit a create for review (applies:add).
 */
import { useMemo } from 'react';
import { Button, Dropdown } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { CHARACTER_LABELS, CHARACTERS } from '../../../domain/child-genre';
import { FORM_SCHEMAS } from '../../../schemas';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/page-titles';
import { useCurrentUser } from '../../app/session/current-user';
import { ListPage } from '../../components/list-page/list-page';
import { childrenListConfig } from './children-list-config';

export function ChildrenListPage() {
  const { can, role } = useCurrentUser();
  const navigate = useNavigate();
  const title = usePageTitle();
  const mayCreate = can('children', 'add') || can('applies', 'add');
  const config = useMemo(() => ({
    ...childrenListConfig(role),
    title,
    toolbar: mayCreate ? <CreateButton onPick={(genre) => navigate(`/childDetail/childTables?state=${encodeURIComponent('创建')}&genre=${genre}`)} /> : undefined,
  }), [mayCreate, navigate, title, role]);
  return <ListPage config={config} />;
}

/** 创建儿童: one entry per category whose investigation form exists in schemas/. */
function CreateButton({ onPick }: { onPick: (genre: string) => void }) {
  const genres = CHARACTERS.filter((g) => FORM_SCHEMAS[`investigate_${g}`]);
  if (genres.length === 1) return <Button type="primary" icon={<PlusOutlined />} onClick={() => onPick(genres[0])}>创建儿童</Button>;
  return (
    <Dropdown trigger={['click']} menu={{ items: genres.map((g) => ({ key: g, label: CHARACTER_LABELS[g] })), onClick: ({ key }) => onPick(key) }}>
      <Button type="primary" icon={<PlusOutlined />}>创建儿童 <DownOutlined /></Button>
    </Dropdown>
  );
}
