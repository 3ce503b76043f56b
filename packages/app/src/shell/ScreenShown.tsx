// Tells the page when a route's screen has been committed (see pageData.ts's `screenShownEvent`).
import { useEffect } from 'react';
import { screenShownEvent } from '../pageData.ts';

/** Placed after a route's screen inside its Suspense boundary: its effect runs once that boundary has committed. */
export function ScreenShown() {
  useEffect(() => void window.dispatchEvent(new Event(screenShownEvent)), []);
  return null;
}
