import type { AccessData } from '@factory/api';
import { Alert, Link } from '@factory/ui';
import { accessNoteText } from './accessNote.ts';

/** Tells a restricted customer which ranges their account shows and whom to ask for more (home, profile). */
export function AccessNote({ access }: { access: AccessData }) {
  const { title, message } = accessNoteText(access);
  return (
    <Alert variant="info" title={title}>
      {message} <Link href={`mailto:${access.contact.email}`}>{access.contact.email}</Link>.
    </Alert>
  );
}
