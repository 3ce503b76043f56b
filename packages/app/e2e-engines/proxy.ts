// A pass-through in front of the app's server that adds one same-origin script to every HTML page, first in its
// head: Testing Library's queries and the page-error recorder (probe.js). The page's Content-Security-Policy allows
// it ('self'), so the app runs under its real policy; classic WebDriver has no way to run a script before the page's.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

export const probePath = '/__engines/probe.js';
/**
 * `/__engines/hold?path=<part>` keeps every later request whose path contains the part unanswered (a module still
 * loading) until `/__engines/release`; `/__engines/held` answers how many are being kept.
 */
const controlPath = '/__engines/';
const probe = `${readFileSync(createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8')}\n${readFileSync(new URL('./probe.js', import.meta.url), 'utf8')}`;
const tag = `<script src="${probePath}"></script>`;

/** Serves `upstream` on a free port of 127.0.0.1 with the probe added; resolves to its origin and a closer. */
export function startProbeProxy(upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(upstream);
  let holding: string | undefined;
  const held = new Set<http.ServerResponse>();
  const control = (url: URL, response: http.ServerResponse) => {
    const action = url.pathname.slice(controlPath.length);
    if (action === 'hold') holding = url.searchParams.get('path') ?? undefined;
    if (action === 'release') {
      holding = undefined;
      for (const waiting of held) waiting.destroy();
      held.clear();
    }
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(String(held.size));
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://proxy');
    if (url.pathname.startsWith(controlPath) && request.url !== probePath) {
      control(url, response);
      return;
    }
    if (holding && url.pathname.includes(holding)) {
      held.add(response);
      response.on('close', () => held.delete(response));
      return;
    }
    if (request.url === probePath) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(probe);
      return;
    }
    // Uncompressed answers, so an HTML page can be edited on its way through.
    const headers = { ...request.headers, host: target.host };
    delete headers['accept-encoding'];
    // Always a full answer: a 304 would leave the browser a cached page whose probe it cannot tell apart.
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const forward = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        const isHtml = /text\/html/.test(String(answer.headers['content-type']));
        if (!isHtml) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const page = Buffer.from(
            Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<head[^>]*>/i, (head) => head + tag),
          );
          const { etag: _etag, 'content-length': _length, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': page.length });
          response.end(page);
        });
      },
    );
    forward.on('error', (error) => response.destroy(error));
    request.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
