import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Head } from '../../ui/head';
import { SignInForm } from '../../ui/SignInForm';
import { PageLoading } from '../../ui/ClientOnly';

export function AdminLoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/admin/dashboard';

  useEffect(() => () => auth.clearError(), []); // eslint-disable-line react-hooks/exhaustive-deps

  if (auth.loading) return <PageLoading label="Checking your sign-in…" />;
  if (auth.user && auth.isAdmin) return <Navigate to={from} replace />;

  async function onSignIn(email: string, password: string) {
    if (await auth.adminLogin(email, password)) navigate(from, { replace: true });
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
          Have a registration key? <Link to="/admin/register">Create an admin account</Link>
        </p>
      </SignInForm>
    </main>
  );
}
