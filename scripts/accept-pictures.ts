// `npm run accept-pictures -- "Screens/Admin/Users/Default" "Blocks/Button/Primary" …`: the named stories' new pictures
// become their baselines (both widths), and nothing else: it reruns just those stories with Vitest's update mode
// (`-u` with `-t` naming the chosen stories, a run per story file), then lists each baseline file as updated or
// unchanged. Names are as the story
// report and Storybook's sidebar give them: the file's title, a slash, the story's name.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { glob } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baselineNames, splitStoryName, storyFileOf } from '../tooling/changedPictures.ts';

const requested = process.argv.slice(2);
if (requested.length === 0) {
  console.error('Name the stories to accept: npm run accept-pictures -- "Screens/Admin/Users/Default" …');
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..');
const files = [];
// The baselines' folders are named after their story files too.
for await (const file of glob('packages/{ui,screens}/src/**/*.stories.tsx', { cwd: root })) {
  if (file.includes('__screenshots__')) continue;
  files.push({ path: path.join(root, file), source: readFileSync(path.join(root, file), 'utf8') });
}

/** Story names to run, by story file. */
const byFile = new Map<string, string[]>();
const unknown: string[] = [];
for (const fullName of requested) {
  const { title, name } = splitStoryName(fullName);
  const file = storyFileOf(title, files);
  if (!file) unknown.push(`${fullName}: no story file has the title "${title}"`);
  else byFile.set(file, [...(byFile.get(file) ?? []), name]);
}

const baselines = [...byFile].flatMap(([file, names]) =>
  names.flatMap((name) =>
    baselineNames(name).map((base) => path.join(path.dirname(file), '__screenshots__', path.basename(file), base)),
  ),
);
const digest = (file: string) =>
  existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : '';
const before = new Map(baselines.map((file) => [file, digest(file)]));

// One Vitest run a story file (`-t` names tests in every file it runs, so a "Default" of another file would be
// rewritten too); its JSON results say whether each chosen story ran and passed.
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const results = path.join(mkdtempSync(path.join(tmpdir(), 'accept-pictures-')), 'results.json');
for (const [file, names] of byFile) {
  const pattern = `^(${names.map(literal).join('|')})$`;
  const args = ['vitest', 'run', '--project', 'storybook', file, '-t', pattern, '-u'];
  const run = spawnSync('npx', [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${results}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exitCode = 1;
  const passed = new Set<string>();
  if (existsSync(results)) {
    const report = JSON.parse(readFileSync(results, 'utf8')) as {
      testResults: Array<{ assertionResults: Array<{ title: string; status: string }> }>;
    };
    for (const test of report.testResults.flatMap((module) => module.assertionResults)) {
      if (test.status === 'passed') passed.add(test.title);
    }
    rmSync(results);
  }
  for (const name of names.filter((one) => !passed.has(one))) {
    unknown.push(`${name}: did not run and pass in ${path.relative(root, file)} (is the story's name right?)`);
  }
}

for (const file of baselines.filter((one) => existsSync(one) || before.get(one))) {
  const state = before.get(file) === digest(file) ? 'unchanged' : before.get(file) ? 'updated' : 'written';
  console.log(`${state.padEnd(9)} ${path.relative(root, file)}`);
}
for (const line of unknown) console.error(`Not accepted: ${line}`);
if (unknown.length) process.exitCode = 1;
