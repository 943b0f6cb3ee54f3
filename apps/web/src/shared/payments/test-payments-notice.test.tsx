import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SystemApi } from '@orator/contracts';
import { answerCatalogueSummary } from '../../test/catalogue';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { aFreeUser, signIn } from '../../test/session';

describe('the test payments notice', () => {
  it('tells buyers on the price page that the sandbox takes no money', async () => {
    answerCatalogueSummary({ payments: 'sandbox' });
    renderApp('/ai/price');
    const notice = await screen.findByTestId('test-payments-notice');
    expect(notice.textContent).toContain('Test payments');
    expect(notice.textContent).toContain('anyone can get plans and K-coins for free');
  });

  it('speaks the reader language', async () => {
    answerCatalogueSummary({ payments: 'sandbox' });
    renderApp('/ai/pt/price');
    expect((await screen.findByTestId('test-payments-notice')).textContent).toContain('Pagamentos de teste');
  });

  it('tells buyers on the recharge page', async () => {
    signIn(aFreeUser());
    answerCatalogueSummary({ payments: 'sandbox' });
    renderApp('/ai/user/recharge');
    expect((await screen.findByTestId('test-payments-notice')).textContent).toContain('Test payments');
  });

  it('is absent when Stripe takes real payments', async () => {
    answerCatalogueSummary({ payments: 'stripe' });
    renderApp('/ai/price');
    await screen.findByTestId('price-title');
    await waitFor(() => expect(mockApi.requestsTo(SystemApi.catalogueSummary)).toHaveLength(1));
    expect(screen.queryByTestId('test-payments-notice')).toBeNull();
  });
});
