import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import { useQuery } from '@apollo/client/react';
import { Head, useSiteUrl } from '../../ui/head';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { formatLondonDate } from '../../lib/dates';
import { GuestPostsQuery } from './guestPosts.operations';

const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Write a guest post', path: '/guest-post' },
];
const TITLE = 'Write a guest post';
const DESCRIPTION =
  'Surveyors, removal contractors, lenders’ advisers and homeowners: share what you know about spray foam insulation and its removal with UK homeowners. Our guidelines and the submission form.';

/**
 * The guidelines, the submission form, and the guest posts published so far. `form` is GuestPostForm, as
 * routes.tsx places it: an island, hydrated on its own (docs/decisions/0021-text-pages-hydrate-islands.md).
 */
export function GuestPostPage({ form }: { form: ReactNode }) {
  const siteUrl = useSiteUrl();
  const published = useQuery(GuestPostsQuery);
  const posts = published.data?.guestPosts.nodes ?? [];

  return (
    <main className="container narrow" id="main">
      <Head title={TITLE} description={DESCRIPTION} canonicalPath="/guest-post" jsonLd={[breadcrumbJsonLd(CRUMBS, siteUrl)]} />
      <Breadcrumbs items={CRUMBS} />
      <h1>{TITLE}</h1>
      <p className="lead">
        Do you survey, remove, finance or live with spray foam insulation? Homeowners reading this site want practical, accurate advice from
        people who know the subject. Send us an article and, if it fits, we will publish it with your name and a short bio.
      </p>

      <section aria-labelledby="guidelines">
        <h2 id="guidelines">Our guidelines</h2>
        <h3>Topics we publish</h3>
        <ul>
          <li>Identifying open-cell and closed-cell foam, and what surveys find in roof spaces</li>
          <li>Mortgages, valuations, equity release and selling a home with spray foam</li>
          <li>Removal methods, health and safety during removal, waste and making good</li>
          <li>Condensation, ventilation, timber decay and re-insulating a loft properly afterwards</li>
          <li>Regulations and guidance that apply in the UK, explained for homeowners</li>
        </ul>
        <h3>What we ask of every article</h3>
        <ul>
          <li>
            <strong>Original work.</strong> Not published anywhere else, and not generated wholesale by an AI tool.
          </li>
          <li>
            <strong>Accurate and fair.</strong> Say where facts come from, and do not overstate risks or costs. UK context and British
            English.
          </li>
          <li>
            <strong>Useful, not promotional.</strong> You may mention your business in your bio, but the article itself must not sell.
          </li>
          <li>
            <strong>No paid links.</strong> We do not accept payment for publication or for links, and every link in a guest post is marked
            as such for search engines.
          </li>
          <li>
            <strong>Up to about 3,000 words</strong> (20,000 characters). Write in Markdown: <code>## headings</code>, <code>**bold**</code>
            , <code>_italics_</code>, lists, <code>&gt; quotes</code> and <code>[links](https://…)</code>. Images, embedded media and other
            HTML are removed.
          </li>
        </ul>
        <p>
          We edit for clarity, length and house style, and we may decline an article without giving detailed reasons. An editor reads every
          submission, usually within ten working days.
        </p>
      </section>

      <section aria-labelledby="submit-article">
        <h2 id="submit-article">Send your article</h2>
        {form}
      </section>

      {posts.length > 0 && (
        <section aria-labelledby="published-guest-posts">
          <h2 id="published-guest-posts">Published guest posts</h2>
          <ul className="post-list compact">
            {posts.map((post) => (
              <li key={post.id} className="card post-card">
                <h3>
                  <Link to={`/guest-posts/${post.slug}`}>{post.title}</Link>
                </h3>
                <p className="meta">
                  By {post.author.name}
                  {post.publishedAt && (
                    <>
                      {' '}
                      · <time dateTime={post.publishedAt}>{formatLondonDate(post.publishedAt)}</time>
                    </>
                  )}
                </p>
                <p>{post.excerpt}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
