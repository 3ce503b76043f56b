import type { DocumentFile } from '@factory/api';
import { formatFileSize, Icon, Link, Text } from '@factory/ui';
import * as styles from './DocumentFileRow.css.ts';
import { formatDate } from './format.ts';

/**
 * One document in a list of documents, wherever a folder's files are listed (the customer's documents, the admin's
 * operation documents): its name, a download when the server has its file, then its size and date.
 */
export function DocumentFileRow({
  file,
  className,
}: {
  file: DocumentFile;
  /** The list's own frame of a row (a card, a rule under it); the row's contents are the same everywhere. */
  className: string;
}) {
  return (
    <li className={`${styles.row} ${className}`}>
      <Icon name="file" />
      <span className={styles.name}>
        {/* `download` keeps the file out of client-side routing and saves it under its own name. */}
        {file.url === null ? (
          file.name
        ) : (
          <Link href={file.url} download={file.name} variant="standalone">
            {file.name}
          </Link>
        )}
      </span>
      <Text as="span" size="sm" tone="muted">
        {[file.size === null ? null : formatFileSize(file.size), formatDate(file.created_at)]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </li>
  );
}
