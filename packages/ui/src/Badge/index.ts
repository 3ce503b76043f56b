export { Badge, type BadgePosition, type BadgeProps, type BadgeTargetProps, badgePositions } from './Badge.tsx';
