import { useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert, TextField } from './Field';

interface SignInFormProps {
  title: string;
  /** Shown above the fields: the sign-in's error, or why the person was sent here. */
  alert: { text: string; tone: 'error' | 'info' } | null;
  busy: boolean;
  onSignIn(email: string, password: string): void;
  /** Links under the button (register, forgot password, apply). */
  children?: ReactNode;
}

/** The e-mail and password form of the admin and company sign-in pages. */
export function SignInForm({ title, alert, busy, onSignIn, children }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSignIn(email.trim(), password);
  }

  return (
    <form className="card auth-card" onSubmit={onSubmit} noValidate aria-describedby={alert ? 'sign-in-message' : undefined}>
      <h1>{title}</h1>
      {alert && (
        <div id="sign-in-message">
          <FormAlert tone={alert.tone}>{alert.text}</FormAlert>
        </div>
      )}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button className="button" type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      {children}
    </form>
  );
}
