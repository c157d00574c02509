import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import type { PublicationStatus } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { hasErrorCode, ErrorCode } from '../../lib/errors';
import { Head } from '../../ui/head';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { useToast } from '../../ui/admin/Toasts';
import { AdminVideoQuery, CreateVideoMutation, UpdateVideoMutation } from './adminVideos.operations';
import { clockFromSeconds, slugFromTitle, VIDEO_STATUS_LABELS } from './videoForm';
import { paths } from '../../lib/paths';
import { RecordHistory } from '../../ui/admin/history';

interface FormValues {
  youtube: string;
  title: string;
  slug: string;
  description: string;
  duration: string;
  transcript: string;
  thumbnailUrl: string;
  status: PublicationStatus;
}

const EMPTY: FormValues = {
  youtube: '',
  title: '',
  slug: '',
  description: '',
  duration: '',
  transcript: '',
  thumbnailUrl: '',
  status: 'DRAFT',
};
const STATUS_OPTIONS = Object.entries(VIDEO_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** /admin/videos/create and /admin/videos/edit/:id: one form for a video, with its history when it exists. */
export function AdminVideoEditPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const toast = useToast();
  const editing = Boolean(id);
  const query = useQuery(AdminVideoQuery, { variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const video = query.data?.adminVideo ?? null;
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [slugTouched, setSlugTouched] = useState(editing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [createVideo] = useMutation(CreateVideoMutation);
  const [updateVideo] = useMutation(UpdateVideoMutation);

  useEffect(() => {
    if (!video) return;
    setValues({
      youtube: video.youtubeId,
      title: video.title,
      slug: video.slug,
      description: video.description,
      duration: clockFromSeconds(video.durationSeconds),
      transcript: video.transcript,
      thumbnailUrl: video.thumbnailUrl ?? '',
      status: video.status === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT',
    });
  }, [video]);

  const title = editing ? 'Edit video' : 'New video';
  if (editing && query.loading && !video) return <PageLoading label="Loading the video…" />;
  if (editing && !video) {
    return (
      <section>
        <Head title={title} robots="noindex, nofollow" />
        <h1>{title}</h1>
        <FormAlert>{query.error ? messageOf(query.error, 'The video could not be loaded') : 'There is no such video.'}</FormAlert>
        <Link to={paths.admin.videos}>Back to videos</Link>
      </section>
    );
  }

  const set = (name: keyof FormValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({
      ...current,
      [name]: value,
      ...(name === 'title' && !slugTouched ? { slug: slugFromTitle(value) } : {}),
    }));
    if (name === 'slug') setSlugTouched(true);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFormError(null);
    const input = { ...values, thumbnailUrl: values.thumbnailUrl.trim() || null };
    try {
      if (editing && video) {
        await updateVideo({ variables: { id: video.id, input, expectedUpdatedAt: video.updatedAt } });
        toast.show(`Saved “${values.title}”`);
        await query.refetch();
      } else {
        const result = await createVideo({ variables: { input } });
        toast.show(`Added “${values.title}”`);
        void navigate(paths.admin.video(result.data!.createVideo.id), { replace: true });
      }
    } catch (problem) {
      const fieldErrors = fieldErrorsOf(problem);
      setErrors(fieldErrors);
      if (hasErrorCode(problem, ErrorCode.CONFLICT)) setFormError(messageOf(problem));
      else if (!Object.keys(fieldErrors).length) setFormError(messageOf(problem, 'The video could not be saved'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section>
      <Head title={title} robots="noindex, nofollow" />
      <div className="page-header">
        <h1>{title}</h1>
        <div className="page-actions">
          <Link to={paths.admin.videos}>Back to videos</Link>
          {video?.onSite && (
            <a href={`/videos/${video.slug}`} target="_blank" rel="noreferrer">
              View on the site
            </a>
          )}
        </div>
      </div>
      {video?.demo && (
        <FormAlert tone="info">
          This is a demo entry with a placeholder YouTube id: it stays off the site until you enter a real YouTube video.
        </FormAlert>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="YouTube video"
          hint="The video id (11 characters) or its address: youtube.com/watch?v=…, youtu.be/…, /embed/… or /shorts/…"
          value={values.youtube}
          onChange={set('youtube')}
          error={errors.youtube}
          required
        />
        <TextField label="Title" value={values.title} onChange={set('title')} error={errors.title} maxLength={150} required />
        <TextField
          label="Slug"
          hint="The address: /videos/{slug}"
          value={values.slug}
          onChange={set('slug')}
          error={errors.slug}
          required
        />
        <TextAreaField
          label="Description"
          value={values.description}
          onChange={set('description')}
          error={errors.description}
          rows={3}
          required
        />
        <TextField
          label="Length"
          hint="mm:ss or h:mm:ss, e.g. 3:34"
          value={values.duration}
          onChange={set('duration')}
          error={errors.duration}
          required
        />
        <TextAreaField label="Transcript" value={values.transcript} onChange={set('transcript')} error={errors.transcript} rows={10} />
        <TextField
          label="Thumbnail address (optional)"
          hint="Leave empty to use YouTube’s thumbnail for the video"
          value={values.thumbnailUrl}
          onChange={set('thumbnailUrl')}
          error={errors.thumbnailUrl}
        />
        <SelectField label="Status" options={STATUS_OPTIONS} value={values.status} onChange={set('status')} error={errors.status} />
        <p className="page-actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving…' : editing ? 'Save video' : 'Add video'}
          </button>
        </p>
      </form>
      {video && <RecordHistory id="video-history" history={video.history} />}
    </section>
  );
}
