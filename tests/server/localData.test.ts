import { allLocations } from '../../server/modules/content/locations.repository';
import { LOCAL_DATA, SOURCES, TRADING_STANDARDS_ROUTES, type DataSource } from '../../common/localData';

/** Every address the data file names, in the fields that hold one and inside the notes that cite one. */
function addresses(): Array<{ where: string; url: string }> {
  const found: Array<{ where: string; url: string }> = [];
  const fromSource = (where: string, source: DataSource) => {
    found.push({ where: `${where}.url`, url: source.url });
    for (const note of ['readIn', 'checkedAgainst'] as const)
      for (const url of source[note]?.match(/https?:\/\/[^\s),]+/g) ?? []) found.push({ where: `${where}.${note}`, url });
  };
  for (const [key, source] of Object.entries(SOURCES)) fromSource(`SOURCES.${key}`, source);
  for (const [nation, route] of Object.entries(TRADING_STANDARDS_ROUTES)) fromSource(`TRADING_STANDARDS_ROUTES.${nation}`, route.source);
  for (const [slug, data] of Object.entries(LOCAL_DATA)) {
    if (data.buildingControl) found.push({ where: `${slug}.buildingControl`, url: data.buildingControl.url });
    if (data.conservationAreas) fromSource(`${slug}.conservationAreas.source`, data.conservationAreas.source);
  }
  return found;
}

/** A council's own site: the UK government domains councils publish on. */
const onCouncilSite = (url: string) => /\.gov\.(uk|wales|scot)$/.test(new URL(url).hostname);

describe('the local data file (common/localData.ts)', () => {
  it('has one entry for each location page, and none for a page that does not exist', () => {
    expect(Object.keys(LOCAL_DATA).sort()).toEqual(
      allLocations()
        .map((location) => location.slug)
        .sort(),
    );
  });

  it('names a specific page for every source, never a bare domain', () => {
    const found = addresses();
    expect(found.length).toBeGreaterThan(10);
    const bare = found.filter(({ url }) => {
      const parsed = new URL(url);
      return !/^https?:$/.test(parsed.protocol) || parsed.pathname.replace(/\/+$/, '') === '';
    });
    expect(bare).toEqual([]);
  });

  it('gives each council a code of its own nation and each housing share as a percentage the shares can add up to', () => {
    const prefix = { England: 'E', Wales: 'W', Scotland: 'S', 'Northern Ireland': 'N' } as const;
    for (const [slug, data] of Object.entries(LOCAL_DATA)) {
      if (data.authority)
        expect({ slug, code: data.authority.code }).toEqual({
          slug,
          code: expect.stringMatching(new RegExp(`^${prefix[data.nation]}\\d{8}$`)),
        });
      if (!data.housing) continue;
      const shares = Object.values(data.housing);
      expect(shares.every((share) => share >= 0 && share <= 100)).toBe(true);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeLessThanOrEqual(100.5);
    }
  });

  it('gives each conservation area figure the source its basis names: the list, the Planning Data count checked against a second read, or the council’s own page', () => {
    const figures = Object.entries(LOCAL_DATA).filter(([, data]) => data.conservationAreas);
    expect(figures.length).toBeGreaterThan(15);
    for (const [slug, data] of figures) {
      const { count, basis, source } = data.conservationAreas!;
      expect({ slug, integer: Number.isInteger(count) && count > 0 }).toEqual({ slug, integer: true });
      expect({ slug, council: data.authority !== null }).toEqual({ slug, council: true });
      if (basis === 'listed') expect({ slug, url: source.url }).toEqual({ slug, url: SOURCES.conservationAreas.url });
      if (basis === 'counted') {
        expect({ slug, url: source.url }).toEqual({ slug, url: SOURCES.conservationAreaCounts.url });
        expect({ slug, checked: source.checkedAgainst?.match(/https:\/\/\S+/)?.[0] ?? null }).toEqual({
          slug,
          checked: expect.any(String),
        });
      }
      if (basis === 'stated') {
        expect({ slug, publisher: source.publisher }).toEqual({ slug, publisher: data.authority!.name });
        expect({ slug, ownSite: onCouncilSite(source.url) }).toEqual({ slug, ownSite: true });
      }
    }
  });

  it('links building control only to a page on the council’s own site', () => {
    const pages = Object.entries(LOCAL_DATA).filter(([, data]) => data.buildingControl);
    expect(pages.length).toBeGreaterThan(8);
    for (const [slug, data] of pages) {
      expect({ slug, council: data.authority !== null }).toEqual({ slug, council: true });
      expect({ slug, ownSite: onCouncilSite(data.buildingControl!.url) }).toEqual({ slug, ownSite: true });
    }
  });
});
