// A plain client-side site: the blocks, the one style sheet with every block, the bundled fonts.
import '@factory/ui/styles.css';
import '@factory/ui/fonts';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Page } from '../page.js';

createRoot(document.getElementById('root')).render(createElement(Page));
