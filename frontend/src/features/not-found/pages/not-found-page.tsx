import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} ta="center">
          404 Page Not Found
        </Title>
        <Text c="dimmed" ta="center">
          There is no page at this address. It may have moved, or the link may be mistyped.
        </Text>
        <Button component={Link} to="/">
          Back to the start
        </Button>
      </Stack>
    </Center>
  );
}
