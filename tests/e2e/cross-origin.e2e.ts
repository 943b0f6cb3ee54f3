import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser } from './browser';
import { registerUser, setPlan, signedInPage, sql } from './session';

/**
 * docs/security.md, item 6, in a real browser: a page served from another port of the same host is the same site,
 * so SameSite=Lax lets the browser add the session cookie to its form posts and images.
 */
let browser: Browser;
let attacker: http.Server;
let attackerUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const api = `${inject('baseUrl')}/api`;
  const page = `<!doctype html>
<img id="mint" src="${api}/user/v2/generateToken?name=stolen">
<form id="logout" method="post" enctype="text/plain" action="${api}/user/v2/user/logout">
  <input name="x" value="1"><button id="go">Win a prize</button>
</form>`;
  attacker = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => attacker.close(resolve));
});

describe('a page on another port of the same host', () => {
  it('neither mints an API token nor signs the user out through the session cookie', async () => {
    const user = await registerUser('Cross Origin');
    await setPlan(user, 'pro');
    const { context, page } = await signedInPage(browser, user);
    await page.goto('workbench');
    await page.getByTestId('workbench-greeting').waitFor();

    // The image's answer is JSON, which the browser blocks from the page; the request is what matters.
    const minted = new Promise<Request>((resolve) => {
      const settled = (request: Request) => request.url().includes('/generateToken') && resolve(request);
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);
    });
    await page.goto(attackerUrl);
    await minted;

    const loggedOut = page.waitForResponse((response) => response.url().includes('/user/logout'));
    await page.locator('#go').click();
    const loggedOutAnswer = await loggedOut;
    expect((await loggedOutAnswer.request().allHeaders()).cookie).toContain(`token=${user.token}`);
    const answer = await loggedOutAnswer.json();
    expect(answer).toMatchObject({
      code: 403,
      message: 'This request did not come from the app: open the app and try again',
    });

    const { rows } = await sql(
      "select kind, revoked_at from auth_tokens where user_id = $1 and (kind = 'api' or revoked_at is not null)",
      [user.id],
    );
    expect(rows).toEqual([]);
    await page.goto(`${inject('baseUrl')}/ai/workbench`);
    await page.getByTestId('workbench-greeting').waitFor();
    expect(page.url()).toMatch(/\/ai\/workbench$/);
    await context.close();
  });
});
