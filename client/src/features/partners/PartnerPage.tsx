import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { Head, useSiteUrl } from '../../ui/head';
import { NotFound, ErrorScreen } from '../../ui/ErrorScreen';
import { PageLoading } from '../../ui/ClientOnly';
import { Breadcrumbs, absoluteUrl, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { QuoteCta } from '../../ui/QuoteCta';
import { DemoProfileNotice, ProfileLinks, ProfileQualifications } from '../../ui/ProfileDetails';
import { formatLondonDate } from '../../lib/dates';
import { PartnerQuery } from './partners.operations';
import { RenderedHtml } from '../../ui/RenderedHtml';

/** A partner's page, managed in the admin console (/admin/partners). */
export function PartnerPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const siteUrl = useSiteUrl();
  const { data, loading, error } = useQuery(PartnerQuery, { variables: { slug } });
  if (loading && !data) return <PageLoading />;
  if (error) return <ErrorScreen status={500} />;
  const partner = data?.partner;
  if (!partner) return <NotFound path={`/partners/${slug}`} />;

  const path = `/partners/${partner.slug}`;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Partners', path: '/partners' },
    { name: partner.name, path },
  ];
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: partner.name,
    description: partner.summary,
    url: absoluteUrl(siteUrl, path),
    logo: partner.photo ? absoluteUrl(siteUrl, partner.photo.url) : undefined,
    sameAs: partner.links.length ? partner.links.map((link) => link.url) : undefined,
  };

  return (
    <main className="container narrow" id="main">
      <Head
        title={partner.demo ? `${partner.name} (demonstration)` : `${partner.name}: our partner`}
        description={partner.summary}
        canonicalPath={path}
        robots={partner.demo ? 'noindex, follow' : undefined}
        // A demonstration page describes no real organisation: no structured data claims one.
        jsonLd={partner.demo ? [breadcrumbJsonLd(crumbs, siteUrl)] : [organization, breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      {partner.demo && <DemoProfileNotice kind="partner" />}
      <article>
        <div className="author-heading">
          {partner.photo && (
            <img
              className="author-portrait"
              src={partner.photo.url}
              srcSet={partner.photo.srcSet || undefined}
              sizes={partner.photo.srcSet ? '96px' : undefined}
              alt={partner.photo.alt}
              width={96}
              height={96}
            />
          )}
          <div>
            <h1>{partner.name}</h1>
            <p className="meta">{partner.role}</p>
          </div>
        </div>
        <p className="meta">Updated {formatLondonDate(partner.updated)}</p>
        <p className="lead">{partner.summary}</p>
        <ProfileQualifications items={partner.qualifications} />
        <RenderedHtml className="prose" html={partner.html} />
        <ProfileLinks items={partner.links} />
      </article>
      <QuoteCta />
    </main>
  );
}
