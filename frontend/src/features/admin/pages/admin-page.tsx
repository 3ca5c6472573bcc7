import { Container } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';

export function AdminPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader title="Admin Dashboard" />
    </Container>
  );
}
