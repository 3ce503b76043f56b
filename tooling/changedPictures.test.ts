import { describe, expect, it } from 'vitest';
import { baselineNames, changedStories, splitStoryName, storybookUrl, storyFileOf } from './changedPictures.ts';

const mismatch = {
  type: 'internal:toMatchScreenshot',
  attachments: [
    { name: 'reference', path: '/repo/.vitest/attachments/9241.png' },
    { name: 'actual', path: '/repo/.vitest/attachments/23c0.png' },
    { name: 'diff', path: '/repo/.vitest/attachments/c676.png' },
  ],
};

describe('the changed pictures of a story run', () => {
  it('names each changed story as Title/Story Name with its widths and its Storybook address', () => {
    const changed = changedStories([
      {
        name: 'Server Error',
        title: 'Screens/Admin/Users',
        meta: { storyId: 'screens-admin-users--server-error', changedPictures: ['desktop', 'phone'] },
        artifacts: [mismatch, mismatch, { type: 'internal:annotation' }],
      },
      {
        name: 'Default',
        title: 'Screens/Admin/Users',
        meta: { storyId: 'screens-admin-users--default' },
        artifacts: [],
      },
    ]);
    expect(changed).toEqual([
      {
        name: 'Screens/Admin/Users/Server Error',
        url: 'http://localhost:6006/?path=/story/screens-admin-users--server-error',
        widths: ['desktop', 'phone'],
        isNew: false,
      },
    ]);
  });

  it('marks a story with no baseline yet as new', () => {
    const [story] = changedStories([
      {
        name: 'Filtered',
        title: 'Screens/Admin/Customers',
        meta: { storyId: 'screens-admin-customers--filtered', changedPictures: ['phone'] },
        artifacts: [
          {
            type: 'internal:toMatchScreenshot',
            attachments: [{ name: 'reference', path: '/repo/.vitest/attachments/0f3a.png' }],
          },
        ],
      },
    ]);
    expect(story).toMatchObject({ widths: ['phone'], isNew: true });
  });

  it("gives Storybook's address of a story id", () => {
    expect(storybookUrl('blocks-button--primary')).toBe('http://localhost:6006/?path=/story/blocks-button--primary');
  });
});

describe('naming stories to accept', () => {
  it('splits a full name at its last slash into the title and the story', () => {
    expect(splitStoryName('Screens/Admin/Users/Server Error')).toEqual({
      title: 'Screens/Admin/Users',
      name: 'Server Error',
    });
  });

  it('refuses a name without a title', () => {
    expect(() => splitStoryName('Default')).toThrow(
      '"Default" is not Title/Story Name (as the picture report lists it), e.g. Screens/Admin/Users/Default',
    );
  });

  it('finds the story file by its title, not by a title that only starts the same', () => {
    const files = [
      { path: 'a/UsersEdit.stories.tsx', source: "const meta = {\n  title: 'Screens/Admin/Users/Edit',\n};" },
      { path: 'a/Users.stories.tsx', source: "const meta = {\n  title: 'Screens/Admin/Users',\n};" },
    ];
    expect(storyFileOf('Screens/Admin/Users', files)).toBe('a/Users.stories.tsx');
    expect(storyFileOf('Screens/Admin/Nobody', files)).toBeUndefined();
  });

  it("gives a story's two baseline files as Vitest names them", () => {
    expect(baselineNames('Server Error')).toEqual([
      'Server-Error-chromium-linux.png',
      'Server-Error-phone-chromium-linux.png',
    ]);
  });
});
