import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { RequestHandler } from 'msw';
import { handlers as defaultHandlers } from '../index.ts';
import '../media/svgWindow.node.ts';
import { createServerApp, type PageRenderer } from './serverApp.ts';

export interface ApiServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** A folder served for every request no handler answers (the app's built files), with the app's shell for routes. */
  staticDir?: string;
  handlers?: RequestHandler[];
  /** Request bodies above this many bytes get 413 (default 20 MB). */
  maxBodyBytes?: number;
  /** Injects faults into API answers (see faults.ts). */
  faults?: MiddlewareHandler;
  /** A real backend answering the API and session calls (see serverApp.ts). */
  backendUrl?: string;
  /**
   * The app's server bundle (its build's `dist-ssr/prerender.js`): pages it renders (the catalogue's) are sent drawn
   * with the visitor's data instead of as the empty shell.
   */
  serverBundle?: string;
  /**
   * How long a drawn page's reads may take before the server sends the empty shell instead (the app's own default
   * when left out). The journeys give it longer: on a busy machine the local API is slow by load, not by design.
   */
  renderDeadlineMs?: number;
}

export interface ApiServer {
  /** e.g. `http://127.0.0.1:8787` */
  url: string;
  close(): Promise<void>;
}

async function loadPageRenderer(serverBundle: string, renderDeadlineMs?: number): Promise<PageRenderer | undefined> {
  const bundle = (await import(pathToFileURL(path.resolve(serverBundle)).href)) as {
    createPageRenderer: (appDir?: string, options?: { renderDeadlineMs?: number }) => PageRenderer | undefined;
  };
  return bundle.createPageRenderer(undefined, { renderDeadlineMs });
}

/**
 * The mock backend over real HTTP: each request goes to the same MSW handlers as in the browser and in tests,
 * answers carry real `Set-Cookie` headers, and anything else comes from `staticDir` (one origin for app and API).
 */
export async function startApiServer({
  port = 8787,
  host = '127.0.0.1',
  staticDir,
  handlers = defaultHandlers,
  maxBodyBytes,
  faults,
  backendUrl,
  serverBundle,
  renderDeadlineMs,
}: ApiServerOptions = {}): Promise<ApiServer> {
  const renderPage = serverBundle ? await loadPageRenderer(serverBundle, renderDeadlineMs) : undefined;
  const app = createServerApp({ handlers, staticDir, maxBodyBytes, faults, backendUrl, renderPage });
  return new Promise((resolve, reject) => {
    const server = serve(
      // Node's own Request/Response stay global: MSW's responses and `instanceof Response` checks rely on them.
      { fetch: app.fetch, port, hostname: host, overrideGlobalObjects: false },
      (info: AddressInfo) => {
        resolve({
          url: `http://${host}:${info.port}`,
          close: () =>
            new Promise<void>((done, fail) => {
              if ('closeAllConnections' in server) server.closeAllConnections();
              server.close((error) => (error ? fail(error) : done()));
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
