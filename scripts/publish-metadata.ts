// Runs first in `npm run release:publish`: a published package must say where its code, home page and issues are
// (package.json's `repository`, `homepage`, `bugs`), and the company's real addresses are not known yet, so none is
// written in; this refuses to publish until they are, naming the file and fields to set. Workspaces marked private
// are never published and are not checked.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const fields = ['repository', 'homepage', 'bugs'] as const;

/** The lines that stop a publish of this package.json (at `file`), or none when it may be published. */
export function missingPublishMetadata(manifest: Record<string, unknown>, file: string): string[] {
  if (manifest.private === true) return [];
  const missing = fields.filter((field) => {
    const value = manifest[field];
    return typeof value === 'string' ? value.trim() === '' : typeof value !== 'object' || value === null;
  });
  if (missing.length === 0) return [];
  return [
    `${manifest.name} has no ${missing.join(', ')} in ${file}: set them to the company's real addresses before ` +
      'publishing, e.g. "repository": { "type": "git", "url": "git+https://<host>/<org>/<repo>.git", "directory": ' +
      '"packages/ui" }, "homepage": "https://<host>/<org>/<repo>/tree/main/packages/ui#readme", "bugs": { "url": ' +
      '"https://<host>/<org>/<repo>/issues" }.',
  ];
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const problems = workspaces.flatMap((workspace) => {
    const file = path.join(workspace, 'package.json');
    return missingPublishMetadata(JSON.parse(readFileSync(path.join(root, file), 'utf8')), file);
  });
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
}
