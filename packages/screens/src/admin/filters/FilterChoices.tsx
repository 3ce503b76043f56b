import { addFilterChoice, deleteFilterChoice, type Filter, type FilterChoice } from '@factory/api';
import { Button, ConfirmDialog, Form, Heading, Inline, Stack, Text, TextField, useToast } from '@factory/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { filterQueries } from '../../queries/index.ts';
import { fieldErrorsOf, ruleProps } from '../../shared/index.ts';
import { useReportFailure } from '../../shared/reportFailure.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import * as styles from './filters.css.ts';

function RemoveChoice({ filter, choice }: { filter: Filter; choice: FilterChoice }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const reportFailure = useReportFailure(actionErrorMessage);
  const guard = useSendGuard();
  const remove = useMutation({
    mutationFn: () => deleteFilterChoice(choice.id),
    onSuccess: () => {
      queryClient.setQueryData<Filter>(filterQueries.record(filter.id).queryKey, (current) =>
        current ? { ...current, choices: current.choices.filter((c) => c.id !== choice.id) } : current,
      );
      void filterQueries.changed(queryClient);
      toast.show({ variant: 'success', message: `${choice.title} was removed.` });
    },
    onError: (error) => reportFailure(error),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Remove ${choice.title}`}>
          Remove
        </Button>
      }
      title={`Remove ${choice.title}?`}
      message={`${choice.title} is taken off every product that has it, and customers no longer see it.`}
      confirmLabel="Remove"
      pendingLabel="Removing"
      onConfirm={async () => {
        await guard(() => remove.mutateAsync());
      }}
    />
  );
}

function AddChoice({ filter }: { filter: Filter }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const reportFailure = useReportFailure(actionErrorMessage);
  const guard = useSendGuard();
  const [title, setTitle] = useState('');
  const add = useMutation({
    mutationFn: (value: string) => addFilterChoice(filter.id, value),
    onSuccess: (saved, value) => {
      queryClient.setQueryData(filterQueries.record(filter.id).queryKey, saved);
      void filterQueries.changed(queryClient);
      toast.show({ variant: 'success', message: `${value} was added.` });
      setTitle('');
    },
    onError: (error) => {
      if (!fieldErrorsOf(error)) reportFailure(error);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void guard(() => add.mutateAsync(title.trim())).catch(() => undefined);
  };
  return (
    <Form aria-label={`Add a choice to ${filter.title}`} onSubmit={submit} validationErrors={fieldErrorsOf(add.error)}>
      <Inline gap="md" alignY="end">
        <TextField
          name="title"
          label="New choice"
          {...ruleProps('required|max:255')}
          value={title}
          onChange={setTitle}
        />
        <Button type="submit" isPending={add.isPending} pendingLabel="Adding">
          Add choice
        </Button>
      </Inline>
    </Form>
  );
}

/** A filter's choices: the ones customers pick from; add (edit key) and remove (delete key). */
export function FilterChoices({ filter }: { filter: Filter }) {
  const can = useAreaActions('product-filter');
  return (
    <Stack gap="md" align="start">
      <Heading level={2}>Choices</Heading>
      {filter.choices.length === 0 ? (
        <Text tone="muted">No choices yet: products cannot be given this filter until it has one.</Text>
      ) : (
        <ul className={styles.choices} aria-label={`Choices of ${filter.title}`}>
          {filter.choices.map((choice) => (
            <li key={choice.id} className={styles.choice}>
              <span>{choice.title}</span>
              {can.delete && <RemoveChoice filter={filter} choice={choice} />}
            </li>
          ))}
        </ul>
      )}
      {can.edit && <AddChoice filter={filter} />}
    </Stack>
  );
}
