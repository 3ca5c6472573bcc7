import { Code, Paper, Stack, Text, Title } from '@mantine/core';

export interface ShownEmail {
  label: string;
  subject: string;
  html: string;
  text: string;
}

/** A rendered email: its HTML in a sandboxed frame (no scripts, no same-origin access) and its text. */
export function EmailPreview({ email }: { email: ShownEmail }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="email-preview-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="email-preview-title">
          Preview: {email.label}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            Subject:{' '}
          </Text>
          {email.subject}
        </Text>
        <iframe
          title={`${email.label} (HTML)`}
          sandbox=""
          srcDoc={email.html}
          style={{
            width: '100%',
            height: 420,
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 8,
            background: '#fff',
          }}
        />
        <Title order={3} size="h5">
          Plain text
        </Title>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {email.text}
        </Code>
      </Stack>
    </Paper>
  );
}
