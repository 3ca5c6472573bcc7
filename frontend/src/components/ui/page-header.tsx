import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';

/** A page's h1 with an optional one-line description; also names the browser tab. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>{title}</Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
