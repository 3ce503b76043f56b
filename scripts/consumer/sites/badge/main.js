// A site that uses one block: it imports the theme and that block's style sheet only.
import '@factory/ui/theme.css';
import '@factory/ui/css/Badge.css';
import { Badge } from '@factory/ui';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(h(Badge, { count: 3 }, h('a', { href: '/cart' }, 'Cart')));
