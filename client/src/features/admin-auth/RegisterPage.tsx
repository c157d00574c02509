import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Head } from '../../ui/head';
import { FormAlert, TextField } from '../../ui/Field';
import { paths } from '../../lib/paths';

export function AdminRegisterPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: '', password: '', registrationKey: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await auth.registerAdmin(form.email.trim(), form.password, form.registrationKey);
    setFieldErrors(result.fieldErrors);
    if (result.ok) navigate(paths.admin.dashboard, { replace: true });
  }

  return (
    <main className="auth-page" id="main">
      <Head title="Create an admin account" robots="noindex, nofollow" />
      <form className="card auth-card" onSubmit={onSubmit} noValidate>
        <h1>Create an admin account</h1>
        {auth.error && <FormAlert>{auth.error}</FormAlert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={form.email}
          onChange={set('email')}
          error={fieldErrors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          value={form.password}
          onChange={set('password')}
          error={fieldErrors.password}
        />
        <TextField
          label="Registration key"
          type="password"
          autoComplete="off"
          hint="Given to you by the site owner"
          value={form.registrationKey}
          onChange={set('registrationKey')}
          error={fieldErrors.registrationKey}
        />
        <button className="button" type="submit" disabled={auth.authLoading}>
          {auth.authLoading ? 'Creating account…' : 'Create account'}
        </button>
        <p className="small">
          Already registered? <Link to={paths.admin.login}>Sign in</Link>
        </p>
      </form>
    </main>
  );
}
