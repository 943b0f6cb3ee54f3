import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/session';

function offered() {
  return [...screen.getByTestId('under-construction-instead').querySelectorAll('a')].map((link) => [
    link.textContent,
    link.getAttribute('href'),
  ]);
}

describe('the under-construction page', () => {
  it('says a screen with an issue is planned for a coming release and offers the tools that exist instead', async () => {
    renderApp('/ai/talking-photo');
    expect((await screen.findByTestId('under-construction-title')).textContent).toBe('This page is under construction');
    expect(screen.getByTestId('under-construction-planned').textContent).toBe(
      'It is planned for a coming release; this version does not have it yet.',
    );
    expect(offered()).toEqual([['Talking photo', '/ai/create?tab=talkingPhoto']]);
  });

  it('says a tool without one is planned for a later release, with no date', async () => {
    signIn();
    renderApp('/ai/marketing');
    expect((await screen.findByTestId('under-construction-planned')).textContent).toBe(
      'It is planned for a later release; this version does not have it yet.',
    );
    expect(offered()).toEqual([['Avatar video', '/ai/create']]);
  });

  it('offers the built tool a public introduction page is about, in the page language', async () => {
    renderApp('/ai/zh/talking-photo');
    expect((await screen.findByTestId('under-construction-title')).textContent).toBe('页面建设中');
    expect(screen.getByTestId('under-construction-planned').textContent).toBe(
      '它计划在后续版本中推出，当前版本暂不提供。',
    );
    expect(offered()).toEqual([['照片说话', '/ai/create?tab=talkingPhoto']]);
  });

  it('offers what stands in for an unbuilt tool on its introduction page', async () => {
    renderApp('/ai/home-url-to-video');
    await screen.findByTestId('under-construction-title');
    expect(offered()).toEqual([['Avatar video', '/ai/create']]);
  });

  it('says nothing it does not know about a screen the registry does not name', async () => {
    signIn();
    renderApp('/ai/affiliate');
    expect((await screen.findByTestId('under-construction-planned')).textContent).toMatch(/^We are still building/);
    expect(screen.queryByTestId('under-construction-instead')).toBeNull();
  });
});
