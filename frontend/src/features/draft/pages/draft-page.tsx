import { Container } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';

export function DraftPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader title="Draft" />
    </Container>
  );
}
