import { Navigate, Outlet, useLocation } from 'react-router';
import { actsAs, type Role } from '../../../shared/constants';
import { CORE } from '../../../shared/i18n/en/core';
import { Spinner } from '../../components/spinner';
import { texts } from '../../i18n';
import { NotAllowed } from './not-allowed';
import { useSession } from './session';

const t = texts(CORE);

/**
 * Signed-out visitors go to /login, which brings them back here afterwards. While the session is
 * being checked a spinner shows, or, for `whileChecking="page"`, the page itself, which then asks
 * for nothing of its own before it knows who is there (a prerendered page keeps its content).
 */
export function RequireAuth({ whileChecking = 'spinner' }: { whileChecking?: 'spinner' | 'page' }) {
  const { data: user, isPending } = useSession();
  const location = useLocation();
  if (isPending)
    return whileChecking === 'page' ? <Outlet /> : <Spinner label={t('auth.guard.checking')} />;
  if (!user)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Pages for some roles only, decided by the roles the server reports (a buyer may also sell). */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { data: user } = useSession();
  if (!user || !roles.some((role) => actsAs(user, role))) return <NotAllowed />;
  return <Outlet />;
}
