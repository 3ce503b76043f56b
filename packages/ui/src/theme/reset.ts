// The opt-in page reset (`@factory/ui/reset`), a side-effect import like the theme. Listed in "sideEffects".
import './reset.css.ts';
