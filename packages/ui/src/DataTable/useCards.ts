import { type RefObject, useLayoutEffect, useState } from 'react';
import { showsCards } from './cards.ts';

/** Whether the element is narrow enough for cards, followed as it resizes; re-renders only when that changes. */
export function useCards(ref: RefObject<HTMLElement | null>, cardsBelow: number): boolean {
  const [cards, setCards] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setCards(showsCards(element.getBoundingClientRect().width, cardsBelow));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setCards(showsCards(entry.contentRect.width, cardsBelow));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, cardsBelow]);
  return cards;
}
