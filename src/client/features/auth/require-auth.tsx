import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '../../../shared/constants';
import { Spinner } from '../../components/spinner';
import { NotAllowed } from './not-allowed';
import { useSession } from './session';

/** Signed-out visitors go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { data: user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label="Checking your session…" />;
  if (!user)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Pages for some roles only, decided by the role the server reports. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { data: user } = useSession();
  if (!user || !roles.includes(user.role)) return <NotAllowed />;
  return <Outlet />;
}
