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
