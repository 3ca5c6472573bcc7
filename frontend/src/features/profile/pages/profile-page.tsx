import { Container } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';

export function ProfilePage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader title="Profile" />
    </Container>
  );
}
