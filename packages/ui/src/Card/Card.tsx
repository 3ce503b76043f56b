import { type CardContent, CardFrame } from './CardFrame.tsx';

export type CardProps = CardContent;

/**
 * A surface with optional media, a heading, body and footer actions. Plain markup: a page can show cards before it
 * loads React Aria. LinkCard is the card a click anywhere on follows.
 */
export function Card({ title, ...content }: CardProps) {
  return <CardFrame {...content} heading={title} isLink={false} />;
}
