import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { Cookie, SessionKey, UserApi } from '@orator/contracts';
import { aUser } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { currentUrl, renderApp } from '../test/render-app';
import { readUserInfo, writeUserInfo } from '../shared/storage/local-values';

describe('app routes', () => {
  it('sends a guest from / to login, remembering the target and the attribution', async () => {
    const { router } = renderApp('/ai/?source=newsletter&inviteCode=FRIEND');

    expect(await screen.findByTestId('login-submit')).toBeTruthy();
    expect(currentUrl(router)).toBe(
      '/ai/login?redirect=%2Fworkbench%3Fsource%3Dnewsletter%26inviteCode%3DFRIEND&source=newsletter&inviteCode=FRIEND',
    );
    expect(sessionStorage.getItem(SessionKey.Source)).toBe('newsletter');
    expect(Cookies.get(Cookie.InviteCode)).toBe('FRIEND');
  });

  it('titles each page and falls back to the default description', async () => {
    renderApp('/ai/forget');
    await screen.findByTestId('forget-send-code');
    await waitFor(() => expect(document.title).toBe('Reset your password – Orator'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Orator turns text/);
  });

  it('asks the server for the user when none is cached (the session cookie is unreadable), then opens the page', async () => {
    mockApi.on('POST', UserApi.userInfoDetail, { code: 200, data: aUser({ nickname: 'Grace' }) });

    renderApp('/ai/workbench');

    expect((await screen.findByTestId('workbench-greeting')).textContent).toBe('Hello, Grace');
    expect(readUserInfo()?.nickname).toBe('Grace');
    expect(mockApi.requestsTo(UserApi.userInfoDetail)[0]?.headers).not.toHaveProperty('aigcToken');
  });

  it('sends a browser whose session the API no longer accepts to login', async () => {
    mockApi.on('POST', UserApi.userInfoDetail, { code: 401, message: 'Your session has expired, please log in again' });

    const { router } = renderApp('/ai/workbench');

    await screen.findByTestId('login-submit');
    expect(currentUrl(router)).toBe('/ai/login?redirect=%2Fworkbench');
    expect(readUserInfo()).toBeUndefined();
  });

  it('lets a guest open public pages, asking the server about a session once per page load', async () => {
    mockApi.on('POST', UserApi.userInfoDetail, { code: 405, message: 'Your session has expired, please log in again' });
    const { router, user } = renderApp('/ai/login');
    await screen.findByTestId('login-submit');
    await user.click(screen.getByTestId('login-forget-link'));
    await screen.findByTestId('forget-send-code');
    expect(currentUrl(router)).toBe('/ai/forget');
    expect(mockApi.requestsTo(UserApi.userInfoDetail)).toHaveLength(1);
  });

  it('opens /workbench1 as /workbench with its query', async () => {
    writeUserInfo(aUser());
    mockApi.on('POST', UserApi.userInfoDetail, { code: 200, data: aUser() });

    const { router } = renderApp('/ai/workbench1?tab=videos');

    await screen.findByTestId('workbench-greeting');
    expect(currentUrl(router)).toBe('/ai/workbench?tab=videos');
  });

  it('shows the not-found page for unknown paths', async () => {
    renderApp('/ai/no/such/page');
    expect(await screen.findByTestId('not-found-home')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found – Orator'));
  });
});

describe('workbench', () => {
  it("shows the user's nickname, e-mail, plan and K-coins", async () => {
    const user = aUser({ nickname: 'Ada', plan: 'standard', kCoinBalance: 1250 });
    writeUserInfo(user);
    mockApi.on('POST', UserApi.userInfoDetail, { code: 200, data: user });

    renderApp('/ai/workbench');

    expect((await screen.findByTestId('workbench-greeting')).textContent).toBe('Hello, Ada');
    expect(screen.getByTestId('workbench-email').textContent).toBe('ada@example.com');
    expect(screen.getByTestId('workbench-plan').textContent).toBe('Standard');
    expect(screen.getByTestId('workbench-kcoins').textContent).toBe('1,250');
  });

  it('logs out: revokes the session, forgets it here and shows login', async () => {
    writeUserInfo(aUser());
    mockApi.on('POST', UserApi.userInfoDetail, { code: 200, data: aUser() });
    mockApi.on('POST', UserApi.logout, { code: 200, data: null });

    const { router, user } = renderApp('/ai/workbench');
    await user.click(await screen.findByTestId('logout-button'));

    await screen.findByTestId('login-submit');
    expect(currentUrl(router)).toBe('/ai/login');
    expect(mockApi.requestsTo(UserApi.logout)[0]?.headers).not.toHaveProperty('aigcToken');
    expect(readUserInfo()).toBeUndefined();
  });
});
