/**
 * Local figures and council contacts for each location page, from public data shipped here with its
 * source. Every figure was read in the stored source named beside it; docs/location-data.md says where each dataset
 * came from and how to refresh it. A figure that could not be confirmed is null, and the page says so: nothing here
 * is estimated. tests/server/localData.test.ts and tests/api/locationLocalData.test.ts hold the pages to this file.
 */

export interface DataSource {
  publisher: string;
  dataset: string;
  /** The dataset's own page (or the page that states the contact), not a site's home page. */
  url: string;
  /** What the figures describe, or when the list was compiled. */
  date: string;
  licence: string;
  /** The copy the figures were read from, where that is not the publisher's own page. */
  readIn?: string;
  /** A second source the figures were checked against. */
  checkedAgainst?: string;
}

export type Nation = 'England' | 'Wales' | 'Scotland' | 'Northern Ireland';

/** Shares of all households, in per cent to one decimal place, as the source gives them. */
export interface HousingShares {
  detached: number;
  semiDetached: number;
  terraced: number;
  purposeBuiltFlat: number;
  convertedOrSharedHouse: number;
}

/**
 * How a conservation area figure was arrived at, which the page says beside it: a row count of the Planning Data
 * team's work-in-progress list, that team's count for the council, or the number the council's own page states.
 */
export type ConservationBasis = 'listed' | 'counted' | 'stated';

export interface ConservationAreas {
  count: number;
  basis: ConservationBasis;
  /** Where this council's figure was read: each figure carries its own source, as they differ by council. */
  source: DataSource;
}

export interface LocalData {
  /** The council for the place (its official name and GSS code); null for London, which has 33. */
  authority: { name: string; code: string } | null;
  nation: Nation;
  housing: HousingShares | null;
  conservationAreas: ConservationAreas | null;
  /** A building control page on the council's own site, read in a stored copy; null where none was confirmed. */
  buildingControl: { label: string; url: string } | null;
}

export const SOURCES = {
  authorities: {
    publisher: 'mySociety',
    dataset: 'UK local authority names and codes (uk_la_past_current, version 1.6.1)',
    url: 'https://github.com/mysociety/uk_local_authority_names_and_codes/blob/67ef8b118938678401a452f4f19f669a7221cc73/data/packages/uk_la_past_current/uk_local_authorities_current.csv',
    date: 'as at commit 67ef8b1, 10 July 2025',
    licence: 'CC BY 4.0',
  },
  housing: {
    publisher: 'Office for National Statistics',
    dataset: 'Census 2021, TS044 Accommodation type (households), lower tier local authorities',
    url: 'https://www.nomisweb.co.uk/datasets/c2021ts044',
    date: 'Census Day, 21 March 2021',
    licence: 'Open Government Licence v3.0',
    readIn:
      'https://github.com/michael-s-marshall/decent_homes/blob/57d170ed4f43289e84f48a60d727912f803e5685/housing_type_la.csv (percentages of all households, with the census footnote on record swapping)',
    checkedAgainst:
      'https://github.com/traffordDataLab/open_data/blob/549e9c056bea4c70f1d7ade85052485e842974ae/census2021/housing/2021_accommodation_type_la_gm.csv (Trafford Data Lab counts for Greater Manchester: for Manchester, 11,603 detached, 68,528 semi-detached, 60,020 terraced, 60,411 in purpose-built flats and 8,370 in converted or shared houses, of the 214,732 households its eight types add up to, give the same five shares to one decimal place)',
  },
  conservationAreas: {
    publisher: 'Ministry of Housing, Communities and Local Government, Planning Data team (digital-land)',
    dataset: 'Existing conservation area list, work in progress (ExistingConservationAreaList_wip.csv)',
    url: 'https://github.com/digital-land/conservation-area-data/blob/ae67baee533786677598db88e0e8584cf692ca2a/data/Output/ExistingConservationAreaList_wip.csv',
    date: 'September 2024 (commit ae67bae, 4 September 2024)',
    licence: 'Open Government Licence v3.0',
  },
  conservationAreaCounts: {
    publisher: 'Ministry of Housing, Communities and Local Government, Planning Data team (digital-land)',
    dataset: 'Conservation areas counted for each local planning authority (conservation-area-count.csv)',
    url: 'https://github.com/digital-land/conservation-area-data/blob/5c14edc243345345e15bb76e603dfe17ccfe912b/data/conservation-area-count.csv',
    date: 'November 2024 (commit 5c14edc, 18 November 2024)',
    licence: 'Open Government Licence v3.0',
  },
} satisfies Record<string, DataSource>;

