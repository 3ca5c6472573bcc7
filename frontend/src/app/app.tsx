import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { setSignInRedirect } from '@/lib/api';
import layoutClasses from './layout/app-layout.module.css';
import { queryClient } from './query-client';
import { router } from './router';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

setSignInRedirect(() => void router.navigate('/auth'));

export function App() {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="dark"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" classNames={{ root: layoutClasses.notifications }} />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
