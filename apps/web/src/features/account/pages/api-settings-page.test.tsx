import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserApi, type TApiTokenItem } from '@orator/contracts';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { aFreeUser, signIn } from '../../../test/session';

const TOKEN: TApiTokenItem = {
  id: 5,
  name: 'Shop',
  tokenHint: 'a1b2',
  createTime: '2031-01-02T10:00:00.000Z',
  lastUsedTime: null,
};

function answerTokens(tokens: TApiTokenItem[], hasPermission = true) {
  mockApi.on('GET', UserApi.getToken, () => ({ code: 200, data: tokens }));
  mockApi.on('GET', UserApi.checkApiPermission, {
    code: 200,
    data: { hasPermission, plan: hasPermission ? 'pro' : 'free' },
  });
}

const row = (name: string) => screen.getByText(name).closest('tr')!;

describe('API settings', () => {
  it('lists the tokens by name and last four characters', async () => {
    signIn();
    answerTokens([TOKEN]);
    renderApp('/ai/user/apiSetting');
    await screen.findByText('Shop');
    expect(within(row('Shop')).getByText('••••a1b2')).toBeTruthy();
    expect(within(row('Shop')).getByText('Never')).toBeTruthy();
  });

  it('shows a new token once, with a copy button, and lists it', async () => {
    signIn();
    const tokens: TApiTokenItem[] = [];
    answerTokens(tokens);
    mockApi.on('POST', UserApi.generateToken, (request) => {
      const created = { ...TOKEN, name: (request.body as { name: string }).name };
      tokens.push(created);
      return { code: 200, data: { ...created, token: 'ork_secret_a1b2' } };
    });
    const { user } = renderApp('/ai/user/api-setting');
    await waitFor(() => expect(screen.getByTestId('api-token-create')).toHaveProperty('disabled', false));

    await user.type(screen.getByTestId('api-token-name'), 'Zapier');
    await user.click(screen.getByTestId('api-token-create'));

    expect((await screen.findByTestId('api-token-secret')).textContent).toContain('ork_secret_a1b2');
    expect(screen.getByText('Token “Zapier” created')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    // A POST: the server mints no token on a GET carried by the session cookie (docs/decisions.md).
    expect(mockApi.requestsTo(UserApi.generateToken)[0]?.body).toEqual({ name: 'Zapier' });
    expect(await screen.findByText('Zapier')).toBeTruthy();
  });

  it('revokes a token after asking', async () => {
    signIn();
    const tokens = [TOKEN];
    answerTokens(tokens);
    mockApi.on('POST', UserApi.revokeToken, () => {
      tokens.pop();
      return { code: 200, data: null };
    });
    const { user } = renderApp('/ai/user/apiSetting');
    await user.click(await screen.findByTestId('api-token-revoke-5'));
    expect(await screen.findByText('Software using it will stop working at once.')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Revoke' }).at(-1)!);

    await waitFor(() => expect(mockApi.requestsTo(UserApi.revokeToken)[0]?.body).toEqual({ id: 5 }));
    expect(await screen.findByText('No API tokens yet')).toBeTruthy();
  });

  it('tells a free user that the API needs Pro, and creates nothing', async () => {
    signIn(aFreeUser());
    answerTokens([], false);
    const { router, user } = renderApp('/ai/user/apiSetting');
    const notice = await screen.findByTestId('api-plan-notice');
    expect(notice.textContent).toContain('API access requires a Pro or Enterprise plan');
    expect(notice.textContent).toContain(
      'Your Free plan does not include the API. Upgrade to Pro or Enterprise to create API tokens.',
    );
    expect(screen.getByTestId('api-token-create')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('api-token-name')).toHaveProperty('disabled', true);
    await user.click(within(screen.getByTestId('api-plan-notice')).getByRole('button', { name: 'See plans' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/price'));
  });

  it('tells a user whose plan lapsed that the tokens kept from it are refused until an upgrade', async () => {
    signIn(aFreeUser());
    answerTokens([TOKEN], false);
    renderApp('/ai/user/apiSetting');
    await screen.findByText('Shop');
    expect(screen.getByTestId('api-plan-notice').textContent).toContain(
      'The tokens below are refused until your plan includes the API again.',
    );
  });

  it('says why the server refused a token, when the plan changed after the page opened', async () => {
    signIn();
    answerTokens([]);
    mockApi.on('POST', UserApi.generateToken, () => {
      answerTokens([], false);
      return { code: 403, message: 'API tokens need a Pro or Enterprise plan: upgrade your plan to create one' };
    });
    const { user } = renderApp('/ai/user/apiSetting');
    await waitFor(() => expect(screen.getByTestId('api-token-create')).toHaveProperty('disabled', false));
    await user.click(screen.getByTestId('api-token-create'));
    expect(
      await screen.findByText('API tokens need a Pro or Enterprise plan: upgrade your plan to create one'),
    ).toBeTruthy();
    expect(screen.queryByTestId('api-token-secret')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('api-token-create')).toHaveProperty('disabled', true));
    expect(screen.getByTestId('api-plan-notice')).toBeTruthy();
  });

  it('links the API reference', async () => {
    signIn(aUser());
    answerTokens([]);
    renderApp('/ai/user/apiSetting');
    expect((await screen.findByTestId('api-docs-link')).getAttribute('href')).toBe('/api/docs');
  });
});
