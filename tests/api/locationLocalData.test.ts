import { serverInfo } from '../support/api';
import { LOCAL_DATA, SOURCES, TRADING_STANDARDS_ROUTES, type DataSource } from '../../common/localData';
import { CONSERVATION_BASIS, HOUSING_ROWS, buildingControlName, formatShare, notAvailable } from '../../common/locationPage';

/**
 * Each location page shows its council's figures, contacts and sources exactly as common/localData.ts holds them
 * (issue 28), and says so where a figure is not available.
 */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function localSection(slug: string): Promise<string> {
  const res = await fetch(`${serverInfo().url}/locations/${slug}`);
  expect(res.status).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, '');
  const section = /<section class="local-data"[\s\S]*?<\/section>/.exec(html);
  if (!section) throw new Error(`no local figures section on /locations/${slug}`);
  return section[0];
}

const tableOf = (section: string, id: string) => {
  const table = new RegExp(`<table class="data-table" id="${id}">[\\s\\S]*?</table>`).exec(section);
  if (!table) throw new Error(`no table #${id}`);
  return table[0];
};

/** A link to the source's page, with its publisher and dataset as the text. */
const sourceLink = (source: DataSource) =>
  `<a href="${escape(source.url)}" rel="noopener">${escape(`${source.publisher}, ${source.dataset}`)}</a>`;

describe.each(Object.entries(LOCAL_DATA))('the location page /locations/%s', (slug, data) => {
  let section: string;
  beforeAll(async () => {
    section = await localSection(slug);
  });

  it('names its council in the section heading', () => {
    const heading = /<h2 id="local-data-heading">([^<]*)<\/h2>/.exec(section)?.[1];
    expect(heading).toBe(data.authority ? `Local figures and contacts: ${escape(data.authority.name)}` : 'Local figures and contacts');
  });

  it('shows the housing shares with their source, or says they are not available', () => {
    const housing = tableOf(section, 'local-housing');
    const rows = [...housing.matchAll(/<tbody>[\s\S]*<\/tbody>/g)][0][0].match(/<tr>/g) ?? [];
    if (data.housing) {
      const shares = data.housing;
      for (const row of HOUSING_ROWS)
        expect(housing).toContain(`<th scope="row">${row.label}</th><td>${formatShare(shares[row.key])}</td>`);
      expect(rows).toHaveLength(HOUSING_ROWS.length);
      expect(housing).toContain(sourceLink(SOURCES.housing));
      expect(housing).toContain(escape(SOURCES.housing.date));
    } else {
      expect(housing).toContain(escape(notAvailable('housing', data)));
      expect(rows).toHaveLength(1);
      expect(housing).not.toContain('%');
    }
  });

  it('shows the conservation areas listed for the council with their source, or says the list is not available', () => {
    const conservation = tableOf(section, 'local-conservation');
    if (data.conservationAreas && data.authority) {
      const { count, basis, source } = data.conservationAreas;
      const shown = CONSERVATION_BASIS[basis];
      expect(conservation).toContain(`<th scope="row">${escape(shown.row(data.authority.name))}</th><td>${count}</td>`);
      expect(conservation).toContain(sourceLink(source));
      expect(conservation).toContain(escape(source.date));
      expect(conservation).toContain(escape(shown.caveat));
      expect(conservation.match(/<a /g)).toHaveLength(1);
    } else {
      expect(conservation).toContain(escape(notAvailable('conservation', data)));
      expect(conservation).not.toContain('<a ');
    }
  });

  it('gives the building control page and the trading standards route of its nation, each with its address', () => {
    const contacts = tableOf(section, 'local-contacts');
    expect(contacts).toContain(`<th scope="row">${buildingControlName(data.nation)}</th>`);
    if (data.buildingControl)
      expect(contacts).toContain(
        `<a href="${escape(data.buildingControl.url)}" rel="noopener">${escape(data.authority!.name)}: ${escape(data.buildingControl.label)}</a>`,
      );
    else expect(contacts).toContain(escape(notAvailable('buildingControl', data)));
    const route = TRADING_STANDARDS_ROUTES[data.nation];
    expect(contacts).toContain(escape(route.text));
    expect(contacts).toContain(sourceLink(route.source));
  });
});
