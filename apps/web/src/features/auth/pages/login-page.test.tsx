import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserApi } from '@orator/contracts';
import type * as browser from '../../../shared/lib/browser';
import { i18n } from '../../../shared/i18n/i18n';
import { redirectBrowser } from '../../../shared/lib/browser';
import { readUserInfo } from '../../../shared/storage/local-values';
import { aCaptcha, aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';

// Leaving the page is the one thing jsdom cannot do; the test checks where the browser was sent instead.
vi.mock('../../../shared/lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof browser>()),
  redirectBrowser: vi.fn(),
}));

const COUNTRIES = [
  { code: 'BR', name: 'Brazil', dialCode: '+55' },
  { code: 'US', name: 'United States', dialCode: '+1' },
];

beforeEach(() => {
  vi.mocked(redirectBrowser).mockClear();
  mockApi.on('GET', UserApi.captcha, () => ({ code: 200, data: aCaptcha() }));
  mockApi.on('GET', UserApi.phoneCountry, { code: 200, data: COUNTRIES });
});

describe('e-mail login', () => {
  it('refuses empty and malformed input with the SPEC messages', async () => {
    const { user } = renderApp('/ai/login');
    await user.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();

    await user.type(screen.getByTestId('login-email'), 'not-an-email');
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.login)).toHaveLength(0);
  });

  it('signs in, keeps the session and opens the redirect target', async () => {
    const user0 = aUser({ nickname: 'Ada' });
    mockApi.on('POST', UserApi.login, { code: 200, data: { token: 'tok-9', userInfo: user0 } });
    mockApi.on('POST', UserApi.userInfoDetail, { code: 200, data: user0 });
    const { user, router } = renderApp('/ai/login?redirect=%2Fworkbench%3Ftab%3Dvideos');

    await user.type(await screen.findByTestId('login-email'), 'Ada@Example.com');
    await user.type(screen.getByTestId('login-password'), 'Secret123');
    await user.click(screen.getByTestId('login-submit'));

    expect((await screen.findByTestId('workbench-greeting')).textContent).toBe('Hello, Ada');
    expect(currentUrl(router)).toBe('/ai/workbench?tab=videos');
    expect(mockApi.requestsTo(UserApi.login)[0]?.body).toEqual({
      loginType: 'email',
      email: 'Ada@Example.com',
      password: 'Secret123',
    });
    // The server's HttpOnly cookie holds the session; the page keeps no copy of the token (docs/security.md, 7).
    expect(document.cookie).not.toContain('tok-9');
    expect(readUserInfo()?.nickname).toBe('Ada');
  });

  it('shows the refusal the server marks for the user', async () => {
    mockApi.on('POST', UserApi.login, {
      code: 500,
      data: { isShowMsg: true },
      message: 'Incorrect e-mail address or password',
    });
    const { user, router } = renderApp('/ai/login');
    await user.type(await screen.findByTestId('login-email'), 'ada@example.com');
    await user.type(screen.getByTestId('login-password'), 'Wrong1234');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('Incorrect e-mail address or password')).toBeTruthy();
    expect(currentUrl(router)).toBe('/ai/login');
    expect(readUserInfo()).toBeUndefined();
  });

  it('takes an account that was never activated to its activation step, where a new code can be sent', async () => {
    mockApi.on('POST', UserApi.login, { code: 512, message: '' });
    mockApi.on('GET', UserApi.registerSendCode, { code: 200, data: null });
    const { user, router } = renderApp('/ai/login');
    await user.type(await screen.findByTestId('login-email'), 'new@example.com');
    await user.type(screen.getByTestId('login-password'), 'Secret123');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText(/Enter the 6-digit code we sent to new@example.com/)).toBeTruthy();
    expect(screen.getByText('This account is not activated yet. Enter the code we e-mailed you.')).toBeTruthy();
    expect(currentUrl(router)).toBe('/ai/register');

    await screen.findByTestId('captcha-image');
    await user.type(screen.getByTestId('captcha-input'), '12');
    await user.click(screen.getByTestId('activation-resend'));

    expect(await screen.findByText('Verification code sent')).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.registerSendCode)[0]?.params).toEqual({
      email: 'new@example.com',
      captchaId: expect.stringMatching(/^captcha-/),
      captchaCode: '12',
    });
  });
});

