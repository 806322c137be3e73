/**
 * TabsShell (src/components/schema-form/tabs-shell.tsx): the tab bar is antd's, the panes are the shell's.
 * What a user (or a screen reader) meets: each tab controls its own pane and the pane is labelled by its
 * tab; a pane's content appears when its tab is first opened (or ahead, when built in idle time) and stays
 * once opened; one pane is open at a time.
 */
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { TabsShell, type ShellPane } from '../../src/components/schema-form/tabs-shell';

function Harness({ forceRender = [] as string[] }) {
  const [active, setActive] = useState('basic');
  const panes: ShellPane[] = [
    { key: 'basic', label: '基本信息', content: <p>儿童姓名</p> },
    { key: 'family', label: '家庭情况', content: <p>父亲姓名</p>, forceRender: forceRender.includes('family') },
    { key: 'guide', label: '家庭教育指导', content: <p>指导内容</p>, forceRender: forceRender.includes('guide') },
  ];
  return <TabsShell panes={panes} activeKey={active} onChange={setActive} />;
}

const openPanes = (container: HTMLElement) => [...container.querySelectorAll('.cw-schema-pane[data-open]')];

describe('TabsShell', () => {
  it('points every tab at its own pane, labelled by that tab', () => {
    render(<Harness />);
    for (const tab of screen.getAllByRole('tab')) {
      const pane = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(pane, `${tab.textContent} controls a pane`).not.toBeNull();
      expect(pane!.getAttribute('role')).toBe('tabpanel');
      expect(pane!.getAttribute('aria-labelledby')).toBe(tab.id);
    }
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders a pane when its tab is first opened, keeps it, and opens one pane at a time', () => {
    const { container } = render(<Harness />);
    expect(screen.getByText('儿童姓名')).toBeTruthy();
    expect(screen.queryByText('父亲姓名')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '家庭情况' }));
    expect(screen.getByText('父亲姓名')).toBeTruthy();
    expect(openPanes(container).map((p) => p.textContent)).toEqual(['父亲姓名']);
    expect(screen.getByRole('tab', { name: '家庭情况' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '基本信息' }));
    // the pane left keeps its content (its fields keep their state), closed
    expect(screen.getByText('父亲姓名')).toBeTruthy();
    expect(openPanes(container).map((p) => p.textContent)).toEqual(['儿童姓名']);
    expect(screen.queryByText('指导内容')).toBeNull();
  });

  it('renders a pane built ahead before its tab is opened, closed', () => {
    const { container } = render(<Harness forceRender={['guide']} />);
    expect(screen.getByText('指导内容')).toBeTruthy();
    expect(openPanes(container).map((p) => p.textContent)).toEqual(['儿童姓名']);
    const open = openPanes(container)[0] as HTMLElement;
    expect(open.tabIndex).toBe(0);
    const closed = screen.getByText('指导内容').closest('.cw-schema-pane') as HTMLElement;
    expect(closed.tabIndex).toBe(-1);
  });
});
