import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation, useRouteError } from 'react-router-dom';

function ErrorFallback({ resetErrorBoundary }: FallbackProps) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          This page hit an unexpected problem. Your draft data is safe on the server.
        </Text>
        <Button onClick={resetErrorBoundary}>Try Again</Button>
      </Stack>
    </Center>
  );
}

/** Catches rendering errors anywhere in the app; Try Again renders the page afresh. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[pathname]} onError={(error) => console.error('Rendering failed:', error)}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * The router's own error element: a page's code that fails to load (say, a chunk from before a
 * deploy) is not a rendering error, so the boundary above never sees it. Try Again reloads.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  console.error('Route failed:', error);
  return <ErrorFallback error={error} resetErrorBoundary={() => window.location.reload()} />;
}
