import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { formatLondonDateTime } from '../../lib/dates';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { AdminStates } from '../../ui/admin/AdminStates';
import { AdminPostQuery, PostEditorOptionsQuery } from './blog.operations';
import { POST_STATUS_LABELS } from './postStatus';
import type { LoadedPost } from './postForm';
import { usePostDraft } from './usePostDraft';
import { usePostActions } from './usePostActions';
import { PostFields } from './PostFields';
import { PostSearchFields } from './PostSearchFields';
import { PostPublishing } from './PostPublishing';
import { PostPreview } from './PostPreview';
import { PostRevisions } from './PostRevisions';
import { paths } from '../../lib/paths';

/** /admin/blog/create and /admin/blog/edit/:id: the post editor. */
export function AdminPostEditorPage() {
  const { id } = useParams<{ id: string }>();
  const { data, loading, error, refetch } = useQuery(AdminPostQuery, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const options = useQuery(PostEditorOptionsQuery);
  const post = data?.adminPost ?? null;
  if (id && (loading || error || !post)) {
    return (
      <section>
        <Head title="Edit blog post" robots="noindex, nofollow" />
        <h1>Edit blog post</h1>
        <AdminStates
          noun="post"
          loading={loading}
          error={error}
          onRetry={() => refetch()}
          isEmpty={loading ? null : !post}
          empty="There is no such post."
        >
          {null}
        </AdminStates>
      </section>
    );
  }
  return (
    <PostEditor
      key={post?.id ?? 'new'}
      post={post}
      categories={options.data?.postCategoryOptions ?? []}
      authors={options.data?.postAuthorOptions ?? []}
      reload={async () => {
        await refetch();
      }}
    />
  );
}

function PostEditor({
  post,
  categories,
  authors,
  reload,
}: {
  post: LoadedPost | null;
  categories: ReadonlyArray<{ slug: string; name: string }>;
  authors: ReadonlyArray<{ slug: string; name: string }>;
  reload(): Promise<void>;
}) {
  const draft = usePostDraft(post, reload);
  const actions = usePostActions(post, draft, reload);
  const { form, saving, dirty, lastSavedAt } = draft;
  const title = post ? `Edit: ${post.title}` : 'New blog post';

  return (
    <section className="post-editor">
      <Head title={title} robots="noindex, nofollow" />
      <p>
        <Link to={paths.admin.blog}>← All posts</Link>
      </p>
      <div className="page-header">
        <h1>{title}</h1>
        <div className="page-actions">
          {post && <span className={`badge post-status-${post.status.toLowerCase()}`}>{POST_STATUS_LABELS[post.status]}</span>}
          {post?.aiAssisted && <span className="badge">AI-assisted: review before publishing</span>}
          <span className="muted" role="status" aria-live="polite">
            {saving ? 'Saving…' : dirty ? 'Not saved yet' : lastSavedAt ? `Saved ${formatLondonDateTime(lastSavedAt)}` : ''}
          </span>
          <button type="button" className="button" onClick={() => void draft.save('manual')} disabled={saving}>
            Save draft
          </button>
        </div>
      </div>
      {draft.restoredFromStorage && <FormAlert tone="info">Unsaved changes from this browser were restored. Save to keep them.</FormAlert>}
      {draft.problem && <FormAlert>{draft.problem}</FormAlert>}
      {post?.status === 'SCHEDULED' && post.scheduledAt && (
        <FormAlert tone="info">Scheduled to publish on {formatLondonDateTime(post.scheduledAt)}.</FormAlert>
      )}

      <form
        className="post-editor-grid"
        onSubmit={(event) => {
          event.preventDefault();
          void draft.save('manual');
        }}
        noValidate
      >
        <div className="post-editor-fields">
          <PostFields draft={draft} categories={categories} authors={authors} />
          <PostSearchFields draft={draft} />
          {post && <PostPublishing post={post} actions={actions} scheduleError={draft.errors.at} />}
        </div>
        <PostPreview title={form.title} bodyMarkdown={form.bodyMarkdown} />
      </form>

      {post && <PostRevisions post={post} editorBody={form.bodyMarkdown} restore={actions.restore} />}
    </section>
  );
}
