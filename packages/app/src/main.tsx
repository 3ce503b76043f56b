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
// Three a task: each preload the page starts costs its main thread a few milliseconds on a slow phone.
const preloadsPerTask = 3;
const drawn = document.getElementById(pageDataId);
const root = document.getElementById('root');
if (!drawn || !root) void start();
else {
  // Taps meanwhile are replayed once React has the page (start.tsx hydrates as it runs).
  const release = holdEarlyInput(root);
  afterPageLoad(async () => {
    // All of the page's code requested at once (the app, the catalogue's shell and the page's screen), a few files a
    // task.
    const modules = drawn.dataset.modules?.split(' ') ?? [];
    for (let next = 0; next < modules.length; next += preloadsPerTask) {
      if (next > 0) await new Promise((resolve) => setTimeout(resolve));
      for (const href of modules.slice(next, next + preloadsPerTask)) {
        document.head.append(
          Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
        );
      }
    }
    await start().finally(release);
  });
}
