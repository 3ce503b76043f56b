// The landing page's entry (landing.html, served as `/`): its styles, then, once the prerendered page has painted,
// the code that hydrates it. Nothing on the page needs JavaScript to be read.
import '@factory/ui/theme';
import '@factory/ui/reset';
import '@factory/ui/fonts';
import { loadWhileHere } from '@factory/screens/module-load';
import { afterFirstFrame } from '../pageStart.ts';

afterFirstFrame(loadWhileHere(() => import('./hydrate.tsx')));
