import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Cookie, Header, LocalKey, messages, Timer, UserApi, type TLocale } from '@orator/contracts';
import { recordCookieWrites } from '../../test/cookie-writes';
import { stubFetch, stubXhr } from '../../test/fake-network';
import { mockApi } from '../../test/mock-api';
import { aUser } from '../../test/fixtures';
import { i18n } from '../i18n/i18n';
import { writeUserInfo } from '../storage/local-values';
import { ApiError } from './api-error';
import { apiClient, shortApiClient } from './clients';
import { createApiClient } from './create-api-client';
import { browserTransport, type TTransport } from './transport';

function makeClient(locale: TLocale = 'en', transport?: TTransport) {
  const showError = vi.fn<(text: string) => void>();
  const onSessionExpired = vi.fn<() => void>();
  const client = createApiClient({
    timeout: 1000,
    currentLocale: () => locale,
    resolveRequestId: async () => 'device-1',
    showError,
    onSessionExpired,
    fallbackErrorText: () => 'fallback',
    failureText: (failure) => JSON.stringify(failure),
    transport,
  });
  return { client, showError, onSessionExpired };
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request headers', () => {
  it('sends the locale and the device identity, and no token: the session cookie goes along by itself', async () => {
    mockApi.on('GET', '/ping', { code: 200, data: 'pong' });
    const { client } = makeClient('pt');

    await client.get('/ping');

    const [request] = mockApi.requestsTo('/ping');
    expect(request?.headers[Header.Language]).toBe('pt');
    expect(request?.headers).not.toHaveProperty(Header.Token);
    expect(request?.headers[Header.RequestId]).toBe('device-1');
  });

  it('sends no token header even where a script could read a token cookie (one from before the fix)', async () => {
    Cookies.set(Cookie.Token, 'readable');
    mockApi.on('GET', '/ping', { code: 200, data: 'pong' });
    await makeClient().client.get('/ping');
    expect(mockApi.requestsTo('/ping')[0]?.headers).not.toHaveProperty(Header.Token);
  });

  it('follows the interface language in the real clients, English by default', async () => {
    mockApi.on('GET', '/ping', { code: 200, data: 'pong' });
    await apiClient.get('/ping');
    await i18n.changeLanguage('zh');
    await apiClient.get('/ping');
    await i18n.changeLanguage('en');

    expect(mockApi.requestsTo('/ping').map((request) => request.headers[Header.Language])).toEqual(['en', 'zh']);
  });

  it('sends the identity obtained from reqIdentity as the request id', async () => {
    mockApi.on('GET', '/ping', { code: 200, data: 'pong' });
    await apiClient.get('/ping');
    expect(mockApi.requestsTo('/ping')[0]?.headers[Header.RequestId]).toBe('identity-test');
    expect(JSON.parse(localStorage.getItem(LocalKey.IdentityId) ?? '{}')).toMatchObject({
      identityId: 'identity-test',
    });
  });
});

describe('time limits', () => {
  beforeEach(() => mockApi.on('POST', '/slow', { code: 200, data: null }));

  it('gives the main client 2 hours and the second client 10 minutes', async () => {
    await apiClient.post('/slow');
    await shortApiClient.post('/slow');
    expect(mockApi.requestsTo('/slow').map((request) => request.timeout)).toEqual([
      Timer.mainClientTimeoutMs,
      Timer.secondClientTimeoutMs,
    ]);
    expect(Timer.mainClientTimeoutMs).toBe(7_200_000);
    expect(Timer.secondClientTimeoutMs).toBe(600_000);
  });

  it('lets a call set its own time limit', async () => {
    await apiClient.post('/slow', {}, { timeout: 30_000 });
    expect(mockApi.requestsTo('/slow')[0]?.timeout).toBe(30_000);
  });
});

describe('success', () => {
  it.each([200, '200', 0])('returns the data for code %j', async (code) => {
    mockApi.on('GET', '/ok', { code, data: { value: 1 } });
    const { client, showError } = makeClient();
    await expect(client.get('/ok')).resolves.toEqual({ value: 1 });
    expect(showError).not.toHaveBeenCalled();
  });
});

