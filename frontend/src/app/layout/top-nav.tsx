import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { BrandLogo } from '@/components/ui/brand-logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { api } from '@/lib/api';
import { clearSession, useSession } from '@/lib/session';
import classes from './top-nav.module.css';

interface NavItem {
  to: string;
  label: string;
  adminOnly?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { to: '/draft', label: 'Draft' },
  { to: '/mock-drafts', label: 'Mock drafts' },
  { to: '/my-teams', label: 'My Teams' },
  { to: '/profile', label: 'Profile' },
  { to: '/settings', label: 'Settings' },
  { to: '/coming-soon', label: 'Our Vision' },
  { to: '/admin', label: 'Admin', adminOnly: true },
];

/** The top navigation shown on every page except / and /auth (docs/draft-rules.md §8). */
export function TopNav() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  // Signed out (reset password, legal pages, a watch link, 404): the logo, the theme and 'Sign In' only.
  const items = user ? NAV_ITEMS.filter((item) => !item.adminOnly || user.role === 'admin') : [];

  const signOut = () => {
    menu.close();
    // Revoke the token on the server; the local sign-out does not wait for it or depend on it.
    api('/auth/logout', { method: 'POST' }).catch((error: unknown) => console.warn('Sign-out could not reach the server:', error));
    clearSession();
    navigate('/auth');
  };

  const links = (onNavigate?: () => void) =>
    items.map((item) => (
      <NavLink key={item.to} to={item.to} className={classes.link} onClick={onNavigate}>
        {item.label}
      </NavLink>
    ));

  const account = user ? (
    <>
      <Text size="sm" c="dimmed" data-testid="nav-greeting">
        Hi, {user.name}
      </Text>
      <Button variant="default" size="xs" onClick={signOut}>
        Sign Out
      </Button>
    </>
  ) : (
    <Button component={NavLink} to="/auth" size="xs">
      Sign In
    </Button>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Anchor component={NavLink} to={user ? '/draft' : '/'} underline="never" c="inherit" aria-label="DraftMode home">
          <BrandLogo size="md" />
        </Anchor>
        {user ? (
          <>
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" className={classes.links}>
              {links()}
            </Group>
            <Group gap="sm" visibleFrom="md" wrap="nowrap">
              {account}
              <ThemeToggle />
            </Group>
            <Group gap="xs" hiddenFrom="md" wrap="nowrap">
              <ThemeToggle />
              <Burger
                className={classes.burger}
                opened={menuOpen}
                onClick={menu.toggle}
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              />
            </Group>
          </>
        ) : (
          <Group gap="sm" wrap="nowrap">
            {account}
            <ThemeToggle />
          </Group>
        )}
      </Container>
      {user && (
        <Drawer opened={menuOpen} onClose={menu.close} title={<BrandLogo size="md" />} hiddenFrom="md" size="xs" key={pathname}>
          <Stack component="nav" aria-label="Main" gap={4}>
            {links(menu.close)}
          </Stack>
          <Stack gap="sm" mt="lg">
            {account}
          </Stack>
        </Drawer>
      )}
    </Box>
  );
}
