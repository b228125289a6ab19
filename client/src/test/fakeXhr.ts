import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * Stands in for XMLHttpRequest (jsdom's would really try to send): records what the upload link does (open, headers,
 * body) and lets a test drive upload progress, the response and aborts.
 */
export class FakeXHR {
  static instances: FakeXHR[] = [];
  static readonly DONE = 4;
  method = '';
  url = '';
  withCredentials = false;
  /** The request headers, by lower-case name. */
  headers: Record<string, string> = {};
  body: FormData | null = null;
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  responseHeaders = 'content-type: application/json';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXHR.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.readyState = FakeXHR.DONE;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  /** Answers with `body` (JSON unless a string) and `status`, as the browser would once the response is whole. */
  respond(body: unknown, status = 200) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.readyState = FakeXHR.DONE;
    this.onload?.();
  }
}

/** Every XMLHttpRequest of the test file's tests is a FakeXHR (the upload link sends multipart requests with one). */
export function installFakeXhr() {
  beforeEach(() => {
    FakeXHR.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXHR);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** The request the upload link sent last, once it has sent one. */
export async function lastXhr() {
  await waitFor(() => expect(FakeXHR.instances.length).toBeGreaterThan(0));
  return FakeXHR.instances.at(-1) as FakeXHR;
}
