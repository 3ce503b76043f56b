// What a story run changed, in the words a reviewer uses: each story whose picture differs from its baseline (at
// which widths), its name as Storybook's sidebar shows it, and the address that opens it in `npm run storybook`.

/** Where `npm run storybook` serves (package.json's `storybook` script). */
export const storybookOrigin = 'http://localhost:6006';

/** The address of a story in the running Storybook, from its id (`screens-admin-users--default`). */
export function storybookUrl(storyId: string): string {
  return `${storybookOrigin}/?path=/story/${storyId}`;
}

/**
 * A finished story test as the reporter sees it: its name, its file's title, what tooling/story-screenshots.ts noted
 * (the story's id, the widths whose picture changed) and its artifacts.
 */
export interface StoryResult {
  name: string;
  title: string | undefined;
  meta: { storyId?: string; changedPictures?: ReadonlyArray<'desktop' | 'phone'> };
  artifacts: ReadonlyArray<{ type: string; attachments?: ReadonlyArray<{ name?: string; path?: string }> }>;
}

export interface ChangedStory {
  /** `Title/Story Name`, as `npm run accept-pictures` takes it. */
  name: string;
  url: string | undefined;
  widths: Array<'desktop' | 'phone'>;
  /** The story has no baseline yet (a new story): its picture is new rather than changed. */
  isNew: boolean;
}

/** The stories with a picture that no longer matches (or has no) baseline, in run order. */
export function changedStories(results: Iterable<StoryResult>): ChangedStory[] {
  const changed: ChangedStory[] = [];
  for (const result of results) {
    const pictures = result.artifacts.filter((artifact) => artifact.type === 'internal:toMatchScreenshot');
    if (pictures.length === 0) continue;
    const { storyId, changedPictures } = result.meta;
    changed.push({
      name: result.title ? `${result.title}/${result.name}` : result.name,
      url: storyId ? storybookUrl(storyId) : undefined,
      widths: [...(changedPictures ?? [])],
      isNew: pictures.every((picture) => !picture.attachments?.some((attachment) => attachment.name === 'diff')),
    });
  }
  return changed;
}

/** `Screens/Admin/Users/Default` → the story file's title and the story's name (the last part). */
export function splitStoryName(fullName: string): { title: string; name: string } {
  const cut = fullName.lastIndexOf('/');
  if (cut <= 0 || cut === fullName.length - 1) {
    throw new Error(
      `"${fullName}" is not Title/Story Name (as the picture report lists it), e.g. Screens/Admin/Users/Default`,
    );
  }
  return { title: fullName.slice(0, cut), name: fullName.slice(cut + 1) };
}

/** The `title` a story file's default export declares (CSF), from its source. */
export function storyTitleOf(source: string): string | undefined {
  return /^\s*title:\s*(['"`])(.*?)\1/m.exec(source)?.[2];
}

/** The story file whose default export has this `title`, among `files` (path and source text). */
export function storyFileOf(title: string, files: ReadonlyArray<{ path: string; source: string }>): string | undefined {
  return files.find((file) => storyTitleOf(file.source) === title)?.path;
}

/** The baseline file names of a story (desktop and phone), as Vitest sanitises the picture's name. */
export function baselineNames(storyName: string): string[] {
  const arg = storyName
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
  return [`${arg}-chromium-linux.png`, `${arg}-phone-chromium-linux.png`];
}
