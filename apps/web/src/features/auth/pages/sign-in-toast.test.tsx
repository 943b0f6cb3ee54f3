import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UserApi } from '@orator/contracts';
import { aCaptcha, aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/**
 * Toasts on screen. A dismissed one lingers in jsdom with its leave-animation class, as animations never end
 * there; this file raises one toast only, so no toast of another test is still leaving while it looks.
 */
const visibleToasts = () =>
  [...document.querySelectorAll('.ant-message-notice')]
    .filter((element) => !/-leave\b/.test(element.className))
    .map((element) => element.textContent);

beforeEach(() => {
  mockApi.on('GET', UserApi.captcha, () => ({ code: 200, data: aCaptcha() }));
  mockApi.on('GET', UserApi.phoneCountry, { code: 200, data: [] });
});

describe('signing in after a refusal', () => {
  it('leaves the refusal of the failed attempt behind when the next attempt signs in', async () => {
    const ada = aUser({ nickname: 'Ada' });
    mockApi.on('POST', UserApi.login, ({ body }) =>
      (body as { password: string }).password === 'Secret123'
        ? { code: 200, data: { token: 'tok-9', userInfo: ada } }
        : { code: 500, data: { isShowMsg: true }, message: 'Incorrect e-mail address or password' },
    );
    mockApi.on('POST', UserApi.userInfoDetail, { code: 200, data: ada });
    const { user } = renderApp('/ai/login');
    await user.type(await screen.findByTestId('login-email'), 'ada@example.com');
    await user.type(screen.getByTestId('login-password'), 'Wrong1234');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(visibleToasts()).toEqual(['Incorrect e-mail address or password']));

    await user.clear(screen.getByTestId('login-password'));
    await user.type(screen.getByTestId('login-password'), 'Secret123');
    await user.click(screen.getByTestId('login-submit'));

    await screen.findByTestId('workbench-greeting');
    expect(visibleToasts()).toEqual([]);
  });
});
