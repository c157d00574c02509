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
        description="Meet the editor and writers behind our spray foam removal guides: a former mortgage adviser, a building surveyor and an environmental health specialist."
        canonicalPath="/authors"
        jsonLd={[breadcrumbJsonLd(CRUMBS, siteUrl)]}
      />
      <Breadcrumbs items={CRUMBS} />
      <h1>Our authors</h1>
      <p className="lead">
        Every guide and article on this site is written or edited by people who have worked in mortgages, building surveying or health and
        safety. Here is who they are.
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
            <p className="meta">{author.jobTitle}</p>
            <p>{author.summary}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
