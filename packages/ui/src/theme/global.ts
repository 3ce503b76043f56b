// Installs the brand theme (CSS variables on :root) and the global reset. Apps import '@factory/ui/theme' once;
// a bundler would otherwise drop the theme, whose exports nobody uses. Listed in "sideEffects".
import './brand.css.ts';
