// The router app's entry (index.html): every route but the landing page `/`, which has its own (landing/main.tsx).
// Its styles, then the app (start.tsx): at once for a page drawn in the browser. A page the server drew with its data
// (a catalogue page) can be read, and its links followed, before any of the app's code has run: the app starts once
// its pictures have loaded, and only then is its code fetched (the server lists it on the page).
import '@factory/ui/theme';
import '@factory/ui/reset';
import '@factory/ui/fonts';
import { afterPageLoad } from './afterFirstFrame.ts';
import { pageDataId } from './pageData.ts';

const start = () => void import('./start.tsx');
const drawn = document.getElementById(pageDataId);
if (!drawn) start();
else {
  afterPageLoad(() => {
    // All of the page's code in one go: the app, the catalogue's shell and the page's screen.
    for (const href of drawn.dataset.modules?.split(' ') ?? []) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
      document.head.append(link);
    }
    start();
  });
}
