import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Head } from '../../ui/head';
import { FormAlert, TextField } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';

export interface CompanyLoginState {
  /** Where to go after signing in. */
  from?: string;
  /** Why the person was sent here (a guarded page, a suspended company, signing out). */
  message?: string;
  tone?: 'info' | 'error';
}

const HOME = '/company/available-leads';

/** `/company/login`: sign-in for users of approved, active removal companies. */
export function CompanyLoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state as CompanyLoginState | null) ?? {};
  const from = state.from && state.from.startsWith('/company/') && !state.from.startsWith('/company/login') ? state.from : HOME;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);

  useEffect(() => () => auth.clearError(), []); // eslint-disable-line react-hooks/exhaustive-deps

  if (auth.loading) return <PageLoading label="Checking your sign-in…" />;
  if (auth.user && auth.companyId && !auth.authLoading) return <Navigate to={from} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (await auth.companyLogin(email.trim(), password)) navigate(from, { replace: true });
  }

  // The reason for being sent here is shown until the person tries to sign in; then the sign-in's own answer.
  const message = auth.error ?? (attempted ? null : state.message ?? null);

  return (
    <main className="container narrow company-login" id="main">
      <Head title="Company sign in" description="Sign in to your removal company account." canonicalPath="/company/login" robots="noindex, nofollow" />
      <form className="card auth-card" onSubmit={onSubmit} noValidate aria-describedby={message ? 'login-message' : undefined}>
        <h1>Company sign in</h1>
        {message && (
          <div id="login-message">
            <FormAlert tone={auth.error ? 'error' : (state.tone ?? 'info')}>{message}</FormAlert>
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
          <Link to="/company/forgot-password">Forgot your password?</Link>
        </p>
        <p className="small">
          New here? <Link to="/apply">Apply to join as a removal company</Link>. Approved companies receive an e-mail with a link to set their password.
        </p>
      </form>
    </main>
  );
}
