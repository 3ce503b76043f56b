// Where a folder of "my documents" sits in the tree.
import type { DocumentFile, OperationDocumentFolder } from '@factory/api';

/** A folder found in "my documents", with the folders above it from the top down. */
interface FolderLocation {
  folder: OperationDocumentFolder;
  ancestors: OperationDocumentFolder[];
}

/** Finds a folder anywhere in the tree; undefined when the user has no such folder. */
export function findFolder(folders: readonly OperationDocumentFolder[], id: number): FolderLocation | undefined {
  for (const folder of folders) {
    if (folder.id === id) return { folder, ancestors: [] };
    const below = findFolder(folder.children ?? [], id);
    if (below) return { folder: below.folder, ancestors: [folder, ...below.ancestors] };
  }
  return undefined;
}

/** A folder as the list names it: the folders above it the server names (not shared with the user), then its own. */
export function folderPathLabel(folder: Pick<OperationDocumentFolder, 'title' | 'path'>): string {
  return [...(folder.path ?? []), folder.title].join(' / ');
}

const fileSorts = ['name', 'newest'] as const;
export type FileSort = (typeof fileSorts)[number];

/** How a folder's files are shown, from the address (`?q=`, `?sort=`): a search by name and an order. */
export interface FileView {
  q: string;
  sort: FileSort;
}

/** The file view an address asks for; an unknown sort is the default, name A–Z. */
export function readFileView(search: URLSearchParams): FileView {
  const sort = search.get('sort');
  return { q: search.get('q') ?? '', sort: fileSorts.find((known) => known === sort) ?? 'name' };
}

/** The address's query for a file view: the defaults are left out, so a plain folder link stays plain. */
export function fileViewSearch(view: FileView): string {
  const params = new URLSearchParams();
  if (view.q !== '') params.set('q', view.q);
  if (view.sort !== 'name') params.set('sort', view.sort);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

// Names compare as a person reads them: "drawing-2" before "drawing-10", case and accents aside.
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The files whose name holds every word searched (any case), in the order asked; the list given is not changed. */
export function shownFiles<T extends Pick<DocumentFile, 'name' | 'created_at'>>(
  files: readonly T[],
  view: FileView,
): T[] {
  const words = view.q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const found = files.filter((file) => {
    const name = file.name.toLocaleLowerCase();
    return words.every((word) => name.includes(word));
  });
  return found.sort((a, b) =>
    view.sort === 'newest'
      ? // A file without a date goes last; the same date keeps name order.
        (b.created_at ?? '').localeCompare(a.created_at ?? '') || byName.compare(a.name, b.name)
      : byName.compare(a.name, b.name),
  );
}
