// The landing page's entry (landing.html, served as `/`): its styles, then, once the prerendered page has painted,
// the code that hydrates it. Evaluating React and hydrating before that first frame held the paint back on a slow
// phone; nothing on the page needs JavaScript to be read.
import '@factory/ui/theme';
import '@factory/ui/fonts';

requestAnimationFrame(() => setTimeout(() => void import('./hydrate.tsx')));
