// Runs in the browser after every story test: once the play function and the axe check have passed,
// the whole page is compared with the committed baseline beside the story file
// (__screenshots__/<file>/<story>-chromium-linux.png). `npm run test:update-snapshots` rewrites them.
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

beforeAll(() => {
  // Deterministic pictures: no animation, transition or blinking caret.
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
    transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
    scroll-behavior: auto !important; }`;
  document.head.append(style);
});

afterEach(async (context) => {
  const story = (context as unknown as { story?: { parameters: { screenshot?: { disable?: string } } } }).story;
  if (!story || context.task.result?.state === 'fail') return;
  if (story.parameters.screenshot?.disable) return;
  await document.fonts.ready;
  await expect(page).toMatchScreenshot(context.task.name);
});
