import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_API_BASE, OpenApi } from '@orator/contracts';
import { copyStream } from '../../../test/copy-stream';
import { createTestApp, type TestApp } from '../../../test/helper';
import { openCaller } from '../../../test/open-api';

let t: TestApp;
let apiToken: string;
let sessionToken: string;

beforeAll(async () => {
  // The composer's default pace between words is kept, as a client meets it.
  t = await createTestApp();
  const caller = await openCaller(t);
  apiToken = caller.apiToken;
  sessionToken = caller.token;
}, 60_000);

afterAll(() => t.close());

async function listening(): Promise<AddressInfo> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t.app.server.address() as AddressInfo;
}

const stream = (payload: object, headers: Record<string, string>) =>
  copyStream(t, `${OPEN_API_BASE}${OpenApi.copywritingStream}`, payload, headers);

describe('open API copywriting/v2/stream/ai', () => {
  it('streams one text from the API-NOTES fields, 200 words by default', async () => {
    const res = await stream(
      { keywords: 'Orator Buds, active noise cancelling', language: 'en', businessSource: 2, requestModel: 'any' },
      { apiToken },
    );
    expect(res.isStream).toBe(true);
    expect(res.frames[0]!.data).toMatchObject({ variants: 1, writer: { kind: 'composer' } });
    expect(res.done!.variants).toHaveLength(1);
    expect(res.done!.variants[0]!.length).toBeGreaterThanOrEqual(170);
    expect(res.done!.variants[0]!.length).toBeLessThanOrEqual(220);
    expect(res.spelled[0]).toBe(res.done!.variants[0]!.text);
  });

  it('hands the words out one at a time, not as one block', async () => {
    const { port } = await listening();
    const started = Date.now();
    const arrivals: number[] = [];
    const response = await fetch(`http://127.0.0.1:${port}${OPEN_API_BASE}${OpenApi.copywritingStream}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apiToken },
      body: JSON.stringify({ keywords: 'Orator Buds', language: 'en', wordCount: 100 }),
    });
    for await (const chunk of response.body!) if ((chunk as Uint8Array).length) arrivals.push(Date.now() - started);
    expect(arrivals.length).toBeGreaterThan(20);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(500);
  });

  it('refuses bad input in its own envelope with a string code', async () => {
    const res = await stream(
      { keywords: 'Orator Buds', language: 'en', wordCount: 1000 },
      { apiToken, Language: 'zh' },
    );
    expect(res.envelope).toEqual({ code: '400', data: null, message: '请选择 100、200、400 或 500 字的文案长度' });
  });

  it('lets in only an API token, not a session', async () => {
    const res = await stream({ keywords: 'Orator Buds', language: 'en' }, { aigcToken: sessionToken });
    expect(res.envelope?.code).toBe('405');
  });
});
