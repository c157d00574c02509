import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useAuth } from '../../lib/auth/AuthProvider';
import { MyCompanyQuery } from '../../lib/auth/auth.operations';
import { COMPANY_SIGN_IN_REQUIRED, COMPANY_UNAVAILABLE, NOT_A_COMPANY_ACCOUNT } from '../../lib/auth/messages';
import { messageOf } from '../../lib/apollo';
import { ErrorCode, hasErrorCode } from '../../lib/errors';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert } from '../../ui/Field';
import type { CompanyLoginState } from './CompanyLoginPage';
import { paths } from '../../lib/paths';

const LOGIN = paths.company.login;

/**
 * Guards every /company route except the login (docs/requirements/access.md#guarded-routes): a signed-in user of a company that exists
 * and is active. Anyone else goes to the login with the reason and, after signing in, comes back.
 */
export function RequireCompany({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const from = location.pathname + location.search;
  if (auth.loading) return <PageLoading label="Checking your sign-in…" />;
  if (!auth.user) {
    // Signed out here (Sign out, or a suspended company): the sign-out says why; otherwise: please sign in.
    const notice = auth.signedOutNotice ?? { message: COMPANY_SIGN_IN_REQUIRED, tone: 'info' as const };
    return <Navigate to={LOGIN} replace state={{ from, message: notice.message, tone: notice.tone } satisfies CompanyLoginState} />;
  }
  if (!auth.companyId) {
    return (
      <Navigate
        to={LOGIN}
        replace
        state={
          {
            from,
            message: `${NOT_A_COMPANY_ACCOUNT}: sign in with your company account to see that page.`,
            tone: 'error',
          } satisfies CompanyLoginState
        }
      />
    );
  }
  return <ActiveCompany>{children}</ActiveCompany>;
}

const isForbidden = (error: unknown) => hasErrorCode(error, ErrorCode.FORBIDDEN, ErrorCode.UNAUTHENTICATED);

/** Asks the API whether the company is active; a suspended or deleted company's user is signed out, with the reason. */
function ActiveCompany({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { data, error, loading, refetch } = useQuery(MyCompanyQuery);
  const refused = error && isForbidden(error) ? messageOf(error, COMPANY_UNAVAILABLE) : null;

  useEffect(() => {
    if (refused) void auth.logout({ message: refused, tone: 'error' });
  }, [refused]); // eslint-disable-line react-hooks/exhaustive-deps

  if (refused) return <PageLoading label="Signing out…" />;
  if (error && !data) {
    return (
      <main className="container narrow" id="main">
        <FormAlert>{messageOf(error, 'Your company could not be loaded')}</FormAlert>
        <button type="button" className="button" onClick={() => refetch()}>
          Try again
        </button>
      </main>
    );
  }
  if (loading || !data) return <PageLoading label="Loading your company…" />;
  return <>{children}</>;
}
