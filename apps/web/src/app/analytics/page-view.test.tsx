import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { AnalyticsApi, Cookie, UserApi } from '@orator/contracts';
import { writeIdentity } from '../../shared/storage/local-values';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/session';

const pageViews = () => mockApi.requestsTo(AnalyticsApi.pageView).map((request) => request.body);

describe('page views', () => {
  it('records each page a visitor sees, with its title, language, attribution and identity', async () => {
    writeIdentity({ identityId: 'device-9', expiresAt: Date.now() + 60_000 });
    Cookies.set(Cookie.Via, 'partner');
    const { user } = renderApp('/ai/price?source=newsletter&auth_code=secret');
    await screen.findByTestId('price-title');

    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toEqual({
      path: '/ai/price',
      title: 'Pricing and plans – Orator',
      locale: 'en',
      source: 'newsletter',
      via: 'partner',
      identityId: 'device-9',
    });

    await user.click(screen.getByTestId('site-footer-privacy'));
    await screen.findByTestId('privacy-policy');
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toMatchObject({
      path: '/ai/privacy-policy',
      title: 'Privacy policy – Orator',
      referrer: `${window.location.origin}/ai/price`,
    });
  });

  it('counts only the page a redirect ends on', async () => {
    signIn();
    mockApi.on('GET', UserApi.typeList, { code: 200, data: [] });
    renderApp('/ai/user');
    await screen.findByTestId('account-id');
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ path: '/ai/user/userCenter', title: 'User centre – Orator' });
  });

  it('never troubles the visitor when the server does not record it', async () => {
    mockApi.on('POST', AnalyticsApi.pageView, { code: 500, message: 'down' });
    renderApp('/ai/price');
    await screen.findByTestId('price-title');
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});
