import { SOURCES, TRADING_STANDARDS_ROUTES, type DataSource, type LocalData } from '../../../../common/localData';
import {
  CONSERVATION_BASIS,
  CONSERVATION_CAPTION,
  CONTACTS_CAPTION,
  HOUSING_CAPTION,
  HOUSING_CAPTION_DETAIL,
  HOUSING_NOT_SHOWN,
  HOUSING_ROWS,
  LOCAL_DATA_HEADING,
  buildingControlName,
  formatShare,
  notAvailable,
} from '../../../../common/locationPage';

/** Another site's page: a plain link, as every source is. */
const SourceLink = ({ source }: { source: DataSource }) => (
  <a href={source.url} rel="noopener">
    {source.publisher}, {source.dataset}
  </a>
);

/** A figure table's footer: its source, the source's date and licence, and what the reader should know. */
const SourceFoot = ({ source, note }: { source: DataSource; note: string }) => (
  <tfoot>
    <tr>
      <td colSpan={2}>
        Source: <SourceLink source={source} />, {source.date}, {source.licence}. {note}
      </td>
    </tr>
  </tfoot>
);

/** The row of a figure that is not available: a header cell and the reason, so the table keeps its two columns. */
const Gap = ({ text }: { text: string }) => (
  <tr>
    <th scope="row">Figures</th>
    <td>{text}</td>
  </tr>
);

/** The council's housing stock, conservation areas and contacts, from common/localData.ts, each with its source. */
export function LocalFigures({ data }: { data: LocalData }) {
  const council = data.authority?.name;
  const route = TRADING_STANDARDS_ROUTES[data.nation];
  const { housing, conservationAreas: conservation } = data;
  return (
    <section className="local-data" aria-labelledby="local-data-heading">
      <h2 id="local-data-heading">{council ? `${LOCAL_DATA_HEADING}: ${council}` : LOCAL_DATA_HEADING}</h2>
      <div className="table-scroll">
        <table className="data-table" id="local-housing">
          <caption>
            {HOUSING_CAPTION}
            {housing && HOUSING_CAPTION_DETAIL}
          </caption>
          {housing && (
            <thead>
              <tr>
                <th scope="col">Accommodation type</th>
                <th scope="col">Share of households</th>
              </tr>
            </thead>
          )}
          <tbody>
            {housing ? (
              HOUSING_ROWS.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{formatShare(housing[row.key])}</td>
                </tr>
              ))
            ) : (
              <Gap text={notAvailable('housing', data)} />
            )}
          </tbody>
          {housing && <SourceFoot source={SOURCES.housing} note={HOUSING_NOT_SHOWN} />}
        </table>
      </div>
      <div className="table-scroll">
        <table className="data-table" id="local-conservation">
          <caption>{CONSERVATION_CAPTION}</caption>
          <tbody>
            {conservation && council ? (
              <tr>
                <th scope="row">{CONSERVATION_BASIS[conservation.basis].row(council)}</th>
                <td>{conservation.count}</td>
              </tr>
            ) : (
              <Gap text={notAvailable('conservation', data)} />
            )}
          </tbody>
          {conservation && council && <SourceFoot source={conservation.source} note={CONSERVATION_BASIS[conservation.basis].caveat} />}
        </table>
      </div>
      <div className="table-scroll">
        <table className="data-table" id="local-contacts">
          <caption>{CONTACTS_CAPTION}</caption>
          <tbody>
            <tr>
              <th scope="row">{buildingControlName(data.nation)}</th>
              <td>
                {data.buildingControl ? (
                  <a href={data.buildingControl.url} rel="noopener">
                    {council}: {data.buildingControl.label}
                  </a>
                ) : (
                  notAvailable('buildingControl', data)
                )}
              </td>
            </tr>
            <tr>
              <th scope="row">Trading standards</th>
              <td>
                {route.text} Source: <SourceLink source={route.source} />.
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
