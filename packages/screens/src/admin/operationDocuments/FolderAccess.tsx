// Who sees a folder (PUT …/{id}/access): customers and companies. What is saved here is exactly what those
// customers then find under profile → documents.
import { type Company, type Customer, type OperationDocumentFolder, setOperationDocumentAccess } from '@factory/api';
import { Alert, Button, ChipInput, type ChipItem, Dialog, Inline, Spinner, Stack, Text, useToast } from '@factory/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { allCompaniesQuery, allCustomersQuery, documentsChanged } from '../../queries/index.ts';
import { ErrorState, fieldErrorsOf, useAnsweredByRule } from '../../shared/index.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { actionErrorMessage } from '../generic/messages.ts';

const customerChip = (customer: Customer): ChipItem => ({ id: customer.id, value: customer.name });
const companyChip = (company: Company): ChipItem => ({ id: company.id, value: company.name });

/** The names a folder's access lists, for reading; ids without a known name show as "Customer 12". */
export function accessNames(
  folder: OperationDocumentFolder,
  customers: readonly Customer[] | undefined,
  companies: readonly Company[] | undefined,
): { customers: string[]; companies: string[] } {
  const name = <T extends { id: number; name: string }>(rows: readonly T[] | undefined, id: number, kind: string) =>
    rows?.find((row) => row.id === id)?.name ?? `${kind} ${id}`;
  return {
    customers: (folder.customer_ids ?? []).map((id) => name(customers, id, 'Customer')),
    companies: (folder.company_ids ?? []).map((id) => name(companies, id, 'Company')),
  };
}

/** The customer and company lists the access section reads names from (empty while loading or refused). */
export function useAccessDirectory() {
  const customers = useQuery(allCustomersQuery);
  const companies = useQuery(allCompaniesQuery);
  return {
    customers: customers.data?.items,
    companies: companies.data?.items,
    customersQuery: customers,
    companiesQuery: companies,
  };
}

export function FolderAccessDialog({ folder }: { folder: OperationDocumentFolder }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog
      trigger={<Button variant="secondary">Access</Button>}
      title={`Who can see ${folder.title}`}
      isOpen={isOpen}
      onOpenChange={setOpen}
      size="md"
    >
      <AccessForm folder={folder} onSaved={() => setOpen(false)} />
    </Dialog>
  );
}

function AccessForm({ folder, onSaved }: { folder: OperationDocumentFolder; onSaved: () => void }) {
  const { customersQuery: customers, companiesQuery: companies } = useAccessDirectory();
  if (customers.isPending || companies.isPending) {
    return <Spinner label="Loading customers and companies" showLabel />;
  }
  if (customers.isError || companies.isError) {
    return (
      <ErrorState
        title="We could not load the customers and companies"
        error={customers.error ?? companies.error}
        onRetry={() => Promise.all([customers.refetch(), companies.refetch()])}
        isRetrying={customers.isFetching || companies.isFetching}
      />
    );
  }
  return (
    <AccessChoices
      folder={folder}
      customers={customers.data.items}
      companies={companies.data.items}
      onSaved={onSaved}
    />
  );
}

function AccessChoices({
  folder,
  customers,
  companies,
  onSaved,
}: {
  folder: OperationDocumentFolder;
  customers: readonly Customer[];
  companies: readonly Company[];
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const guard = useSendGuard();
  const answeredByRule = useAnsweredByRule();
  const chosen = <T extends { id: number }>(
    rows: readonly T[],
    ids: readonly number[] | undefined,
    chip: (row: T) => ChipItem,
  ) => rows.filter((row) => (ids ?? []).includes(row.id)).map(chip);
  const [customerChips, setCustomerChips] = useState(() => chosen(customers, folder.customer_ids, customerChip));
  const [companyChips, setCompanyChips] = useState(() => chosen(companies, folder.company_ids, companyChip));
  const mutation = useMutation({
    mutationFn: () =>
      setOperationDocumentAccess(folder.id, {
        customer_ids: customerChips.map((chip) => Number(chip.id)),
        company_ids: companyChips.map((chip) => Number(chip.id)),
      }),
    onSuccess: () => {
      toast.show({ variant: 'success', message: `Access to ${folder.title} was saved.` });
      void documentsChanged(queryClient);
      onSaved();
    },
  });
  const fieldErrors = fieldErrorsOf(mutation.error);
  return (
    <Stack gap="md">
      <Text tone="muted">
        The customers chosen here, and every customer of the companies chosen here, see this folder and everything in it
        under their profile’s documents.
      </Text>
      <ChipInput
        label="Customers"
        options={customers.map(customerChip)}
        value={customerChips}
        onChange={setCustomerChips}
        placeholder="Type a customer’s name"
      />
      <ChipInput
        label="Companies"
        options={companies.map(companyChip)}
        value={companyChips}
        onChange={setCompanyChips}
        placeholder="Type a company’s name"
      />
      {mutation.isError && !answeredByRule(mutation.error) && (
        <Alert variant="danger" title="Access was not saved">
          {fieldErrors ? Object.values(fieldErrors).flat().join(' ') : actionErrorMessage(mutation.error)}
        </Alert>
      )}
      <Inline gap="md">
        <Button
          isPending={mutation.isPending}
          pendingLabel="Saving"
          onPress={() => void guard(() => mutation.mutateAsync()).catch(() => undefined)}
        >
          Save access
        </Button>
      </Inline>
    </Stack>
  );
}
