import '@factory/ui/styles.css';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Page } from '../page.js';
import { heading } from './site.css.js';

createRoot(document.getElementById('root')).render(
  h('div', null, h('h1', { className: heading }, 'Our site'), h(Page)),
);
