import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentApi, SystemApi } from '@orator/contracts';
import type * as browser from '../../../shared/lib/browser';
import { redirectBrowser } from '../../../shared/lib/browser';
import { answerCatalogueSummary } from '../../../test/catalogue';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

// Leaving for the checkout page is the one thing jsdom cannot do; the test checks where the browser was sent.
vi.mock('../../../shared/lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof browser>()),
  redirectBrowser: vi.fn(),
}));

const PLAN_PRICES = [
  { plan: 'standard', currency: 'USD', prices: { oneoff: 2900, monthly: 2900, yearly: 27840 } },
  { plan: 'pro', currency: 'USD', prices: { oneoff: 5900, monthly: 5900, yearly: 56640 } },
  { plan: 'enterprise', currency: 'USD', prices: { oneoff: 19900, monthly: 19900, yearly: 191040 } },
];

beforeEach(() => {
  vi.mocked(redirectBrowser).mockClear();
  mockApi.on('GET', PaymentApi.userGradePrice, { code: 200, data: PLAN_PRICES });
});

describe('the price page', () => {
  it('shows the four plans with what each includes', async () => {
    renderApp('/ai/price');
    await screen.findByTestId('price-title');
    const plan = (name: string) => within(screen.getByTestId(`plan-${name}`));

    expect(plan('free').getByText('One video generating at a time')).toBeTruthy();
    expect(plan('free').getByText('The first 3 uses of metered tools are free')).toBeTruthy();
    expect(plan('standard').getByText('Priority rendering: your videos go ahead of the free queue')).toBeTruthy();
    expect(plan('standard').queryByText('API access with your own API tokens')).toBeNull();
    expect(plan('pro').getByText('API access with your own API tokens')).toBeTruthy();
  });

  it('sells each plan with its face-swap upload size and, on paid plans, unlimited cutout', async () => {
    renderApp('/ai/price');
    await screen.findByTestId('price-title');
    expect(within(screen.getByTestId('plan-standard')).getByText('Face-swap uploads up to 200 MB')).toBeTruthy();
    expect(within(screen.getByTestId('plan-standard')).getByText('Unlimited smart cutout')).toBeTruthy();
  });

  it('prices each period, and shows what a year saves', async () => {
    const { user } = renderApp('/ai/price');
    expect((await screen.findByTestId('plan-pro-price')).textContent).toContain('$59.00');
    await user.click(screen.getByText('Yearly'));
    expect(screen.getByTestId('plan-pro-price').textContent).toContain('$47.20');
    expect(screen.getByTestId('plan-pro-saving').textContent).toBe('$566.40 billed yearly. Save $141.60 (20%)');
    await user.click(screen.getByText('One month'));
    expect(screen.getByTestId('plan-standard-price').textContent).toContain('Paid once, does not renew.');
  });

  it('orders the chosen plan and period for a signed-in user and goes to pay', async () => {
    signIn();
    mockApi.on('POST', PaymentApi.buyUserGradeV2, {
      code: 200,
      data: { orderNo: 'OR1', payUrl: '/api/user/v1/payment/sandbox/checkout?orderNo=OR1' },
    });
    const { user } = renderApp('/ai/zh/price');
    await screen.findByTestId('plan-pro-price');
    await user.click(screen.getByText('按年'));
    await user.click(screen.getByTestId('plan-pro-choose'));

    await waitFor(() =>
      expect(redirectBrowser).toHaveBeenCalledWith(
        'http://localhost:3000/api/user/v1/payment/sandbox/checkout?orderNo=OR1&lang=zh',
      ),
    );
    expect(mockApi.requestsTo(PaymentApi.buyUserGradeV2)[0]?.body).toEqual({ plan: 'pro', period: 'yearly' });
  });

  it('sends a guest to log in first and back to the price page, and the free plan to sign-up', async () => {
    const { user, router } = renderApp('/ai/price');
    await screen.findByTestId('price-title');
    expect(within(screen.getByTestId('plan-free')).getByRole('link').getAttribute('href')).toBe('/ai/register');
    await user.click(screen.getByTestId('plan-standard-choose'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/login?redirect=%2Fprice'));
    expect(mockApi.requestsTo(PaymentApi.buyUserGradeV2)).toHaveLength(0);
  });

  it('still shows the plans when the prices cannot be loaded, without an error toast', async () => {
    mockApi.on('GET', PaymentApi.userGradePrice, { code: 500, message: 'down' });
    renderApp('/ai/price');
    await screen.findByTestId('price-title');
    await waitFor(() => expect(mockApi.requestsTo(PaymentApi.userGradePrice)).toHaveLength(1));
    expect(screen.queryByTestId('plan-pro-price')).toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('lists what K-coins buy, from the prices the server charges', async () => {
    renderApp('/ai/price');
    await screen.findByTestId('price-title');
    expect(screen.getByText('60 per 60 seconds')).toBeTruthy();
    expect(screen.getByText('18 per minute')).toBeTruthy();
    expect(screen.getByText('30 per generation')).toBeTruthy();
  });

  it('shows the prices of the tools this version has, none of them coming soon', async () => {
    renderApp('/ai/price');
    await screen.findByTestId('price-title');
    const isSoon = (key: string) => screen.getByTestId(`price-cost-${key}`).textContent?.includes('Coming soon');
    expect([isSoon('video'), isSoon('dubbing'), isSoon('aiModel')]).toEqual([false, false, false]);
    expect([isSoon('faceSwap'), isSoon('subtitleRemoval')]).toEqual([false, false]);
  });
});

describe('the home page', () => {
  const figures = () =>
    [...screen.getByTestId('home-figures').querySelectorAll('li')].map((figure) => figure.textContent);

  it("shows the installation's own catalogue sizes, formatted for the reader", async () => {
    answerCatalogueSummary({ voices: 1417, voiceLanguages: 131 });
    renderApp('/ai/pt/home');
    await waitFor(() =>
      expect(figures()).toEqual([
        '756avatares digitais',
        '1.417vozes',
        '131idiomas de dublagem',
        '40idiomas para a sua voz clonada',
      ]),
    );
    expect(screen.getByTestId('home-feature-dubbing').textContent).toContain('Texto para fala em 131 idiomas');
  });

  it('names no number while the catalogue is not counted, and none it made up', async () => {
    mockApi.on('GET', SystemApi.catalogueSummary, { code: 500, message: 'down' });
    renderApp('/ai/home');
    await screen.findByTestId('home-headline');
    await waitFor(() => expect(mockApi.requestsTo(SystemApi.catalogueSummary)).toHaveLength(1));
    expect(figures()).toEqual(['Digital avatars', 'Voices', 'Dubbing languages', 'Languages for your cloned voice']);
    expect(document.querySelector('.site-page')?.textContent).not.toMatch(/\b\d/);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('marks the features this version does not have as coming soon, after those it has', async () => {
    renderApp('/ai/home');
    await screen.findByTestId('home-headline');
    const cards = [...document.querySelectorAll('[data-testid^="home-feature-"]:not([data-testid$="-soon"])')];
    const soon = cards.map((card) => card.textContent?.includes('Coming soon'));
    expect(soon).toEqual([false, false, false, false, false, false, false, true]);
    expect(screen.getByTestId('home-feature-adTools-soon').textContent).toBe('Coming soon');
  });
});

describe('the policy pages', () => {
  it.each([
    ['/ai/privacy-policy', 'privacy-policy', 'Privacy policy'],
    ['/ai/service-terms', 'service-terms', 'Terms of service'],
    ['/ai/pt/privacy-policy', 'privacy-policy', 'Política de privacidade'],
  ])('%s shows its numbered sections', async (url, testId, title) => {
    renderApp(url);
    const page = await screen.findByTestId(testId);
    expect(page.querySelector('h1')?.textContent).toBe(title);
    expect(page.querySelectorAll('h2').length).toBeGreaterThanOrEqual(8);
    expect(page.querySelector('h2')?.textContent).toMatch(/^1\. /);
  });
});
