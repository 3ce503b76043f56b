import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useTestServer } from '../test/server.ts';
import { request } from './request.ts';
import { parseHeaderBlock, type UploadProgress } from './xhrFetch.ts';

useTestServer();

/** Just enough of XMLHttpRequest: the body goes out in two halves, then a 201 with JSON comes back. */
class TwoStepUpload {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: ProgressEvent) => void)[] = [];
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  upload = {
    addEventListener: (_: string, listener: (event: ProgressEvent) => void) => this.uploadListeners.push(listener),
  };
  responseType = '';
  withCredentials = false;
  status = 0;
  response: Blob | null = null;
  open(method: string, url: string) {
    this.request = { ...this.request, method, url };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener];
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: 7\r\n';
  }
  abort() {}
  send(body: unknown) {
    TwoStepUpload.sent.push({ ...this.request, body });
    for (const loaded of [500, 1000]) {
      for (const listener of this.uploadListeners)
        listener({ lengthComputable: true, loaded, total: 1000 } as ProgressEvent);
    }
    this.status = 201;
    this.response = new Blob([JSON.stringify({ ok: true })]);
    queueMicrotask(() => {
      for (const listener of this.listeners.load ?? []) listener();
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  TwoStepUpload.sent = [];
});

describe('upload progress', () => {
  it('reports the bytes sent and answers the parsed body', async () => {
    vi.stubGlobal('XMLHttpRequest', TwoStepUpload);
    const progress: UploadProgress[] = [];
    const answer = await request({
      method: 'POST',
      path: '/api/files',
      body: { files: [new File(['x'.repeat(10)], 'a.png', { type: 'image/png' })] },
      schema: z.object({ ok: z.boolean() }),
      onUploadProgress: (step) => progress.push(step),
    });
    expect(answer).toEqual({ ok: true });
    expect(progress).toEqual([
      { loaded: 500, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
    const [sent] = TwoStepUpload.sent;
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(sent?.body).toBeInstanceOf(FormData);
  });

  it('reads the header block XMLHttpRequest hands back', () => {
    const headers = parseHeaderBlock('content-type: application/json\r\nset-cookie: a=1; Path=/\r\n');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('set-cookie')).toBe('a=1; Path=/');
  });
});
