import { forgotPasswordSchema } from '@draftmode/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Code, Container, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PageHeader } from '@/components/ui/page-header';
import { toFormFailure } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import type { EmailTemplate, EmailTestResult } from '../api/email-test-types';
import { useOutbox } from '../api/list-outbox';
import { previewEmail } from '../api/preview-email';
import { runForgotPasswordTest } from '../api/run-forgot-password-test';
import { sendTestEmail } from '../api/send-test-email';
import { EmailPreview, type ShownEmail } from '../components/email-preview';
import { OutboxList } from '../components/outbox-list';

const testRecipientSchema = z.object({
  email: forgotPasswordSchema.shape.email,
  name: z.string().trim().min(1, 'Enter a test name'),
});
type TestRecipient = z.output<typeof testRecipientSchema>;

type Action = 'preview-welcome' | 'send-welcome' | 'preview-reset' | 'send-reset' | 'forgot';

const ACTIONS: { action: Action; label: string }[] = [
  { action: 'preview-welcome', label: 'Preview Welcome' },
  { action: 'send-welcome', label: 'Send Welcome Test' },
  { action: 'preview-reset', label: 'Preview Reset' },
  { action: 'send-reset', label: 'Send Reset Test' },
  { action: 'forgot', label: 'Run Forgot-Password Test' },
];

const TEMPLATE_LABEL: Record<EmailTemplate, string> = { welcome: 'Welcome email', reset: 'Reset email' };

interface ResultEntry {
  id: number;
  label: string;
  /** The server's answer, or the failure's message when the request itself failed. */
  result: EmailTestResult;
}

/** /email-test (admins): preview and send the welcome and reset emails, and run a real forgot-password. */
export function EmailTestPage() {
  const { user } = useSession();
  const form = useForm<z.input<typeof testRecipientSchema>, unknown, TestRecipient>({
    resolver: zodResolver(testRecipientSchema),
    defaultValues: { email: user?.email ?? '', name: user?.name ?? 'Test User' },
  });
  const { errors } = form.formState;
  const [running, setRunning] = useState<Action | null>(null);
  const [preview, setPreview] = useState<ShownEmail | null>(null);
  const [results, setResults] = useState<ResultEntry[]>([]);
  const outbox = useOutbox();

  const record = (label: string, result: EmailTestResult) =>
    setResults((previous) => [{ id: (previous[0]?.id ?? 0) + 1, label, result }, ...previous].slice(0, 10));

  const run = async (action: Action, label: string, { email, name }: TestRecipient) => {
    setRunning(action);
    try {
      if (action === 'preview-welcome' || action === 'preview-reset') {
        const template: EmailTemplate = action === 'preview-welcome' ? 'welcome' : 'reset';
        const rendered = await previewEmail({ template, email, name });
        setPreview({ label: TEMPLATE_LABEL[template], ...rendered });
        return;
      }
      const result =
        action === 'forgot'
          ? await runForgotPasswordTest({ email })
          : await sendTestEmail({ template: action === 'send-welcome' ? 'welcome' : 'reset', email, name });
      record(label, result);
      outbox.reload();
    } catch (failure) {
      record(label, { success: false, message: toFormFailure(failure).message, method: '—' });
    } finally {
      setRunning(null);
    }
  };

  const onAction = async (action: Action, label: string) => {
    // The forgot-password test needs only the email.
    const valid = action === 'forgot' ? await form.trigger('email') : await form.trigger();
    if (!valid) return;
    const values = testRecipientSchema.parse(form.getValues());
    await run(action, label, values);
  };

  return (
    <Container size="lg" py="xl" px={{ base: 'xs', xs: 'md' }}>
      <PageHeader title="Email Test" description="Preview the emails DraftMode sends and send test copies." />
      <Stack gap="lg">
        <Paper withBorder p="md" component="section" aria-labelledby="email-notes-title">
          <Title order={2} size="h3" id="email-notes-title" mb="xs">
            Notes
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>Welcome emails go only to new users: signing up sends one, signing in never does.</List.Item>
            <List.Item>Reset links expire in 1 hour and work once.</List.Item>
            <List.Item>
              The reset page is <Code>/reset-password?token=</Code> followed by the token from the email.
            </List.Item>
          </List>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="email-recipient-title">
          <form onSubmit={(event) => event.preventDefault()} noValidate aria-labelledby="email-recipient-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="email-recipient-title">
                Test recipient
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Test email"
                  type="email"
                  autoComplete="off"
                  required
                  error={errors.email?.message}
                  {...form.register('email')}
                />
                <TextInput label="Test name" autoComplete="off" required error={errors.name?.message} {...form.register('name')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs">
                {ACTIONS.map(({ action, label }) => (
                  <Button
                    key={action}
                    variant={action.startsWith('preview') ? 'default' : 'filled'}
                    loading={running === action}
                    disabled={running !== null && running !== action}
                    onClick={() => void onAction(action, label)}
                  >
                    {label}
                  </Button>
                ))}
              </SimpleGrid>
            </Stack>
          </form>
        </Paper>

        {results.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="email-results-title">
            <Title order={2} size="h3" id="email-results-title">
              Results
            </Title>
            <Stack gap="xs" role="log" aria-live="polite">
              {results.map((entry) => (
                <Alert
                  key={entry.id}
                  color={entry.result.success ? 'turf' : 'red'}
                  variant="light"
                  title={`${entry.label}: ${entry.result.success ? 'success' : 'failed'}`}
                  data-testid="email-test-result"
                >
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {entry.result.message}
                  </Text>
                  <Text size="sm">
                    Method: <Code>{entry.result.method}</Code>
                  </Text>
                </Alert>
              ))}
            </Stack>
          </Stack>
        )}

        {preview && <EmailPreview email={preview} />}

        <OutboxList
          messages={outbox.messages}
          error={outbox.error}
          onReload={outbox.reload}
          onShow={(message) =>
            setPreview({ label: `Outbox message to ${message.to}`, subject: message.subject, html: message.html, text: message.text })
          }
        />
      </Stack>
    </Container>
  );
}
