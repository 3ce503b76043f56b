import { type ApiError, type PartnerEnquiry, type RegionCode, regions, sendPartnerEnquiry } from '@factory/api';
import { Alert, Button, Dialog, Form, Inline, Select, Stack, Text, TextArea, TextField, Tiles } from '@factory/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../shared/errorMessage.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { partner as copy } from '../content.ts';
import { emptyEnquiry } from './landingLogic.ts';

const regionOptions = regions.map((region) => ({ id: region.code, label: region.label }));

/**
 * The partner enquiry (POST /api/email-registration). The server judges the input: its message shows in an
 * alert and its 422 messages on their fields; once sent, a thank-you dialog says the application is under
 * review and the form is cleared (spec §4, §8).
 */
export function PartnerForm() {
  const [enquiry, setEnquiry] = useState<PartnerEnquiry>(emptyEnquiry);
  const [thanked, setThanked] = useState(false);
  const guard = useSendGuard();
  const send = useMutation<string, ApiError, PartnerEnquiry>({
    mutationFn: sendPartnerEnquiry,
    onSuccess: () => {
      setEnquiry(emptyEnquiry);
      setThanked(true);
    },
  });
  const set =
    <K extends keyof PartnerEnquiry>(key: K) =>
    (value: PartnerEnquiry[K]) =>
      setEnquiry((current) => ({ ...current, [key]: value }));

  return (
    <>
      <Form
        aria-label={copy.title}
        validationBehavior="aria"
        validationErrors={fieldErrorsOf(send.error)}
        onSubmit={(event) => {
          event.preventDefault();
          guard(() => send.mutateAsync(enquiry));
        }}
      >
        <Stack gap="lg">
          {send.isError && (
            <Alert variant="danger" title={copy.errorTitle}>
              {errorMessageOf(send.error)}
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
            <Select
              label={copy.fields.region}
              name="region"
              items={regionOptions}
              value={enquiry.region}
              onChange={(key) => set('region')(key as RegionCode)}
            />
          </Tiles>
          <TextArea label={copy.fields.comment} name="comment" value={enquiry.comment} onChange={set('comment')} />
          <Inline>
            <Button type="submit" isPending={send.isPending} pendingLabel={copy.sending}>
              {copy.submit}
            </Button>
          </Inline>
        </Stack>
      </Form>
      <Dialog
        title={copy.thankYou.title}
        size="sm"
        isOpen={thanked}
        onOpenChange={setThanked}
        actions={(close) => <Button onPress={close}>{copy.thankYou.close}</Button>}
      >
        <Text>{copy.thankYou.text}</Text>
      </Dialog>
    </>
  );
}
