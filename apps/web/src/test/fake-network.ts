import { vi } from 'vitest';

export interface TFakeAnswer {
  status: number;
  body: string;
  contentType?: string;
  /** Answer headers besides the content type, such as a token a server might send. */
  headers?: Record<string, string>;
}

export interface TFetchCall {
  url: string;
  init: RequestInit;
}

/** What a browser's answer offers the transport; the Blob is jsdom's, as the app's `instanceof Blob` checks expect. */
function fakeResponse({ status, body, contentType = 'application/json', headers = {} }: TFakeAnswer): Response {
  const blob = new Blob([body], { type: contentType });
  return {
    status,
    headers: new Headers({ ...headers, 'content-type': contentType }),
    text: () => blob.text(),
    blob: () => Promise.resolve(blob),
  } as Response;
}

/**
 * Replaces fetch for one test (the setup puts it back). Each call gets `answer`, or rejects with it when it is an
 * Error; without one the call waits until its signal aborts and then rejects with the signal's reason, as the
 * browser's fetch does.
 */
export function stubFetch(answer?: TFakeAnswer | Error): TFetchCall[] {
  const calls: TFetchCall[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (answer instanceof Error) return Promise.reject(answer);
    if (answer) return Promise.resolve(fakeResponse(answer));
    return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
  });
  return calls;
}

/** Stands in for XMLHttpRequest: a test reads what was sent, plays the upload's progress and answers. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  readonly requestHeaders: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  timeout = 0;
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.onloadend?.();
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }

  answer(status: number, text: string): void {
    this.status = status;
    this.responseText = text;
    this.onload?.();
    this.onloadend?.();
  }
}

/** Replaces XMLHttpRequest for one test (the setup puts it back); returns the requests as they are sent. */
export function stubXhr(): FakeXhr[] {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}
