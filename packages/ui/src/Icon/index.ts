export {
  Icon,
  type IconAnimation,
  type IconFlip,
  type IconProps,
  type IconSize,
  type IconSpeed,
  iconAnimations,
  iconFlips,
  iconSizes,
  iconSpeeds,
} from './Icon.tsx';
export { type IconName, iconNames } from './iconPaths.ts';
