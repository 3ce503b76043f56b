// The landing page's entry (landing.html, served as `/`): hydrates the prerendered landing, nothing of the router app.
import '@factory/ui/theme';
import '@factory/ui/fonts';
import { mount } from '../mount.tsx';
import { LandingPage } from './LandingPage.tsx';

mount(<LandingPage />, { inTransition: true });
