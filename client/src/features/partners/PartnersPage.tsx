import { useQuery } from '@apollo/client/react';
import { Link } from '../../ui/Link';
import { Head, useSiteUrl } from '../../ui/head';
import { ErrorScreen } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { PartnersQuery } from './partners.operations';

const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Partners', path: '/partners' },
];

/** /partners: the partner pages on the site (linked from the footer only while there is one). */
export function PartnersPage() {
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(PartnersQuery);
  if (loading && !data) return <PageLoading />;
  if (error || !data) return <ErrorScreen status={500} />;
  return (
    <main className="container narrow" id="main">
      <Head
        title="Our partners"
        description="The organisations this site works with, what each does and how we checked their qualifications."
        canonicalPath="/partners"
        jsonLd={[breadcrumbJsonLd(CRUMBS, siteUrl)]}
      />
      <Breadcrumbs items={CRUMBS} />
      <h1>Our partners</h1>
      {data.partners.length === 0 ? (
        <p className="lead">We have no partners to show at the moment.</p>
      ) : (
        <ul className="author-list">
          {data.partners.map((partner) => (
            <li key={partner.slug} className="card author-card">
              <h2>
                <Link to={`/partners/${partner.slug}`}>{partner.name}</Link>
              </h2>
              <p className="meta">
                {partner.role}
                {partner.demo && ' · demonstration, not a real organisation'}
              </p>
              <p>{partner.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
