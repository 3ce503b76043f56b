// Writing a server-drawn page into the app's shell: pure, so its escaping is tested without a server.
import { pageDataId } from '../pageData.ts';

const mount = '<div id="root"></div>';

/** JSON inside a script element: `<` escaped, so no text in the data can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface DrawnPage {
  /** Tags for the head: the preloads React derived, the route's style sheets. */
  head: readonly string[];
  /** The rendered markup of `#root`. */
  markup: string;
  /** The reads the page was drawn with (TanStack Query's dehydrated state). */
  data: unknown;
  /** The page's code, requested by the entry once the page has loaded (main.tsx). */
  modules: readonly string[];
}

/** The shell with the page in it; throws if the shell has no empty `#root`. */
export function pageHtml(shell: string, { head, markup, data, modules }: DrawnPage): string {
  if (!shell.includes(mount)) throw new Error(`The shell has no ${mount}`);
  const root =
    `<div id="root">${markup}</div>` +
    `<script type="application/json" id="${pageDataId}" data-modules="${modules.join(' ')}">${scriptJson(data)}</script>`;
  // Replacer functions: the page holds the catalogue's own text, where `$&` or `$'` must stay as written.
  return shell.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`).replace(mount, () => root);
}
