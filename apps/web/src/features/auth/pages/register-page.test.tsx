import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UserApi, UserType } from '@orator/contracts';
import { aCaptcha, aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';

beforeEach(() => {
  mockApi.on('GET', UserApi.captcha, () => ({ code: 200, data: aCaptcha() }));
});

describe('register', () => {
  it('refuses missing and invalid input with the SPEC messages', async () => {
    const { user } = renderApp('/ai/register');
    await user.click(await screen.findByTestId('register-submit'));

    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('Please enter a nickname')).toBeTruthy();
    expect(screen.getByText('Please enter the calculation result value')).toBeTruthy();
    expect(screen.getByText('Please read and agree to the Terms of Service and Privacy Policy')).toBeTruthy();

    await user.type(screen.getByTestId('register-password'), 'alllowercase1');
    expect(
      await screen.findByText('Password must be at least 8 characters and contain upper case, lower case and a digit'),
    ).toBeTruthy();
    await user.clear(screen.getByTestId('register-password'));
    await user.type(screen.getByTestId('register-password'), 'Secret123');
    await user.type(screen.getByTestId('register-confirm-password'), 'Secret124');
    expect(await screen.findByText('The passwords entered twice are inconsistent')).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.register)).toHaveLength(0);
  });

  it('links the terms and the privacy policy', async () => {
    renderApp('/ai/register');
    expect((await screen.findByText('Terms of Service')).getAttribute('href')).toBe('/ai/service-terms');
    expect(screen.getByText('Privacy Policy').getAttribute('href')).toBe('/ai/privacy-policy');
  });

  it('creates the account with its attribution, then activates it with the e-mailed code', async () => {
    mockApi.on('POST', UserApi.register, { code: 200, data: { email: 'grace@example.com' } });
    mockApi.on('POST', UserApi.registerActive, {
      code: 200,
      data: { token: 'tok-new', userInfo: aUser({ nickname: 'Grace' }) },
    });
    mockApi.on('POST', UserApi.userInfoDetail, { code: 200, data: aUser({ nickname: 'Grace' }) });
    const { user, router } = renderApp('/ai/register?source=ads&inviteCode=INV&via=partner');

    await user.click(await screen.findByTestId('register-type-enterprise'));
    await user.type(screen.getByTestId('register-email'), 'grace@example.com');
    await user.type(screen.getByTestId('register-nickname'), 'Grace');
    await user.type(screen.getByTestId('register-password'), 'Secret123');
    await user.type(screen.getByTestId('register-confirm-password'), 'Secret123');
    await screen.findByTestId('captcha-image');
    await user.type(screen.getByTestId('captcha-input'), '14');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('register-submit'));

    expect(await screen.findByText(/Enter the 6-digit code we sent to grace@example.com/)).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.register)[0]?.body).toEqual({
      email: 'grace@example.com',
      nickname: 'Grace',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      userType: UserType.Enterprise,
      agreeTerms: true,
      captchaId: expect.stringMatching(/^captcha-/),
      captchaCode: '14',
      source: 'ads',
      inviteCode: 'INV',
      via: 'partner',
    });
    // The code was just e-mailed, so another one must wait.
    expect((screen.getByTestId('activation-resend') as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByTestId('activation-code'), '12345');
    await user.click(screen.getByTestId('activation-submit'));
    expect(await screen.findByText('Please enter the correct verification code')).toBeTruthy();

    await user.type(screen.getByTestId('activation-code'), '6');
    await user.click(screen.getByTestId('activation-submit'));

    expect((await screen.findByTestId('workbench-greeting')).textContent).toBe('Hello, Grace');
    expect(currentUrl(router)).toBe('/ai/workbench');
    expect(mockApi.requestsTo(UserApi.registerActive)[0]?.body).toEqual({
      email: 'grace@example.com',
      verificationCode: '123456',
    });
    // The server's HttpOnly cookie holds the session; the page keeps no copy of the token (docs/security.md, 7).
    expect(document.cookie).not.toContain('tok-new');
  });

  it('asks for a new calculation after the server refuses the sign-up', async () => {
    mockApi.on('POST', UserApi.register, { code: 400, message: 'This e-mail address is already registered' });
    const { user } = renderApp('/ai/register');

    await user.type(await screen.findByTestId('register-email'), 'taken@example.com');
    await user.type(screen.getByTestId('register-nickname'), 'Taken');
    await user.type(screen.getByTestId('register-password'), 'Secret123');
    await user.type(screen.getByTestId('register-confirm-password'), 'Secret123');
    await screen.findByTestId('captcha-image');
    await user.type(screen.getByTestId('captcha-input'), '3');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('register-submit'));

    expect(await screen.findByText('This e-mail address is already registered')).toBeTruthy();
    expect((screen.getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
    expect(mockApi.requestsTo(UserApi.captcha)).toHaveLength(2);
  });
});
