import { invalidInput, conflict, notFound } from '../../platform/graphql/errors';
import type { FieldError } from '../../../common/validation/fieldErrors';
import { invalidatePages, onPagesInvalidated } from '../../platform/pages/pageCache';
import { logger } from '../../platform/logger';
import { siteImageById } from '../media';
import { renderMarkdown } from '../../platform/safeMarkdown';
import { builtInAuthors } from './builtInAuthors';
import type { Author, Partner } from './content.types';
import type { AdminProfile, ProfileInput } from './adminProfiles.types';
import { ProfileStatus } from './adminProfiles.types';
import {
  activeProfiles,
  allStoredProfiles,
  createProfile,
  getStoredProfile,
  ProfileChangedMeanwhile,
  ProfileNotFound,
  ProfileSlugTaken,
  PROFILE_ACTIVE,
  PROFILE_RETIRED,
  profileExists,
  setProfileStatus,
  updateProfile,
  type ProfileFields,
  type ProfileKind,
  type SiteFilePhoto,
  type StoredProfile,
} from './profiles.repository';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NOUN: Record<ProfileKind, string> = { author: 'author', partner: 'partner' };
const PATHS: Record<ProfileKind, string> = { author: '/authors', partner: '/partners' };

// ------------------------------------------------------------------------------------------- built-in authors

let builtInsCreated: Promise<void> | null = null;

/**
 * Creates the built-in authors (content/authors) that are not in Firestore yet, once per process, on every
 * deployment: guides and posts name them. One that exists (edited or retired by an administrator) is left alone.
 * Every read of authors waits for this first, so no page can have been rendered without them: nothing to invalidate.
 */
export function ensureBuiltInAuthors(): Promise<void> {
  builtInsCreated ??= (async () => {
    for (const author of builtInAuthors()) {
      if (await profileExists('author', author.slug)) continue;
      const photo: SiteFilePhoto | null = author.portraitPath ? { path: author.portraitPath, width: 160, height: 160, alt: author.portraitAlt } : null;
      try {
        await createProfile(
          'author',
          author.slug,
          { name: author.name, role: author.role, summary: author.summary, bodyMarkdown: author.bodyMarkdown, topics: author.topics, qualifications: [], links: [], photo },
          { by: 'site content' },
        );
      } catch (error) {
        // Another instance created it at the same moment.
        if (!(error instanceof ProfileSlugTaken)) throw error;
      }
    }
  })().catch((error: unknown) => {
    builtInsCreated = null;
    logger.error({ err: error }, 'could not create the built-in author profiles');
  });
  return builtInsCreated;
}

async function profilesOf(kind: ProfileKind, read: () => Promise<StoredProfile[]>) {
  if (kind === 'author') await ensureBuiltInAuthors();
  return read();
}

// ------------------------------------------------------------------------------------------- public pages

function toAuthor(profile: StoredProfile): Author {
  return {
    slug: profile.slug,
    name: profile.name,
    jobTitle: profile.role,
    expertise: profile.topics,
    description: profile.summary,
    summary: profile.summary,
    html: renderMarkdown(profile.bodyMarkdown, 'site'),
    portraitUrl: profile.photo?.url ?? null,
    photo: profile.photo,
    qualifications: profile.qualifications,
    links: profile.links,
    demo: profile.demo,
  };
}

function toPartner(profile: StoredProfile): Partner {
  return {
    slug: profile.slug,
    name: profile.name,
    role: profile.role,
    summary: profile.summary,
    updated: profile.updatedAt.toISOString().slice(0, 10),
    html: renderMarkdown(profile.bodyMarkdown, 'site'),
    photo: profile.photo,
    qualifications: profile.qualifications,
    links: profile.links,
    demo: profile.demo,
  };
}

const isPublic = (profile: StoredProfile | null): profile is StoredProfile => profile !== null && profile.status === PROFILE_ACTIVE;

/**
 * The authors on the site, read once and kept until the next change to public content (every profile change
 * invalidates the pages, on every instance): a blog list names an author on each of its posts.
 */
let activeAuthors: Promise<Author[]> | null = null;
onPagesInvalidated(() => {
  activeAuthors = null;
});

export function publicAuthors(): Promise<Author[]> {
  activeAuthors ??= profilesOf('author', () => activeProfiles('author')).then(
    (profiles) => profiles.map(toAuthor),
    (error: unknown) => {
      activeAuthors = null;
      throw error;
    },
  );
  return activeAuthors;
}

/** The author on the site with this slug; null for an unknown or retired one. */
export async function publicAuthor(slug: string): Promise<Author | null> {
  if (!SLUG.test(slug)) return null;
  return (await publicAuthors()).find((author) => author.slug === slug) ?? null;
}

export async function publicPartners(): Promise<Partner[]> {
  return (await activeProfiles('partner')).map(toPartner);
}

