import { requiredBy, ruleMessages } from '@factory/api';
import {
  Alert,
  Button,
  DescriptionList,
  Form,
  PasswordField,
  Select,
  Spinner,
  Stack,
  Switch,
  Text,
  TextArea,
  TextField,
} from '@factory/ui';
import { type FormEvent, Fragment, type ReactNode } from 'react';
import type { Blocker } from 'react-router-dom';
import type { ChoicesQuery } from '../../queries/index.ts';
import { fieldErrorsOf, noAccessAdvice, ruleProps } from '../../shared/index.ts';
import * as styles from './admin.css.ts';
import { useChoices } from './choices.ts';
import { LeaveGuard, SaveRow } from './FormParts.tsx';
import { actionErrorMessage } from './messages.ts';
import type { ResourceField } from './resource.ts';

export interface ResourceFormProps<Values, Row = unknown> {
  /** Names the form for assistive technology ("Edit Sam Rivera"). */
  label: string;
  fields: readonly ResourceField<Values, Row>[];
  /** The record as the server last answered it; none on the create form. */
  row?: Row;
  /** Fields shown read-only although the form is not (`AdminResource.protect`). */
  fixedFields?: readonly string[];
  mode: 'create' | 'edit';
  values: Values;
  onChange: <K extends keyof Values>(name: K, value: Values[K]) => void;
  onSubmit: () => unknown;
  /** The save is on its way: the button shows progress and a second press is ignored. */
  isSaving: boolean;
  /** The last save's failure; a 422 puts its messages on the fields. */
  error: unknown;
  /** Read-only (no edit key): the values as text, nothing that looks editable, and no Save button. */
  isReadOnly?: boolean;
  /** The leave guard of `useFormValues`: while it blocks, a dialog asks whether to leave. */
  blocker: Blocker;
  /** More buttons beside Save (Delete, Cancel). */
  actions?: ReactNode;
  submitLabel?: string;
}

/** A resource's fields from its definition, with the server's 422 messages on them and an unsaved-changes guard. */
export function ResourceForm<Values, Row = unknown>({
  label,
  fields,
  row,
  fixedFields = [],
  mode,
  values,
  onChange,
  onSubmit,
  isSaving,
  error,
  isReadOnly = false,
  blocker,
  actions,
  submitLabel = 'Save',
}: ResourceFormProps<Values, Row>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isReadOnly) void onSubmit();
  };
  const shownFields = fields.filter((field) => !field.only || field.only === mode);
  if (isReadOnly) {
    return (
      <div className={styles.formWidth}>
        <Stack gap="lg">
          <RecordValues label={label} fields={shownFields} row={row} values={values} />
          {actions && <SaveRow isReadOnly isSaving={false} submitLabel={submitLabel} actions={actions} />}
        </Stack>
      </div>
    );
  }
  return (
    <>
      <Form aria-label={label} onSubmit={submit} validationErrors={fieldErrorsOf(error)}>
        <div className={styles.formWidth}>
          <Stack gap="lg">
            {shownFields.map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                row={row}
                value={values[field.name]}
                onChange={(value) => onChange(field.name, value as Values[typeof field.name])}
                isReadOnly={fixedFields.includes(field.name)}
              />
            ))}
            <SaveRow isReadOnly={isReadOnly} isSaving={isSaving} submitLabel={submitLabel} actions={actions} />
          </Stack>
        </div>
      </Form>
      <LeaveGuard blocker={blocker} />
    </>
  );
}

function FieldInput<Values, Row>({
  field,
  row,
  value,
  onChange,
  isReadOnly,
}: {
  field: ResourceField<Values, Row>;
  row: Row | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  isReadOnly: boolean;
}) {
  const common = { name: field.name, label: field.label, description: field.description, isReadOnly };
  switch (field.kind) {
    case 'custom':
      return field.render?.({ value: value as Values[keyof Values], onChange, isReadOnly, row }) ?? null;
    case 'switch':
      return <Switch {...common} isSelected={Boolean(value)} onChange={onChange} />;
    case 'select':
      return field.options ? (
        <SelectInput
          field={field}
          choices={field.options}
          row={row}
          value={value}
          onChange={onChange}
          isReadOnly={isReadOnly}
        />
      ) : null;
    case 'password':
      return (
        <PasswordField
          {...common}
          autoComplete="new-password"
          {...ruleProps(field.rules ?? '')}
          value={String(value ?? '')}
          onChange={onChange}
        />
      );
    case 'textarea':
      return <TextArea {...common} {...ruleProps(field.rules ?? '')} value={String(value ?? '')} onChange={onChange} />;
    default:
      return (
        <TextField
          {...common}
          type={field.kind}
          {...ruleProps(field.rules ?? '')}
          value={String(value ?? '')}
          onChange={onChange}
        />
      );
  }
}

