import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSidewaysScroll, launchBrowser, newPage, screenshot } from './browser';
import { registerUser, signIn, skipIntroTour, type TTestUser } from './session';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
let user: TTestUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Mobile Ada');
});
afterAll(() => browser.close());

async function phonePage(locale: 'en' | 'zh' | 'pt' = 'en') {
  const { context, page } = await newPage(browser, PHONE);
  await signIn(context, user);
  await skipIntroTour(context);
  await context.addInitScript({ content: `localStorage.setItem('locale', '${locale}');` });
  return { context, page };
}

describe('on a 390x844 phone', () => {
  it('the shell hides its sidebar and navigates from a drawer', async () => {
    const { context, page } = await phonePage();
    await page.goto('workbench');
    await page.getByTestId('workbench-greeting').waitFor();
    expect(await page.locator('.shell-sider').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'mobile-workbench-en');

    await page.getByTestId('shell-menu-button').click();
    await page.getByTestId('shell-drawer-content').waitFor();
    await screenshot(page, 'mobile-drawer-en');
    await page.getByTestId('shell-drawer-content').getByTestId('nav-userCenter').click();
    await page.waitForURL(/\/ai\/user\/userCenter$/);
    await page.getByTestId('account-id').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'mobile-user-centre-en');
    await context.close();
  });

  it.each(['zh', 'pt'] as const)('the workbench and the API settings read well in %s', async (locale) => {
    const { context, page } = await phonePage(locale);
    await page.goto('workbench');
    await page.getByTestId('workbench-greeting').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `mobile-workbench-${locale}`);
    await page.goto('user/apiSetting');
    await page.getByTestId('api-token-table').waitFor();
    await page.locator('.api-settings__plan-notice').waitFor();
    await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    await expectNoSidewaysScroll(page);
    await screenshot(page, `mobile-api-settings-${locale}`);
    await context.close();
  });

  it('the editors, the public pages and the leave dialog fit the screen', async () => {
    const { context, page } = await phonePage();
    await page.goto('create');
    await page.getByTestId('route-banner').waitFor();
    await page.getByTestId('focus-back').click();
    await page.getByTestId('leave-dialog-text').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'mobile-leave-dialog');
    await page.getByTestId('leave-confirm').click();
    await page.waitForURL(/\/ai\/workbench$/);

    for (const path of ['home', 'pt/price', 'privacy-policy']) {
      await page.goto(path);
      await page.locator('.public-site__main').waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `mobile-${path.replace('/', '-')}`);
    }
    await context.close();
  });
});
