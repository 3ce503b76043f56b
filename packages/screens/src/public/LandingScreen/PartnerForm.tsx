import { apiErrorMessages, type PartnerEnquiry } from '@factory/api';
import { Alert, Button, Form, Inline, Stack, Text, TextArea, TextField, Tiles } from '@factory/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { loadWhileHere, preload } from '../../shared/moduleLoad.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { useHydratedKeepingTyped } from '../../shared/typedBeforeHydration.ts';
import { partner as copy } from '../content.ts';
import { emptyEnquiry, enquiryTextFields } from './landingLogic.ts';
import { Dialog, RegionSelect } from './onDemand.tsx';
import type { EnquiryFailure } from './partnerSender.ts';

/** The call and its error reading, fetched on the form's first focus (or its first send). */
const loadSender = loadWhileHere(() => import('./partnerSender.ts'));
const preloadSender = () => preload(loadSender);

/**
 * The partner enquiry (POST /api/email-registration). The server judges the input: its message shows in an
 * alert and its 422 messages on their fields; once sent, a thank-you dialog says the application is under
 * review and the form is cleared (spec §4, §8).
 */
export function PartnerForm() {
  const [enquiry, setEnquiry] = useState<PartnerEnquiry>(emptyEnquiry);
  const [thanked, setThanked] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const [sending, setSending] = useState(false);
  // One object per failure, kept in state: React Aria puts `validationErrors` back whenever a new object arrives.
  const [failure, setFailure] = useState<EnquiryFailure>();
  const guard = useSendGuard();
  const formBox = useRef<HTMLDivElement>(null);
  // Text typed into the prerendered form before it hydrated is kept; Send is enabled in the same render.
  const hydrated = useHydratedKeepingTyped(formBox, enquiryTextFields, (typed) =>
    setEnquiry((current) => ({ ...current, ...typed })),
  );
  // Focus anywhere in the form fetches the send's code, so it is there by the time the form is sent.
  useEffect(() => {
    const box = formBox.current;
    box?.addEventListener('focusin', preloadSender, { once: true });
    return () => box?.removeEventListener('focusin', preloadSender);
  }, []);
  const send = async () => {
    setSending(true);
    setSentOnce(true);
    setFailure(undefined);
    const failed = await loadSender().then(
      ({ sendEnquiry }) => sendEnquiry(enquiry),
      // The code of the send itself could not be fetched: as when the server cannot be reached.
      (): EnquiryFailure => ({ message: apiErrorMessages.network, fieldErrors: undefined }),
    );
    setSending(false);
    setFailure(failed);
    if (failed) return;
    setEnquiry(emptyEnquiry);
    setThanked(true);
  };
  const set =
    <K extends keyof PartnerEnquiry>(key: K) =>
    (value: PartnerEnquiry[K]) =>
      setEnquiry((current) => ({ ...current, [key]: value }));

  return (
    <>
      <div ref={formBox}>
        <Form
          aria-label={copy.title}
          validationBehavior="aria"
          validationErrors={failure?.fieldErrors}
          onSubmit={(event) => {
            event.preventDefault();
            guard(send);
          }}
        >
          <Stack gap="lg">
            {failure && (
              <Alert variant="danger" title={copy.errorTitle}>
                {failure.message}
              </Alert>
            )}
            <Tiles columns={{ mobile: 1, tablet: 3 }} gap="lg" alignY="start">
              <TextField
                label={copy.fields.email}
                name="email"
                type="email"
                autoComplete="email"
                value={enquiry.email}
                onChange={set('email')}
              />
              <TextField
                label={copy.fields.company}
                name="company"
                autoComplete="organization"
                value={enquiry.company}
                onChange={set('company')}
              />
              <Suspense fallback={null}>
                <RegionSelect label={copy.fields.region} value={enquiry.region} onChange={set('region')} />
              </Suspense>
            </Tiles>
            <TextArea label={copy.fields.comment} name="comment" value={enquiry.comment} onChange={set('comment')} />
            <Inline>
              {/* Disabled until hydrated: pressed on the prerendered form it would submit natively, a GET carrying
                  the fields in the address. */}
              <Button type="submit" isDisabled={!hydrated} isPending={sending} pendingLabel={copy.sending}>
                {copy.submit}
              </Button>
            </Inline>
          </Stack>
        </Form>
      </div>
      {/* From the first send on: a closed dialog is nothing to hydrate. */}
      {sentOnce && (
        <Suspense fallback={null}>
          <Dialog
            title={copy.thankYou.title}
            size="sm"
            isOpen={thanked}
            onOpenChange={setThanked}
            actions={(close) => <Button onPress={close}>{copy.thankYou.close}</Button>}
          >
            <Text>{copy.thankYou.text}</Text>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
