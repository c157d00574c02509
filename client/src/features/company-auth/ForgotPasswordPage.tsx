import { useState, type FormEvent } from 'react';
import { Link } from '../../ui/Link';
import { useMutation } from '@apollo/client/react';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { Head } from '../../ui/head';
import { FormAlert, TextField } from '../../ui/Field';
import { RequestCompanyPasswordResetMutation } from './companyAuth.operations';
import { paths } from '../../lib/paths';

/** `paths.company.forgotPassword`: a new link to choose a password (also for an expired approval link). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(RequestCompanyPasswordResetMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(null);
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setFieldError('Enter a valid email address');
    try {
      await send({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.email) setFieldError(fields.email);
      else setFormError(messageOf(error));
    }
  }

  return (
    <main className="container narrow" id="main">
      <Head
        title="Forgot your password?"
        description="Get a link to choose a new password for your company account."
        canonicalPath={paths.company.forgotPassword}
        robots="noindex, nofollow"
      />
      <div className="card auth-card">
        <h1>Forgot your password?</h1>
        {sentTo ? (
          <>
            <FormAlert tone="success">
              If <strong>{sentTo}</strong> has a company account, we have sent it a link to choose a new password. It works for one hour.
            </FormAlert>
            <p>
              <Link to={paths.company.login}>Back to sign in</Link>
            </p>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <p>Enter the e-mail address you sign in with. We will send you a link to choose a new password.</p>
            {formError && <FormAlert tone="error">{formError}</FormAlert>}
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              error={fieldError}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button className="button" type="submit" disabled={loading}>
              {loading ? 'Sending…' : 'Send me a link'}
            </button>
            <p className="small">
              <Link to={paths.company.login}>Back to sign in</Link>
            </p>
          </form>
        )}
      </div>
    </main>
  );
}
