import { Link } from 'react-aria-components';
import * as styles from './Card.css.ts';
import { type CardContent, CardFrame } from './CardFrame.tsx';

export interface LinkCardProps extends CardContent {
  /** Where the card leads: its title is a link, and a click anywhere on the card follows it. */
  href: string;
}

/**
 * A Card that is a link: the title's link stretches over the card, footer actions keep their own clicks. The link is
 * React Aria's, so it navigates through the app's router (`RouterProvider`).
 */
export function LinkCard({ title, href, ...content }: LinkCardProps) {
  return (
    <CardFrame
      {...content}
      isLink
      heading={
        <Link href={href} className={styles.titleLink}>
          {title}
        </Link>
      }
    />
  );
}
