import { Container } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';

export function MyTeamsPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader title="My Teams" />
    </Container>
  );
}
