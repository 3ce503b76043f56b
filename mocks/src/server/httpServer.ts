import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import { handlers as defaultHandlers } from '../index.ts';
import { sessionCookieName } from '../session.ts';

export interface ApiServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** A folder served for every request no handler answers (the app's built files), with index.html for routes. */
  staticDir?: string;
  handlers?: RequestHandler[];
}

export interface ApiServer {
  /** e.g. `http://127.0.0.1:8787` */
  url: string;
  close(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const chunks: Buffer[] = [];
  if (hasBody) for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    body: hasBody && chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
}

/** A real server marks the session cookie HttpOnly; the browser worker cannot (document.cookie ignores it). */
const hardenCookie = (cookie: string) => (cookie.startsWith(`${sessionCookieName}=`) ? `${cookie}; HttpOnly` : cookie);

async function send(response: Response, outgoing: ServerResponse) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie().map(hardenCookie);
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  outgoing.writeHead(response.status, headers);
  if (response.body) Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(outgoing);
  else outgoing.end();
}

/** A file of the static folder; unknown paths without an extension get index.html (client-side routes). */
async function staticFile(root: string, pathname: string): Promise<string | undefined> {
  const resolved = path.resolve(root, `.${decodeURIComponent(pathname)}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return undefined;
  const info = await stat(resolved).catch(() => undefined);
  if (info?.isFile()) return resolved;
  if (info?.isDirectory()) return staticFile(root, path.posix.join(pathname, 'index.html'));
  if (path.extname(resolved) === '') {
    const index = path.join(root, 'index.html');
    return (await stat(index).catch(() => undefined))?.isFile() ? index : undefined;
  }
  return undefined;
}

/**
 * The mock backend over real HTTP: each request goes to the same MSW handlers as in the browser and in tests,
 * answers carry real `Set-Cookie` headers, and anything else comes from `staticDir` (one origin for app and API).
 */
export function startApiServer({
  port = 8787,
  host = '127.0.0.1',
  staticDir,
  handlers = defaultHandlers,
}: ApiServerOptions = {}): Promise<ApiServer> {
  const root = staticDir ? path.resolve(staticDir) : undefined;
  let origin = '';
  const server = createServer(async (incoming, outgoing) => {
    try {
      const request = await toRequest(incoming, origin);
      const response = await getResponse(handlers, request);
      if (response) return await send(response, outgoing);
      const file = root && request.method === 'GET' ? await staticFile(root, new URL(request.url).pathname) : undefined;
      if (file) {
        outgoing.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(outgoing);
        return;
      }
      outgoing.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));
    } catch (error) {
      console.error(error);
      outgoing.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Server Error' }));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      origin = `http://${host}:${address.port}`;
      resolve({
        url: origin,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
  });
}