describe('405 session expired', () => {
  it('clears the cached user, goes to login and rejects without a toast', async () => {
    writeUserInfo(aUser());
    mockApi.on('POST', '/private', { code: 405, message: 'Your session has expired, please log in again' });
    const { client, showError, onSessionExpired } = makeClient();

    const error = await rejectionOf(client.post('/private'));

    expect(error.code).toBe(405);
    expect(localStorage.getItem(LocalKey.UserInfo)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(showError).not.toHaveBeenCalled();
  });

  it('applies when the 405 envelope comes with an HTTP error status', async () => {
    writeUserInfo(aUser());
    mockApi.on('POST', '/private', { status: 401, body: { code: 405, data: null, message: 'expired' } });
    const { client, onSessionExpired } = makeClient();
    expect((await rejectionOf(client.post('/private'))).code).toBe(405);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(localStorage.getItem(LocalKey.UserInfo)).toBeNull();
  });

  it('only answers "no session" to a session probe: no trip to login, no toast', async () => {
    mockApi.on('POST', '/me', { code: 405, message: 'expired' });
    const { client, onSessionExpired, showError } = makeClient();
    expect((await rejectionOf(client.post('/me', undefined, { isSessionProbe: true }))).code).toBe(405);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });
});

describe('500 on the login call', () => {
  it('shows the message for 5 s when the data asks for it, and rejects with the data', async () => {
    mockApi.on('POST', UserApi.login, {
      code: 500,
      data: { isShowMsg: true },
      message: 'Incorrect e-mail address or password',
    });
    const { client, showError } = makeClient();

    const error = await rejectionOf(client.post(UserApi.login, {}));

    expect(showError).toHaveBeenCalledExactlyOnceWith('Incorrect e-mail address or password');
    expect(error.code).toBe(500);
    expect(error.data).toEqual({ isShowMsg: true });
  });

  it('stays silent when the data does not ask for the message', async () => {
    mockApi.on('POST', UserApi.login, { code: 500, data: { isShowMsg: false }, message: 'internal' });
    const { client, showError } = makeClient();
    expect((await rejectionOf(client.post(UserApi.login, {}))).data).toEqual({ isShowMsg: false });
    expect(showError).not.toHaveBeenCalled();
  });

  it('is an ordinary failure on other calls', async () => {
    mockApi.on('POST', '/other', { code: 500, data: { isShowMsg: false }, message: 'Something went wrong' });
    const { client, showError } = makeClient();
    await rejectionOf(client.post('/other'));
    expect(showError).toHaveBeenCalledExactlyOnceWith('Something went wrong');
  });
});

describe('codes for the caller', () => {
  it.each([505, 507, 515, 516])('resolves %i with the whole envelope and no toast', async (code) => {
    mockApi.on('POST', '/task', {
      code,
      data: { need: 'upgrade' },
      message: 'Oops, the K-coin balance is insufficient!',
    });
    const { client, showError } = makeClient();
    await expect(client.post('/task')).resolves.toEqual({
      code,
      data: { need: 'upgrade' },
      message: 'Oops, the K-coin balance is insufficient!',
    });
    expect(showError).not.toHaveBeenCalled();
  });

  it.each([511, 512, 513])('rejects %i with the code and no toast', async (code) => {
    mockApi.on('POST', UserApi.login, { code, message: 'quiet' });
    const { client, showError } = makeClient();
    expect((await rejectionOf(client.post(UserApi.login, {}))).code).toBe(code);
    expect(showError).not.toHaveBeenCalled();
  });
});

describe('other failures', () => {
  it('shows the message and rejects', async () => {
    mockApi.on('POST', '/x', { code: 400, message: 'Please enter a valid e-mail address' });
    const { client, showError } = makeClient();
    expect((await rejectionOf(client.post('/x'))).code).toBe(400);
    expect(showError).toHaveBeenCalledExactlyOnceWith('Please enter a valid e-mail address');
  });

  it('reads msg when there is no message', async () => {
    mockApi.on('POST', '/x', { code: 429, msg: 'Too many attempts, please try again later' });
    const { client, showError } = makeClient();
    await rejectionOf(client.post('/x'));
    expect(showError).toHaveBeenCalledExactlyOnceWith('Too many attempts, please try again later');
  });

  it('falls back to a general message when the envelope has none', async () => {
    mockApi.on('POST', '/x', { code: 403 });
    const { client, showError } = makeClient();
    await rejectionOf(client.post('/x'));
    expect(showError).toHaveBeenCalledExactlyOnceWith('fallback');
  });
});

describe('network failures', () => {
  it('shows the server message of a non-envelope error body', async () => {
    mockApi.on('GET', '/gateway', { status: 502, body: { message: 'Bad gateway from proxy' } });
    const { client, showError } = makeClient();
    expect((await rejectionOf(client.get('/gateway'))).code).toBe(502);
    expect(showError).toHaveBeenCalledExactlyOnceWith('Bad gateway from proxy');
  });

  it('words a lost connection when there is no answer at all', async () => {
    mockApi.on('GET', '/down', () => {
      throw new Error('connection reset');
    });
    const { client, showError } = makeClient();
    const error = await rejectionOf(client.get('/down'));
    expect(error.code).toBeUndefined();
    expect(showError).toHaveBeenCalledExactlyOnceWith('{"kind":"network"}');
  });
});

describe('failures without a message, in the real clients', () => {
  it('are worded in the interface language', async () => {
    mockApi.on('GET', '/down', () => {
      throw new Error('connection reset');
    });
    mockApi.on('GET', '/gateway', { status: 502, body: '<html>Bad gateway</html>' });
    await i18n.changeLanguage('zh');
    expect((await rejectionOf(apiClient.get('/down', {}, { isQuiet: true }))).message).toBe(messages.networkFailed.zh);
    await i18n.changeLanguage('pt');
    expect((await rejectionOf(apiClient.get('/gateway', {}, { isQuiet: true }))).message).toBe(
      messages.requestFailedStatus.pt.replace('{{status}}', '502'),
    );
  });
});

describe('quiet background calls', () => {
  it('reject without a toast when the API refuses them', async () => {
    mockApi.on('GET', '/tips', { code: 400, message: 'Not available' });
    const { client, showError } = makeClient();
    expect((await rejectionOf(client.get('/tips', {}, { isQuiet: true }))).code).toBe(400);
    expect(showError).not.toHaveBeenCalled();
  });

  it('reject without a toast when the endpoint does not exist or the network fails', async () => {
    const { client, showError } = makeClient();
    expect((await rejectionOf(client.get('/missing', {}, { isQuiet: true }))).code).toBe(404);
    mockApi.on('POST', '/down', () => {
      throw new Error('connection reset');
    });
    await rejectionOf(client.post('/down', {}, { isQuiet: true }));
    expect(showError).not.toHaveBeenCalled();
  });

  it('still end an expired session', async () => {
    mockApi.on('GET', '/tips', { code: 405, message: 'expired' });
    const { client, onSessionExpired } = makeClient();
    await rejectionOf(client.get('/tips', {}, { isQuiet: true }));
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });
});

describe('file downloads', () => {
  it('return the bytes as a blob', async () => {
    mockApi.on('GET', '/file', { status: 200, body: new Blob(['mp4 bytes'], { type: 'video/mp4' }) });
    const blob = await makeClient().client.get<Blob>('/file', {}, { responseType: 'blob' });
    expect(await blob.text()).toBe('mp4 bytes');
  });

  it('settle a refusal that arrives as a JSON blob like any envelope', async () => {
    const envelope = JSON.stringify({ code: 404, data: null, message: 'Not found' });
    mockApi.on('GET', '/file', { status: 200, body: new Blob([envelope], { type: 'application/json' }) });
    const { client, showError } = makeClient();
    expect((await rejectionOf(client.get('/file', {}, { responseType: 'blob' }))).code).toBe(404);
    expect(showError).toHaveBeenCalledExactlyOnceWith('Not found');
  });
});

describe('upload progress', () => {
  it('reaches the caller from the mock API server too, as one report of the whole body', async () => {
    mockApi.on('POST', '/upload', { code: 200, data: null });
    const form = new FormData();
    form.append('file', new File(['12345'], 'clip.mp4'));
    const onUploadProgress = vi.fn();
    await makeClient().client.post('/upload', form, { onUploadProgress });
    expect(onUploadProgress).toHaveBeenCalledExactlyOnceWith({ loaded: 5, total: 5 });
  });
});

describe('over the network', () => {
  const networkClient = () => makeClient('en', browserTransport);
  const ok = { status: 200, body: JSON.stringify({ code: 200, data: { saved: true } }) };

  it('sends a body as JSON, its unset fields left out, with the headers', async () => {
    const calls = stubFetch(ok);
    await expect(networkClient().client.post('/save', { name: 'a', note: undefined })).resolves.toEqual({
      saved: true,
    });
    expect(calls[0]?.url).toBe('/api/save');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      body: '{"name":"a"}',
      headers: { 'Content-Type': 'application/json', [Header.Language]: 'en', [Header.RequestId]: 'device-1' },
    });
  });

  it('sends a form as it is, for the browser to encode as multipart with its own boundary', async () => {
    const calls = stubFetch(ok);
    const form = new FormData();
    form.append('source', '1');
    await networkClient().client.post('/upload', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it('puts the params in the query string as axios wrote them, leaving out the unset ones', async () => {
    const calls = stubFetch(ok);
    await networkClient().client.get('/list', {
      id: 5,
      ratio: '16:9',
      name: 'a b&c',
      isNew: true,
      voiceId: null,
      page: undefined,
    });
    expect(calls[0]?.url).toBe('/api/list?id=5&ratio=16:9&name=a+b%26c&isNew=true');
    expect(calls[0]?.init).toMatchObject({ method: 'GET', body: undefined });
  });

  it('gives up at the time limit, aborting the request, and says so', async () => {
    const calls = stubFetch();
    const { client, showError } = networkClient();
    const error = await rejectionOf(client.get('/slow', {}, { timeout: 20 }));
    expect(error.code).toBeUndefined();
    expect(error.message).toBe('{"kind":"timeout","timeoutMs":20}');
    expect(showError).toHaveBeenCalledExactlyOnceWith('{"kind":"timeout","timeoutMs":20}');
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('ends a cancelled call with its cancellation and no toast', async () => {
    const calls = stubFetch();
    const { client, showError } = networkClient();
    const controller = new AbortController();
    const call = client.get('/slow', {}, { signal: controller.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toBe(controller.signal.reason);
    expect(showError).not.toHaveBeenCalled();
  });

  it('words a lost connection the same way, whatever the browser calls it', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const { client, showError } = networkClient();
    expect((await rejectionOf(client.get('/down'))).code).toBeUndefined();
    expect(showError).toHaveBeenCalledExactlyOnceWith('{"kind":"network"}');
  });

  it('never writes a token from an aigcToken answer header into a cookie scripts could read', async () => {
    const writes = recordCookieWrites();
    const token = { aigcToken: 'renewed' };
    stubFetch({ status: 200, body: JSON.stringify({ code: 200, data: null }), headers: token });
    await networkClient().client.get('/ok');
    stubFetch({ status: 400, body: JSON.stringify({ code: 400, message: 'no' }), headers: token });
    await rejectionOf(networkClient().client.get('/bad'));
    expect(writes).toEqual([]);
    expect(document.cookie).not.toContain('renewed');
  });

  it('reports an HTTP error without an envelope by its status', async () => {
    stubFetch({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' });
    const { client, showError } = networkClient();
    const error = await rejectionOf(client.get('/gateway'));
    expect(error.code).toBe(502);
    expect(error.data).toBe('<html>Bad gateway</html>');
    expect(showError).toHaveBeenCalledExactlyOnceWith('{"kind":"status","status":502}');
  });

  it('settles a refused file download, which arrives as JSON, like any envelope', async () => {
    stubFetch({ status: 200, body: JSON.stringify({ code: 404, data: null, message: 'Not found' }) });
    const { client, showError } = networkClient();
    expect((await rejectionOf(client.get('/file', {}, { responseType: 'blob' }))).code).toBe(404);
    expect(showError).toHaveBeenCalledExactlyOnceWith('Not found');
  });

  it('returns the bytes of a file download as a blob', async () => {
    stubFetch({ status: 200, body: 'mp4 bytes', contentType: 'video/mp4' });
    const blob = await networkClient().client.get<Blob>('/file', {}, { responseType: 'blob' });
    expect(blob.type).toBe('video/mp4');
    expect(await blob.text()).toBe('mp4 bytes');
  });

  it('sends an upload that reports progress by XMLHttpRequest, and reports it as the bytes leave', async () => {
    const sent = stubXhr();
    const form = new FormData();
    form.append('file', new File(['video'], 'clip.mp4'));
    const onUploadProgress = vi.fn();
    const upload = networkClient().client.post('/upload', form, { onUploadProgress });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [xhr] = sent;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/upload', body: form, timeout: 1000 });
    expect(xhr?.requestHeaders).toEqual({ [Header.Language]: 'en', [Header.RequestId]: 'device-1' });
    xhr?.progress(40, 100);
    expect(onUploadProgress).toHaveBeenCalledExactlyOnceWith({ loaded: 40, total: 100 });
    xhr?.answer(200, JSON.stringify({ code: 200, data: { id: 7 } }));
    await expect(upload).resolves.toEqual({ id: 7 });
  });
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});
