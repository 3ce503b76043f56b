import {
  deleteTempImage,
  lockTempProduct,
  submitProductVerification,
  type TempProduct,
  uploadTempImages,
} from '@factory/api';
import { Alert, Box, Button, ConfirmDialog, Form, Inline, Stack, Tabs, Text, useToast } from '@factory/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { tempImagesQuery, verificationChanged } from '../../queries/index.ts';
import { errorMessageOf } from '../../shared/errorMessage.ts';
import { useUploadQueue } from '../../shared/upload/index.ts';
import { CategoryPanel, ImagesPanel, InfoPanel, RelatedPanel, RestrictionsPanel } from './VerifyTabs.tsx';
import {
  draftKey,
  draftOf,
  failureLines,
  firstTabWithError,
  missingForSave,
  missingSentence,
  readDraft,
  serverErrorsOf,
  submissionOf,
  tabLabel,
  tabOfError,
  tabState,
  tempImageRules,
  type VerificationDraft,
  type VerifyErrors,
  type VerifyTabId,
  validateDraft,
  verificationToasts,
  verifyTabs,
} from './verifyLogic.ts';

/** Spec §8's text for a locked temp product. */
const lockedText = 'This item is locked and cannot be processed. Contact the Developer';

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** The draft of this link: what was typed before a reload, else what the server holds. */
function useDraft(token: string, temp: TempProduct) {
  const [draft, setDraft] = useState(() => {
    const stored = storage();
    return (stored && readDraft(stored, token)) ?? draftOf(temp);
  });
  // Only what the person changed is stored, so an untouched link keeps following the server's data.
  const edited = useRef(false);
  useEffect(() => {
    if (edited.current) storage()?.setItem(draftKey(token), JSON.stringify(draft));
  }, [draft, token]);
  const update = (change: (draft: VerificationDraft) => VerificationDraft) => {
    edited.current = true;
    setDraft(change);
  };
  return [draft, update] as const;
}

interface VerificationFormProps {
  token: string;
  temp: TempProduct;
}

/**
 * The five tabs, Save (spec §5's rule, then a confirmation) and Lock Product. Submitting is irreversible, so only the
 * Save button asks for it (not Enter in a field), and it is sent once only: a synchronous guard holds every further
 * press until it fails.
 */
