// The router app's entry (index.html): every route but the landing page `/`, which has its own (landing/main.tsx).
// Its styles, then the app (start.tsx): at once for a page drawn in the browser. A page the server drew with its data
// (a catalogue page) can be read, and its links followed, before any of the app's code has run: the app starts once
// its pictures have loaded, and only then is its code fetched (the server lists it on the page).
import '@factory/ui/theme';
import '@factory/ui/reset';
import '@factory/ui/fonts';
import { loadWhileHere } from '@factory/screens/module-load';
import { holdEarlyInput } from './earlyInput.ts';
import { pageDataId } from './pageData.ts';
import { afterPageLoad } from './pageStart.ts';

const start = loadWhileHere(() => import('./start.tsx'));
/** The next task, at once: `setTimeout` waits at least 4 ms once nested five deep. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
async function runInOrder(modules: readonly string[]) {
  for (const href of modules) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
}
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
    // Then run them a file a task, in the list's order (each file after the files it imports, the app's own last):
    // importing the app at once linked and ran its whole module graph in one task, 30–40 ms here and four times that
    // on a slow phone.
    // A file that fails to load fails the app's import the same way, which is where that failure is met.
    await runInOrder(modules).catch(() => undefined);
    await start().finally(release);
  });
}
