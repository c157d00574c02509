import { useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { normaliseUkPhone } from '../../../../common/postcode';
import type { EraseSubjectDataMutation as ErasureData, SubjectAccessSearchQuery as SearchData } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDateTime } from '../../lib/dates';
import { Head } from '../../ui/head';
import { FormAlert, TextField } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { labels } from '../../ui/admin/labels';
import { useToast } from '../../ui/admin/Toasts';
import { EraseSubjectDataMutation, SubjectAccessExportQuery, SubjectAccessSearchQuery } from './privacy.operations';

type Found = SearchData['subjectAccessSearch'];
type Erasure = ErasureData['eraseSubjectData'];
type Subject = { email: string | null; phone: string | null };

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/** Saves text as a file (JSON: no byte-order mark, unlike the CSV exports). */
function saveFile(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * /admin/privacy: a homeowner's UK GDPR request (docs/requirements/privacy.md). Find everything held about
 * them by e-mail and/or phone, export it as JSON, or erase it after typing the e-mail or phone again. The
 * person's details stay in this page's state, never in the address.
 */
export function AdminPrivacyPage() {
  const client = useApolloClient();
  const toast = useToast();
  const confirm = useConfirm();
  const [erase] = useMutation(EraseSubjectDataMutation);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [lastSubject, setLastSubject] = useState<Subject | null>(null);
  const [found, setFound] = useState<{ subject: Subject; result: Found } | null>(null);
  const [erasure, setErasure] = useState<Erasure | null>(null);
  const [busy, setBusy] = useState<'export' | 'erase' | null>(null);

  async function search(subject: Subject) {
    setSearching(true);
    setProblem(null);
    try {
      const { data } = await client.query({ query: SubjectAccessSearchQuery, variables: subject, fetchPolicy: 'network-only' });
      if (data) setFound({ subject, result: data.subjectAccessSearch });
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (Object.keys(errors).length) setFieldErrors(errors);
      else setProblem(error);
      setFound(null);
    } finally {
      setSearching(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErasure(null);
    const subject = { email: email.trim() || null, phone: phone.trim() || null };
    if (!subject.email && !subject.phone) {
      setFieldErrors({ email: 'Enter the person’s e-mail address, phone number or both' });
      return;
    }
    setFieldErrors({});
    setLastSubject(subject);
    void search(subject);
  }

  async function onExport() {
    if (!found) return;
    setBusy('export');
    try {
      const { data } = await client.query({ query: SubjectAccessExportQuery, variables: found.subject, fetchPolicy: 'network-only' });
      if (data) {
        saveFile(`subject-access-${new Date().toISOString().slice(0, 10)}.json`, data.subjectAccessExport);
        toast.show(`Exported ${plural(found.result.totalCount, 'record', 'records')}`);
      }
    } catch (error) {
      toast.show(messageOf(error, 'The export could not be made'), { tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  async function onErase() {
    if (!found) return;
    const { result, subject } = found;
    const who = [result.email, result.phone].filter(Boolean).join(' / ');
    const answer = await confirm({
      title: 'Erase this person’s data?',
      message: (
        <>
          <p>
            {plural(result.erasableCount, 'record', 'records')} held about <strong>{who}</strong> will be anonymised: names, e-mail
            addresses, phone numbers, notes and messages become “erased” and postcodes are cut to their district. Leads keep their reference
            and price, and payments are kept, as the law requires. This cannot be undone.
          </p>
          <p>Export the data first if the person asked for a copy.</p>
        </>
      ),
      confirmLabel: `Erase ${plural(result.erasableCount, 'record', 'records')}`,
      typeToConfirm: {
        label: `Type ${[result.email, result.phone].filter(Boolean).join(' or ')} to confirm`,
        matches: (text) => {
          const typed = text.trim().toLowerCase();
          return Boolean(typed && (typed === result.email || (result.phone && normaliseUkPhone(typed) === result.phone)));
        },
        mismatch: 'Type the e-mail address or phone number exactly as searched',
      },
      danger: true,
    });
    if (!answer.confirmed) return;
    setBusy('erase');
    try {
      const confirmation = result.email ?? result.phone ?? '';
      const { data } = await erase({ variables: { ...subject, confirm: confirmation } });
      if (data) {
        setErasure(data.eraseSubjectData);
        setFound(null);
        toast.show(`Erased ${plural(data.eraseSubjectData.erasedCount, 'record', 'records')}`);
      }
    } catch (error) {
      toast.show(messageOf(error, 'The data could not be erased'), { tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  const result = found?.result;
  return (
    <section className="privacy-page">
      <Head title="Data requests" robots="noindex, nofollow" />
      <div className="page-header">
        <h1>Data requests</h1>
      </div>
      <p className="muted">
        A homeowner’s UK GDPR request: find everything held about them, give them a copy, or erase it. Companies’ purchase and payment
        records are kept.
      </p>
      <form className="filters" role="search" aria-label="Find a person’s data" onSubmit={onSubmit} noValidate>
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="off"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={fieldErrors.phone}
        />
        <button type="submit" className="button" disabled={searching}>
          {searching ? 'Searching…' : 'Find their data'}
        </button>
      </form>

      {problem ? (
        <FormAlert>
          {messageOf(problem, 'The search could not be made')}{' '}
          {lastSubject && (
            <button type="button" className="button secondary small" onClick={() => void search(lastSubject)}>
              Try again
            </button>
          )}
        </FormAlert>
      ) : null}
      {searching && !result && <PageLoading label="Searching…" />}

      {erasure && (
        <FormAlert tone="success">
          Erased {plural(erasure.erasedCount, 'record', 'records')} on {formatLondonDateTime(erasure.erasedAt)}
          {erasure.counts.length ? ': ' : '.'}
          {erasure.counts.map((entry) => `${labels.subjectRecordKind(entry.kind)} ${entry.count}`).join(', ')}
          {erasure.counts.length ? '.' : ''} The request is recorded in the privacy audit ({erasure.auditId}).
        </FormAlert>
      )}

      {result && (
        <div aria-live="polite">
          <div className="toolbar">
            <p className="muted">
              {result.totalCount
                ? `${plural(result.totalCount, 'record', 'records')} found for ${[result.email, result.phone].filter(Boolean).join(' / ')}`
                : ''}
            </p>
            {result.totalCount > 0 && (
              <div className="page-actions">
                <button type="button" className="button secondary small" onClick={() => void onExport()} disabled={busy !== null}>
                  {busy === 'export' ? 'Exporting…' : 'Export JSON'}
                </button>
                <button
                  type="button"
                  className="button danger small"
                  onClick={() => void onErase()}
                  disabled={busy !== null || result.erasableCount === 0}
                >
                  {busy === 'erase' ? 'Erasing…' : 'Erase'}
                </button>
              </div>
            )}
          </div>
          {result.totalCount === 0 && (
            <p className="empty-state">Nothing is held about {[result.email, result.phone].filter(Boolean).join(' or ')}.</p>
          )}
          {result.groups.map((group) => (
            <section key={group.kind} aria-labelledby={`privacy-${group.kind}`}>
              <h2 id={`privacy-${group.kind}`}>
                {labels.subjectRecordKind(group.kind)} ({group.count})
              </h2>
              <div className="table-scroll">
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">Reference</th>
                      <th scope="col">Made</th>
                      <th scope="col">What</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.records.map((record) => (
                      <tr key={record.id}>
                        <td>{record.reference ?? <span className="muted">{record.id}</span>}</td>
                        <td>{record.createdAt ? formatLondonDateTime(record.createdAt) : '—'}</td>
                        <td>{record.summary}</td>
                        <td>{group.kind === 'LEAD' ? labels.leadStatus(record.status) : labels.any(record.status)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