function SelectInput<Values, Row>({
  field,
  choices,
  row,
  value,
  onChange,
  isReadOnly,
}: {
  field: ResourceField<Values, Row>;
  choices: ChoicesQuery;
  row: Row | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  isReadOnly: boolean;
}) {
  const { choices: options, noAccess } = useChoices(choices);
  // The choices come from another area (a user's roles need the roles view key): without it the value stays.
  if (noAccess) {
    return (
      <Stack gap="xs">
        <Text weight="bold">{field.label}</Text>
        {row && field.shown && <Text>{field.shown(row)}</Text>}
        <Text tone="muted">{`You don’t have access to ${noAccess}, so the ${field.label.toLowerCase()} cannot be changed here. ${noAccessAdvice}`}</Text>
      </Stack>
    );
  }
  if (options.isPending) return <Spinner size="sm" label={`Loading the choices of ${field.label}`} showLabel />;
  if (options.isError) {
    return (
      <Alert variant="danger" title={`The choices of ${field.label} could not be loaded`}>
        <Stack gap="sm" align="start">
          {actionErrorMessage(options.error)}
          <Button variant="secondary" size="sm" onPress={() => void options.refetch()} isPending={options.isFetching}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  const required = requiredBy(field.rules ?? '');
  return (
    <Select
      name={field.name}
      label={field.label}
      description={field.description}
      items={options.data ?? []}
      value={(value as number | null) ?? null}
      onChange={(next) => onChange(next)}
      isDisabled={isReadOnly}
      isRequired={required}
      errorMessage={required ? ruleMessages.required : undefined}
      displayLength={Math.min(6, options.data?.length ?? 3)}
    />
  );
}

/**
 * A record the user may not change: each field's value as text (nothing that looks editable), the parts a field
 * renders itself (a user's permission switches) read-only below.
 */
function RecordValues<Values, Row>({
  label,
  fields,
  row,
  values,
}: {
  label: string;
  fields: readonly ResourceField<Values, Row>[];
  row: Row | undefined;
  values: Values;
}) {
  const plain = fields.filter((field) => field.kind !== 'custom' && field.kind !== 'password');
  const custom = fields.filter((field) => field.kind === 'custom');
  return (
    <Stack gap="lg">
      <DescriptionList
        aria-label={label}
        items={plain.map((field) => ({
          id: field.name,
          term: field.label,
          description: <ShownValue field={field} row={row} value={values[field.name]} />,
        }))}
      />
      {custom.map((field) => (
        <Fragment key={field.name}>
          {field.render?.({ value: values[field.name], onChange: () => undefined, isReadOnly: true, row })}
        </Fragment>
      ))}
    </Stack>
  );
}

const notSet = 'Not set';

/** One value as it reads: the field's own `shown`, Yes or No, a choice's label, or the text. */
function ShownValue<Values, Row>({
  field,
  row,
  value,
}: {
  field: ResourceField<Values, Row>;
  row: Row | undefined;
  value: unknown;
}) {
  if (row && field.shown) return field.shown(row);
  if (field.kind === 'switch') return value ? 'Yes' : 'No';
  if (field.kind === 'select' && field.options) return <ChoiceLabel choices={field.options} value={value} />;
  return value === null || value === undefined || value === '' ? notSet : String(value);
}

/** A select's value by its choice's label; a value whose choices the user may not read says so. */
function ChoiceLabel({ choices, value }: { choices: ChoicesQuery; value: unknown }) {
  const isSet = value !== null && value !== undefined;
  const { choices: options, noAccess } = useChoices(choices, { enabled: isSet });
  if (!isSet) return notSet;
  if (noAccess) return `Set (you don’t have access to ${noAccess})`;
  if (options.isPending) return <Spinner size="sm" label="Loading" />;
  return options.data?.find((choice) => choice.id === value)?.label ?? notSet;
}
