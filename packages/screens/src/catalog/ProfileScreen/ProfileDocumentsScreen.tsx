import { type DocumentFile, type OperationDocumentFolder, recordId } from '@factory/api';
import { Breadcrumbs, Columns, Heading, Icon, Link, NativeSelect, NativeTextField, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { myDocumentsQuery } from '../../queries/index.ts';
import { DocumentFileRow, QueryState, useNotFoundWhen } from '../../shared/index.ts';
import {
  type FileSort,
  type FileView,
  fileViewSearch,
  findFolder,
  folderPathLabel,
  readFileView,
  shownFiles,
} from './documentsLogic.ts';
import * as styles from './Profile.css.ts';

/**
 * The profile's documents tab: the folders shared with the user; `documents/folder/:id` opens one folder with
 * its trail of parent folders. A folder the user does not have goes to notFound.
 */
export function ProfileDocumentsScreen() {
  const folderParam = useParams().id;
  const documents = useQuery(myDocumentsQuery);
  const folderId = folderParam === undefined ? null : recordId(folderParam);
  useNotFoundWhen(folderParam !== undefined && folderId === null);
  return (
    <Stack gap="md">
      <Heading level={2}>Documents</Heading>
      <QueryState query={documents} loadingLabel="Loading your documents" errorTitle="We could not load your documents">
        {(folders) =>
          folderId === null ? <TopFolders folders={folders} /> : <FolderView folders={folders} folderId={folderId} />
        }
      </QueryState>
    </Stack>
  );
}

function TopFolders({ folders }: { folders: readonly OperationDocumentFolder[] }) {
  if (folders.length === 0) return <Text tone="muted">No documents have been shared with you yet.</Text>;
  return <FolderContents folders={folders} files={[]} label="Shared folders" />;
}

function FolderView({ folders, folderId }: { folders: readonly OperationDocumentFolder[]; folderId: number }) {
  const { routes } = useScreenEnvironment();
  const location = findFolder(folders, folderId);
  useNotFoundWhen(location === undefined);
  if (!location) return null;
  const { folder, ancestors } = location;
  // The shared folder at the top of the trail is named by its path, as in the list of shared folders.
  const trail = [
    { id: 'documents', label: 'Documents', href: routes.profile('documents') },
    ...ancestors.map((above, index) => ({
      id: String(above.id),
      label: index === 0 ? folderPathLabel(above) : above.title,
      href: routes.profileDocumentsFolder(above.id),
    })),
    { id: String(folder.id), label: ancestors.length === 0 ? folderPathLabel(folder) : folder.title },
  ];
  const subFolders = folder.children ?? [];
  const files = folder.files ?? [];
  return (
    <Stack gap="md">
      <Breadcrumbs items={trail} label="Folder path" />
      <Heading level={3}>{folder.title}</Heading>
      {subFolders.length === 0 && files.length === 0 ? (
        <Text tone="muted">This folder is empty.</Text>
      ) : (
        <FilesView folders={subFolders} files={files} label={`Contents of ${folder.title}`} />
      )}
    </Stack>
  );
}

const sortOptions: { value: FileSort; label: string }[] = [
  { value: 'name', label: 'Name A–Z' },
  { value: 'newest', label: 'Newest first' },
];

/** What a folder lists: its sub-folders, then its files, under the list's accessible name. */
interface FolderListing {
  folders: readonly OperationDocumentFolder[];
  files: readonly DocumentFile[];
  label: string;
}

/**
 * A folder's contents with a search of its files by name and their order, kept in the address (a reload or a shared
 * link shows the same list). Client-side: "my documents" already holds every file of the folder.
 */
function FilesView({ folders, files, label }: FolderListing) {
  const [search, setSearch] = useSearchParams();
  const view = readFileView(search);
  // Each keystroke replaces the address instead of adding a Back step per letter.
  const show = (next: FileView) => setSearch(fileViewSearch(next), { replace: true });
  const shown = shownFiles(files, view);
  return (
    <Stack gap="md">
      {files.length > 0 && (
        <Columns widths={[1, 'content']} collapseBelow="tablet" gap="md">
          <NativeTextField type="search" label="Search files" value={view.q} onChange={(q) => show({ ...view, q })} />
          <NativeSelect
            label="Sort by"
            options={sortOptions}
            value={view.sort}
            onChange={(sort) => show({ ...view, sort: sort as FileSort })}
          />
        </Columns>
      )}
      {folders.length > 0 || shown.length > 0 ? <FolderContents folders={folders} files={shown} label={label} /> : null}
      {shown.length === 0 && files.length > 0 && (
        <Text tone="muted" role="status">{`No files match “${view.q.trim()}”.`}</Text>
      )}
    </Stack>
  );
}

/** Sub-folders (links into them) first, then files (downloads). */
function FolderContents({ folders, files, label }: FolderListing) {
  const { routes } = useScreenEnvironment();
  return (
    <ul aria-label={label} className={styles.list}>
      {folders.map((folder) => (
        <li key={`folder-${folder.id}`} className={styles.row}>
          <Icon name="folder" />
          <Link href={routes.profileDocumentsFolder(folder.id)} variant="standalone">
            {folderPathLabel(folder)}
          </Link>
        </li>
      ))}
      {files.map((file) => (
        <DocumentFileRow key={`file-${file.id}`} file={file} className={styles.row} />
      ))}
    </ul>
  );
}
