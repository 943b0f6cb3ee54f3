import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UserApi } from '@orator/contracts';
import { aCaptcha } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';

beforeEach(() => {
  mockApi.on('GET', UserApi.captcha, () => ({ code: 200, data: aCaptcha() }));
});

describe('forget password', () => {
  it('e-mails a code, sets the new password and returns to login', async () => {
    mockApi.on('POST', UserApi.forgetPassword, { code: 200, data: null });
    mockApi.on('POST', UserApi.resetPassword, { code: 200, data: null });
    const { user, router } = renderApp('/ai/forget');

    await user.click(await screen.findByTestId('forget-send-code'));
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('Please enter the calculation result value')).toBeTruthy();

    await user.type(screen.getByTestId('forget-email'), 'ada@example.com');
    await screen.findByTestId('captcha-image');
    await user.type(screen.getByTestId('captcha-input'), '5');
    await user.click(screen.getByTestId('forget-send-code'));

    expect(await screen.findByText(/Enter the code we sent to ada@example.com/)).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.forgetPassword)[0]?.body).toEqual({
      email: 'ada@example.com',
      captchaId: expect.stringMatching(/^captcha-/),
      captchaCode: '5',
    });

    await user.type(screen.getByTestId('reset-code'), '654321');
    await user.type(screen.getByTestId('reset-password'), 'NewSecret1');
    await user.type(screen.getByTestId('reset-confirm-password'), 'NewSecret2');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('The passwords entered twice are inconsistent')).toBeTruthy();

    await user.clear(screen.getByTestId('reset-confirm-password'));
    await user.type(screen.getByTestId('reset-confirm-password'), 'NewSecret1');
    await user.click(screen.getByTestId('reset-submit'));

    expect(await screen.findByText('Your password has been reset. Please log in.')).toBeTruthy();
    await screen.findByTestId('login-submit');
    expect(currentUrl(router)).toBe('/ai/login');
    expect(mockApi.requestsTo(UserApi.resetPassword)[0]?.body).toEqual({
      email: 'ada@example.com',
      verificationCode: '654321',
      password: 'NewSecret1',
      confirmPassword: 'NewSecret1',
      revokeApiTokens: true,
    });
  });

  it('offers to revoke the API tokens too, checked by default, and keeps them when unchecked', async () => {
    mockApi.on('POST', UserApi.forgetPassword, { code: 200, data: null });
    mockApi.on('POST', UserApi.resetPassword, { code: 200, data: null });
    const { user } = renderApp('/ai/forget');
    await user.type(await screen.findByTestId('forget-email'), 'ada@example.com');
    await screen.findByTestId('captcha-image');
    await user.type(screen.getByTestId('captcha-input'), '5');
    await user.click(screen.getByTestId('forget-send-code'));

    const revoke = await screen.findByRole('checkbox', { name: 'Also revoke my API tokens' });
    expect((revoke as HTMLInputElement).checked).toBe(true);
    await user.click(revoke);
    await user.type(screen.getByTestId('reset-code'), '654321');
    await user.type(screen.getByTestId('reset-password'), 'NewSecret1');
    await user.type(screen.getByTestId('reset-confirm-password'), 'NewSecret1');
    await user.click(screen.getByTestId('reset-submit'));

    await screen.findByTestId('login-submit');
    expect(mockApi.requestsTo(UserApi.resetPassword)[0]?.body).toMatchObject({ revokeApiTokens: false });
  });
});
