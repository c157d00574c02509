import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { slugify } from '../../../../common/slug';
import type { AdminPostQuery as PostData, PostInput } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { ErrorCode, hasErrorCode } from '../../lib/errors';
import { formatLondonDateTime } from '../../lib/dates';
import { Head, documentTitle } from '../../ui/head';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { AdminStates } from '../../ui/admin/AdminStates';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { useToast } from '../../ui/admin/Toasts';
import {
  AdminPostQuery,
  PostEditorOptionsQuery,
  PreviewPostHtmlQuery,
  PublishPostMutation,
  RestorePostRevisionMutation,
  SavePostMutation,
  SchedulePostMutation,
  UnpublishPostMutation,
} from './blog.operations';
import { lineDiff } from './lineDiff';
import { CoverImageField, type ChosenImage } from './CoverImageField';

// CodeMirror is the largest part of the editor: it loads on its own while a plain textarea stands in.
const MarkdownEditor = lazy(() => import('./MarkdownEditor'));
import { POST_STATUS_LABELS } from './postStatus';

type LoadedPost = NonNullable<PostData['adminPost']>;
type Revision = LoadedPost['revisions'][number];

/** What the form holds: every field as typed (tags as one comma-separated line). */
interface PostForm {
  title: string;
  slug: string;
  excerpt: string;
  bodyMarkdown: string;
  category: string;
  authorSlug: string;
  tags: string;
  coverImage: ChosenImage | null;
  coverImageAlt: string;
  seoTitle: string;
  seoDescription: string;
  canonical: string;
  aiAssisted: boolean;
}

const EMPTY_FORM: PostForm = {
  title: '',
  slug: '',
  excerpt: '',
  bodyMarkdown: '',
  category: '',
  authorSlug: '',
  tags: '',
  coverImage: null,
  coverImageAlt: '',
  seoTitle: '',
  seoDescription: '',
  canonical: '',
  aiAssisted: false,
};
const SEO_TITLE_MAX = 60;
const SEO_DESCRIPTION_MAX = 160;
const AUTOSAVE_MS = 10_000;
const PREVIEW_DELAY_MS = 500;
const storageKey = (id: string | undefined) => `admin-blog-unsaved:${id ?? 'new'}`;

function formFromPost(post: LoadedPost): PostForm {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown,
    category: post.category,
    authorSlug: post.authorSlug,
    tags: post.tags.join(', '),
    coverImage: post.coverImage
      ? {
          id: post.coverImage.imageId,
          url: post.coverImage.url,
          srcSet: post.coverImage.srcSet,
          width: post.coverImage.width,
          height: post.coverImage.height,
        }
      : null,
    coverImageAlt: post.coverImage?.alt ?? '',
    seoTitle: post.seo.title ?? '',
    seoDescription: post.seo.description ?? '',
    canonical: post.seo.canonical ?? '',
    aiAssisted: post.aiAssisted,
  };
}

function inputFromForm(form: PostForm): PostInput {
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    bodyMarkdown: form.bodyMarkdown,
    category: form.category,
    authorSlug: form.authorSlug,
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    coverImageId: form.coverImage?.id ?? null,
    coverImageAlt: form.coverImage ? form.coverImageAlt : null,
    seoTitle: form.seoTitle || null,
    seoDescription: form.seoDescription || null,
    canonical: form.canonical || null,
    aiAssisted: form.aiAssisted,
  };
}

function readUnsaved(id: string | undefined): PostForm | null {
  try {
    const text = window.localStorage.getItem(storageKey(id));
    return text ? { ...EMPTY_FORM, ...(JSON.parse(text) as Partial<PostForm>) } : null;
  } catch {
    return null;
  }
}

function writeUnsaved(id: string | undefined, form: PostForm | null) {
  try {
    if (form) window.localStorage.setItem(storageKey(id), JSON.stringify(form));
    else window.localStorage.removeItem(storageKey(id));
  } catch {
    // Storage full or disabled: the form still holds the text.
  }
}

