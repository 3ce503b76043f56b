import type { AccessData } from '@factory/api';
import { Alert, NativeLink } from '@factory/ui';
import { accessNoteText } from './accessNote.ts';

/** Tells a restricted customer which ranges their account shows and whom to ask for more (home, profile). */
export function AccessNote({ access }: { access: AccessData }) {
  const { title, message } = accessNoteText(access);
  return (
    <Alert variant="info" title={title}>
      {/* The browser's own link: a mail address needs no router, and React Aria's link would add 10 KB gzip to the
          catalogue's first load, where the home shows this note. */}
      {message} <NativeLink href={`mailto:${access.contact.email}`}>{access.contact.email}</NativeLink>.
    </Alert>
  );
}
