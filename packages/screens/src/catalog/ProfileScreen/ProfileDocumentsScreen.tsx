import { type DocumentFile, type OperationDocumentFolder, recordId } from '@factory/api';
import { Breadcrumbs, formatFileSize, Heading, Icon, Link, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { myDocumentsQuery } from '../../queries/index.ts';
import { formatDate, QueryState, useNotFoundWhen } from '../../shared/index.ts';
import { findFolder } from './documentsLogic.ts';
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
  const trail = [
    { id: 'documents', label: 'Documents', href: routes.profile('documents') },
    ...ancestors.map((above) => ({ id: String(above.id), label: above.title, href: routes.documentsFolder(above.id) })),
    { id: String(folder.id), label: folder.title },
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
        <FolderContents folders={subFolders} files={files} label={`Contents of ${folder.title}`} />
      )}
    </Stack>
  );
}

/** Sub-folders (links into them) first, then files (downloads). */
function FolderContents({
  folders,
  files,
  label,
}: {
  folders: readonly OperationDocumentFolder[];
  files: readonly DocumentFile[];
  label: string;
}) {
  const { routes } = useScreenEnvironment();
  return (
    <ul aria-label={label} className={styles.list}>
      {folders.map((folder) => (
        <li key={`folder-${folder.id}`} className={styles.row}>
          <Icon name="folder" />
          <Link href={routes.documentsFolder(folder.id)} variant="standalone">
            {folder.title}
          </Link>
        </li>
      ))}
      {files.map((file) => (
        <li key={`file-${file.id}`} className={styles.row}>
          <Icon name="file" />
          {/* `download` keeps the file out of client-side routing and saves it under its own name. */}
          {file.url === null ? (
            <Text as="span">{file.name}</Text>
          ) : (
            <Link href={file.url} download={file.name} variant="standalone">
              {file.name}
            </Link>
          )}
          <Text as="span" size="sm" tone="muted">
            {[file.size === null ? null : formatFileSize(file.size), formatDate(file.created_at)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </li>
      ))}
    </ul>
  );
}
