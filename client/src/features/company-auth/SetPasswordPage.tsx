import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { firebaseAuth } from '../../lib/firebaseAuth';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Head } from '../../ui/head';
import { FormAlert, TextField } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { paths } from '../../lib/paths';

export const MIN_PASSWORD_LENGTH = 10;

const LINK_PROBLEMS: Record<string, string> = {
  'auth/expired-action-code': 'This link has expired: links to set a password work for one hour.',
  'auth/invalid-action-code': 'This link has already been used, or it was copied only in part.',
  'auth/user-disabled': 'This account has been disabled. Contact us if you think that is wrong.',
  'auth/user-not-found': 'The account this link was for no longer exists.',
};

type LinkState = { kind: 'checking' } | { kind: 'ready'; email: string } | { kind: 'broken'; message: string };

/** The problem with a new password, or null: the rule the page tells the person before they type. */
export function passwordProblem(password: string, confirmation: string): { field: 'password' | 'confirmation'; message: string } | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { field: 'password', message: `Use at least ${MIN_PASSWORD_LENGTH} characters` };
  if (password !== confirmation) return { field: 'confirmation', message: 'The two passwords are not the same' };
  return null;
}

/**
 * `paths.company.setPassword` (`?oobCode=…`): where the approval e-mail (and "Forgot your password?") leads. The
 * person chooses a password with Firebase's one-time code, is signed in with it, and goes to the leads.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  const auth = useAuth();
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!code) return setLink({ kind: 'broken', message: 'This link is missing its code: open the link from the e-mail again.' });
    let current = true;
    verifyPasswordResetCode(firebaseAuth(), code).then(
      (email) => current && setLink({ kind: 'ready', email }),
      (error: { code?: string }) =>
        current &&
        setLink({ kind: 'broken', message: LINK_PROBLEMS[error.code ?? ''] ?? 'We could not check this link. Try again in a moment.' }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (link.kind !== 'ready') return;
    const problem = passwordProblem(password, confirmation);
    setErrors(problem ? { [problem.field]: problem.message } : {});
    setFormError(null);
    if (problem) return;
    setSaving(true);
    try {
      await confirmPasswordReset(firebaseAuth(), code, password);
    } catch (error) {
      const reason = (error as { code?: string }).code ?? '';
      if (reason === 'auth/weak-password') setErrors({ password: 'Choose a stronger password' });
      else if (LINK_PROBLEMS[reason]) setLink({ kind: 'broken', message: LINK_PROBLEMS[reason] });
      else setFormError('We could not save your password. Check your connection and try again.');
      setSaving(false);
      return;
    }
    // The password is set; signing in can still be refused (a suspended company), with the reason on the sign-in page.
    if (await auth.companyLogin(link.email, password)) navigate(paths.company.availableLeads, { replace: true });
    else navigate(paths.company.login, { replace: true, state: { message: 'Your password is set: sign in with it.', tone: 'info' } });
  }

  return (
    <main className="container narrow" id="main">
      <Head
        title="Set your password"
        description="Choose the password for your removal company account."
        canonicalPath={paths.company.setPassword}
        robots="noindex, nofollow"
      />
      <div className="card auth-card">
        <h1>Set your password</h1>
        {link.kind === 'checking' && <PageLoading label="Checking your link…" />}
        {link.kind === 'broken' && (
          <>
            <FormAlert tone="error">{link.message}</FormAlert>
            <p>
              <Link className="button" to={paths.company.forgotPassword}>
                Send me a new link
              </Link>
            </p>
          </>
        )}
        {link.kind === 'ready' && (
          <form onSubmit={onSubmit} noValidate>
            <p>
              For <strong>{link.email}</strong>. You sign in with this e-mail address and the password you choose here.
            </p>
            {formError && <FormAlert tone="error">{formError}</FormAlert>}
            {/* Lets password managers save the new password under the right account. */}
            <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
            <TextField
              label="New password"
              type="password"
              name="password"
              autoComplete="new-password"
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              required
              value={password}
              error={errors.password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label="Confirm password"
              type="password"
              name="confirmation"
              autoComplete="new-password"
              required
              value={confirmation}
              error={errors.confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
            />
            <button className="button" type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Set password and sign in'}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
