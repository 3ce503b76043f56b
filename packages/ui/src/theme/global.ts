// Installs the theme: the brand's custom properties on :root, the dark theme under `data-theme`, and what the blocks
// rely on (./base.css.ts). The page reset is separate and opt-in (`@factory/ui/reset`). Listed in "sideEffects".
import './brand.css.ts';
import './dark.css.ts';
import './base.css.ts';
