import { useQuery } from '@apollo/client/react';
import { Link } from '../../ui/Link';
import { Head, useSiteUrl } from '../../ui/head';
import { ErrorScreen } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { QuoteCta } from '../../ui/QuoteCta';
import { UK_REGIONS, regionHeadingId } from '../../../../common/ukRegions';
import { LocationsQuery } from './locations.operations';

/** "South East" → "region-south-east": ids may not contain spaces. */

const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Locations', path: '/locations' },
];

/** Every town and city page, grouped by UK region. */
export function LocationsPage() {
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(LocationsQuery);
  if (loading && !data) return <PageLoading />;
  if (error || !data) return <ErrorScreen status={500} />;
  const regions: string[] = [
    ...UK_REGIONS,
    ...new Set(data.locations.map((l) => l.region).filter((r) => !(UK_REGIONS as readonly string[]).includes(r))),
  ];
  const groups = regions
    .map((region) => ({ region, locations: data.locations.filter((l) => l.region === region) }))
    .filter((g) => g.locations.length > 0);

  return (
    <main className="container guide" id="main">
      <Head
        title="Spray foam removal near you: towns and cities across the UK"
        description="Local spray foam removal guidance for towns and cities across England, Scotland, Wales and Northern Ireland, with vetted companies serving each region."
        canonicalPath="/locations"
        jsonLd={[breadcrumbJsonLd(CRUMBS, siteUrl)]}
      />
      <Breadcrumbs items={CRUMBS} />
      <div>
        <h1>Spray foam removal near you</h1>
        <p className="lead">
          Housing stock, weather, lenders and local building control differ across the UK. Choose your nearest town or city for local
          guidance, a worked cost example and the removal companies that cover your region.
        </p>
        {groups.map((group) => (
          <section key={group.region} className="region-group" aria-labelledby={regionHeadingId(group.region)}>
            <h2 id={regionHeadingId(group.region)}>{group.region}</h2>
            <ul className="location-list">
              {group.locations.map((location) => (
                <li key={location.slug}>
                  <Link to={`/locations/${location.slug}`}>{location.name}</Link> <span className="muted">{location.county}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <QuoteCta
        title="Not on the list?"
        text="We cover the whole of the UK. Tell us your postcode and we will pass your request to vetted companies that serve your area."
      />
    </main>
  );
}
