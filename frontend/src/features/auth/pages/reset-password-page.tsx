import { Container } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');

  useEffect(() => {
    if (token) return;
    notifications.show({ color: 'red', title: 'Invalid Reset Link', message: 'This link has no reset token. Request a new one.' });
    navigate('/auth', { replace: true });
  }, [token, navigate]);

  return (
    <Container size="xs" py="xl">
      <PageHeader title="Reset your password" />
    </Container>
  );
}
