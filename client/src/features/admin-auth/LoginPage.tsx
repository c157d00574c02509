import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Head } from '../../ui/head';
import { FormAlert, TextField } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';

export function AdminLoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/admin/dashboard';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => () => auth.clearError(), []); // eslint-disable-line react-hooks/exhaustive-deps

  if (auth.loading) return <PageLoading label="Checking your sign-in…" />;
  if (auth.user && auth.isAdmin) return <Navigate to={from} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await auth.adminLogin(email.trim(), password)) navigate(from, { replace: true });
  }

  return (
    <main className="auth-page" id="main">
      <Head title="Admin sign in" robots="noindex, nofollow" />
      <form className="card auth-card" onSubmit={onSubmit} noValidate aria-describedby={auth.error ? 'login-error' : undefined}>
        <h1>Admin sign in</h1>
        {auth.error && (
          <div id="login-error">
            <FormAlert>{auth.error}</FormAlert>
          </div>
        )}
        <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button className="button" type="submit" disabled={auth.authLoading}>
          {auth.authLoading ? 'Signing in…' : 'Sign in'}
        </button>
        <p className="small">
          Have a registration key? <Link to="/admin/register">Create an admin account</Link>
        </p>
      </form>
    </main>
  );
}
