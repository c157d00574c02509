import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import type { ProfileInput } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { hasErrorCode, ErrorCode } from '../../lib/errors';
import { Head } from '../../ui/head';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert, TextAreaField, TextField } from '../../ui/Field';
import { useToast } from '../../ui/admin/Toasts';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { ImageField, type ChosenImage } from '../../ui/admin/ImageField';
import { KINDS, type ProfileKind } from './profileKinds';
import { useProfile, useProfileMutations, type AdminProfileRow } from './useProfiles';
import { RecordHistory } from '../../ui/admin/history';

interface FormValues {
  slug: string;
  name: string;
  role: string;
  summary: string;
  bodyMarkdown: string;
  topics: string;
  qualifications: Array<{ title: string; checkedHow: string }>;
  links: Array<{ label: string; url: string }>;
  photo: ChosenImage | null;
  photoAlt: string;
}

const EMPTY: FormValues = {
  slug: '',
  name: '',
  role: '',
  summary: '',
  bodyMarkdown: '',
  topics: '',
  qualifications: [],
  links: [],
  photo: null,
  photoAlt: '',
};

/** A site file kept as the photo (the editorial team's emblem) has no image id: the form holds it with id ''. */
function valuesOf(profile: AdminProfileRow): FormValues {
  return {
    slug: profile.slug,
    name: profile.name,
    role: profile.role,
    summary: profile.summary,
    bodyMarkdown: profile.bodyMarkdown,
    topics: profile.topics.join(', '),
    qualifications: profile.qualifications.map(({ title, checkedHow }) => ({ title, checkedHow })),
    links: profile.links.map(({ label, url }) => ({ label, url })),
    photo: profile.photo
      ? {
          id: profile.photo.imageId ?? '',
          url: profile.photo.url,
          srcSet: profile.photo.srcSet,
          width: profile.photo.width,
          height: profile.photo.height,
        }
      : null,
    photoAlt: profile.photo?.alt ?? '',
  };
}

function inputOf(values: FormValues): ProfileInput {
  return {
    name: values.name,
    role: values.role,
    summary: values.summary,
    bodyMarkdown: values.bodyMarkdown,
    topics: values.topics
      .split(',')
      .map((topic) => topic.trim())
      .filter(Boolean),
    qualifications: values.qualifications,
    links: values.links,
    photoImageId: values.photo?.id || null,
    keepSitePhoto: values.photo !== null && values.photo.id === '',
    photoAlt: values.photo ? values.photoAlt : null,
  };
}

