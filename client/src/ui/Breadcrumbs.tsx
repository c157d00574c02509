import { Link } from './Link';

export interface Crumb {
  name: string;
  path: string;
}

const absolute = (siteUrl: string, path: string) => `${siteUrl.replace(/\/$/, '')}${path}`;

/** A visible breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      {items.map((item, index) =>
        index === items.length - 1 ? (
          <span key={item.path} aria-current="page">
            {item.name}
          </span>
        ) : (
          <span key={item.path}>
            <Link to={item.path}>{item.name}</Link> ›{' '}
          </span>
        ),
      )}
    </nav>
  );
}

/** The same trail as schema.org BreadcrumbList structured data. */
export function breadcrumbJsonLd(items: Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(siteUrl, item.path),
    })),
  };
}

export function absoluteUrl(siteUrl: string, path: string) {
  return absolute(siteUrl, path);
}
