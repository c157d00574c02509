import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import type { GuestPostDecision } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDateTime } from '../../lib/dates';
import { Head } from '../../ui/head';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert, TextAreaField, TextField } from '../../ui/Field';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { useToast } from '../../ui/admin/Toasts';
import { AdminGuestPostQuery, EditGuestPostMutation, ReviewGuestPostMutation } from './adminGuestPosts.operations';
import { GUEST_POST_STATUS_LABELS } from './guestPostLabels';
import { RenderedHtml } from '../../ui/RenderedHtml';
import { paths } from '../../lib/paths';
import { RecordHistory } from '../../ui/admin/history';

const DONE: Record<GuestPostDecision, string> = {
  APPROVE: 'Approved',
  REJECT: 'Rejected; the author is e-mailed the reason',
  PUBLISH: 'Published; the author is e-mailed',
  UNPUBLISH: 'Taken off the site',
};

/** /admin/guest-posts/:id: one submission previewed as the site would show it, its edit, decisions and history. */
export function AdminGuestPostPage() {
  const { id = '' } = useParams<{ id: string }>();
  const toast = useToast();
  const confirm = useConfirm();
  const query = useQuery(AdminGuestPostQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const post = query.data?.adminGuestPost ?? null;
  const [review] = useMutation(ReviewGuestPostMutation);
  const [edit] = useMutation(EditGuestPostMutation);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ title: '', bodyMarkdown: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (post) setDraft({ title: post.title, bodyMarkdown: post.bodyMarkdown });
  }, [post]);

  if (query.loading && !post) return <PageLoading label="Loading the guest post…" />;
  if (!post) {
    return (
      <section>
        <Head title="Guest post" robots="noindex, nofollow" />
        <h1>Guest post</h1>
        <FormAlert>{query.error ? messageOf(query.error, 'The guest post could not be loaded') : 'There is no such guest post.'}</FormAlert>
        <Link to={paths.admin.guestPosts}>Back to guest posts</Link>
      </section>
    );
  }
  const current = post;

  async function decide(decision: GuestPostDecision) {
    let note: string | null = null;
    if (decision === 'REJECT') {
      const answer = await confirm({
        title: 'Reject this guest post?',
        message: <p>{current.authorName} is e-mailed your reason. A published post is taken off the site.</p>,
        confirmLabel: 'Reject and e-mail the author',
        reason: { label: 'Reason (e-mailed to the author)', minLength: 3 },
        danger: true,
      });
      if (!answer.confirmed) return;
      note = answer.reason;
    }
    if (decision === 'UNPUBLISH') {
      const answer = await confirm({
        title: 'Take this post off the site?',
        message: <p>“{current.title}” disappears from /guest-posts. You can publish it again later.</p>,
        confirmLabel: 'Unpublish',
        danger: true,
      });
      if (!answer.confirmed) return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await review({ variables: { id: current.id, decision, note, expectedUpdatedAt: current.updatedAt } });
      toast.show(`${current.reference}: ${DONE[decision]}`);
      await query.refetch();
    } catch (error) {
      setProblem(messageOf(error, 'The decision could not be saved'));
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setProblem(null);
    try {
      await edit({ variables: { id: current.id, ...draft, expectedUpdatedAt: current.updatedAt } });
      toast.show(`${current.reference}: changes saved`);
      setEditing(false);
      await query.refetch();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      if (!Object.keys(fieldErrors).length) setProblem(messageOf(error, 'The changes could not be saved'));
    } finally {
      setBusy(false);
    }
  }

  const can = {
    edit: current.status !== 'PUBLISHED',
    approve: current.status === 'SUBMITTED' || current.status === 'REJECTED',
    publish: current.status === 'SUBMITTED' || current.status === 'APPROVED',
    reject: current.status !== 'REJECTED',
    unpublish: current.status === 'PUBLISHED',
  };

  return (
    <section>
      <Head title={`Guest post ${current.reference}`} robots="noindex, nofollow" />
      <div className="page-header">
        <h1>{current.title}</h1>
        <div className="page-actions">
          <Link to={paths.admin.guestPosts}>Back to guest posts</Link>
          {current.status === 'PUBLISHED' && (
            <a href={`/guest-posts/${current.slug}`} target="_blank" rel="noreferrer">
              View on the site
            </a>
          )}
        </div>
      </div>
      <p>
        <span className="badge">{GUEST_POST_STATUS_LABELS[current.status]}</span> {current.reference} · received{' '}
        {formatLondonDateTime(current.createdAt)} · by {current.authorName} (
        <a href={`mailto:${current.authorEmail}`}>{current.authorEmail}</a>)
        {current.authorWebsite && (
          <>
            {' '}
            · <a href={current.authorWebsite}>{current.authorWebsite}</a>
          </>
        )}
      </p>
      {current.reviewNote && <FormAlert tone="info">Last note: {current.reviewNote}</FormAlert>}
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="page-actions" role="group" aria-label="Decisions">
        {can.approve && (
          <button type="button" className="button" disabled={busy} onClick={() => void decide('APPROVE')}>
            Approve
          </button>
        )}
        {can.publish && (
          <button type="button" className="button" disabled={busy} onClick={() => void decide('PUBLISH')}>
            Publish
          </button>
        )}
        {can.reject && (
          <button type="button" className="button secondary" disabled={busy} onClick={() => void decide('REJECT')}>
            Reject…
          </button>
        )}
        {can.unpublish && (
          <button type="button" className="button secondary" disabled={busy} onClick={() => void decide('UNPUBLISH')}>
            Unpublish…
          </button>
        )}
        {can.edit && !editing && (
          <button type="button" className="button secondary" disabled={busy} onClick={() => setEditing(true)}>
            Edit title and text
          </button>
        )}
      </div>
      {editing ? (
        <form onSubmit={(event) => void save(event)} noValidate>
          <TextField
            label="Title"
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            error={errors.title}
          />
          <TextAreaField
            label="Text (Markdown)"
            value={draft.bodyMarkdown}
            onChange={(e) => setDraft({ ...draft, bodyMarkdown: e.target.value })}
            error={errors.bodyMarkdown}
            rows={18}
          />
          <p className="page-actions">
            <button type="submit" className="button" disabled={busy}>
              Save changes
            </button>
            <button type="button" className="button secondary" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </p>
        </form>
      ) : (
        <article aria-label="Preview as it would appear on the site">
          <h2>Preview</h2>
          {/* Sanitised on the server by the same rules as the public page. */}
          <RenderedHtml className="prose" html={current.bodyHtml} />
          <h3>About the author</h3>
          <p>{current.authorBio}</p>
        </article>
      )}
      <RecordHistory id="guest-post-history" history={current.history} />
    </section>
  );
}
