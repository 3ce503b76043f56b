// `npm run chromatic`: publishes the built Storybook to Chromatic for hosted visual review. Without a project
// token (as on our own CI, which cannot reach Chromatic) it says so and succeeds; the committed screenshot
// baselines are the visual check that runs here.
import { execFileSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set (offline baselines run in npm test).');
  process.exit(0);
}
execFileSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed'],
  {
    stdio: 'inherit',
  },
);
