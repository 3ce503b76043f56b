// Story annotations that render a screen story at a given size (Storybook's viewport global, which the Vitest
// plugin applies before the story). Such stories get one baseline, at their own size.

const viewport = (name: string, width: number, height: number) => ({
  parameters: { viewport: { options: { [name]: { name, styles: { width: `${width}px`, height: `${height}px` } } } } },
  globals: { viewport: { value: name, isRotated: false } },
});

/** A phone: 390 × 844. */
export const atPhoneSize = viewport('phone', 390, 844);

/** A small laptop: 1366 × 768. */
export const atLaptopSize = viewport('laptop', 1366, 768);

/** A small laptop's browser window: 1280 × 720. */
export const atSmallLaptopSize = viewport('small-laptop', 1280, 720);

/** A tablet on its side, or a narrow laptop window: 1024 × 768. */
export const atTabletSize = viewport('tablet', 1024, 768);
