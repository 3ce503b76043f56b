import { Children, type FocusEvent, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useTranslations } from '../i18n/useTranslations.ts';
import { timing } from '../theme/tokens.ts';
import { scrollerMessages } from './messages.ts';
import * as styles from './Scroller.css.ts';
import { createAutoplay, nextIndex, previousIndex } from './scrollerLogic.ts';

export interface ScrollerProps {
  /** The carousel's accessible name ("Our processes"). */
  label: string;
  /** The slides: each child is one slide. */
  children: ReactNode;
  /** Milliseconds between automatic advances. */
  interval?: number;
  /** How many slides are in view at once. */
  slidesPerView?: number;
  /** A slide's accessible name from its position and the total ("3 of 10"). */
  slideLabel?: (position: number, total: number) => string;
  /** Name of the button that shows the previous slide. */
  previousLabel?: string;
  /** Name of the button that shows the next slide. */
  nextLabel?: string;
  /** Name of the rotation button while rotating. */
  stopLabel?: string;
  /** Name of the rotation button while stopped. */
  startLabel?: string;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
/** The custom property behind a vanilla-extract variable (`var(--x)` → `--x`), for an inline style. */
const property = (cssVar: string) => cssVar.slice(4, -1);

/**
 * A horizontal carousel (WAI-ARIA APG pattern) that advances every `interval` ms (5000 by default). It holds
 * while hovered, while a slide transition runs and while keyboard focus is inside; it stops when the user
 * prefers reduced motion or presses the rotation button, which comes first, before previous and next.
 */
export function Scroller({
  label,
  children,
  interval = timing.scrollerIntervalMs,
  slidesPerView = 1,
  slideLabel: ownSlideLabel,
  previousLabel: ownPreviousLabel,
  nextLabel: ownNextLabel,
  stopLabel: ownStopLabel,
  startLabel: ownStartLabel,
}: ScrollerProps) {
  const texts = useTranslations(scrollerMessages);
  const slideLabel = ownSlideLabel ?? texts.slide;
  const previousLabel = ownPreviousLabel ?? texts.previous;
  const nextLabel = ownNextLabel ?? texts.next;
  const stopLabel = ownStopLabel ?? texts.stop;
  const startLabel = ownStartLabel ?? texts.start;
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const advance = useRef(() => {});
  advance.current = () => setIndex((current) => nextIndex(current, count, slidesPerView));
  const [autoplay] = useState(() => createAutoplay({ interval, onAdvance: () => advance.current() }));
  const { playing } = useSyncExternalStore(autoplay.subscribe, autoplay.getSnapshot, autoplay.getSnapshot);

  useEffect(() => autoplay.attach(), [autoplay]);
  useEffect(() => autoplay.hold('focus', keyboardInside), [autoplay, keyboardInside]);
  useEffect(() => {
    const media = window.matchMedia(reducedMotionQuery);
    const follow = () => autoplay.setReducedMotion(media.matches);
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [autoplay]);

  // Only keyboard focus holds the rotation: a click on "next" should not freeze it after the pointer leaves.
  // A focus that follows a pointer press inside is a pointer focus; a key press inside makes the next one keyboard.
  const pointerFocus = useRef(false);
  const onFocus = () => {
    if (!pointerFocus.current) setKeyboardInside(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    pointerFocus.current = false;
    setKeyboardInside(false);
  };
  const onTransition = (running: boolean) => (event: { target: EventTarget; currentTarget: EventTarget }) => {
    if (event.target === event.currentTarget) autoplay.hold('transition', running);
  };
  const hover = (on: boolean) => (event: { pointerType: string }) => {
    if (event.pointerType !== 'touch') autoplay.hold('hover', on);
  };

  // Announce slide changes only when they come from the user, never while rotating by itself.
  const live = playing && !keyboardInside ? 'off' : 'polite';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.carousel}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onPointerDownCapture={() => {
        pointerFocus.current = true;
      }}
      onKeyDownCapture={() => {
        pointerFocus.current = false;
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={playing ? stopLabel : startLabel}
          onClick={() => (playing ? autoplay.stop() : autoplay.play())}
        >
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={previousLabel}
          onClick={() => setIndex(previousIndex(index, count, slidesPerView))}
        >
          <Icon name="chevron-left" />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={nextLabel}
          onClick={() => setIndex(nextIndex(index, count, slidesPerView))}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      <div className={styles.viewport}>
        <div
          className={styles.track}
          aria-live={live}
          style={{ [property(styles.index)]: index, [property(styles.perView)]: slidesPerView }}
          onTransitionRun={onTransition(true)}
          onTransitionEnd={onTransition(false)}
          onTransitionCancel={onTransition(false)}
        >
          {slides.map((slide, position) => {
            const inView = position >= index && position < index + slidesPerView;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG slide is a group; a fieldset means form controls.
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position; children carry no ids.
                key={position}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(position + 1, count)}
                aria-hidden={!inView}
                inert={!inView}
                className={styles.slide}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
