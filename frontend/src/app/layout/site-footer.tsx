import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The footer on every page: the disclaimer always, the legal links everywhere but on /. */
export function SiteFooter({ showLegalLinks }: { showLegalLinks: boolean }) {
  return (
    <Box component="footer" py="lg" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="xl">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            Entertainment only. Not affiliated with the NFL.
          </Text>
          {showLegalLinks && (
            <Group component="nav" aria-label="Legal" gap="md">
              <Anchor component={Link} to="/terms" size="sm">
                Terms of Service
              </Anchor>
              <Anchor component={Link} to="/privacy" size="sm">
                Privacy Policy
              </Anchor>
              <Anchor component={Link} to="/legal" size="sm">
                Legal
              </Anchor>
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}
