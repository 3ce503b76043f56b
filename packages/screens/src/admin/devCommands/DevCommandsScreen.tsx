import { type DevCommand, type DevCommandResult, runDevCommand } from '@factory/api';
import { Alert, Button, Card, ConfirmDialog, Heading, Stack, Text } from '@factory/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { devCommandsQuery } from '../../queries/index.ts';
import { loadTexts, QueryState } from '../../shared/index.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import * as styles from './devCommands.css.ts';

/**
 * One command: Run asks for confirmation; while it runs the button says so and cannot start it again; then its
 * output (or why it failed) shows under it.
 */
function CommandCard({ command, canRun }: { command: DevCommand; canRun: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const guard = useSendGuard();
  const outputId = useId();
  const run = useMutation<DevCommandResult, unknown, void>({ mutationFn: () => runDevCommand(command.name) });
  const result = run.data;
  const failed = run.isError || (result !== undefined && result.exit_code !== 0);
  return (
    <Card title={command.name} headingLevel={2}>
      <Stack gap="md">
        <Text>{command.description}</Text>
        {canRun && (
          <div>
            <Button
              variant="secondary"
              isPending={run.isPending}
              pendingLabel={`Running ${command.name}`}
              onPress={() => setConfirming(true)}
              aria-label={`Run ${command.name}`}
            >
              Run
            </Button>
          </div>
        )}
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={`Run ${command.name}?`}
          message={`${command.description} It runs on the live server at once and cannot be stopped from here.`}
          confirmLabel="Run"
          pendingLabel="Running"
          tone="primary"
          onConfirm={() => {
            setConfirming(false);
            // A second confirmation while the first run is on its way joins it instead of starting another run.
            void guard(() => run.mutateAsync()).catch(() => undefined);
          }}
        />
        <div aria-live="polite" id={outputId}>
          {run.isPending && <Text tone="muted">{`${command.name} is running…`}</Text>}
          {run.isError && (
            <Alert variant="danger" title={`${command.name} failed`}>
              {actionErrorMessage(run.error)}
            </Alert>
          )}
          {result && (
            <Stack gap="xs">
              {failed ? (
                <Alert variant="danger" title={`${command.name} failed`}>
                  {`It ended with exit code ${result.exit_code}.`}
                </Alert>
              ) : (
                <Text weight="medium">{`${command.name} finished (exit code 0).`}</Text>
              )}
              <figure className={styles.outputFigure} aria-labelledby={`${outputId}-caption`}>
                <figcaption id={`${outputId}-caption`}>{`Output of ${command.name}`}</figcaption>
                <pre className={styles.output}>{result.output}</pre>
              </figure>
            </Stack>
          )}
        </div>
      </Stack>
    </Card>
  );
}

/** `/admin/dev-commands`: a fixed list of maintenance commands, each run after a confirmation; no free text. */
export function DevCommandsScreen() {
  const query = useQuery(devCommandsQuery);
  const can = useAreaActions('dev-commands');
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Heading level={1}>Developer commands</Heading>
        <Text tone="muted">Maintenance commands of the server. Each one asks before it runs and shows its output.</Text>
      </Stack>
      <QueryState query={query} {...loadTexts('the developer commands')}>
        {(commands) =>
          commands.length === 0 ? (
            <Text>No commands are available.</Text>
          ) : (
            <Stack gap="md">
              {commands.map((command) => (
                <CommandCard key={command.name} command={command} canRun={can.edit} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
