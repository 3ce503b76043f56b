// Runs in the browser after every story test: once the play function and the axe check have passed,
// the whole page is compared with the committed baselines beside the story file
// (__screenshots__/<file>/<story>-chromium-linux.png at 1200 × 900, and for screen stories — files under
// packages/screens — also <story>-phone-chromium-linux.png at 390 × 844). `npm run test:update-snapshots` rewrites
// them. Toasts are left out of screen pictures (they leave on a timer). At 600 px (200 % zoom) and 320 px wide a
// screen must not scroll sideways (WCAG 1.4.4, 1.4.10).
import axe from 'axe-core';
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { storybookUrl } from './changedPictures.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** The address that opens the story in `npm run storybook`. */
    storybook?: string;
    /** The widths whose picture differs from (or has no) baseline, for the story report. */
    changedPictures?: Array<'desktop' | 'phone'>;
  }
}

/** The default story viewport (vitest.config.ts) and the phone every screen is also pictured at. */
const desktop = { width: 1200, height: 900 };
const phone = { width: 390, height: 844 };
/** The desktop viewport at 200 % zoom (WCAG 1.4.4), and the narrowest width every screen reflows to (1.4.10). */
const zoomed = [
  { width: desktop.width / 2, height: desktop.height / 2 },
  { width: 320, height: 640 },
];

beforeAll(() => {
  // Deterministic pictures: no animation, transition or blinking caret.
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
    transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
    scroll-behavior: auto !important; }`;
  document.head.append(style);
  // Toasts leave on a timer, so whether one is still on screen at the picture depends on the machine's speed. Screen
  // pictures leave them out (play functions assert their texts); the Toast block's own stories picture them.
  const toasts = document.createElement('style');
  toasts.textContent = `html.picture-without-toasts [role="region"][aria-label="Notifications"] {
    visibility: hidden !important; }`;
  document.head.append(toasts);
});

interface StoryUnderTest {
  id: string;
  parameters: {
    screenshot?: {
      disable?: string;
      keepScroll?: boolean;
      reflowExempt?: string;
      /** Pixels allowed to differ where a story's picture shows anti-aliasing noise between runs, and why. */
      noisyPixels?: { count: number; why: string };
    };
  };
  globals?: { viewport?: { value?: string } };
}

/** The innermost elements that stick out past `width` without a scrolling box around them, for the failure. */
function tooWide(width: number): string[] {
  const clipped = (element: Element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') return true;
    }
    return false;
  };
  return [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
    .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
    .slice(0, 4)
    .map((element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `<${element.tagName.toLowerCase()}> "${name}" to ${Math.round(element.getBoundingClientRect().right)} px`;
    });
}

/** Two frames: layout, resize observers and the renders they cause have settled after a viewport change. */
const settled = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

/**
 * Whether the page stops scrolling sideways at `width` within a second of a viewport change: a part that measures its
 * box (a chart's `ResizeObserver`) re-renders in a task of React's, which on a busy machine can come after two frames.
 * A page that is really too wide still is after the second.
 */
async function fitsOnceSettled(width: number, withinMs = 1_000): Promise<boolean> {
  const until = performance.now() + withinMs;
  do {
    await settled();
    if (document.documentElement.scrollWidth <= width) return true;
  } while (performance.now() < until);
  return false;
}

/** The story under `data-theme="dark"` has no colour-contrast violation (axe's WCAG AA check). */
async function expectDarkContrast() {
  const root = document.documentElement;
  const before = root.getAttribute('data-theme');
  root.setAttribute('data-theme', 'dark');
  try {
    await settled();
    const { violations } = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    const found = violations.flatMap((v) => v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`));
    expect(found, 'colour contrast in the dark theme').toEqual([]);
  } finally {
    if (before === null) root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', before);
  }
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryUnderTest }).story;
  if (!story || context.task.result?.state === 'fail') return;
  if (story.parameters.screenshot?.disable) return;
  await document.fonts.ready;
  const isScreen = context.task.file.filepath.includes('/packages/screens/');
  document.documentElement.classList.toggle('picture-without-toasts', isScreen);
  // Pictures show the top of the page: where a play function leaves it scrolled depends on timing (a click scrolls
  // its target into view while content above may still be loading). A story whose point is the scrolling opts out.
  const toTop = () => {
    if (!story.parameters.screenshot?.keepScroll) window.scrollTo(0, 0);
  };
  toTop();
  // The story report (tooling/storyReport.ts) shows each story's address in `npm run storybook` in its meta, above
  // Storybook's long accessibility reports (re-added after it, so listed after it).
  const { meta } = context.task as { meta: typeof context.task.meta & { reports?: unknown } };
  const { reports } = meta;
  delete meta.reports;
  meta.storybook = storybookUrl(story.id);
  if (reports !== undefined) meta.reports = reports;
  try {
    const noisy = story.parameters.screenshot?.noisyPixels;
    // Both pictures of a story (desktop and phone) allow its noisy pixels.
    const comparison = noisy && {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: noisy.count },
    };
    // Soft: a changed desktop picture still lets the phone one be taken, so the report shows the story at both widths.
    const picture = async (name: string, width: 'desktop' | 'phone') => {
      const before = context.task.artifacts.length;
      await expect.soft(page).toMatchScreenshot(name, comparison);
      if (context.task.artifacts.length > before) {
        context.task.meta.changedPictures = [...(context.task.meta.changedPictures ?? []), width];
      }
    };
    await picture(context.task.name, 'desktop');
    // @factory/ui's dark theme must read as well as its light one: every block story is checked for contrast in it.
    if (context.task.file.filepath.includes('/packages/ui/')) await expectDarkContrast();
    // Screens are also pictured on a phone, unless the story already chose its own viewport.
    if (!isScreen || story.globals?.viewport?.value) return;
    await page.viewport(phone.width, phone.height);
    await settled();
    toTop();
    await picture(`${context.task.name}-phone`, 'phone');
    // WCAG 1.4.4 and 1.4.10: at 200 % zoom of the desktop (600 px) and down to 320 px wide (a 1280 px screen at
    // 400 %) the page never scrolls sideways, so no text is cut off; a wide table scrolls inside itself.
    if (story.parameters.screenshot?.reflowExempt) return;
    for (const size of zoomed) {
      await page.viewport(size.width, size.height);
      if (!(await fitsOnceSettled(size.width))) {
        expect.fail(`At ${size.width} px the page scrolls sideways; too wide: ${tooWide(size.width).join('; ')}`);
      }
    }
  } finally {
    document.documentElement.classList.remove('picture-without-toasts');
    await page.viewport(desktop.width, desktop.height);
  }
});