export function VerificationForm({ token, temp }: VerificationFormProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [draft, update] = useDraft(token, temp);
  const imagesQuery = useQuery({ ...tempImagesQuery(token, temp.id), initialData: temp.images });
  const images = imagesQuery.data;
  const [tab, setTab] = useState<VerifyTabId>('information');
  // The server's field errors of the last submit, each dropped once its field changes.
  const [serverErrors, setServerErrors] = useState<VerifyErrors>({});
  // The rules' messages show on a field once it was left, and on every field after a Save.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [checkedAll, setCheckedAll] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The image whose delete is on its way: its button waits, and a second press sends nothing.
  const [removing, setRemoving] = useState<number | null>(null);
  const removingNow = useRef<number | null>(null);
  const sending = useRef<Promise<void> | null>(null);
  const hintId = useId();

  const isLocked = temp.is_locked === 1;
  const missing = missingForSave(draft, images);
  const canSave = !isLocked && missing.length === 0;

  const ruleErrors = Object.fromEntries(
    Object.entries(validateDraft(draft)).filter(([key]) => checkedAll || touched.has(key)),
  );
  const errors: VerifyErrors = { ...ruleErrors, ...serverErrors };

  /** A field changed: the server's old error on it goes (the person is fixing it). */
  const forget = (...keys: string[]) =>
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))));
  const reloadLink = () => verificationChanged(queryClient, token);

  const save = () => {
    if (!canSave) return;
    const found = validateDraft(draft);
    setCheckedAll(true);
    const errorTab = firstTabWithError(found);
    if (errorTab) setTab(errorTab);
    else setConfirming(true);
  };

  const send = () => {
    // Set before the first await: a second press in the same tick finds the request already going.
    sending.current ??= submitProductVerification(submissionOf(token, draft, images)).then(
      async () => {
        storage()?.removeItem(draftKey(token));
        toast.show(verificationToasts.success);
        await reloadLink();
      },
      (error: unknown) => {
        sending.current = null;
        const found = serverErrorsOf(error);
        setServerErrors(found);
        // The server says the item is locked (e.g. by someone else meanwhile): show it as it is now.
        if (found.token !== undefined) void reloadLink();
        const errorTab = firstTabWithError(found);
        if (errorTab) setTab(errorTab);
        toast.show({ variant: 'danger', message: failureLines(error), duration: verificationToasts.failureMs });
      },
    );
    return sending.current;
  };

  // One image per request, in turn: the server answers the link's images after each.
  const uploads = useUploadQueue({
    rules: tempImageRules,
    send: (file, options) => uploadTempImages(temp.id, token, [file], options),
    onUploaded: (next) => {
      forget('images');
      queryClient.setQueryData(tempImagesQuery(token, temp.id).queryKey, next);
    },
  });

  /** Deletes an uploaded image on the server (designed call); a failure keeps it and says why. */
  const removeImage = async (id: number) => {
    if (removingNow.current !== null) return;
    removingNow.current = id;
    setRemoving(id);
    forget('images');
    try {
      queryClient.setQueryData(tempImagesQuery(token, temp.id).queryKey, await deleteTempImage(temp.id, id, token));
    } catch (error) {
      toast.show({ variant: 'danger', message: ['The image could not be removed.', errorMessageOf(error)] });
    } finally {
      removingNow.current = null;
      setRemoving(null);
    }
  };

  const lock = async () => {
    try {
      await lockTempProduct(temp.id, token);
    } catch (error) {
      toast.show({ variant: 'danger', message: ['The product could not be locked.', errorMessageOf(error)] });
    }
    await reloadLink();
  };

  const panelProps = { draft, errors, isLocked };
  const panels: Record<VerifyTabId, ReactNode> = {
    information: (
      <InfoPanel
        {...panelProps}
        onLeave={(key) => setTouched((current) => new Set(current).add(`info.${key}`))}
        onChange={(key, value) => {
          forget(`info.${key}`);
          update((d) => ({ ...d, info: { ...d.info, [key]: value } }));
        }}
      />
    ),
    category: (
      <CategoryPanel
        {...panelProps}
        onChange={(categories) => {
          forget('category');
          update((d) => ({ ...d, categories }));
        }}
      />
    ),
    images: (
      <ImagesPanel {...panelProps} images={images} uploads={uploads} removing={removing} onRemove={removeImage} />
    ),
    'restrictions-and-excemptions': (
      <RestrictionsPanel
        {...panelProps}
        onChange={(lists) => {
          forget('restrictionAndExcemption.restricted_regions', 'restrictionAndExcemption.excempted_regions');
          update((d) => ({ ...d, ...lists }));
        }}
      />
    ),
    'related-and-recommended': (
      <RelatedPanel
        {...panelProps}
        onChange={(lists) => {
          forget('related', 'recommended');
          update((d) => ({ ...d, ...lists }));
        }}
      />
    ),
  };
  const generalErrors = Object.entries(errors).filter(([key]) => tabOfError(key) === null);

  return (
    <Form
      validationBehavior="aria"
      // Enter in a field never starts the irreversible submit: only the Save button opens its confirmation.
      onSubmit={(event) => event.preventDefault()}
    >
      <Stack gap="lg">
        {isLocked && (
          <Alert variant="warning" title="Locked">
            {lockedText}
          </Alert>
        )}
        {generalErrors.map(([key, message]) => (
          <Alert key={key} variant="danger">
            {message}
          </Alert>
        ))}
        <Tabs
          label="Product data"
          selectedKey={tab}
          onSelectionChange={(id) => setTab(id as VerifyTabId)}
          items={verifyTabs.map(({ id, label }) => ({
            id,
            label: tabLabel(label, tabState(id, missing, errors)),
            content: panels[id],
          }))}
        />
        <Inline gap="md" alignY="center" wrap>
          <Button onPress={save} isDisabled={!canSave} aria-describedby={canSave ? undefined : hintId}>
            Save
          </Button>
          {!isLocked && (
            <ConfirmDialog
              title="Lock this product?"
              message="A locked product cannot be changed, saved or submitted with this link any more, until the person who sent it unlocks it."
              confirmLabel="Lock Product"
              pendingLabel="Locking…"
              onConfirm={lock}
              trigger={<Button variant="secondary">Lock Product</Button>}
            />
          )}
          {!canSave && (
            <Box id={hintId}>
              <Text size="sm" tone="muted">
                {isLocked ? 'A locked item cannot be saved.' : missingSentence(missing)}
              </Text>
            </Box>
          )}
        </Inline>
      </Stack>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Submit this product?"
        message="Submitting sends the product's data to be created in the catalogue. This cannot be undone: afterwards the data can no longer be changed with this link."
        confirmLabel="Submit"
        pendingLabel="Submitting…"
        tone="primary"
        onConfirm={send}
      />
    </Form>
  );
}
