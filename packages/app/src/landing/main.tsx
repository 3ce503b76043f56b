// The landing page's entry (landing.html, served as `/`): its styles, then, once the prerendered page has painted,
// the code that hydrates it. Evaluating React and hydrating before that first frame held the paint back on a slow
// phone; nothing on the page needs JavaScript to be read.
import '@factory/ui/theme';
import '@factory/ui/reset';
import '@factory/ui/fonts';

let started = false;
const hydrate = () => {
  if (started) return;
  started = true;
  void import('./hydrate.tsx');
};
// After the frame that paints the page; a page that draws no frames (a background tab) is not kept waiting.
requestAnimationFrame(() => setTimeout(hydrate));
setTimeout(hydrate, 300);
