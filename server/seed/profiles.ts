import {
  createProfile,
  profileExists,
  ProfileSlugTaken,
  type ProfileFields,
  type ProfileKind,
} from '../modules/content/profiles.repository';
import { logger } from '../platform/logger';

/**
 * The embedded demo's author profiles and partner page, so the pages and their administration can be tried.
 * Each is stored with `demo: true`: its page says, first thing, that it is demonstration content, it is
 * kept out of the sitemap and from search engines, and it exists only where the demo is seeded (never in
 * production, where SEED_DEMO_DATA is off). The names are plainly not real people or a real business, and
 * no qualification is presented as true.
 */
const NOT_CHECKED = 'Not checked: this is demonstration content, not a real qualification';

const demoBody = (
  what: string,
) => `This is a **demonstration ${what}** in the site's embedded demo. It shows how a ${what} looks and lets an administrator try editing and retiring one; nothing on it describes a real ${what === 'partner page' ? 'organisation' : 'person'}.

An administrator replaces demonstration profiles with real ones in the admin console (Authors and Partners), each qualification with a note of how it was checked.`;

const author = (name: string, role: string, topics: string[], qualification: string): ProfileFields => ({
  name,
  role,
  summary: `Demonstration profile: ${name} is not a real person. The profile shows how an author page looks on this site.`,
  bodyMarkdown: demoBody('author profile'),
  topics,
  qualifications: [{ title: `${qualification} (demonstration)`, checkedHow: NOT_CHECKED }],
  links: [],
  photo: null,
});

export const DEMO_PROFILES: Array<{ kind: ProfileKind; slug: string; fields: ProfileFields }> = [
  {
    kind: 'author',
    slug: 'demo-author-surveying',
    fields: author(
      'Demo Author One',
      'Demonstration author (surveying topics)',
      ['surveys', 'mortgages'],
      'Example surveying qualification',
    ),
  },
  {
    kind: 'author',
    slug: 'demo-author-removal',
    fields: author(
      'Demo Author Two',
      'Demonstration author (removal topics)',
      ['spray foam removal', 'timber condition'],
      'Example trade qualification',
    ),
  },
  {
    kind: 'author',
    slug: 'demo-author-health',
    fields: author(
      'Demo Author Three',
      'Demonstration author (health and safety topics)',
      ['health and safety', 'ventilation'],
      'Example safety qualification',
    ),
  },
  {
    kind: 'partner',
    slug: 'demo-partner',
    fields: {
      name: 'Demo Partner',
      role: 'Demonstration partner page',
      summary: 'Demonstration partner page: Demo Partner is not a real organisation. The page shows how a partnership looks on this site.',
      bodyMarkdown: demoBody('partner page'),
      topics: [],
      qualifications: [{ title: 'Example accreditation (demonstration)', checkedHow: NOT_CHECKED }],
      links: [],
      photo: null,
    },
  },
];

/** Creates the demo profiles that are missing (by slug); one an administrator edited or retired is left alone. */
export async function seedProfiles(): Promise<number> {
  let created = 0;
  for (const { kind, slug, fields } of DEMO_PROFILES) {
    if (await profileExists(kind, slug)) continue;
    try {
      await createProfile(kind, slug, fields, { by: 'demo seed', demo: true });
      created += 1;
    } catch (error) {
      if (!(error instanceof ProfileSlugTaken)) throw error;
    }
  }
  if (created) logger.info({ created }, 'demo author and partner profiles seeded');
  return created;
}
