import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './browser';
import { closeIntroTour, registerUser, signIn, type TTestUser } from './session';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
let user: TTestUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Policy Ada');
});
afterAll(() => browser.close());

/**
 * Collects what the browser reports about the Content-Security-Policy: each `securitypolicyviolation` event
 * (written to the console by a script the test adds, which the policy does not govern) and Chromium's own
 * "Refused to ..." console messages.
 */
async function watchViolations(context: BrowserContext) {
  const violations: string[] = [];
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      console.error('CSP violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') +
        ' at ' + event.sourceFile + ':' + event.lineNumber);
    });`,
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/CSP violation|Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return violations;
}

/** Opens a page of the web app, checks it carries the policy and waits for the element that shows it rendered. */
async function open(page: Page, path: string, readyTestId: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await page.getByTestId(readyTestId).first().waitFor();
}

describe('the Content-Security-Policy', () => {
  it('reports an inline script it blocks, so a page that broke the policy would be seen', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(context);
    await open(page, 'login', 'login-email');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true;';
      document.head.append(script);
      return (window as { inlineScriptRan?: boolean }).inlineScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toMatch(/script-src/);
    await context.close();
  });

  it('lets a guest read the landing, price, log-in and sign-up pages without a violation', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(context);
    await open(page, 'home', 'home-headline');
    await open(page, 'price', 'price-title');
    await open(page, 'login', 'login-email');
    await open(page, 'register', 'captcha-image');
    await screenshot(page, 'csp-register');
    await page.setViewportSize(PHONE);
    await open(page, 'register', 'captcha-image');
    await screenshot(page, 'csp-register-phone');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('lets a developer read the API documentation without a violation', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(context);
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
    await page.locator('.swagger-ui .info').waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('lets a member use the workbench, the tools, the orders and the sandbox checkout without a violation', async () => {
    const { context, page } = await newPage(browser);
    await signIn(context, user);
    const violations = await watchViolations(context);
    await open(page, 'workbench', 'workbench-greeting');
    await closeIntroTour(page);
    await open(page, 'create', 'create-studio');
    await open(page, 'dubbing', 'dubbing-page');
    await open(page, 'price', 'price-title');
    await open(page, 'user/trade', 'order-table');

    await open(page, 'user/recharge', 'kcoin-package-kc500');
    await page.getByTestId('kcoin-package-kc500').click();
    await page.getByTestId('recharge-buy').click();
    await page.waitForURL(/\/api\/user\/v1\/payment\/sandbox\/checkout\?/);
    await page.getByTestId('sandbox-pay').waitFor();
    await screenshot(page, 'csp-sandbox-checkout');
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/ai\/user\/trade$/);
    // The order drawer locks the page's scrolling with a style element written at run time.
    await page.locator('[data-testid^="order-open-"]').first().click();
    await page.getByTestId('order-detail').waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});
