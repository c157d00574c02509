import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthProvider';
import { PageLoading } from '../../ui/ClientOnly';
import { paths } from '../../lib/paths';

/** Guards every /admin route except login and register. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.loading) return <PageLoading label="Checking your sign-in…" />;
  if (!auth.user || !auth.isAdmin) return <Navigate to={paths.admin.login} replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
