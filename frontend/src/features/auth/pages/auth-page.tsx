import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BrandLogo } from '@/components/ui/brand-logo';
import { usePageTitle } from '@/components/ui/page-title';
import { ThemeToggle } from '@/components/ui/theme-toggle';

export function AuthPage() {
  usePageTitle('Sign In');
  return (
    <Center mih="80vh" p="md">
      <Paper withBorder p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <Group justify="space-between">
            <BrandLogo />
            <ThemeToggle />
          </Group>
          <Title order={1} size="h2">
            Sign in
          </Title>
          <Text c="dimmed">Sign in to input your team and start making smarter moves.</Text>
        </Stack>
      </Paper>
    </Center>
  );
}
