import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Head } from '../../ui/head';
import { SignInForm } from '../../ui/SignInForm';
import { PageLoading } from '../../ui/ClientOnly';
import { paths } from '../../lib/paths';

export function AdminLoginPage() {
  const auth = useAuth();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? paths.admin.dashboard;

  useEffect(() => () => auth.clearError(), []); // eslint-disable-line react-hooks/exhaustive-deps

  if (auth.loading) return <PageLoading label="Checking your sign-in…" />;
  // The one move away from this page, once a sign-in has finished: a second one, made when the sign-in's
  // promise settled, could land after the admin had already opened another screen and take them back.
  if (auth.user && auth.isAdmin && !auth.authLoading) return <Navigate to={from} replace />;

  async function onSignIn(email: string, password: string) {
    await auth.adminLogin(email, password);
  }

  return (
    <main className="auth-page" id="main">
      <Head title="Admin sign in" robots="noindex, nofollow" />
      <SignInForm
        title="Admin sign in"
        alert={auth.error ? { text: auth.error, tone: 'error' } : null}
        busy={auth.authLoading}
        onSignIn={onSignIn}
      >
        <p className="small">
          Have a registration key? <Link to={paths.admin.register}>Create an admin account</Link>
        </p>
      </SignInForm>
    </main>
  );
}
