import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';

export function DraftPage({ chatPanel }: { chatPanel: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <PageHeader title="Draft" />
      {chatPanel}
    </Container>
  );
}