describe('e-mail login after failed attempts on the account', () => {
  const CAPTCHA_REQUIRED = {
    en: 'There were several failed sign-ins to this account. Please enter the calculation result to continue.',
    zh: '该账号近期多次登录失败，请输入计算结果后继续。',
  };

  /** The server asks for a calculation (513, no toast), refuses one wrong password with it, then lets the owner in. */
  function serverAskingForCaptcha() {
    const owner = aUser({ nickname: 'Ada' });
    const answers = [
      { code: 513, data: null, message: CAPTCHA_REQUIRED.en },
      { code: 500, data: { isShowMsg: true }, message: 'Incorrect e-mail address or password' },
      { code: 200, data: { token: 'tok-13', userInfo: owner } },
    ];
    mockApi.on('POST', UserApi.login, () => answers.shift()!);
    mockApi.on('POST', UserApi.userInfoDetail, { code: 200, data: owner });
  }

  it('shows no calculation until the server asks for one', async () => {
    renderApp('/ai/login');
    await screen.findByTestId('login-submit');
    expect(screen.queryByTestId('captcha-input')).toBeNull();
    expect(mockApi.requestsTo(UserApi.captcha)).toHaveLength(0);
  });

  it('shows the calculation when asked, and sends a fresh answer with each next login until the owner is in', async () => {
    serverAskingForCaptcha();
    const { user, router } = renderApp('/ai/login');
    await user.type(await screen.findByTestId('login-email'), 'ada@example.com');
    await user.type(screen.getByTestId('login-password'), 'Wrong1234');
    await user.click(screen.getByTestId('login-submit'));

    expect((await screen.findByTestId('login-captcha-required')).textContent).toBe(CAPTCHA_REQUIRED.en);
    await screen.findByTestId('captcha-image');
    expect(currentUrl(router)).toBe('/ai/login');

    // Without an answer the form does not go out.
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter the calculation result value')).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.login)).toHaveLength(1);

    await user.type(screen.getByTestId('captcha-input'), '12');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Incorrect e-mail address or password')).toBeTruthy();
    const [, withCaptcha] = mockApi.requestsTo(UserApi.login);
    expect(withCaptcha?.body).toEqual({
      loginType: 'email',
      email: 'ada@example.com',
      password: 'Wrong1234',
      captchaId: expect.stringMatching(/^captcha-/),
      captchaCode: '12',
    });

    // The answer is spent: the field is empty and another calculation is shown.
    await waitFor(() => expect(mockApi.requestsTo(UserApi.captcha)).toHaveLength(2));
    expect((screen.getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
    await user.clear(screen.getByTestId('login-password'));
    await user.type(screen.getByTestId('login-password'), 'Secret123');
    await user.type(screen.getByTestId('captcha-input'), ' 7 ');
    await user.click(screen.getByTestId('login-submit'));

    expect((await screen.findByTestId('workbench-greeting')).textContent).toBe('Hello, Ada');
    const last = mockApi.requestsTo(UserApi.login).at(-1);
    expect(last?.body).toMatchObject({ password: 'Secret123', captchaCode: '7' });
    expect((last?.body as { captchaId: string }).captchaId).not.toBe(
      (withCaptcha?.body as { captchaId: string }).captchaId,
    );
    // The server's HttpOnly cookie holds the session; the page keeps no copy of the token (docs/security.md, 7).
    expect(document.cookie).not.toContain('tok-13');
  });

  it('says why in the reader\u2019s language', async () => {
    await i18n.changeLanguage('zh');
    serverAskingForCaptcha();
    const { user } = renderApp('/ai/login');
    await user.type(await screen.findByTestId('login-email'), 'ada@example.com');
    await user.type(screen.getByTestId('login-password'), 'Wrong1234');
    await user.click(screen.getByTestId('login-submit'));

    expect((await screen.findByTestId('login-captcha-required')).textContent).toBe(CAPTCHA_REQUIRED.zh);
  });
});

describe('phone login', () => {
  it('checks the number and the calculation before texting a code', async () => {
    const { user } = renderApp('/ai/login');
    await user.click(await screen.findByTestId('login-tab-phone'));
    await user.type(await screen.findByTestId('login-phone'), '12ab');
    await user.click(screen.getByTestId('login-send-code'));

    expect(await screen.findByText('Please enter a valid phone number.')).toBeTruthy();
    expect(screen.getByText('Please enter the calculation result value')).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.loginSendCode)).toHaveLength(0);
  });

  it('texts a code, counts down, and signs in with it', async () => {
    mockApi.on('POST', UserApi.loginSendCode, { code: 200, data: null });
    mockApi.on('POST', UserApi.login, { code: 200, data: { token: 'tok-p', userInfo: aUser() } });
    mockApi.on('POST', UserApi.userInfoDetail, { code: 200, data: aUser() });
    const { user } = renderApp('/ai/login?source=sms-campaign');

    await user.click(await screen.findByTestId('login-tab-phone'));
    await user.type(await screen.findByTestId('login-phone'), '(415) 555-0100');
    await screen.findByTestId('captcha-image');
    await user.type(screen.getByTestId('captcha-input'), '9');
    await user.click(screen.getByTestId('login-send-code'));

    expect(await screen.findByText('Verification code sent')).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.loginSendCode)[0]?.body).toEqual({
      countryCode: 'US',
      phone: '4155550100',
      captchaId: expect.stringMatching(/^captcha-/),
      captchaCode: '9',
    });
    const sendButton = screen.getByTestId('login-send-code') as HTMLButtonElement;
    expect(sendButton.textContent).toMatch(/Resend in (60|59) s/);
    expect(sendButton.disabled).toBe(true);
    await waitFor(() => expect(mockApi.requestsTo(UserApi.captcha)).toHaveLength(2));

    await user.type(screen.getByTestId('login-code'), '123456');
    await user.click(screen.getByTestId('login-phone-submit'));

    await screen.findByTestId('workbench-greeting');
    expect(mockApi.requestsTo(UserApi.login)[0]?.body).toEqual({
      loginType: 'phone',
      countryCode: 'US',
      phone: '4155550100',
      verificationCode: '123456',
      source: 'sms-campaign',
    });
  });
});

