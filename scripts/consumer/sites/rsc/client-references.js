// What a React Server Components bundler does with a "use client" module: the server never runs it and gets a
// reference to each of its exports instead. Run with `node --conditions=react-server --import ./client-references.js`.
import { register } from 'node:module';

register('./client-loader.js', import.meta.url);
