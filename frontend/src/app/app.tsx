import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from 'react-router-dom';
import { setSignInRedirect } from '@/lib/api';
import { router } from './router';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

setSignInRedirect(() => void router.navigate('/auth'));

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-center" />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
