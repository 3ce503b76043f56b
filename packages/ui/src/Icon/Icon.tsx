import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Icon.css.ts';
import { filledIcons, type IconName, iconPaths } from './iconPaths.ts';

export const iconAnimations = ['spin', 'spin-pulse', 'wrench', 'ring', 'pulse', 'flash', 'float'] as const;
export type IconAnimation = (typeof iconAnimations)[number];
export const iconFlips = ['horizontal', 'vertical', 'both'] as const;
export type IconFlip = (typeof iconFlips)[number];
export const iconSpeeds = ['fast', 'slow'] as const;
export type IconSpeed = (typeof iconSpeeds)[number];
export const iconSizes = ['sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type IconSize = (typeof iconSizes)[number];

// Mirroring sits on the drawing's group (an SVG transform), so it never fights an animation's CSS transform.
const flipTransforms: Record<IconFlip, string> = {
  horizontal: 'matrix(-1 0 0 1 24 0)',
  vertical: 'matrix(1 0 0 -1 0 24)',
  both: 'matrix(-1 0 0 -1 24 24)',
};

export interface IconProps extends StyleProps {
  /** Which drawing to show. */
  name: IconName;
  /** Width and height: sm 16px, md 20px, lg 24px, xl 32px, xxl 48px. */
  size?: IconSize;
  /** A looping animation; all animation is off when the user prefers reduced motion. */
  animation?: IconAnimation;
  /** Animation speed: `fast` runs twice as fast, `slow` half as fast as normal. */
  speed?: IconSpeed;
  /** Mirror the drawing horizontally, vertically or both. */
  flip?: IconFlip;
  /**
   * What the icon means, when nothing else says it. With a label the icon is an image (`role="img"`) named by
   * it; without one it is decorative and hidden from assistive technology.
   */
  label?: string;
}

/** An inline SVG icon drawn in `currentColor`; decorative unless given a `label`. */
export function Icon({ name, size, animation, speed, flip, label, className, style }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      className={withSiteClass(styles.icon({ size, animation, speed }), className)}
      style={style}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <g transform={flip && flipTransforms[flip]}>
        <path d={iconPaths[name]} className={filledIcons.has(name) ? `${styles.path} ${styles.filled}` : styles.path} />
      </g>
    </svg>
  );
}
