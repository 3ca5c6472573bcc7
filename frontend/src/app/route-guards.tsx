import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';

/** Routes that need a stored token send everyone else to /auth, remembering where they were going. */
export function RequireAuth() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Admin-only routes: signed-out visitors go to /auth, signed-in non-admins to /draft. */
export function RequireAdmin() {
  const { token, user } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (user?.role !== 'admin') return <Navigate to="/draft" replace />;
  return <Outlet />;
}
