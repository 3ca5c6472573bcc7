import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router-dom';
import { GuidedTour } from '@/features/tour/components/guided-tour';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';
import classes from './app-layout.module.css';

/** Paths where the top navigation is hidden (docs/draft-rules.md §8). */
const PATHS_WITHOUT_NAV = new Set(['/', '/auth']);

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Box className={classes.page}>
      <ScrollToTop />
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {/* Non-modal; decides itself whether to show (signed in, tour not completed, route allows it). */}
      <GuidedTour />
      {!PATHS_WITHOUT_NAV.has(pathname) && <TopNav />}
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <SiteFooter showLegalLinks={pathname !== '/'} />
    </Box>
  );
}
