// The browsing part shared by the file manager and the file picker: the folder trail, one folder's entries as
// tiles (image previews from the 600x600 thumbnails), and what each entry offers (open, choose, actions).
import type { FileEntry } from '@factory/api';
import { formatFileSize, Spinner, Stack, Text, Tiles } from '@factory/ui';
import type { ReactNode } from 'react';
import { loadTexts, QueryState } from '../../shared/index.ts';
import { type FileAccept, isListed, previewOf } from './fileRules.ts';
import * as styles from './files.css.ts';
import { type FolderTrail, useFolder } from './useFiles.ts';

interface FileBrowserProps {
  /** Names the list of entries, e.g. `Files`. */
  label: string;
  /** Where the browser is (from `useFolderTrail`), so the caller can upload into the open folder. */
  trail: FolderTrail;
  /** `image`: only folders and images are listed. Default `any`. */
  accept?: FileAccept;
  /** Pick mode: a file is a toggle button that selects it. */
  onSelect?: (entry: FileEntry) => void;
  /** The selected file's id in pick mode. */
  selectedId?: number | null;
  /** Manager mode: the buttons under an entry (rename, delete, copy URL); `siblings` are the folder's entries. */
  renderActions?: (entry: FileEntry, siblings: readonly FileEntry[]) => ReactNode;
}

// The outlines of a folder and of a document, drawn the same way.
const glyphPaths = {
  folder: 'M3 6a1 1 0 011-1h5l2 2h9a1 1 0 011 1v10a1 1 0 01-1 1H4a1 1 0 01-1-1z',
  file: 'M14 3H6a1 1 0 00-1 1v16a1 1 0 001 1h12a1 1 0 001-1V8z M14 3v5h5',
} as const;

function EntryGlyph({ kind }: { kind: FileEntry['kind'] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="48"
      height="48"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d={glyphPaths[kind]} strokeLinejoin="round" />
    </svg>
  );
}

/** The trail as a breadcrumb of buttons (the picker has no URL to link to); the open folder is last. */
function FolderBreadcrumb({ trail }: { trail: FolderTrail }) {
  return (
    <nav aria-label="Folder">
      <ol className={styles.trail}>
        {trail.trail.map((step, index) => {
          const isCurrent = index === trail.trail.length - 1;
          return (
            <li key={step.id ?? 'root'} style={{ display: 'contents' }}>
              {isCurrent ? (
                <span aria-current="location" className={styles.trailCurrent}>
                  {step.name}
                </span>
              ) : (
                <>
                  <button type="button" className={styles.trailButton} onClick={() => trail.goTo(index)}>
                    {step.name}
                  </button>
                  <span aria-hidden="true" className={styles.separator}>
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const describe = (entry: FileEntry) =>
  entry.kind === 'folder'
    ? 'Folder'
    : [entry.mime_type, entry.size === null ? null : formatFileSize(entry.size)].filter(Boolean).join(' · ');

function EntryPicture({ entry }: { entry: FileEntry }) {
  const preview = previewOf(entry);
  if (preview) {
    return <img src={preview} alt="" width={600} height={600} loading="lazy" className={styles.thumb} />;
  }
  return (
    <span className={styles.placeholder}>
      <EntryGlyph kind={entry.kind} />
    </span>
  );
}

/** One folder's entries: folders open, files are chosen (pick mode) or carry the manager's actions. */
export function FileBrowser({
  label,
  trail,
  accept = 'any',
  onSelect,
  selectedId = null,
  renderActions,
}: FileBrowserProps) {
  const folder = useFolder(trail.current.id);
  const lower = label.toLowerCase();

  const listed = (data: FileEntry[]) => {
    const entries = data.filter((entry) => isListed(entry, accept));
    return entries.length === 0 ? (
      <Text tone="muted">{accept === 'image' ? 'No images in this folder.' : 'This folder is empty.'}</Text>
    ) : (
      <Tiles as="ul" minItemWidth={150} gap="md" aria-label={`${label} in ${trail.current.name}`}>
        {entries.map((entry) => {
          const isSelected = entry.id === selectedId;
          const content = (
            <>
              <EntryPicture entry={entry} />
              <span className={styles.entryName}>{entry.name}</span>
            </>
          );
          return (
            <li key={entry.id} className={isSelected ? `${styles.entry} ${styles.entrySelected}` : styles.entry}>
              {entry.kind === 'folder' ? (
                <button
                  type="button"
                  className={styles.thumbButton}
                  aria-label={`Open folder ${entry.name}`}
                  onClick={() => trail.open(entry)}
                >
                  {content}
                </button>
              ) : onSelect ? (
                <button
                  type="button"
                  className={styles.thumbButton}
                  aria-pressed={isSelected}
                  onClick={() => onSelect(entry)}
                >
                  {content}
                </button>
              ) : (
                <div className={styles.thumbButton}>{content}</div>
              )}
              <span className={styles.entryMeta}>{describe(entry)}</span>
              {renderActions && <div className={styles.entryActions}>{renderActions(entry, data)}</div>}
            </li>
          );
        })}
      </Tiles>
    );
  };
  const body = (
    <QueryState
      query={folder}
      {...loadTexts(`the ${lower}`)}
      loading={
        <Stack padding="xl" align="center">
          <Spinner label={`Loading the ${lower}`} showLabel />
        </Stack>
      }
    >
      {listed}
    </QueryState>
  );

  return (
    <Stack gap="md">
      <FolderBreadcrumb trail={trail} />
      {body}
    </Stack>
  );
}
