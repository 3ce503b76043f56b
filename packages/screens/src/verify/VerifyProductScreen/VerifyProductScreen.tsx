import type { TempProduct } from '@factory/api';
import { Alert, Heading, Link, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { tempProductQuery } from '../../queries/index.ts';
import { errorMessageOf } from '../../shared/errorMessage.ts';
import { QueryState } from '../../shared/QueryState.tsx';
import { VerificationForm } from './VerificationForm.tsx';
import * as styles from './VerifyProductScreen.css.ts';
import { isRefusedLink } from './verifyLogic.ts';

/** Whom to turn to when a link does not work (the spec names the Developer for locked items). */
const whomToContact = 'Ask the person who sent you this link to renew it or send a new one, or contact the Developer.';

function InvalidLink({ reason }: { reason: string }) {
  const { routes } = useScreenEnvironment();
  return (
    <Stack gap="md" align="start">
      <Heading level={1}>This verification link is not valid</Heading>
      <Alert variant="danger">{reason}</Alert>
      <Text>{whomToContact}</Text>
      <Link href={routes.catalog()}>Go to the catalogue</Link>
    </Stack>
  );
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function Verified({ temp }: { temp: TempProduct }) {
  const { routes } = useScreenEnvironment();
  return (
    <Stack gap="md" align="start">
      <Heading level={1}>Product verified</Heading>
      <Alert variant="success">
        {`${temp.title} (${temp.product_id}) was verified${temp.verified_at ? ` on ${dayFormat.format(new Date(temp.verified_at))}` : ''}. There is nothing more to do with this link.`}
      </Alert>
      <Link href={routes.catalog()}>Go to the catalogue</Link>
    </Stack>
  );
}

function VerificationLink({ token }: { token: string }) {
  const query = useQuery(tempProductQuery(token));
  // A refused token (unknown, expired, another product's) is not a failure to retry but a link to replace.
  if (query.isError && isRefusedLink(query.error)) return <InvalidLink reason={errorMessageOf(query.error)} />;
  return (
    <QueryState query={query} loadingLabel="Loading the product" errorTitle="We could not load the product">
      {(temp) =>
        temp.verified_at ? (
          <Verified temp={temp} />
        ) : (
          <Stack gap="lg">
            <Stack gap="xs">
              <Heading level={1}>Verify product</Heading>
              <Text tone="muted">
                {`Complete the data of ${temp.title || 'the new product'}. Fields marked * are required.`}
              </Text>
            </Stack>
            <VerificationForm key={token} token={token} temp={temp} />
          </Stack>
        )
      }
    </QueryState>
  );
}

/** /verify-product?token=…: the invited person completes a new product's data (spec §2 Verify product). */
export function VerifyProductScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <main className={styles.page}>
      {token ? (
        <VerificationLink token={token} />
      ) : (
        <InvalidLink reason="The link has no verification token: it may have been cut short when it was copied." />
      )}
    </main>
  );
}
