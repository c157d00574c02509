import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { COMPANY_ROLES, COMPANY_ROLE_DESCRIPTIONS, COMPANY_ROLE_LABELS, type CompanyRoleName } from '../../../../common/companyTeam';
import type { CompanyRole } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDate } from '../../lib/dates';
import { apiValue, storedValue } from '../../lib/enums';
import { Head } from '../../ui/head';
import { FormAlert, SelectField, TextField } from '../../ui/Field';
import { ConfirmedAction } from '../../ui/ConfirmBox';
import { PageLoading } from '../../ui/ClientOnly';
import { MyCompanyQuery } from '../../lib/auth/auth.operations';
import { useCompanyRole } from '../../lib/auth/companyRole';
import { ChangeTeamMemberRoleMutation, InviteTeamMemberMutation, MyTeamQuery, RemoveTeamMemberMutation } from './team.operations';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

const ROLE_OPTIONS = COMPANY_ROLES.map((role) => ({
  value: role,
  label: `${COMPANY_ROLE_LABELS[role]}: ${COMPANY_ROLE_DESCRIPTIONS[role].toLowerCase()}`,
}));
const roleLabel = (role: CompanyRole) => COMPANY_ROLE_LABELS[storedValue(role) as CompanyRoleName];

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** `paths.company.team`: who acts for the company and with which role; owners invite, change roles and remove. */
export function TeamPage() {
  const { data, loading, error } = useQuery(MyTeamQuery, { fetchPolicy: 'cache-and-network' });
  const { refusal } = useCompanyRole();
  const cannotManage = refusal('manage_team');
  const refetchQueries = [{ query: MyTeamQuery }, { query: MyCompanyQuery }];
  const [invite, inviting] = useMutation(InviteTeamMemberMutation, { refetchQueries, awaitRefetchQueries: true });
  const [changeRole] = useMutation(ChangeTeamMemberRoleMutation, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(RemoveTeamMemberMutation, { refetchQueries, awaitRefetchQueries: true });
  const sendOnce = useSubmitOnce();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRoleName>('buyer');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice>(null);
  async function onInviteNow(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    setEmailError(undefined);
    try {
      const result = await invite({ variables: { email, role: apiValue(role) } });
      setNotice({
        tone: 'success',
        text: `We e-mailed ${result.data!.inviteTeamMember.email} a link to choose a password (it works for an hour).`,
      });
      setEmail('');
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields.email) setEmailError(fields.email);
      else setNotice({ tone: 'error', text: messageOf(failure, 'The invitation could not be sent') });
    }
  }
  function onInvite(event: FormEvent) {
    event.preventDefault();
    return sendOnce.once(() => onInviteNow(event));
  }

  async function onChangeRole(uid: string, memberEmail: string, next: CompanyRoleName) {
    setNotice(null);
    try {
      await changeRole({ variables: { uid, role: apiValue(next) } });
      setNotice({ tone: 'success', text: `${memberEmail} is now ${COMPANY_ROLE_LABELS[next].toLowerCase()}.` });
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure, 'The role could not be changed') });
    }
  }

  async function onRemove(uid: string, memberEmail: string) {
    setNotice(null);
    await remove({ variables: { uid } });
    setNotice({ tone: 'success', text: `${memberEmail} is removed: they are signed out and can no longer act for your company.` });
  }

  return (
    <main className="container" id="main">
      <Head title="Team" robots="noindex, nofollow" />
      <h1>Team</h1>
      <p className="lead">Who signs in for your company, and what each person may do.</p>
      <ul className="role-legend">
        {COMPANY_ROLES.map((r) => (
          <li key={r}>
            <strong>{COMPANY_ROLE_LABELS[r]}</strong>: {COMPANY_ROLE_DESCRIPTIONS[r].toLowerCase()}.
          </li>
        ))}
      </ul>
      {cannotManage && <FormAlert tone="info">{cannotManage}</FormAlert>}
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {error && <FormAlert>{messageOf(error, 'Your team could not be loaded')}</FormAlert>}
      {loading && !data && <PageLoading label="Loading your team…" />}
      {data && (
        <ul className="team-list" aria-label="Team members">
          {data.myTeam.map((member) => (
            <li key={member.uid} className="card team-member" aria-label={member.email}>
              <div className="team-member-who">
                <strong>{member.email}</strong>
                {member.you && <span className="badge">You</span>}
                <span className="small muted">
                  {member.lastSignInAt ? `Last signed in ${formatLondonDate(member.lastSignInAt)}` : 'Invited: has not signed in yet'}
                </span>
              </div>
              {cannotManage ? (
                <span>{roleLabel(member.role)}</span>
              ) : (
                <div className="team-member-actions">
                  <SelectField
                    label={`Role of ${member.email}`}
                    value={storedValue(member.role)}
                    onChange={(e) => void onChangeRole(member.uid, member.email, e.target.value as CompanyRoleName)}
                    options={COMPANY_ROLES.map((r) => ({ value: r, label: COMPANY_ROLE_LABELS[r] }))}
                  />
                  <ConfirmedAction
                    label="Remove"
                    labelFor={member.email}
                    buttonClassName="button secondary small"
                    small
                    danger
                    question={`Remove ${member.email}?`}
                    details="They are signed out at once and can no longer see or buy leads for your company."
                    confirmLabel={`Yes, remove ${member.you ? 'me' : 'them'}`}
                    busyLabel="Removing…"
                    errorOf={(failure) => messageOf(failure, 'They could not be removed')}
                    onConfirm={() => onRemove(member.uid, member.email)}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {!cannotManage && (
        <section aria-labelledby="invite-heading" className="card invite-card">
          <h2 id="invite-heading">Invite a colleague</h2>
          <p>We e-mail them a link to choose their password; they sign in with their own e-mail and the role you choose.</p>
          <form onSubmit={onInvite} noValidate>
            <TextField
              label="Their e-mail"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={emailError}
              required
            />
            <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as CompanyRoleName)} options={ROLE_OPTIONS} />
            <button type="submit" className="button" disabled={inviting.loading}>
              {inviting.loading ? 'Sending…' : 'Send invitation'}
            </button>
          </form>
        </section>
      )}
    </main>
  );
}
