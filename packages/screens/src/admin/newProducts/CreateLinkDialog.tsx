// Create a verification link: the form (title, optional product ID and parent code), then the link to send.
import { ApiError, createNewProduct, type NewProductRow, newProductLinkRules } from '@factory/api';
import { Alert, Button, Dialog, Form, Inline, Stack, Text, TextField, useToast } from '@factory/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { newProductsChanged } from '../../queries/index.ts';
import { fieldErrorsOf, ruleProps } from '../../shared/index.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import * as styles from './newProducts.css.ts';
import { newProductName } from './newProductsLogic.ts';
import { useCopyLink, useLinkOf } from './verificationLinks.ts';

interface CreateValues {
  title: string;
  product_id: string;
  parent_code: string;
}
const noValues: CreateValues = { title: '', product_id: '', parent_code: '' };

/** The form's fields in order; only the title is needed, the invited person completes the rest. */
const createFields = [
  { name: 'title', label: 'Title' },
  { name: 'product_id', label: 'Product ID', description: 'Optional.' },
  { name: 'parent_code', label: 'Parent code', description: 'Optional.' },
] as const satisfies readonly { name: keyof CreateValues; label: string; description?: string }[];

function CreatedLink({ row, onClose }: { row: NewProductRow; onClose: () => void }) {
  const linkOf = useLinkOf();
  const { copy, copied } = useCopyLink();
  const link = linkOf(row.token);
  const name = newProductName(row);
  return (
    <Stack gap="md">
      <Alert variant="success" title={`The link for ${name} is ready`}>
        Send it to the person who completes the product's data. They log in, fill in every tab and submit.
      </Alert>
      <Stack gap="xs">
        <Text weight="medium" id="created-link-label">
          Verification link
        </Text>
        <output className={styles.link} aria-labelledby="created-link-label">
          {link}
        </output>
      </Stack>
      <Inline gap="md" alignY="center">
        <Button onPress={() => copy(link, name)}>Copy link</Button>
        <Button variant="secondary" onPress={onClose}>
          Done
        </Button>
        <span role="status">{copied === link ? 'Link copied to the clipboard.' : ''}</span>
      </Inline>
    </Stack>
  );
}

function CreateLinkForm({ onCreated }: { onCreated: (row: NewProductRow) => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const guard = useSendGuard();
  const [values, setValues] = useState(noValues);
  const mutation = useMutation({
    mutationFn: createNewProduct,
    onSuccess: (row) => {
      void newProductsChanged(queryClient);
      onCreated(row);
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 422))
        toast.show({ variant: 'danger', message: actionErrorMessage(error) });
    },
  });
  const change = (name: keyof CreateValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void guard(() =>
      mutation
        .mutateAsync({
          title: values.title.trim(),
          ...(values.product_id.trim() ? { product_id: values.product_id } : {}),
          ...(values.parent_code.trim() ? { parent_code: values.parent_code.trim() } : {}),
        })
        .catch(() => undefined),
    );
  };
  return (
    <Form aria-label="New verification link" onSubmit={submit} validationErrors={fieldErrorsOf(mutation.error)}>
      <Stack gap="lg">
        <Text tone="muted">
          Name the new product; the invited person completes the rest. Spaces in a product ID become hyphens.
        </Text>
        {createFields.map((field) => (
          <TextField
            key={field.name}
            {...field}
            {...ruleProps(newProductLinkRules[field.name])}
            value={values[field.name]}
            onChange={change(field.name)}
          />
        ))}
        <Inline gap="md">
          <Button type="submit" isPending={mutation.isPending} pendingLabel="Creating the link">
            Create link
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

/** The Create verification link button and its dialog. */
export function CreateLinkDialog() {
  const [isOpen, setOpen] = useState(false);
  const [created, setCreated] = useState<NewProductRow | null>(null);
  const open = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog
      title={created ? 'Send the verification link' : 'New verification link'}
      isOpen={isOpen}
      onOpenChange={open}
      isDismissable={false}
      trigger={<Button onPress={() => open(true)}>Create verification link</Button>}
    >
      {(close) =>
        created ? (
          <CreatedLink row={created} onClose={close} />
        ) : (
          <CreateLinkForm onCreated={(row) => setCreated(row)} />
        )
      }
    </Dialog>
  );
}
