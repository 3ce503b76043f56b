// The body of a delete dialog that shows the server's refusal in place (files, icons): what will be lost, the
// refusal if any, Delete and Cancel. Sent once however often Delete is pressed.
import { Alert, Button, Inline, Stack, Text } from '@factory/ui';
import { useMutation } from '@tanstack/react-query';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { actionErrorMessage } from './messages.ts';

export function DeleteBody({
  name,
  consequence,
  remove,
  close,
}: {
  /** What is deleted, as the Delete button names it. */
  name: string;
  /** What deleting it loses, in a sentence. */
  consequence: string;
  /** Deletes it and does what follows (a toast, closing, refreshing the list). */
  remove: () => Promise<unknown>;
  close: () => void;
}) {
  const guard = useSendGuard();
  const mutation = useMutation({ mutationFn: remove });
  return (
    <Stack gap="md">
      <Text>{consequence}</Text>
      {mutation.isError && (
        <Alert variant="danger" title="Not deleted">
          {actionErrorMessage(mutation.error)}
        </Alert>
      )}
      <Inline gap="sm">
        <Button
          variant="danger"
          isPending={mutation.isPending}
          pendingLabel="Deleting"
          onPress={() => void guard(() => mutation.mutateAsync()).catch(() => undefined)}
        >
          {`Delete ${name}`}
        </Button>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
      </Inline>
    </Stack>
  );
}