const slugFromName = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/** /admin/{authors,partners}/create and …/edit/:slug: one form, retiring with a confirmation, and the history. */
export function AdminProfileEditPage({ kind }: { kind: ProfileKind }) {
  const words = KINDS[kind];
  const { slug: routeSlug } = useParams<{ slug: string }>();
  const editing = Boolean(routeSlug);
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const loaded = useProfile(kind, routeSlug ?? null);
  const mutations = useProfileMutations(kind);
  const [profile, setProfile] = useState<AdminProfileRow | null>(null);
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [slugTouched, setSlugTouched] = useState(editing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The form starts from the profile once: a later refetch neither wipes what is being typed nor moves the
  // version the save is checked against (another administrator's change then answers CONFLICT).
  useEffect(() => {
    if (!loaded.profile || profile?.slug === loaded.profile.slug) return;
    setProfile(loaded.profile);
    setValues(valuesOf(loaded.profile));
  }, [loaded.profile, profile?.slug]);

  const title = editing ? `Edit ${words.one}` : `New ${words.one}`;
  if (editing && loaded.loading && !profile) return <PageLoading label={`Loading the ${words.one}…`} />;
  if (editing && !profile && !loaded.loading) {
    return (
      <section>
        <Head title={title} robots="noindex, nofollow" />
        <h1>{title}</h1>
        <FormAlert>
          {loaded.error ? messageOf(loaded.error, `The ${words.one} could not be loaded`) : `There is no such ${words.one}.`}
        </FormAlert>
        <Link to={words.list}>Back to {words.many}</Link>
      </section>
    );
  }

  const set = (name: 'slug' | 'name' | 'role' | 'summary' | 'bodyMarkdown' | 'topics') => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value, ...(name === 'name' && !slugTouched ? { slug: slugFromName(value) } : {}) }));
    if (name === 'slug') setSlugTouched(true);
  };
  const setRow = <K extends 'qualifications' | 'links'>(list: K, index: number, field: string, value: string) =>
    setValues((current) => ({
      ...current,
      [list]: current[list].map((row, i) => (i === index ? { ...row, [field]: value } : row)),
    }));
  const addRow = (list: 'qualifications' | 'links') =>
    setValues((current) => ({
      ...current,
      [list]: [...current[list], list === 'qualifications' ? { title: '', checkedHow: '' } : { label: '', url: '' }],
    }));
  const removeRow = (list: 'qualifications' | 'links', index: number) =>
    setValues((current) => ({ ...current, [list]: current[list].filter((_, i) => i !== index) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      if (editing && profile) {
        const saved = await mutations.update({ slug: profile.slug, input: inputOf(values), expectedUpdatedAt: profile.updatedAt });
        setProfile(saved);
        toast.show(`Saved “${saved.name}”`);
      } else {
        const saved = await mutations.create({ slug: values.slug, input: inputOf(values) });
        toast.show(`Added “${saved.name}”: it is on the site at ${saved.path}`);
        void navigate(words.edit(saved.slug), { replace: true });
      }
    } catch (problem) {
      // What was typed stays in the form whatever went wrong.
      const fieldErrors = fieldErrorsOf(problem);
      setErrors(fieldErrors);
      if (hasErrorCode(problem, ErrorCode.CONFLICT)) setFormError(messageOf(problem));
      else if (Object.keys(fieldErrors).length) setFormError('Some fields need your attention: see the messages beside them.');
      else setFormError(messageOf(problem, `The ${words.one} could not be saved`));
    } finally {
      setBusy(false);
    }
  }

  async function setRetired(retired: boolean) {
    if (!profile) return;
    const answer = await confirm(
      retired
        ? {
            title: `Retire ${profile.name}?`,
            message: (
              <p>
                {profile.path} leaves the site at once (it answers “page not found”) and leaves the sitemap. The {words.one} is kept here,
                with its history, and can be restored.
              </p>
            ),
            confirmLabel: `Retire ${words.one}`,
            danger: true,
          }
        : { title: `Restore ${profile.name}?`, message: <p>{profile.path} is on the site again at once.</p>, confirmLabel: 'Restore' },
    );
    if (!answer.confirmed) return;
    setBusy(true);
    setFormError(null);
    try {
      const saved = await mutations.setRetired(profile.slug, retired);
      setProfile(saved);
      toast.show(retired ? `Retired “${saved.name}”` : `Restored “${saved.name}”`);
    } catch (problem) {
      setFormError(messageOf(problem, 'That did not work'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section>
      <Head title={title} robots="noindex, nofollow" />
      <div className="page-header">
        <h1>{title}</h1>
        <div className="page-actions">
          <Link to={words.list}>Back to {words.many}</Link>
          {profile?.onSite && (
            <a href={profile.path} target="_blank" rel="noreferrer">
              View on the site
            </a>
          )}
        </div>
      </div>
      {profile?.status === 'RETIRED' && (
        <FormAlert tone="info">Retired: this {words.one} is not on the site. It is kept for the record.</FormAlert>
      )}
      {profile?.demo && <FormAlert tone="info">Demonstration content of the demo: its page says it is not real.</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {editing ? (
          <p>
            Address: <code>{profile?.path}</code> (fixed: posts and guides link to it)
          </p>
        ) : (
          <TextField
            label="Address (slug)"
            hint={`The page will be ${words.publicBase}/{slug}, ${words.slugHint}. It cannot be changed later.`}
            value={values.slug}
            onChange={set('slug')}
            error={errors.slug}
            required
          />
        )}
        <TextField label="Name" value={values.name} onChange={set('name')} error={errors.name} maxLength={100} required />
        <TextField
          label={words.roleLabel}
          hint={words.roleHint}
          value={values.role}
          onChange={set('role')}
          error={errors.role}
          maxLength={100}
          required
        />
        <TextAreaField
          label="Summary"
          hint="20 to 300 characters: shown at the top, in lists and to search engines."
          value={values.summary}
          onChange={set('summary')}
          error={errors.summary}
          rows={3}
          required
        />
        {kind === 'author' && (
          <TextField
            label="Subjects (optional)"
            hint="Separated by commas, e.g. mortgages, surveys"
            value={values.topics}
            onChange={set('topics')}
            error={errors.topics}
          />
        )}
        <fieldset>
          <legend>Qualifications</legend>
          <p className="hint">Only what you have checked: for each, say how (e.g. “Looked up on the RICS register, 3 March 2026”).</p>
          {values.qualifications.map((row, index) => (
            <div key={index} className="repeat-row">
              <TextField
                label={`Qualification ${index + 1}`}
                value={row.title}
                onChange={(event) => setRow('qualifications', index, 'title', event.target.value)}
                error={errors[`qualifications.${index}.title`]}
                maxLength={150}
              />
              <TextField
                label={`How qualification ${index + 1} was checked`}
                value={row.checkedHow}
                onChange={(event) => setRow('qualifications', index, 'checkedHow', event.target.value)}
                error={errors[`qualifications.${index}.checkedHow`]}
                maxLength={300}
              />
              <button type="button" className="link-button" onClick={() => removeRow('qualifications', index)}>
                Remove qualification {index + 1}
              </button>
            </div>
          ))}
          {errors.qualifications && <p className="field-error">{errors.qualifications}</p>}
          <button type="button" className="button secondary" onClick={() => addRow('qualifications')}>
            Add a qualification
          </button>
        </fieldset>
        <ImageField
          image={values.photo}
          alt={values.photoAlt}
          errors={{ image: errors.photoImageId, alt: errors.photoAlt }}
          onChange={({ image, alt }) => setValues((current) => ({ ...current, photo: image, photoAlt: alt }))}
          words={{ legend: 'Photo', none: 'No photo.', remove: 'Remove the photo' }}
        />
        <fieldset>
          <legend>Links</legend>
          {values.links.map((row, index) => (
            <div key={index} className="repeat-row">
              <TextField
                label={`Link ${index + 1} text`}
                value={row.label}
                onChange={(event) => setRow('links', index, 'label', event.target.value)}
                error={errors[`links.${index}.label`]}
                maxLength={80}
              />
              <TextField
                label={`Link ${index + 1} address`}
                hint="https://…"
                type="url"
                value={row.url}
                onChange={(event) => setRow('links', index, 'url', event.target.value)}
                error={errors[`links.${index}.url`]}
              />
              <button type="button" className="link-button" onClick={() => removeRow('links', index)}>
                Remove link {index + 1}
              </button>
            </div>
          ))}
          {errors.links && <p className="field-error">{errors.links}</p>}
          <button type="button" className="button secondary" onClick={() => addRow('links')}>
            Add a link
          </button>
        </fieldset>
        <TextAreaField
          label="Description (Markdown)"
          hint="The page’s text, in Markdown as blog posts are written."
          value={values.bodyMarkdown}
          onChange={set('bodyMarkdown')}
          error={errors.bodyMarkdown}
          rows={12}
        />
        <p className="page-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : editing ? `Save ${words.one}` : `Add ${words.one}`}
          </button>
          {profile && profile.status === 'ACTIVE' && (
            <button type="button" className="button secondary danger" disabled={busy} onClick={() => void setRetired(true)}>
              Retire {words.one}
            </button>
          )}
          {profile && profile.status === 'RETIRED' && (
            <button type="button" className="button secondary" disabled={busy} onClick={() => void setRetired(false)}>
              Restore {words.one}
            </button>
          )}
        </p>
      </form>
      {profile && <RecordHistory id="profile-history" history={profile.history} />}
    </section>
  );
}
