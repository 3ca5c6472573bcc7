import { createBrowserRouter } from 'react-router-dom';
import { AuthPage } from '@/features/auth/pages/auth-page';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { AdminPage } from '@/features/admin/pages/admin-page';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { DraftPage } from '@/features/draft/pages/draft-page';
import { EmailTestPage } from '@/features/email-test/pages/email-test-page';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { LegalPage } from '@/features/legal/pages/legal-page';
import { MockDraftsPage } from '@/features/mock-drafts/pages/mock-drafts-page';
import { PrivacyPage } from '@/features/legal/pages/privacy-page';
import { TermsPage } from '@/features/legal/pages/terms-page';
import { NotFoundPage } from '@/features/not-found/pages/not-found-page';
import { ProfilePage } from '@/features/profile/pages/profile-page';
import { SettingsPage } from '@/features/settings/pages/settings-page';
import { MyTeamsPage } from '@/features/teams/pages/my-teams-page';
import { VisionPage } from '@/features/vision/pages/vision-page';
import { WatchPage } from '@/features/watch/pages/watch-page';
import { AppErrorBoundary } from './layout/app-error-boundary';
import { AppLayout } from './layout/app-layout';
import { ForgetCachedDataOnUserChange } from './layout/forget-cached-data-on-user-change';
import { RequireAdmin, RequireAuth } from './route-guards';

/** Every route of the original's route table, plus /legal and /watch/:token. */
export const router = createBrowserRouter([
  {
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
      { path: '/watch/:token', element: <WatchPage /> },
      {
        element: <RequireAuth />,
        children: [
          // Features never import each other: the draft page gets the chat panel from here.
          { path: '/draft', element: <DraftPage chatPanel={<ChatPanel />} /> },
          { path: '/my-teams', element: <MyTeamsPage /> },
          { path: '/mock-drafts', element: <MockDraftsPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/settings', element: <SettingsPage /> },
          { path: '/coming-soon', element: <VisionPage /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', element: <AdminPage /> },
          // The original leaves /email-test's access open; PRODUCT §3 makes it admin-only.
          { path: '/email-test', element: <EmailTestPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
