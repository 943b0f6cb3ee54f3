import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSidewaysScroll, launchBrowser, screenshot } from './browser';
import { registerUser, signedInPage, type TTestUser } from './session';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
let user: TTestUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Money Ada');
});
afterAll(() => browser.close());

/** The K-coins the header shows, as a number. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-kcoins').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function expectHeaderBalance(page: Page, expected: number) {
  await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(expected);
}

/** Pays (or fails) the order on the sandbox checkout page, which returns the browser to the orders page. */
async function settleOnSandbox(page: Page, outcome: 'pay' | 'fail') {
  await page.waitForURL(/\/api\/user\/v1\/payment\/sandbox\/checkout\?orderNo=\w+&lang=en$/);
  await page.getByTestId(`sandbox-${outcome}`).click();
  await page.waitForURL(/\/ai\/user\/trade$/);
}

async function returnedStatus(page: Page): Promise<string | null> {
  const alert = page.getByTestId('returned-order');
  await alert.waitFor();
  await page.locator('[data-testid="returned-order"]:not([data-status="pending"])').waitFor();
  return alert.getAttribute('data-status');
}

describe('money', () => {
  it('buys K-coins, signs in daily and buys a plan, each showing in the balance and rights', async () => {
    const { context, page } = await signedInPage(browser, user);
    await page.goto('user/recharge');
    await page.getByTestId('kcoin-package-kc500').waitFor();
    const start = await headerBalance(page);
    expect(Number((await page.getByTestId('recharge-balance').textContent())?.replace(/\D/g, ''))).toBe(start);

    await page.getByTestId('recharge-buy').click();
    await page.getByText('Please select K-coin first').waitFor();
    await page.getByTestId('kcoin-package-kc500').click();
    expect(await page.getByTestId('kcoin-package-kc500-price').textContent()).toBe('$9.99');
    await screenshot(page, 'money-recharge-en');
    await page.getByTestId('recharge-buy').click();
    await settleOnSandbox(page, 'pay');

    expect(await returnedStatus(page)).toBe('paid');
    expect(await page.getByTestId('returned-order-title').textContent()).toBe('Payment successful');
    const row = page.locator('[data-testid^="order-row-"]').first();
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('paid');
    await expectHeaderBalance(page, start + 500);
    await row.getByText('Details').click();
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-detail').textContent()).toContain('500 K-coins');
    expect(await page.getByTestId('order-detail').locator('a[href*="/payment/invoice?orderNo="]').count()).toBe(1);
    await screenshot(page, 'money-order-detail-en');
    await page.keyboard.press('Escape');
    await screenshot(page, 'money-trade-en');

    await page.goto('rewards');
    await page.getByTestId('sign-in-button').click();
    await expect.poll(() => page.getByTestId('sign-in-gained').textContent()).toBe('+5');
    await expectHeaderBalance(page, start + 505);
    await page.getByTestId('sign-in-done').waitFor();
    await screenshot(page, 'money-rewards-en');

    await page.goto('price');
    await page.getByTestId('plan-standard-price').waitFor();
    await screenshot(page, 'money-price-en');
    await page.getByTestId('plan-standard-choose').click();
    await settleOnSandbox(page, 'pay');
    expect(await returnedStatus(page)).toBe('paid');

    await page.goto('user/interests');
    await expect.poll(() => page.getByTestId('interests-plan').textContent()).toBe('Standard');
    expect(await page.getByTestId('interests-status').getAttribute('data-state')).toBe('renewing');
    await page.getByTestId('interests-cancel').waitFor();
    // The plan's monthly K-coins arrive with it.
    await expectHeaderBalance(page, start + 505 + 1200);
    await page.locator('[data-testid^="kcoin-record-"]').first().waitFor();
    expect(await page.getByTestId('kcoin-records').textContent()).toContain('+5');
    await screenshot(page, 'money-interests-en');
    await context.close();
  });

  it('a failed payment leaves the balance as it was and the order failed', async () => {
    const { context, page } = await signedInPage(browser, user);
    await page.goto('user/recharge');
    await page.getByTestId('kcoin-package-kc1200').waitFor();
    const before = await headerBalance(page);
    await page.getByTestId('kcoin-package-kc1200').click();
    await page.getByTestId('recharge-buy').click();
    await settleOnSandbox(page, 'fail');

    expect(await returnedStatus(page)).toBe('failed');
    const row = page.locator('[data-testid^="order-row-"]').first();
    await expect.poll(() => row.locator('[data-status]').getAttribute('data-status')).toBe('failed');
    await expectHeaderBalance(page, before);
    await screenshot(page, 'money-trade-failed-en');
    await context.close();
  });

  it.each(['en', 'zh', 'pt'] as const)('the money screens fit a 390x844 phone in %s', async (locale) => {
    const { context, page } = await signedInPage(browser, user, PHONE, locale);
    for (const [path, ready] of [
      ['user/recharge', 'kcoin-package-kc500'],
      ['user/trade', 'order-list'],
      ['user/interests', 'interests-plan'],
      ['rewards', 'reward-tasks'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(ready).waitFor();
      await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
      await screenshot(page, `mobile-money-${path.replace('user/', '')}-${locale}`);
      await expectNoSidewaysScroll(page, path);
    }
    await context.close();

    const desktop = await signedInPage(browser, user, undefined, locale);
    for (const [path, ready] of [
      ['user/recharge', 'kcoin-package-kc500'],
      ['user/trade', 'order-table'],
      ['user/interests', 'interests-plan'],
      ['rewards', 'reward-tasks'],
      ['price', 'plan-pro-price'],
    ] as const) {
      await desktop.page.goto(path);
      await desktop.page.getByTestId(ready).waitFor();
      await desktop.page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
      await screenshot(desktop.page, `money-${path.replace('user/', '')}-desktop-${locale}`);
    }
    await desktop.context.close();
  });
});
