export { Card, type CardProps } from './Card.tsx';
export { LinkCard, type LinkCardProps } from './LinkCard.tsx';
