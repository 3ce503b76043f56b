// One place for how tests launch a browser: Debian's Chromium, headless, with no background network traffic.
// CHROMIUM_PATH overrides the binary for machines that keep Chrome elsewhere.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Identical font rendering between runs and machines.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/**
 * The story tests' and journeys' Chromium: V8 runs each page's scripts without its optimising compilers. A test page
 * lives seconds, and Maglev and TurboFan recompiled React, axe and the mocks on background threads for every page, to
 * be thrown away with it. Not for the benchmarks or Lighthouse, which measure the speed a visitor's browser gives.
 */
export const testChromiumArgs = [...chromiumArgs, '--js-flags=--no-opt --no-maglev'];
