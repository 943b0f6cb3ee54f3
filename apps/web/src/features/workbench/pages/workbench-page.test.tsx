import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { aFreeUser, signIn } from '../../../test/session';
import { aUser } from '../../../test/fixtures';
import { TOOL_SECTIONS } from '../tool-catalogue';

describe('the workbench', () => {
  it('has a card for every tool, leading to its screen', async () => {
    signIn();
    renderApp('/ai/workbench');
    await screen.findByTestId('workbench-greeting');
    const tools = TOOL_SECTIONS.flatMap((section) => section.tools);
    expect(tools).toHaveLength(29);
    for (const tool of tools) {
      expect(screen.getByTestId(`tool-${tool.key}`).getAttribute('href'), tool.key).toBe(`/ai${tool.to}`);
    }
    expect(screen.getByTestId('tool-avatarVideo').textContent).toContain('Avatar video');
  });

  it('says plainly that there are no projects yet', async () => {
    signIn();
    renderApp('/ai/workbench');
    expect((await screen.findByTestId('workbench-recent-empty')).textContent).toContain('No projects yet.');
  });

  it('offers an upgrade to users without a plan only', async () => {
    signIn(aFreeUser());
    const { unmount } = renderApp('/ai/workbench');
    await screen.findByTestId('workbench-greeting');
    expect(screen.getByTestId('workbench-plan').textContent).toBe('Free');
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/ai/price');
    unmount();

    signIn(aUser({ plan: 'pro' }));
    renderApp('/ai/workbench');
    await screen.findByTestId('workbench-greeting');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/ai/user/recharge');
  });
});
