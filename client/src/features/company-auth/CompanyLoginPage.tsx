import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Head } from '../../ui/head';
import { SignInForm } from '../../ui/SignInForm';
import { PageLoading } from '../../ui/ClientOnly';
import { paths } from '../../lib/paths';

export interface CompanyLoginState {
  /** Where to go after signing in. */
  from?: string;
  /** Why the person was sent here (a guarded page, a suspended company, signing out). */
  message?: string;
  tone?: 'info' | 'error';
}

const HOME = paths.company.availableLeads;

/** `paths.company.login`: sign-in for users of approved, active removal companies. */
export function CompanyLoginPage() {
  const auth = useAuth();
  const location = useLocation();
  const state = (location.state as CompanyLoginState | null) ?? {};
  const from =
    state.from && state.from.startsWith(`${paths.company.root}/`) && !state.from.startsWith(paths.company.login) ? state.from : HOME;
  const [attempted, setAttempted] = useState(false);

  useEffect(() => () => auth.clearError(), []); // eslint-disable-line react-hooks/exhaustive-deps

  if (auth.loading) return <PageLoading label="Checking your sign-in…" />;
  // The one move away from this page, once a sign-in has finished (as on the admin sign-in page).
  if (auth.user && auth.companyId && !auth.authLoading) return <Navigate to={from} replace />;

  async function onSignIn(email: string, password: string) {
    setAttempted(true);
    await auth.companyLogin(email, password);
  }

  // The reason for being sent here is shown until the person tries to sign in; then the sign-in's own answer.
  const message = auth.error ?? (attempted ? null : (state.message ?? null));

  return (
    <main className="container narrow company-login" id="main">
      <Head
        title="Company sign in"
        description="Sign in to your removal company account."
        canonicalPath={paths.company.login}
        robots="noindex, nofollow"
      />
      <SignInForm
        title="Company sign in"
        alert={message ? { text: message, tone: auth.error ? 'error' : (state.tone ?? 'info') } : null}
        busy={auth.authLoading}
        onSignIn={onSignIn}
      >
        <p className="small">
          <Link to={paths.company.forgotPassword}>Forgot your password?</Link>
        </p>
        <p className="small">
          New here? <Link to="/apply">Apply to join as a removal company</Link>. Approved companies receive an e-mail with a link to set
          their password.
        </p>
      </SignInForm>
    </main>
  );
}
