// The router app's entry (index.html): every route but the landing page `/`, which has its own (landing/main.tsx).
// Its styles, then the app (start.tsx): at once for a page drawn in the browser. A page the server drew with its data
// (a catalogue page) can be read, and its links followed, before any of the app's code has run: the app starts once
// its pictures have loaded, and only then is its code fetched (the server lists it on the page).
import '@factory/ui/theme';
import '@factory/ui/reset';
import '@factory/ui/fonts';
import { holdEarlyInput } from './earlyInput.ts';
import { pageDataId } from './pageData.ts';
import { afterPageLoad } from './pageStart.ts';

const start = () => import('./start.tsx');
const drawn = document.getElementById(pageDataId);
const root = document.getElementById('root');
if (!drawn || !root) void start();
else {
  // Taps meanwhile are replayed once React has the page (start.tsx hydrates as it runs).
  const release = holdEarlyInput(root);
  // The browser's date-format data, which React Aria reads as its modules run, is loaded now, while the page is
  // read, not inside the app's first long task after it has loaded.
  Intl.DateTimeFormat.supportedLocalesOf(['en-US']);
  afterPageLoad(async () => {
    // All of the page's code requested in one go: the app, the catalogue's shell and the page's screen.
    const links = document.createDocumentFragment();
    for (const href of drawn.dataset.modules?.split(' ') ?? []) {
      links.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
    }
    document.head.append(links);
    await start().finally(release);
  });
}
