// A page rendered to HTML on the server, waiting for its lazy screens: the build's prerender of the public pages
// and the server's render of the catalogue's pages both use it.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { PageFrame } from '../PageFrame.tsx';

export async function renderToHtml(page: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<PageFrame>{page}</PageFrame>, {
    // An error inside a Suspense boundary would leave it to the browser to render: fail instead.
    onError: (error) => void errors.push(error),
    // One finished document: every boundary inline. A large one (the region select with its collection) would
    // otherwise be placed after the page and moved in by an inline script, which the CSP rightly blocks.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length > 0) throw new AggregateError(errors, 'The render failed');
  return new Response(prelude).text();
}