export async function publicPartner(slug: string): Promise<Partner | null> {
  if (!SLUG.test(slug)) return null;
  const profile = await getStoredProfile('partner', slug);
  return isPublic(profile) ? toPartner(profile) : null;
}

/** The sitemap's profiles: those on the site, without demonstration content (never indexed). */
export async function sitemapProfiles(kind: ProfileKind): Promise<Array<{ path: string; updatedAt: Date }>> {
  const profiles = await profilesOf(kind, () => activeProfiles(kind));
  return profiles.filter((profile) => !profile.demo).map((profile) => ({ path: `${PATHS[kind]}/${profile.slug}`, updatedAt: profile.updatedAt }));
}

/** The authors a post can name: those on the site, real ones first, then by name. */
export async function authorOptions(): Promise<Array<{ slug: string; name: string }>> {
  const authors = await profilesOf('author', () => activeProfiles('author'));
  return [...authors.filter((author) => !author.demo), ...authors.filter((author) => author.demo)].map((author) => ({
    slug: author.slug,
    name: author.demo ? `${author.name} (demonstration)` : author.name,
  }));
}

// ------------------------------------------------------------------------------------------- admin console

function toAdminProfile(kind: ProfileKind, profile: StoredProfile): AdminProfile {
  return {
    ...profile,
    status: profile.status === PROFILE_RETIRED ? ProfileStatus.RETIRED : ProfileStatus.ACTIVE,
    path: `${PATHS[kind]}/${profile.slug}`,
    onSite: profile.status === PROFILE_ACTIVE,
  };
}

export async function adminProfiles(kind: ProfileKind): Promise<AdminProfile[]> {
  return (await profilesOf(kind, () => allStoredProfiles(kind))).map((profile) => toAdminProfile(kind, profile));
}

