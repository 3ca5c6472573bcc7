import { Container } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';

export function WatchPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader title="Watch Draft" />
    </Container>
  );
}
