import { cloneElement, type ReactElement, useId } from 'react';
import { useTranslations } from '../i18n/useTranslations.ts';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Badge.css.ts';
import { badgeText } from './badgeLogic.ts';
import { badgeMessages } from './messages.ts';

export const badgePositions = ['start', 'end', 'center'] as const;
export type BadgePosition = (typeof badgePositions)[number];

/** Props a wrapped control must accept so the count becomes part of its accessible name. */
export interface BadgeTargetProps {
  id?: string;
  'aria-labelledby'?: string;
}

export interface BadgeProps extends StyleProps {
  /** The number to show, e.g. the items in a wishlist. */
  count: number;
  /** Where the bubble sits on the top edge of the wrapped control. */
  position?: BadgePosition;
  /** Above this the bubble shows `max+` ("99+"); assistive technology still hears the full count. */
  max?: number;
  /**
   * The announced text for a count, added to the control's accessible name ("Wishlist 3 items"); by default in the
   * locale of React Aria's I18nProvider.
   */
  label?: (count: number) => string;
  /** Show the bubble (and announce the count) when the count is 0. */
  showZero?: boolean;
  /**
   * The control the badge decorates, e.g. a link or a button: one element that accepts `id` and
   * `aria-labelledby` (every block of this package and every DOM element does).
   */
  children: ReactElement<BadgeTargetProps>;
}

/**
 * A count bubble on a control. The count joins the control's accessible name through `aria-labelledby`
 * (the control's own name, then the count's label), so it is read wherever the control is focused or listed.
 */
export function Badge({
  count,
  position = 'end',
  max = 99,
  label,
  showZero = false,
  children,
  className,
  style,
}: BadgeProps) {
  const texts = useTranslations(badgeMessages);
  const announce = label ?? texts.items;
  const ownId = useId();
  const countId = useId();
  // The wrapper stays when the count is hidden, so the control keeps its place (and focus) as the count changes.
  const shown = count > 0 || showZero;
  const targetId = children.props.id ?? ownId;
  const labelledBy = children.props['aria-labelledby'] ?? targetId;
  return (
    <span className={withSiteClass(styles.wrapper, className)} style={style}>
      {shown ? cloneElement(children, { id: targetId, 'aria-labelledby': `${labelledBy} ${countId}` }) : children}
      {shown && (
        <>
          <span className={styles.bubble({ position })} aria-hidden="true">
            {badgeText(count, max, texts.number)}
          </span>
          <span id={countId} hidden>
            {announce(count)}
          </span>
        </>
      )}
    </span>
  );
}
