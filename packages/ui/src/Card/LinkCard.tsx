import { useRouterLink } from '../Link/routerLink.ts';
import * as styles from './Card.css.ts';
import { type CardContent, CardFrame } from './CardFrame.tsx';

export interface LinkCardProps extends CardContent {
  /** Where the card leads: its title is a link, and a click anywhere on the card follows it. */
  href: string;
}

/**
 * A Card that is a link: the title's link stretches over the card, footer actions keep their own clicks. The link is
 * the browser's `<a>` (a list of cards hydrates without React Aria's press and hover code per card) and navigates
 * through the app's router as Link does (React Aria's `RouterProvider`).
 */
export function LinkCard({ title, href, ...content }: LinkCardProps) {
  const link = useRouterLink(href);
  return (
    <CardFrame
      {...content}
      isLink
      heading={
        <a {...link} className={styles.titleLink}>
          {title}
        </a>
      }
    />
  );
}
