// fetch cannot report how much of a request body has gone out; XMLHttpRequest can. This sends one request the
// XHR way and answers the same Response fetch would, so the rest of the request path does not change.

/** How much of an upload's body has been sent, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export type OnUploadProgress = (progress: UploadProgress) => void;

/** Splits XHR's raw header block ("name: value\r\n…") into Headers. */
export function parseHeaderBlock(block: string): Headers {
  const headers = new Headers();
  for (const line of block.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses a Response cannot be built with carry no body. */
const bodiless = new Set([101, 204, 205, 304]);

export function xhrFetch(url: string, init: RequestInit, onProgress: OnUploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'blob';
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      const body = bodiless.has(xhr.status) ? null : (xhr.response as Blob);
      resolve(new Response(body, { status: xhr.status, headers: parseHeaderBlock(xhr.getAllResponseHeaders()) }));
    });
    const fail = () => reject(new TypeError('Network request failed'));
    xhr.addEventListener('error', fail);
    xhr.addEventListener('timeout', fail);
    xhr.addEventListener('abort', () => reject(init.signal?.reason ?? new DOMException('Aborted', 'AbortError')));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    if (init.signal?.aborted) return xhr.abort();
    xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
  });
}