describe('social login', () => {
  it('sends the browser to the provider with the attribution and the return path', async () => {
    mockApi.on('GET', UserApi.oauthStart('google'), { code: 200, data: { url: 'https://accounts.example/auth?x=1' } });
    const { user } = renderApp('/ai/login?inviteCode=FRIEND&redirect=%2Fworkbench');
    await user.click(await screen.findByTestId('login-google'));

    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
    expect(mockApi.requestsTo(UserApi.oauthStart('google'))[0]?.params).toEqual({
      inviteUser: 'FRIEND',
      redirect: '/ai/workbench',
    });
  });

  it("asks Android users to use the phone's default browser instead", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8)');
    const { user } = renderApp('/ai/login');
    await user.click(await screen.findByTestId('login-facebook'));

    expect(await screen.findByText("Please use your phone's default browser to open the system")).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.oauthStart('facebook'))).toHaveLength(0);
    expect(redirectBrowser).not.toHaveBeenCalled();
  });

  it('shows why a provider that is not configured cannot be used', async () => {
    mockApi.on('GET', UserApi.oauthStart('facebook'), {
      code: 400,
      message: 'Sign-in with Facebook is not configured on this server',
    });
    const { user } = renderApp('/ai/login');
    await user.click(await screen.findByTestId('login-facebook'));

    expect(await screen.findByText('Sign-in with Facebook is not configured on this server')).toBeTruthy();
    expect(redirectBrowser).not.toHaveBeenCalled();
  });
});
