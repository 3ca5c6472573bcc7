import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PanelLoading } from '@/components/ui/panel-loading';
import { AuthPage } from '@/features/auth/pages/auth-page';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { LegalPage } from '@/features/legal/pages/legal-page';
import { PrivacyPage } from '@/features/legal/pages/privacy-page';
import { TermsPage } from '@/features/legal/pages/terms-page';
import { NotFoundPage } from '@/features/not-found/pages/not-found-page';
import { SettingsPage } from '@/features/settings/pages/settings-page';
import { VisionPage } from '@/features/vision/pages/vision-page';
import { startDraftScreenRequests } from '@/features/draft/api/prefetch-draft-screen';
import { queryClient } from './query-client';
import { AppErrorBoundary, RouteErrorFallback } from './layout/app-error-boundary';
import { AppLayout } from './layout/app-layout';
import { ForgetCachedDataOnUserChange } from './layout/forget-cached-data-on-user-change';
import { RequireAdmin, RequireAuth } from './route-guards';

/** Shown while a page's code loads on the first visit. */
function PageLoading() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader size="sm" />
    </Center>
  );
}

const LazyChatPanel = lazy(async () => ({ default: (await import('@/features/chat/components/chat-panel')).ChatPanel }));

/**
 * Every route of docs/draft-rules.md §8. The
 * screens with the grader, charts and tables load on first visit (`lazy`), so the landing and
 * sign-in pages stay small.
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <PageLoading />,
    element: (
      <AppErrorBoundary>
        <ForgetCachedDataOnUserChange />
        <AppLayout />
      </AppErrorBoundary>
    ),
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/legal', element: <LegalPage /> },
      { path: '/watch/:token', lazy: async () => ({ Component: (await import('@/features/watch/pages/watch-page')).WatchPage }) },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/draft',
            // The screen's data is asked for while its code loads.
            loader: ({ request }) => {
              startDraftScreenRequests(queryClient, new URL(request.url));
              return null;
            },
            lazy: async () => {
              const { DraftPage } = await import('@/features/draft/pages/draft-page');
              // Features never import each other: the draft page gets the chat panel from here. Its code
              // loads when the room shows it, after the board (see DraftRoomLayout).
              return {
                element: (
                  <DraftPage
                    chatPanel={
                      <Suspense fallback={<PanelLoading label="Loading chat..." />}>
                        <LazyChatPanel />
                      </Suspense>
                    }
                  />
                ),
              };
            },
          },
          { path: '/my-teams', lazy: async () => ({ Component: (await import('@/features/teams/pages/my-teams-page')).MyTeamsPage }) },
          {
            path: '/mock-drafts',
            lazy: async () => ({ Component: (await import('@/features/mock-drafts/pages/mock-drafts-page')).MockDraftsPage }),
          },
          { path: '/profile', lazy: async () => ({ Component: (await import('@/features/profile/pages/profile-page')).ProfilePage }) },
          { path: '/settings', element: <SettingsPage /> },
          { path: '/coming-soon', element: <VisionPage /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', lazy: async () => ({ Component: (await import('@/features/admin/pages/admin-page')).AdminPage }) },
          // /email-test is for admins only (docs/draft-rules.md §8).
          {
            path: '/email-test',
            lazy: async () => ({ Component: (await import('@/features/email-test/pages/email-test-page')).EmailTestPage }),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
