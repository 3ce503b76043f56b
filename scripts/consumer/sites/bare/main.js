// The Badge-only site's twin without @factory/ui: what React alone costs, subtracted to give the Badge's cost.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(h('a', { href: '/cart' }, 'Cart'));
