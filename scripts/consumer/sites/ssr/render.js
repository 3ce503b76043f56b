// Server rendering in plain Node: the page's markup into the built index.html, as a server would send it.
import { readFileSync, writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Page } from '../page.js';

const file = new URL('./dist/index.html', import.meta.url);
writeFileSync(file, readFileSync(file, 'utf8').replace('<!--app-->', renderToString(createElement(Page))));
