import { Alert, Button, Heading, Stack, Text } from '@factory/ui';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { NoAccess, useCurrentUser } from '../../shared/index.ts';
import * as styles from './admin.css.ts';
import { useAreaActions, useDeleteRecord, useFormValues, useResourceRecord, useSaveRecord } from './controllers.ts';
import { DeleteRecordDialog } from './DeleteRecordDialog.tsx';
import { DisabledAction } from './FormParts.tsx';
import { BackToList, NoSuchRecord, RecordPage } from './RecordState.tsx';
import { ResourceForm } from './ResourceForm.tsx';
import { type AdminResource, type Identified, positiveIdFromPath, type RecordFormProps } from './resource.ts';

// biome-ignore lint/suspicious/noExplicitAny: the generic screens take any resource, whatever its form types.
type AnyResource<Row extends Identified, Created = any> = AdminResource<Row, any, any, Created>;

export interface ResourceRecordScreenProps<Row extends Identified, Created> {
  resource: AnyResource<Row, Created>;
  /** More of the record below its form (a user's permissions, a role's keys). */
  details?: (row: Row) => ReactNode;
  /** Shown after a create instead of opening the new record (a generated password shown once). */
  created?: (created: Created) => ReactNode;
}

/** `/admin/{area}/{id}`: the record's form, or the create form at `/admin/{area}/new`. */
export function ResourceRecordScreen<Row extends Identified, Created>(props: ResourceRecordScreenProps<Row, Created>) {
  const { id: segment = '' } = useParams();
  if (segment === 'new') return <ResourceCreate {...props} />;
  const id = (props.resource.idFromPath ?? positiveIdFromPath)(segment);
  return id === undefined ? <NoSuchRecord /> : <RecordById {...props} id={id} />;
}

function RecordById<Row extends Identified, Created>({
  resource,
  details,
  id,
}: ResourceRecordScreenProps<Row, Created> & { id: Row['id'] }) {
  const record = useResourceRecord(resource, id);
  return (
    <RecordPage area={resource.area} plural={resource.labels.plural} query={record} noun={resource.labels.singular}>
      {(row) => (
        <div className={styles.recordWidth}>
          <Stack gap="xl" align="stretch">
            <RecordForm key={row.id} resource={resource} row={row} />
            {details?.(row)}
          </Stack>
        </div>
      )}
    </RecordPage>
  );
}

function RecordForm<Row extends Identified>({ resource, row }: { resource: AnyResource<Row>; row: Row }) {
  const can = useAreaActions(resource.area);
  const { data: signedIn } = useCurrentUser();
  const protection = signedIn && resource.protect?.(row, signedIn);
  const Confirmation = resource.deleteConfirmation;
  const { routes } = useScreenEnvironment();
  const form = useFormValues(resource.valuesOf(row));
  const save = useSaveRecord(resource, row.id, (saved) => form.reset(resource.valuesOf(saved as Row)));
  const remove = useDeleteRecord(resource, row, { leaveTo: routes.admin(resource.area), onDeleted: form.release });
  const name = resource.title(row);
  const refusal = resource.deleteRefusal?.(row);
  const readOnlyNote = !can.edit ? (
    <Text tone="muted">{`You may look at this ${resource.labels.singular} but not change it.`}</Text>
  ) : (
    protection && <Alert variant="info">{protection.reason}</Alert>
  );
  const fields = (
    <RecordFields
      resource={resource}
      label={`Edit ${name}`}
      row={row}
      fixedFields={protection?.fixedFields}
      mode="edit"
      values={form.values}
      onChange={form.change}
      onSubmit={() => save.save(resource.inputOf(form.values, 'edit'))}
      isSaving={save.isPending}
      error={save.error}
      isReadOnly={!can.edit}
      blocker={form.blocker}
      actions={
        can.delete &&
        !protection &&
        (refusal !== undefined ? (
          <DisabledAction label="Delete" reason={refusal} />
        ) : Confirmation ? (
          <Confirmation row={row} remove={remove} />
        ) : (
          <DeleteRecordDialog
            trigger={<Button variant="danger">Delete</Button>}
            resource={resource}
            row={row}
            remove={remove}
          />
        ))
      }
    />
  );
  // A record with a subtitle heads its page with a block of its own (heading, subtitle, note), a section like its
  // details; the others keep the heading with their form.
  const subtitle = resource.subtitle?.(row);
  return subtitle === undefined ? (
    <Stack gap="lg">
      <Heading level={1}>{name}</Heading>
      {readOnlyNote}
      {fields}
    </Stack>
  ) : (
    <>
      <Stack gap="xs">
        <Heading level={1}>{name}</Heading>
        <Text tone="muted">{subtitle}</Text>
        {readOnlyNote}
      </Stack>
      {fields}
    </>
  );
}

/** The record's form: the resource's own, or the generic one over its fields. */
function RecordFields<Row extends Identified>({
  resource,
  ...props
}: RecordFormProps<unknown, Row> & { resource: AnyResource<Row> }) {
  const Own = resource.form;
  return Own ? <Own {...props} /> : <ResourceForm {...props} fields={resource.fields} />;
}

function ResourceCreate<Row extends Identified, Created>({
  resource,
  created,
}: ResourceRecordScreenProps<Row, Created>) {
  const navigate = useNavigate();
  const { routes } = useScreenEnvironment();
  const can = useAreaActions(resource.area);
  const form = useFormValues(resource.emptyValues);
  const [done, setDone] = useState<Created | null>(null);
  const save = useSaveRecord<Row, Created>(resource, 'new', (saved) => {
    form.release();
    if (created) setDone(saved as Created);
    else navigate(routes.admin(resource.area, (saved as Row).id));
  });
  const heading = `Create ${resource.labels.singular}`;
  return (
    <Stack gap="lg" align="start">
      <BackToList area={resource.area} plural={resource.labels.plural} />
      <Heading level={1}>{heading}</Heading>
      {done !== null && created ? (
        created(done)
      ) : can.create ? (
        <RecordFields
          resource={resource}
          label={heading}
          mode="create"
          values={form.values}
          onChange={form.change}
          onSubmit={() => save.save(resource.inputOf(form.values, 'create'))}
          isSaving={save.isPending}
          error={save.error}
          blocker={form.blocker}
          submitLabel="Create"
        />
      ) : (
        // A permission, not a failure: said plainly, with whom to ask.
        <NoAccess title={`You cannot create ${resource.labels.plural.toLowerCase()}`} />
      )}
    </Stack>
  );
}
