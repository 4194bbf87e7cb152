// Route access rules (SPEC §2 route table, §6).
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { nextPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';

/**
 * Login, signup and password pages: closed to signed-in users. A customer who signed in on
 * `/login?next=…` goes on to that page.
 */
export function GuestOnly() {
  const { loading, isAuthenticated, isAdmin } = useSession();
  const { search } = useLocation();
  if (loading) return <LoadingScreen />;
  if (isAuthenticated) return <Navigate to={isAdmin ? '/admin/dashboard' : (nextPath(search) ?? '/profile')} replace />;
  return <Outlet />;
}

/** The account area: signed in and not an admin. */
export function RequireCustomer() {
  const { loading, isAuthenticated, isAdmin } = useSession();
  if (loading) return <LoadingScreen />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  if (isAdmin) return <Navigate to="/admin/dashboard" replace />;
  return <Outlet />;
}

/** Admin screens: admin only; anyone else goes to /admin/login. */
export function RequireAdmin() {
  const { loading, isAuthenticated, isAdmin } = useSession();
  if (loading) return <LoadingScreen />;
  if (!isAuthenticated || !isAdmin) return <Navigate to="/admin/login" replace />;
  return <Outlet />;
}

/** /admin/login: a signed-in admin goes straight to the dashboard. */
export function AdminLoginGate() {
  const { loading, isAdmin } = useSession();
  if (loading) return <LoadingScreen />;
  if (isAdmin) return <Navigate to="/admin/dashboard" replace />;
  return <Outlet />;
}
