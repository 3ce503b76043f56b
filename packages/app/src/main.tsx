// The router app's entry (index.html): every route but the landing page `/`, which has its own (landing/main.tsx).
import '@factory/ui/theme';
import '@factory/ui/reset';
import '@factory/ui/fonts';
import { App } from './App.tsx';
import { mount } from './mount.tsx';

mount(<App />);
