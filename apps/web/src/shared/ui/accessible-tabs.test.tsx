import { render, screen, waitFor, within } from '@testing-library/react';
import { Tabs } from 'antd';
import { describe, expect, it } from 'vitest';
import { AccessibleTabs } from './accessible-tabs';

const ITEMS = [
  { key: 'videos', label: 'Videos', children: 'Your videos' },
  { key: 'uploads', label: 'Uploads', children: 'Your uploads' },
];
const EXTRA = <button type="button">Refresh</button>;

describe('AccessibleTabs', () => {
  it('antd alone puts a button inside the tab list', () => {
    render(<Tabs items={ITEMS} tabBarExtraContent={EXTRA} />);
    expect(within(screen.getByRole('tablist')).queryByRole('button', { name: 'Refresh' })).not.toBeNull();
  });

  it('gives the tab list only the tabs, keeping the other controls of the bar outside it', async () => {
    render(<AccessibleTabs items={ITEMS} tabBarExtraContent={EXTRA} />);

    await waitFor(() => expect(screen.getByRole('tablist').classList).toContain('ant-tabs-nav-list'));
    const tablist = screen.getByRole('tablist');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Videos', 'Uploads']);
    expect(within(tablist).queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(tablist.getAttribute('aria-orientation')).toBe('horizontal');
  });
});
