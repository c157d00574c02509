import { useQuery } from '@apollo/client/react';
import { Link } from '../../ui/Link';
import { Head, useSiteUrl } from '../../ui/head';
import { ErrorScreen } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { AuthorsQuery } from './authors.operations';

const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Our authors', path: '/authors' },
];

/** The editorial team: who writes the guides and articles, and what they know about. */
export function AuthorsPage() {
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(AuthorsQuery);
  if (loading && !data) return <PageLoading />;
  if (error || !data) return <ErrorScreen status={500} />;
  return (
    <main className="container narrow" id="main">
      <Head
        title="Our authors: the team behind our spray foam guides"
        description="Who writes and reviews the spray foam removal guides on this site, what each author does and how we checked their qualifications."
        canonicalPath="/authors"
        jsonLd={[breadcrumbJsonLd(CRUMBS, siteUrl)]}
      />
      <Breadcrumbs items={CRUMBS} />
      <h1>Our authors</h1>
      <p className="lead">
        Who writes and reviews the guides and articles on this site. Each profile lists the author’s qualifications with how we checked
        them, and says so plainly when there are none to show.
      </p>
      <ul className="author-list">
        {data.authors.map((author) => (
          <li key={author.slug} className="card author-card">
            {author.portraitUrl && (
              <img className="author-portrait" src={author.portraitUrl} alt="" width={64} height={64} loading="lazy" />
            )}
            <h2>
              <Link to={`/authors/${author.slug}`}>{author.name}</Link>
            </h2>
            <p className="meta">
              {author.jobTitle}
              {author.demo && ' · demonstration profile, not a real person'}
            </p>
            <p>{author.summary}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
