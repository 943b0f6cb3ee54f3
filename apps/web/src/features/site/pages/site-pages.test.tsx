import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('the price page', () => {
  it('shows the four plans with what each includes, and no price figures', async () => {
    renderApp('/ai/price');
    await screen.findByTestId('price-title');
    const plan = (name: string) => within(screen.getByTestId(`plan-${name}`));

    expect(plan('free').getByText('One video generating at a time')).toBeTruthy();
    expect(plan('free').getByText('Face-swap uploads up to 20 MB')).toBeTruthy();
    expect(plan('free').getByText('The first 3 uses of metered tools are free')).toBeTruthy();
    expect(plan('standard').getByText('30% faster rendering')).toBeTruthy();
    expect(plan('standard').queryByText('API access with your own API tokens')).toBeNull();
    expect(plan('pro').getByText('API access with your own API tokens')).toBeTruthy();
    expect(plan('enterprise').getByText('Unlimited smart cutout')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[$€]\s?\d/);
  });

  it('leads the paid plans to the recharge screen and the free plan to sign-up', async () => {
    renderApp('/ai/price');
    await screen.findByTestId('price-title');
    for (const plan of ['standard', 'pro', 'enterprise']) {
      expect(screen.getByTestId(`plan-${plan}-choose`).closest('a')?.getAttribute('href')).toBe('/ai/user/recharge');
    }
    expect(within(screen.getByTestId('plan-free')).getByRole('link').getAttribute('href')).toBe('/ai/register');
  });

  it('lists what K-coins buy, from the prices the server charges', async () => {
    renderApp('/ai/price');
    await screen.findByTestId('price-title');
    expect(screen.getByText('60 per 60 seconds')).toBeTruthy();
    expect(screen.getByText('18 per minute')).toBeTruthy();
    expect(screen.getByText('30 per generation')).toBeTruthy();
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
