// Node only: gives the SVG sanitiser a DOM window from jsdom. Imported by the Node entries (`node.ts`, the HTTP
// server), never by anything a browser bundle reaches.
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { provideSvgWindow } from './sanitizeSvg.ts';

provideSvgWindow(() => new JSDOM('').window as unknown as WindowLike);
