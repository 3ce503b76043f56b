// The story run's report for reviewers: Vitest's HTML report (@vitest/ui) of the story tests, one self-contained
// file, whose failed pictures show the baseline, the new picture and their difference (side by side or with a
// slider), and the Storybook address of each changed story; the terminal lists the changed stories and counts the
// pictures. Unit, e2e and contract runs write nothing. A shard (`--shard`, scripts/stories.mjs) writes a blob instead
// and the merged run (`vitest --merge-reports`) writes this report for both shards.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import HtmlReporterModule from '@vitest/ui/reporter';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { changedStories, type StoryResult, storyTitleOf } from './changedPictures.ts';

/** Where the report is written, from the repository's root (git-ignored). */
export const storyReportDir = 'test-results/stories';

type HtmlReporter = Required<Pick<Reporter, 'onInit' | 'onTestRunEnd'>>;
const HtmlReporterClass = HtmlReporterModule as unknown as new (options: {
  outputDir: string;
  singleFile: boolean;
}) => HtmlReporter;

function* storyResults(modules: ReadonlyArray<TestModule>): Generator<StoryResult> {
  for (const module of modules) {
    const title = storyTitleOf(readFileSync(module.moduleId, 'utf8'));
    for (const test of module.children.allTests()) {
      yield { name: test.name, title, meta: test.meta(), artifacts: test.artifacts() };
    }
  }
}

export default class StoryReport implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  async onTestRunEnd(...[modules, errors, reason]: Parameters<NonNullable<Reporter['onTestRunEnd']>>) {
    const vitest = this.vitest;
    // The project is named after its browser too: `storybook (chromium)`.
    const stories = modules.filter((module) => module.project.name.split(' ')[0] === 'storybook');
    if (!vitest || stories.length === 0 || vitest.config.shard) return;
    // Read before the HTML report inlines the pictures (it replaces their paths with their contents).
    const changed = changedStories(storyResults(stories));
    // One file with the pictures inlined: it opens from disk, with no server, and survives being copied elsewhere.
    const html = new HtmlReporterClass({ outputDir: storyReportDir, singleFile: true });
    await html.onInit(vitest);
    await html.onTestRunEnd(stories, errors, reason);
    const pictures = changed.reduce((sum, story) => sum + story.widths.length, 0);
    const file = path.join(vitest.config.root, storyReportDir, 'index.html');
    // For CI's closing line (.ci/run) and any other tool that wants the figures without parsing the report.
    writeFileSync(
      path.join(vitest.config.root, storyReportDir, 'summary.json'),
      `${JSON.stringify({ changedPictures: pictures, changedStories: changed }, null, 2)}\n`,
    );
    const lines = changed.map(
      (story) => `  ${story.name} (${story.widths.join(', ')}${story.isNew ? ', new' : ''})  ${story.url ?? ''}`,
    );
    vitest.logger.log(
      [
        `Changed pictures: ${pictures} in ${changed.length} ${changed.length === 1 ? 'story' : 'stories'}`,
        ...lines,
        `Story report: ${file}`,
        ...(changed.length
          ? ['Accept chosen ones: npm run accept-pictures -- "<Title/Story Name>" … (README: Reviewing visual changes)']
          : []),
      ].join('\n'),
    );
  }
}