/**
 * What the counts were checked against: the team's lists of names per council (2024), each name checked to lie in the
 * council's area, and the Planning Data platform's register of conservation area entities (2026), counted per council
 * organisation code less the entities retired in its old-entity.csv.
 */
const NAMES_LIST =
  'https://github.com/digital-land/conservation-area-data/blob/e6f496aa2d76413b32929fc3ee4039a88a354225/data/src/Missing%20Conservation%20Area%20List_edit.csv';
const MISMATCHED_LISTS =
  'https://github.com/digital-land/conservation-area-data/tree/f281e1e0701703d6ff9948c6e423a3bfae743184/data/Output/ExistingMismatched/241216';
const ENTITY_REGISTER =
  'https://github.com/digital-land/config/blob/91f59c32b67f345f211703a8d5588cb1059cf9dd/pipeline/conservation-area/lookup.csv';

/** A page (not a dataset) read in a stored copy: what it states is the figure or the contact. */
const storedPage = (publisher: string, dataset: string, url: string, licence: string, checkedAgainst?: string): DataSource => ({
  publisher,
  dataset,
  url,
  date: 'read on 27 November 2026 in a stored copy of the page',
  licence,
  ...(checkedAgainst ? { checkedAgainst } : {}),
});

/** A council's own page that states how many conservation areas it has. */
const councilPage = (publisher: string, dataset: string, url: string, checkedAgainst?: string): DataSource =>
  storedPage(publisher, dataset, url, 'not recorded: a number the council states on its page', checkedAgainst);
/** A page that states where a consumer reports a trader. */
const contactRoutePage = (publisher: string, dataset: string, url: string, checkedAgainst?: string): DataSource =>
  storedPage(publisher, dataset, url, 'not recorded: a contact route, not a dataset', checkedAgainst);

const listed = (count: number): ConservationAreas => ({ count, basis: 'listed', source: SOURCES.conservationAreas });
const counted = (count: number, checkedAgainst: string): ConservationAreas => ({
  count,
  basis: 'counted',
  source: { ...SOURCES.conservationAreaCounts, checkedAgainst },
});
const stated = (count: number, source: DataSource): ConservationAreas => ({ count, basis: 'stated', source });

/** Where a consumer reports a trader in each nation: trading standards do not take complaints directly. */
export const TRADING_STANDARDS_ROUTES: Record<Nation, { text: string; source: DataSource }> = {
  England: {
    text: 'Report a trader through the Citizens Advice consumer helpline, 0808 223 1133; it passes reports to trading standards.',
    source: contactRoutePage(
      'Milton Keynes City Council',
      'Trading Standards consumer advice',
      'https://www.milton-keynes.gov.uk/environmental-health/trading-standards/trading-standards-consumer-advice',
      'https://cumberland.gov.uk/business-and-licensing/trading-standards/advice-consumers/advice-and-help-consumers and https://darlington.gov.uk/your-council/trading-standards/consumer-advice (the same helpline number)',
    ),
  },
  Wales: {
    text: 'Report a trader through the Citizens Advice consumer service, which handles consumer complaints for trading standards.',
    source: contactRoutePage(
      'Carmarthenshire County Council',
      'Trading Standards',
      'https://www.carmarthenshire.gov.wales/council-services/trading-standards',
    ),
  },
  Scotland: {
    text: 'Report a trader to Advice Direct Scotland, which passes complaints on to trading standards where necessary.',
    source: contactRoutePage(
      'Trading Standards Scotland',
      'What is Trading Standards',
      'https://www.tsscot.co.uk/what-we-do/what-is-trading-standards/',
    ),
  },
  'Northern Ireland': {
    text: 'Report a trader to Consumerline, which refers possible breaches of the law to the Trading Standards Service.',
    source: contactRoutePage('nidirect', 'Unfair trading', 'https://www.nidirect.gov.uk/articles/unfair-trading'),
  },
};