export async function adminProfile(kind: ProfileKind, slug: string): Promise<AdminProfile | null> {
  if (!SLUG.test(slug)) return null;
  if (kind === 'author') await ensureBuiltInAuthors();
  const profile = await getStoredProfile(kind, slug);
  return profile ? toAdminProfile(kind, profile) : null;
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * Checks what the administrator typed: BAD_USER_INPUT with one message per field, paths as the input's
 * (`qualifications.0.checkedHow`, `links.1.url`). `current` is the stored profile when editing.
 */
async function fieldsFrom(kind: ProfileKind, input: ProfileInput, current: StoredProfile | null, errors: FieldError[] = []): Promise<ProfileFields> {
  const noun = NOUN[kind];
  const name = trimmed(input.name);
  if (!name) errors.push({ path: 'name', message: `Enter the ${noun}’s name` });
  else if (name.length > 100) errors.push({ path: 'name', message: 'Keep the name to 100 characters or fewer' });
  const role = trimmed(input.role);
  if (!role) errors.push({ path: 'role', message: kind === 'author' ? 'Enter the job title or role, e.g. Building surveyor' : 'Say what the partner is or does, e.g. Surveying practice' });
  else if (role.length > 100) errors.push({ path: 'role', message: 'Keep the role to 100 characters or fewer' });
  const summary = trimmed(input.summary);
  if (summary.length < 20) errors.push({ path: 'summary', message: 'Write a summary of at least 20 characters (it is the page’s description)' });
  else if (summary.length > 300) errors.push({ path: 'summary', message: 'Keep the summary to 300 characters or fewer' });
  const bodyMarkdown = (input.bodyMarkdown ?? '').trim();
  if (bodyMarkdown.length > 50_000) errors.push({ path: 'bodyMarkdown', message: 'The description is too long (50,000 characters at most)' });

  const topics = [...new Set((input.topics ?? []).map((topic) => topic.trim()).filter(Boolean))];
  if (topics.length > 12) errors.push({ path: 'topics', message: 'List 12 subjects at most' });
  topics.forEach((topic, index) => topic.length > 60 && errors.push({ path: `topics.${index}`, message: 'Keep each subject to 60 characters or fewer' }));

  const qualifications = (input.qualifications ?? []).map((item) => ({ title: trimmed(item.title), checkedHow: trimmed(item.checkedHow) }));
  if (qualifications.length > 12) errors.push({ path: 'qualifications', message: 'List 12 qualifications at most' });
  qualifications.forEach((item, index) => {
    if (!item.title) errors.push({ path: `qualifications.${index}.title`, message: 'Enter the qualification, or remove this row' });
    else if (item.title.length > 150) errors.push({ path: `qualifications.${index}.title`, message: 'Keep the qualification to 150 characters or fewer' });
    if (!item.checkedHow)
      errors.push({ path: `qualifications.${index}.checkedHow`, message: 'Say how you checked it, e.g. “Looked up on the RICS register, 3 March 2026”' });
    else if (item.checkedHow.length > 300) errors.push({ path: `qualifications.${index}.checkedHow`, message: 'Keep this to 300 characters or fewer' });
  });

  const links = (input.links ?? []).map((item) => ({ label: trimmed(item.label), url: trimmed(item.url) }));
  if (links.length > 10) errors.push({ path: 'links', message: 'List 10 links at most' });
  links.forEach((item, index) => {
    if (!item.label) errors.push({ path: `links.${index}.label`, message: 'Enter the link’s text, e.g. Company website' });
    else if (item.label.length > 80) errors.push({ path: `links.${index}.label`, message: 'Keep the link’s text to 80 characters or fewer' });
    if (!isWebAddress(item.url)) errors.push({ path: `links.${index}.url`, message: 'Enter a full web address starting with https://' });
  });

  let photo: ProfileFields['photo'] = null;
  const photoAlt = trimmed(input.photoAlt);
  const imageId = trimmed(input.photoImageId);
  const currentPhoto = current?.photo ?? null;
  if (imageId || input.keepSitePhoto) {
    if (!photoAlt) errors.push({ path: 'photoAlt', message: 'Describe the photo for people who cannot see it (alt text is required)' });
    else if (photoAlt.length < 5) errors.push({ path: 'photoAlt', message: 'Describe the photo in at least 5 characters' });
    else if (photoAlt.length > 200) errors.push({ path: 'photoAlt', message: 'Keep the alt text to 200 characters or fewer' });
  }
  if (imageId) {
    const image = await siteImageById(imageId);
    if (!image) errors.push({ path: 'photoImageId', message: 'This image is no longer stored: upload it again' });
    else photo = { imageId: image.id, alt: photoAlt, variants: image.variants };
  } else if (input.keepSitePhoto && currentPhoto && !currentPhoto.imageId) {
    photo = { path: currentPhoto.url, width: currentPhoto.width, height: currentPhoto.height, alt: photoAlt };
  }

  if (errors.length) throw invalidInput(errors);
  return { name, role, summary, bodyMarkdown, topics, qualifications, links, photo };
}

function changed() {
  // Authors are named on posts and guides; the layout links /partners only while a partner is on the site.
  invalidatePages('all');
}

export async function createProfileByAdmin(kind: ProfileKind, slug: string, input: ProfileInput, by: string): Promise<AdminProfile> {
  const cleanSlug = trimmed(slug).toLowerCase();
  const slugError: FieldError | null =
    !SLUG.test(cleanSlug) || cleanSlug.length > 80 ? { path: 'slug', message: 'Use lower-case letters, digits and single hyphens, up to 80 characters, e.g. jane-smith' } : null;
  const fields = await fieldsFrom(kind, input, null, slugError ? [slugError] : []);
  if (kind === 'author') await ensureBuiltInAuthors();
  try {
    const profile = await createProfile(kind, cleanSlug, fields, { by });
    changed();
    return toAdminProfile(kind, profile);
  } catch (error) {
    if (error instanceof ProfileSlugTaken)
      throw invalidInput([{ path: 'slug', message: `Another ${NOUN[kind]} (perhaps a retired one) already uses this address: choose another` }]);
    throw error;
  }
}

export async function updateProfileByAdmin(kind: ProfileKind, slug: string, input: ProfileInput, expectedUpdatedAt: Date | null, by: string): Promise<AdminProfile> {
  const current = SLUG.test(slug) ? await getStoredProfile(kind, slug) : null;
  if (!current) throw notFound(`There is no such ${NOUN[kind]}`);
  const fields = await fieldsFrom(kind, input, current);
  try {
    const { after } = await updateProfile(kind, slug, fields, expectedUpdatedAt, by);
    changed();
    return toAdminProfile(kind, after);
  } catch (error) {
    if (error instanceof ProfileNotFound) throw notFound(`There is no such ${NOUN[kind]}`);
    if (error instanceof ProfileChangedMeanwhile)
      throw conflict(`Someone else changed this ${NOUN[kind]} since you loaded it: copy what you typed, refresh to see the latest and try again`);
    throw error;
  }
}

/** Retires (takes off the site, kept for the record) or restores a profile. */
export async function setProfileRetiredByAdmin(kind: ProfileKind, slug: string, retired: boolean, by: string): Promise<AdminProfile> {
  if (!SLUG.test(slug)) throw notFound(`There is no such ${NOUN[kind]}`);
  try {
    const profile = await setProfileStatus(kind, slug, retired ? PROFILE_RETIRED : PROFILE_ACTIVE, by, null);
    changed();
    return toAdminProfile(kind, profile);
  } catch (error) {
    if (error instanceof ProfileNotFound) throw notFound(`There is no such ${NOUN[kind]}`);
    throw error;
  }
}
