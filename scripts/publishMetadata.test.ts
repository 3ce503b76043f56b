import { describe, expect, it } from 'vitest';
import { missingPublishMetadata } from './publish-metadata.ts';

const addresses = {
  repository: { type: 'git', url: 'git+https://git.example/factory/web.git', directory: 'packages/ui' },
  homepage: 'https://git.example/factory/web/tree/main/packages/ui#readme',
  bugs: { url: 'https://git.example/factory/web/issues' },
};

describe('publishing needs the real addresses in package.json', () => {
  it('refuses a package without repository, homepage and bugs, naming the file and the fields', () => {
    expect(missingPublishMetadata({ name: '@factory/ui' }, 'packages/ui/package.json')).toEqual([
      "@factory/ui has no repository, homepage, bugs in packages/ui/package.json: set them to the company's real " +
        'addresses before publishing, e.g. "repository": { "type": "git", "url": "git+https://<host>/<org>/<repo>.git", ' +
        '"directory": "packages/ui" }, "homepage": "https://<host>/<org>/<repo>/tree/main/packages/ui#readme", "bugs": ' +
        '{ "url": "https://<host>/<org>/<repo>/issues" }.',
    ]);
  });

  it('names only the field still missing, and an empty homepage counts as missing', () => {
    const [line] = missingPublishMetadata({ name: '@factory/ui', ...addresses, homepage: ' ' }, 'package.json');
    expect(line?.startsWith('@factory/ui has no homepage in package.json:')).toBe(true);
  });

  it('lets a package with all three through, and never checks a private workspace', () => {
    expect(missingPublishMetadata({ name: '@factory/ui', ...addresses }, 'packages/ui/package.json')).toEqual([]);
    expect(missingPublishMetadata({ name: '@factory/app', private: true }, 'packages/app/package.json')).toEqual([]);
  });
});
