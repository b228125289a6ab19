import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/** Stands in for XMLHttpRequest so a test drives the upload link's progress events, response and abort. */
export class FakeXHR {
  static instances: FakeXHR[] = [];
  static readonly DONE = 4;
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  aborted = false;
  body: FormData | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXHR.instances.push(this);
  }
  open() {
    this.readyState = 1;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.readyState = FakeXHR.DONE;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json';
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(body: unknown, status = 200) {
    this.status = status;
    this.responseText = JSON.stringify(body);
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
