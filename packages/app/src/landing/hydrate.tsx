// The landing page's interactive part: React takes over the prerendered HTML (landing/main.tsx loads this after the
// first paint). Hydration starts in a task of its own, so evaluating these modules and hydrating are two shorter
// tasks on a slow phone, with a chance to handle input between them.
import { mount } from '../mount.tsx';
import { LandingPage } from './LandingPage.tsx';

setTimeout(() => mount(<LandingPage />, { inTransition: true }));
