// `/admin/operation-documents` and `/admin/operation-documents/folder/{id}`: the folder tree (an APG tree view),
// and the open folder: its documents, upload, who can see it, create / rename / delete. A missing folder goes to
// notFound. Buttons show only with their action key.
import { type OperationDocumentFolder, recordId } from '@factory/api';
import { Breadcrumbs, Columns, Heading, Inline, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { documentsTreeQuery } from '../../queries/index.ts';
import { DocumentFileRow, QueryState, useNotFoundWhen } from '../../shared/index.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { accessNames, FolderAccessDialog, useAccessDirectory } from './FolderAccess.tsx';
import { DeleteFolderDialog, NewFolderDialog, RenameFolderDialog } from './FolderDialogs.tsx';
import { FolderTree } from './FolderTree.tsx';
import { FolderUpload } from './FolderUpload.tsx';
import { locateFolder } from './folderTree.ts';
import * as styles from './operationDocuments.css.ts';

export function OperationDocumentsScreen() {
  const param = useParams().id;
  const folderId = param === undefined ? null : recordId(param);
  useNotFoundWhen(param !== undefined && folderId === null);
  const can = useAreaActions('operation-documents');
  const { routes } = useScreenEnvironment();
  const navigate = useNavigate();
  const tree = useQuery(documentsTreeQuery);
  const open = (id: number | null): Promise<void> | void =>
    navigate(id === null ? routes.admin('operation-documents') : routes.admin('operation-documents', id));

  return (
    <Stack gap="lg">
      <Inline align="between" alignY="center">
        <Heading level={1}>Operation documents</Heading>
        {can.create && tree.isSuccess && <NewFolderDialog parent={null} onCreated={(folder) => open(folder.id)} />}
      </Inline>
      <QueryState
        query={tree}
        loadingLabel="Loading the folders"
        errorTitle="We could not load the folders"
        forbiddenTitle="You don’t have access to the operation documents"
      >
        {(folders) => <Documents folders={folders} folderId={folderId} isSettled={!tree.isFetching} onOpen={open} />}
      </QueryState>
    </Stack>
  );
}

function Documents({
  folders,
  folderId,
  isSettled,
  onOpen,
}: {
  folders: OperationDocumentFolder[];
  folderId: number | null;
  /** No newer tree is on its way: only then is a folder it lacks missing. */
  isSettled: boolean;
  onOpen: (id: number | null) => unknown;
}) {
  const location = folderId === null ? undefined : locateFolder(folders, folderId);
  // A folder deleted here is not "missing": its page is being left (the route may change after the new tree).
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(() => new Set());
  useNotFoundWhen(folderId !== null && location === undefined && isSettled && !deleted.has(folderId));
  const leaveDeleted = (id: number, parentId: number | null) => {
    setDeleted((current) => new Set([...current, id]));
    return onOpen(parentId);
  };
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());
  // The open folder shows in the tree: the folders above it open.
  const ancestorKey = location?.ancestors.map((folder) => folder.id).join(',') ?? '';
  useEffect(() => {
    if (!ancestorKey) return;
    setExpanded((current) => new Set([...current, ...ancestorKey.split(',').map(Number)]));
  }, [ancestorKey]);

  if (folders.length === 0) {
    return <Text tone="muted">No folders yet. Create one to share documents with customers.</Text>;
  }
  return (
    <Columns widths={[4, 8]} collapseBelow="desktop" gap="lg">
      <nav aria-label="Folders">
        <FolderTree
          label="Folders"
          folders={folders}
          selectedId={folderId}
          expanded={expanded}
          onExpandedChange={setExpanded}
          onOpen={onOpen}
        />
      </nav>
      {location ? (
        <FolderPanel
          key={location.folder.id}
          folder={location.folder}
          ancestors={location.ancestors}
          onOpen={onOpen}
          onDeleted={leaveDeleted}
        />
      ) : (
        <div className={styles.panel}>
          <Text tone="muted">Choose a folder to see its documents and who can see it.</Text>
        </div>
      )}
    </Columns>
  );
}

function FolderPanel({
  folder,
  ancestors,
  onOpen,
  onDeleted,
}: {
  folder: OperationDocumentFolder;
  ancestors: OperationDocumentFolder[];
  onOpen: (id: number | null) => unknown;
  onDeleted: (id: number, parentId: number | null) => unknown;
}) {
  const can = useAreaActions('operation-documents');
  const { routes } = useScreenEnvironment();
  const parent = ancestors.at(-1) ?? null;
  const trail = [
    { id: 'all', label: 'All folders', href: routes.admin('operation-documents') },
    ...ancestors.map((above) => ({
      id: String(above.id),
      label: above.title,
      href: routes.admin('operation-documents', above.id),
    })),
    { id: String(folder.id), label: folder.title },
  ];
  const files = folder.files ?? [];
  return (
    <section aria-labelledby={`folder-${folder.id}`} className={styles.panel}>
      <Stack gap="lg">
        <Breadcrumbs items={trail} label="Folder path" />
        <Heading level={2} id={`folder-${folder.id}`}>
          {folder.title}
        </Heading>
        {(can.create || can.edit || can.delete) && (
          <Inline gap="sm">
            {can.create && <NewFolderDialog parent={folder} onCreated={(created) => onOpen(created.id)} />}
            {can.edit && <RenameFolderDialog folder={folder} />}
            {can.edit && <FolderAccessDialog folder={folder} />}
            {can.delete && (
              <DeleteFolderDialog folder={folder} onDeleted={() => onDeleted(folder.id, parent?.id ?? null)} />
            )}
          </Inline>
        )}
        <WhoCanSee folder={folder} ancestors={ancestors} />
        <Stack gap="sm" as="section" aria-label={`Documents in ${folder.title}`}>
          <Heading level={3} size="sm">
            Documents
          </Heading>
          {files.length === 0 ? (
            <Text tone="muted">No documents in this folder yet.</Text>
          ) : (
            <ul className={styles.fileList} aria-label={`Documents in ${folder.title}`}>
              {files.map((file) => (
                <DocumentFileRow key={file.id} file={file} className={styles.fileRow} />
              ))}
            </ul>
          )}
        </Stack>
        {can.create && <FolderUpload folder={folder} />}
      </Stack>
    </section>
  );
}

/** The folder's own access, and the folders above it whose access reaches it. */
function WhoCanSee({ folder, ancestors }: { folder: OperationDocumentFolder; ancestors: OperationDocumentFolder[] }) {
  const directory = useAccessDirectory();
  const names = useMemo(
    () => accessNames(folder, directory.customers, directory.companies),
    [folder, directory.customers, directory.companies],
  );
  const sharedAbove = ancestors.filter(
    (above) => (above.customer_ids?.length ?? 0) + (above.company_ids?.length ?? 0) > 0,
  );
  const nobody = names.customers.length + names.companies.length === 0;
  return (
    <Stack gap="xs" as="section" aria-label="Who can see it">
      <Heading level={3} size="sm">
        Who can see it
      </Heading>
      {nobody && sharedAbove.length === 0 && <Text tone="muted">Only staff: no customer or company yet.</Text>}
      {names.customers.length > 0 && <Text>{`Customers: ${names.customers.join(', ')}`}</Text>}
      {names.companies.length > 0 && <Text>{`Companies: ${names.companies.join(', ')}`}</Text>}
      {sharedAbove.map((above) => (
        <Text key={above.id} tone="muted">{`Also everyone who can see ${above.title}.`}</Text>
      ))}
    </Stack>
  );
}
