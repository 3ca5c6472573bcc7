import { Container } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';

export function EmailTestPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader title="Email Test" />
    </Container>
  );
}