export const LOCAL_DATA: Record<string, LocalData> = {
  aberdeen: {
    authority: { name: 'Aberdeen City Council', code: 'S12000033' },
    nation: 'Scotland',
    housing: null,
    conservationAreas: stated(
      11,
      councilPage(
        'Aberdeen City Council',
        'Conservation areas',
        'https://www.aberdeencity.gov.uk/services/planning-and-building-standards/building-conservation-and-heritage/conservation-areas',
      ),
    ),
    buildingControl: {
      label: 'Building warrant application guidance',
      url: 'https://www.aberdeencity.gov.uk/services/planning-and-building-standards/building-standards/apply-building-warrant/building-warrant-application-guidance',
    },
  },
  belfast: {
    authority: { name: 'Belfast City Council', code: 'N09000003' },
    nation: 'Northern Ireland',
    housing: null,
    conservationAreas: null,
    buildingControl: null,
  },
  birmingham: {
    authority: { name: 'Birmingham City Council', code: 'E08000025' },
    nation: 'England',
    housing: { detached: 11.2, semiDetached: 35.6, terraced: 27.8, purposeBuiltFlat: 21, convertedOrSharedHouse: 2.9 },
    conservationAreas: counted(
      29,
      `${ENTITY_REGISTER} (29 conservation areas registered under Birmingham City Council’s organisation code)`,
    ),
    buildingControl: null,
  },
  brighton: {
    authority: { name: 'Brighton and Hove City Council', code: 'E06000043' },
    nation: 'England',
    housing: { detached: 10.3, semiDetached: 19.7, terraced: 19.8, purposeBuiltFlat: 27.6, convertedOrSharedHouse: 19.6 },
    conservationAreas: counted(34, `${MISMATCHED_LISTS} (34 names, all in Brighton and Hove)`),
    buildingControl: {
      label: 'Building control performance statistics',
      url: 'https://www.brighton-hove.gov.uk/content/planning/building-control/building-control-performance-statistics',
    },
  },
  bristol: {
    authority: { name: 'Bristol City Council', code: 'E06000023' },
    nation: 'England',
    housing: { detached: 6, semiDetached: 26.6, terraced: 32.1, purposeBuiltFlat: 21.9, convertedOrSharedHouse: 10.2 },
    conservationAreas: counted(
      33,
      'https://www.bristol.gov.uk/residents/planning-and-building-regulations/conservation-listed-buildings-and-the-historic-environment/conservation-areas (Bristol City Council: there are 33 conservation areas in Bristol)',
    ),
    buildingControl: null,
  },
  cambridge: {
    authority: { name: 'Cambridge City Council', code: 'E07000008' },
    nation: 'England',
    housing: { detached: 10.9, semiDetached: 26.4, terraced: 27.6, purposeBuiltFlat: 30.7, convertedOrSharedHouse: 3.1 },
    conservationAreas: listed(18),
    buildingControl: null,
  },
  cardiff: {
    authority: { name: 'City of Cardiff Council', code: 'W06000015' },
    nation: 'Wales',
    housing: { detached: 14.1, semiDetached: 29.7, terraced: 29.6, purposeBuiltFlat: 20.2, convertedOrSharedHouse: 5 },
    conservationAreas: null,
    buildingControl: {
      label: 'How do I apply for building regulations approval?',
      url: 'https://www.cardiff.gov.uk/ENG/Business/Planning-property-and-building-control/Building-Regulations/How-do-I-apply-for-building-regulations-approval/Pages/How-do-I-apply-for-building-regulations-approval.aspx',
    },
  },
  coventry: {
    authority: { name: 'Coventry City Council', code: 'E08000026' },
    nation: 'England',
    housing: { detached: 11.6, semiDetached: 30.1, terraced: 39.9, purposeBuiltFlat: 15.7, convertedOrSharedHouse: 1.7 },
    conservationAreas: stated(
      18,
      councilPage(
        'Coventry City Council',
        'Conservation areas',
        'https://www.coventry.gov.uk/heritage-ecology-trees/conservation-areas',
        `${ENTITY_REGISTER} (18 registered under Coventry City Council’s organisation code)`,
      ),
    ),
    buildingControl: null,
  },
  derby: {
    authority: { name: 'Derby City Council', code: 'E06000015' },
    nation: 'England',
    housing: { detached: 24.1, semiDetached: 39.1, terraced: 21.8, purposeBuiltFlat: 12.2, convertedOrSharedHouse: 1.5 },
    conservationAreas: counted(15, `${MISMATCHED_LISTS} (15 names, all in Derby)`),
    buildingControl: null,
  },
  edinburgh: {
    authority: { name: 'City of Edinburgh Council', code: 'S12000036' },
    nation: 'Scotland',
    housing: null,
    conservationAreas: null,
    buildingControl: null,
  },
  glasgow: {
    authority: { name: 'Glasgow City Council', code: 'S12000049' },
    nation: 'Scotland',
    housing: null,
    conservationAreas: stated(
      25,
      councilPage('Glasgow City Council', 'Conservation area appraisals', 'https://glasgow.gov.uk/index.aspx?articleid=17162'),
    ),
    buildingControl: {
      label: 'Building warrants',
      url: 'https://glasgow.gov.uk/index.aspx?articleid=17321',
    },
  },
  leeds: {
    authority: { name: 'Leeds City Council', code: 'E08000035' },
    nation: 'England',
    housing: { detached: 15.5, semiDetached: 37.5, terraced: 25, purposeBuiltFlat: 17.5, convertedOrSharedHouse: 2.7 },
    conservationAreas: counted(81, `${NAMES_LIST} (81 names, all in the Leeds district)`),
    buildingControl: {
      label: 'Apply for building regulations approval',
      url: 'https://www.leeds.gov.uk/planning/building-regulations-and-approval/building-regulations/apply-for-building-regulations-approval',
    },
  },
  leicester: {
    authority: { name: 'Leicester City Council', code: 'E06000016' },
    nation: 'England',
    housing: { detached: 11.4, semiDetached: 36.4, terraced: 29.2, purposeBuiltFlat: 17.8, convertedOrSharedHouse: 3 },
    conservationAreas: counted(
      25,
      `${ENTITY_REGISTER} (25 current conservation areas registered under Leicester City Council’s organisation code; the 25 earlier entities for the same areas are retired)`,
    ),
    buildingControl: {
      label: 'Building control and regulations',
      url: 'https://leicester.gov.uk/planning-and-building/building-control-and-regulations',
    },
  },
  liverpool: {
    authority: { name: 'Liverpool City Council', code: 'E08000012' },
    nation: 'England',
    housing: { detached: 8.2, semiDetached: 30.7, terraced: 37.9, purposeBuiltFlat: 17.2, convertedOrSharedHouse: 3.9 },
    conservationAreas: counted(
      36,
      `${NAMES_LIST} (36 names, all in Liverpool) and ${ENTITY_REGISTER} (36 registered under the council’s organisation code)`,
    ),
    buildingControl: {
      label: 'Apply for building regulations approval',
      url: 'https://liverpool.gov.uk/planning-and-building-control/building-control/apply-for-approval',
    },
  },
  london: {
    authority: null,
    nation: 'England',
    housing: null,
    conservationAreas: null,
    buildingControl: null,
  },
  manchester: {
    authority: { name: 'Manchester City Council', code: 'E08000003' },
    nation: 'England',
    housing: { detached: 5.4, semiDetached: 31.9, terraced: 28, purposeBuiltFlat: 28.1, convertedOrSharedHouse: 3.9 },
    conservationAreas: listed(34),
    buildingControl: {
      label: 'Apply for building regulation approval',
      url: 'http://www.manchester.gov.uk/info/200011/building_control/3661/applying_for_building_regulation_approval/1',
    },
  },
  'newcastle-upon-tyne': {
    authority: { name: 'Newcastle City Council', code: 'E08000021' },
    nation: 'England',
    housing: { detached: 9.5, semiDetached: 34.6, terraced: 23.6, purposeBuiltFlat: 24.8, convertedOrSharedHouse: 6 },
    conservationAreas: counted(12, `${ENTITY_REGISTER} (12 registered under Newcastle City Council’s organisation code)`),
    buildingControl: {
      label: 'Apply for Building Regulations',
      url: 'https://www.newcastle.gov.uk/services/planning-building-and-development/building-regulations/apply-building-regulations',
    },
  },
  norwich: {
    authority: { name: 'Norwich City Council', code: 'E07000148' },
    nation: 'England',
    housing: { detached: 10.3, semiDetached: 21.8, terraced: 32, purposeBuiltFlat: 30.2, convertedOrSharedHouse: 3.1 },
    conservationAreas: stated(
      17,
      councilPage(
        'Norwich City Council',
        'Conservation areas in Norwich',
        'https://www.norwich.gov.uk/info/20073/conservation_areas/1640/conservation_areas_in_norwich',
        'https://www.gnlp.org.uk/submission-gnlp-secretary-state-environment-part-1-strategy-section-2-greater-norwich-profile-10 (Greater Norwich Local Plan, table 3: 17 conservation areas in Norwich)',
      ),
    ),
    buildingControl: null,
  },
  nottingham: {
    authority: { name: 'Nottingham City Council', code: 'E06000018' },
    nation: 'England',
    housing: { detached: 15.6, semiDetached: 33.3, terraced: 27.4, purposeBuiltFlat: 18.4, convertedOrSharedHouse: 3 },
    conservationAreas: stated(
      33,
      councilPage(
        'Nottingham City Council',
        'Conservation areas',
        'https://www.nottinghamcity.gov.uk/information-for-business/planning-and-building-control/planning-policy/conservation-areas',
      ),
    ),
    buildingControl: {
      label: 'Apply for building regulations approval',
      url: 'https://nottinghamcity.gov.uk/information-for-business/planning-and-building-control/building-control-service/apply-for-building-regulations-approval/',
    },
  },
  plymouth: {
    authority: { name: 'Plymouth City Council', code: 'E06000026' },
    nation: 'England',
    housing: { detached: 11.4, semiDetached: 30.1, terraced: 32.8, purposeBuiltFlat: 16.2, convertedOrSharedHouse: 7.5 },
    conservationAreas: counted(
      15,
      `${NAMES_LIST} (15 names, all in Plymouth) and ${ENTITY_REGISTER} (15 registered under the council’s organisation code)`,
    ),
    buildingControl: {
      label: 'Submit a building control application',
      url: 'https://www.plymouth.gov.uk/submit-building-control-application',
    },
  },
  reading: {
    authority: { name: 'Reading Borough Council', code: 'E06000038' },
    nation: 'England',
    housing: { detached: 12.2, semiDetached: 25.9, terraced: 28.2, purposeBuiltFlat: 26.9, convertedOrSharedHouse: 4.8 },
    conservationAreas: listed(15),
    buildingControl: null,
  },
  sheffield: {
    authority: { name: 'Sheffield City Council', code: 'E08000019' },
    nation: 'England',
    housing: { detached: 15, semiDetached: 38, terraced: 26, purposeBuiltFlat: 17.6, convertedOrSharedHouse: 1.7 },
    conservationAreas: null,
    buildingControl: null,
  },
  southampton: {
    authority: { name: 'Southampton City Council', code: 'E06000045' },
    nation: 'England',
    housing: { detached: 13, semiDetached: 25.8, terraced: 19.6, purposeBuiltFlat: 34.7, convertedOrSharedHouse: 5.1 },
    conservationAreas: counted(
      20,
      'https://www.southampton.gov.uk/planning/heritage/conservation-areas/ (Southampton City Council: there are 20 conservation areas in Southampton)',
    ),
    buildingControl: null,
  },
  swansea: {
    authority: { name: 'City and County of Swansea Council', code: 'W06000011' },
    nation: 'Wales',
    housing: { detached: 24, semiDetached: 34.5, terraced: 25.4, purposeBuiltFlat: 12.6, convertedOrSharedHouse: 2.1 },
    conservationAreas: stated(
      31,
      councilPage('City and County of Swansea Council', 'Conservation areas', 'https://www.swansea.gov.uk/conservationareas?lang=en'),
    ),
    buildingControl: null,
  },
  york: {
    authority: { name: 'City of York Council', code: 'E06000014' },
    nation: 'England',
    housing: { detached: 22.5, semiDetached: 35.8, terraced: 23.8, purposeBuiltFlat: 13.8, convertedOrSharedHouse: 1.9 },
    conservationAreas: counted(
      35,
      'https://york.gov.uk/conservation-listed-buildings/conservation-areas (City of York Council: there are 35 conservation areas in York)',
    ),
    buildingControl: null,
  },
};

export function localDataFor(slug: string): LocalData | null {
  return LOCAL_DATA[slug] ?? null;
}
