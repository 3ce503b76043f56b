// Bundled fonts (no network): Inter for text, Fredoka for headings, JetBrains Mono for code and generated keys. Plain CSS imports live in a plain module:
// vanilla-extract evaluates .css.ts files at build time and drops their imports. Listed in "sideEffects".
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import '@fontsource/fredoka/500.css';
import '@fontsource/fredoka/600.css';
import '@fontsource/jetbrains-mono/400.css';
import '@fontsource/jetbrains-mono/700.css';
// After fontsource's faces: the small first subsets, used for the characters they draw (./fontSubset.ts).
import './fonts/core.css';
