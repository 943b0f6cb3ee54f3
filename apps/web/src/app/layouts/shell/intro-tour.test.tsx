import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { isIntroTourDone } from '../../../shared/storage/local-values';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

const tourPanel = () => document.querySelector('.intro-tour .ant-tour-section');

describe('the intro tour', () => {
  it('walks a first visit of the workbench through five steps and is not shown again', async () => {
    signIn();
    const { user, unmount } = renderApp('/ai/workbench');
    await screen.findByTestId('workbench-greeting');

    await waitFor(() => expect(tourPanel()).not.toBeNull());
    expect(document.querySelectorAll('.intro-tour .ant-tour-indicator')).toHaveLength(5);
    expect(tourPanel()?.textContent).toMatch(/Everything in one menu/);
    for (const title of ['Start with a tool', 'Your K-coins', 'My projects', 'Your language']) {
      await user.click(screen.getByRole('button', { name: /next|finish/i }));
      await waitFor(() => expect(tourPanel()?.textContent).toContain(title));
    }
    await user.click(screen.getByRole('button', { name: /finish/i }));
    expect(isIntroTourDone()).toBe(true);

    unmount();
    renderApp('/ai/workbench');
    await screen.findByTestId('workbench-greeting');
    expect(tourPanel()).toBeNull();
  });

  it('counts closing the tour as having seen it', async () => {
    signIn();
    const { user } = renderApp('/ai/workbench');
    await waitFor(() => expect(tourPanel()).not.toBeNull());
    await user.click(document.querySelector<HTMLElement>('.intro-tour .ant-tour-close')!);
    expect(isIntroTourDone()).toBe(true);
  });

  it('speaks the interface language, down to the buttons antd draws', async () => {
    await i18n.changeLanguage('zh');
    signIn();
    renderApp('/ai/workbench');
    await waitFor(() => expect(tourPanel()?.textContent).toContain('所有功能都在菜单里'));
    expect(screen.getByRole('button', { name: '下一步' })).toBeTruthy();
  });

  it('waits for the workbench', async () => {
    signIn();
    renderApp('/ai/template');
    await screen.findByTestId('under-construction-title');
    expect(tourPanel()).toBeNull();
    expect(isIntroTourDone()).toBe(false);
  });
});