/** The value of a datetime-local input for a moment, in the browser's time zone. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

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
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const client = useApolloClient();
  const saved = useMemo(() => (post ? formFromPost(post) : EMPTY_FORM), [post]);
  const [restoredFromStorage] = useState(() => {
    const unsaved = readUnsaved(post?.id);
    return unsaved && JSON.stringify(unsaved) !== JSON.stringify(saved) ? unsaved : null;
  });
  const [form, setForm] = useState<PostForm>(restoredFromStorage ?? saved);
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [lastSavedAt, setLastSavedAt] = useState<string | null>(post?.updatedAt ?? null);
  const updatedAt = useRef<string | null>(post?.updatedAt ?? null);
  const savedForm = useRef<PostForm>(saved);
  const dirty = JSON.stringify(form) !== JSON.stringify(savedForm.current);
  const [scheduleAt, setScheduleAt] = useState(() => localInputValue(new Date(Date.now() + 24 * 3600_000)));
  const [compare, setCompare] = useState<Revision | null>(null);

  const [savePost] = useMutation(SavePostMutation);
  const [publishPost] = useMutation(PublishPostMutation);
  const [schedulePost] = useMutation(SchedulePostMutation);
  const [unpublishPost] = useMutation(UnpublishPostMutation);
  const [restoreRevision] = useMutation(RestorePostRevisionMutation);

  // Every keystroke is kept in this browser until the server has it, so a failed save loses nothing.
  useEffect(() => {
    writeUnsaved(post?.id, dirty ? form : null);
  }, [form, dirty, post?.id]);

  function set<K extends keyof PostForm>(key: K, value: PostForm[K]) {
    setForm((current) => {
      const next = { ...current, [key]: value };
      if (key === 'title' && !slugEdited) next.slug = slugify(String(value));
      return next;
    });
  }

  const save = useCallback(
    async (mode: 'manual' | 'auto'): Promise<boolean> => {
      if (saving) return false;
      setSaving(true);
      const sending = form;
      try {
        const result = await savePost({
          variables: { id: post?.id ?? null, input: inputFromForm(sending), expectedUpdatedAt: updatedAt.current },
        });
        const savedPost = result.data!.savePost;
        updatedAt.current = savedPost.updatedAt;
        savedForm.current = sending;
        setLastSavedAt(savedPost.updatedAt);
        setErrors({});
        setProblem(null);
        writeUnsaved(post?.id, null);
        if (!post) {
          navigate(`/admin/blog/edit/${savedPost.id}`, { replace: true });
        } else if (mode === 'manual') {
          toast.show('Draft saved');
          await reload();
        }
        return true;
      } catch (failure) {
        setErrors(fieldErrorsOf(failure));
        setProblem(
          hasErrorCode(failure, ErrorCode.CONFLICT)
            ? `${messageOf(failure)}. Your text is kept here and in this browser: copy what you need, then reload.`
            : messageOf(failure, 'The post could not be saved'),
        );
        return false;
      } finally {
        setSaving(false);
      }
    },
    [form, post, saving, savePost, navigate, toast, reload],
  );

  // Autosave: about every 10 s while there are changes the server does not have yet.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => void saveRef.current('auto'), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [form, dirty]);

  // The preview is rendered by the server with the public pages' Markdown renderer.
  const [previewSource, setPreviewSource] = useState(form.bodyMarkdown);
  useEffect(() => {
    const timer = window.setTimeout(() => setPreviewSource(form.bodyMarkdown), PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [form.bodyMarkdown]);
  const preview = useQuery(PreviewPostHtmlQuery, { variables: { markdown: previewSource } });

  async function act(label: string, run: () => Promise<unknown>) {
    if (dirty && !(await save('manual'))) return;
    try {
      await run();
      toast.show(label);
      await client.refetchQueries({ include: ['AdminPosts'] });
      await reload();
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      toast.show(messageOf(failure, 'That did not work'), { tone: 'error' });
    }
  }

  async function publish() {
    if (!post) return;
    const answer = await confirm({
      title: 'Publish this post?',
      message: `“${form.title}” appears at /blog/${form.slug}, in the blog lists and the sitemap, and search engines are told through IndexNow.`,
      confirmLabel: 'Publish now',
    });
    if (answer.confirmed) await act('Published', () => publishPost({ variables: { id: post.id, expectedUpdatedAt: updatedAt.current } }));
  }

  async function schedule() {
    if (!post) return;
    const at = new Date(scheduleAt);
    if (Number.isNaN(at.getTime())) {
      setErrors({ at: 'Choose a date and time' });
      return;
    }
    const answer = await confirm({
      title: 'Schedule this post?',
      message: `“${form.title}” publishes itself on ${formatLondonDateTime(at.toISOString())} (UK time), with nobody signed in.`,
      confirmLabel: 'Schedule',
    });
    if (answer.confirmed)
      await act('Scheduled', () =>
        schedulePost({ variables: { id: post.id, at: at.toISOString(), expectedUpdatedAt: updatedAt.current } }),
      );
  }

  async function unpublish() {
    if (!post) return;
    const answer = await confirm({
      title: post.status === 'PUBLISHED' ? 'Take this post off the site?' : 'Cancel the schedule?',
      message:
        post.status === 'PUBLISHED'
          ? `/blog/${post.slug} answers “not found” until it is published again.`
          : 'The post goes back to draft.',
      confirmLabel: post.status === 'PUBLISHED' ? 'Unpublish' : 'Cancel schedule',
      danger: post.status === 'PUBLISHED',
    });
    if (answer.confirmed)
      await act('Back to draft', () => unpublishPost({ variables: { id: post.id, expectedUpdatedAt: updatedAt.current } }));
  }

  async function restore(revision: Revision) {
    if (!post) return;
    const answer = await confirm({
      title: 'Restore this revision?',
      message: `The content saved by ${revision.by} on ${formatLondonDateTime(revision.at)} replaces the current content (which stays in the revisions).`,
      confirmLabel: 'Restore',
    });
    if (!answer.confirmed) return;
    try {
      await restoreRevision({ variables: { id: post.id, revisionId: revision.id, expectedUpdatedAt: updatedAt.current } });
      writeUnsaved(post.id, null);
      toast.show('Revision restored');
      setCompare(null);
      await reload();
    } catch (failure) {
      toast.show(messageOf(failure, 'The revision could not be restored'), { tone: 'error' });
    }
  }

  const title = post ? `Edit: ${post.title}` : 'New blog post';
  const searchTitle = documentTitle(form.seoTitle || form.title || 'Post title');
  const searchDescription = form.seoDescription || form.excerpt;

  return (
    <section className="post-editor">
      <Head title={title} robots="noindex, nofollow" />
      <p>
        <Link to="/admin/blog">← All posts</Link>
      </p>
      <div className="page-header">
        <h1>{title}</h1>
        <div className="page-actions">
          {post && <span className={`badge post-status-${post.status.toLowerCase()}`}>{POST_STATUS_LABELS[post.status]}</span>}
          {post?.aiAssisted && <span className="badge">AI-assisted: review before publishing</span>}
          <span className="muted" role="status" aria-live="polite">
            {saving ? 'Saving…' : dirty ? 'Not saved yet' : lastSavedAt ? `Saved ${formatLondonDateTime(lastSavedAt)}` : ''}
          </span>
          <button type="button" className="button" onClick={() => void save('manual')} disabled={saving}>
            Save draft
          </button>
        </div>
      </div>
      {restoredFromStorage && <FormAlert tone="info">Unsaved changes from this browser were restored. Save to keep them.</FormAlert>}
      {problem && <FormAlert>{problem}</FormAlert>}
      {post?.status === 'SCHEDULED' && post.scheduledAt && (
        <FormAlert tone="info">Scheduled to publish on {formatLondonDateTime(post.scheduledAt)}.</FormAlert>
      )}

      <form
        className="post-editor-grid"
        onSubmit={(event) => {
          event.preventDefault();
          void save('manual');
        }}
        noValidate
      >
        <div className="post-editor-fields">
          <TextField
            label="Title"
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
            error={errors.title}
            maxLength={120}
            required
          />
          <TextField
            label="Slug"
            hint={`The address: /blog/${form.slug || '…'}${slugEdited ? '' : ' (follows the title until you edit it)'}`}
            value={form.slug}
            onChange={(e) => {
              setSlugEdited(true);
              set('slug', e.target.value);
            }}
            error={errors.slug}
          />
          <TextAreaField
            label="Excerpt"
            hint="A sentence or two for listings (20–300 characters)."
            rows={3}
            value={form.excerpt}
            onChange={(e) => set('excerpt', e.target.value)}
            error={errors.excerpt}
          />
          <SelectField
            label="Category"
            placeholder="Choose a category"
            options={categories.map((c) => ({ value: c.slug, label: c.name }))}
            value={form.category}
            onChange={(e) => set('category', e.target.value)}
            error={errors.category}
          />
          <SelectField
            label="Author"
            placeholder="Choose an author"
            options={authors.map((a) => ({ value: a.slug, label: a.name }))}
            value={form.authorSlug}
            onChange={(e) => set('authorSlug', e.target.value)}
            error={errors.authorSlug}
          />
          <TextField
            label="Tags"
            hint="Separated by commas, e.g. lenders, valuation."
            value={form.tags}
            onChange={(e) => set('tags', e.target.value)}
            error={errors.tags ?? errors['tags.0']}
          />
          <CoverImageField
            image={form.coverImage}
            alt={form.coverImageAlt}
            errors={{ image: errors.coverImageId, alt: errors.coverImageAlt }}
            onChange={({ image, alt }) => setForm((current) => ({ ...current, coverImage: image, coverImageAlt: alt }))}
          />
          <Suspense
            fallback={
              <TextAreaField
                label="Body (Markdown)"
                className="post-editor-body"
                rows={22}
                value={form.bodyMarkdown}
                onChange={(e) => set('bodyMarkdown', e.target.value)}
                error={errors.bodyMarkdown}
                spellCheck
              />
            }
          >
            <MarkdownEditor
              label="Body (Markdown)"
              value={form.bodyMarkdown}
              onChange={(value) => set('bodyMarkdown', value)}
              error={errors.bodyMarkdown}
            />
          </Suspense>
          <label className="checkbox">
            <input type="checkbox" checked={form.aiAssisted} onChange={(e) => set('aiAssisted', e.target.checked)} /> Written with the help
            of AI tools (said on the page)
          </label>

          <fieldset>
            <legend>Search engines</legend>
            <TextField
              label="SEO title"
              hint={`${form.seoTitle.length} / ${SEO_TITLE_MAX} characters. Leave empty to use the title.`}
              value={form.seoTitle}
              onChange={(e) => set('seoTitle', e.target.value)}
              error={
                errors.seoTitle ??
                (form.seoTitle.length > SEO_TITLE_MAX ? `Search engines cut titles after about ${SEO_TITLE_MAX} characters` : undefined)
              }
            />
            <TextAreaField
              label="Meta description"
              hint={`${form.seoDescription.length} / ${SEO_DESCRIPTION_MAX} characters. Leave empty to use the excerpt.`}
              rows={3}
              value={form.seoDescription}
              onChange={(e) => set('seoDescription', e.target.value)}
              error={
                errors.seoDescription ??
                (form.seoDescription.length > SEO_DESCRIPTION_MAX
                  ? `Search engines cut descriptions after about ${SEO_DESCRIPTION_MAX} characters`
                  : undefined)
              }
            />
            <TextField
              label="Canonical URL (optional)"
              hint="Only when the post first appeared elsewhere: its full address there."
              value={form.canonical}
              onChange={(e) => set('canonical', e.target.value)}
              error={errors.canonical}
              inputMode="url"
            />
            <div className="search-preview" aria-label="Search result preview">
              <div className="search-preview-url">/blog/{form.slug}</div>
              <div className="search-preview-title">{searchTitle}</div>
              <div className="search-preview-description">
                {searchDescription.length > SEO_DESCRIPTION_MAX
                  ? `${searchDescription.slice(0, SEO_DESCRIPTION_MAX - 1)}…`
                  : searchDescription}
              </div>
            </div>
          </fieldset>

          {post && (
            <fieldset>
              <legend>Publishing</legend>
              {post.status !== 'PUBLISHED' && (
                <>
                  <TextField
                    label="Publish on (your time)"
                    type="datetime-local"
                    value={scheduleAt}
                    onChange={(e) => setScheduleAt(e.target.value)}
                    error={errors.at}
                  />
                  <div className="page-actions">
                    <button type="button" className="button secondary" onClick={() => void schedule()}>
                      Schedule
                    </button>
                    <button type="button" className="button" onClick={() => void publish()}>
                      Publish now
                    </button>
                  </div>
                </>
              )}
              {post.status !== 'DRAFT' && (
                <button type="button" className="button secondary" onClick={() => void unpublish()}>
                  {post.status === 'PUBLISHED' ? 'Unpublish' : 'Cancel schedule'}
                </button>
              )}
              {post.status === 'PUBLISHED' && (
                <p>
                  <a href={`/blog/${post.slug}`} target="_blank" rel="noreferrer">
                    View on the site
                  </a>
                </p>
              )}
            </fieldset>
          )}
        </div>

        <div className="post-editor-preview">
          <h2>Preview</h2>
          <article className="guide">
            {/* The page has one h1 (the editor's); the post's title shows as the preview's heading. */}
            {form.title && <h3 className="post-preview-title">{form.title}</h3>}
            {preview.error ? (
              <FormAlert>{messageOf(preview.error, 'The preview could not be rendered')}</FormAlert>
            ) : (
              // Trusted HTML: the server's renderer for the site's own Markdown, as on the public page.
              <div dangerouslySetInnerHTML={{ __html: preview.data?.previewPostHtml ?? '' }} />
            )}
          </article>
        </div>
      </form>

      {post && (
        <section>
          <h2>Revisions</h2>
          {post.revisions.length === 0 ? (
            <p className="empty-state">No saved revisions yet.</p>
          ) : (
            <ul className="revision-list">
              {post.revisions.map((revision) => (
                <li key={revision.id}>
                  {formatLondonDateTime(revision.at)} · {revision.by} · {revision.title}{' '}
                  <button
                    type="button"
                    className="button secondary small"
                    onClick={() => setCompare(compare?.id === revision.id ? null : revision)}
                    aria-expanded={compare?.id === revision.id}
                  >
                    Compare with the editor
                  </button>{' '}
                  <button type="button" className="button secondary small" onClick={() => void restore(revision)}>
                    Restore
                  </button>
                </li>
              ))}
            </ul>
          )}
          {compare && (
            <div className="line-diff" aria-label="Differences in the body: removed lines are the revision’s, added lines the editor’s">
              {lineDiff(compare.bodyMarkdown, form.bodyMarkdown).map((line, index) => (
                <div key={index} className={`diff-${line.kind}`}>
                  {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}
                  {line.text}
                </div>
              ))}
            </div>
          )}
          <h2>History</h2>
          <ul>
            {post.history.map((entry, index) => (
              <li key={index}>
                {formatLondonDateTime(entry.at)} · {entry.by} · {entry.action}
                {entry.note ? ` (${entry.note})` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
