import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';

/** Routes that need a stored token send everyone else to /auth, remembering where they were going. */
export function RequireAuth() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Admin-only routes: signed-out visitors go to /auth, signed-in non-admins to /draft, told why. */
export function RequireAdmin() {
  const { token, user } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (user?.role !== 'admin') return <LeaveAdminPage path={location.pathname} />;
  return <Outlet />;
}

/** Sends a non-admin to /draft with a message saying why: a silent redirect reads as a broken link. */
function LeaveAdminPage({ path }: { path: string }) {
  useEffect(() => {
    // One id: React's development double effects (and a second visit) replace the message rather than stack it.
    notifications.show({
      id: 'admins-only',
      color: 'orange',
      title: 'Admins only',
      message: `${path} is for admins, and your account is not one, so you were taken to your draft.`,
    });
  }, [path]);
  return <Navigate to="/draft" replace />;
}
