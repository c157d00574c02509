import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { GUEST_POST_LIMITS } from '../../../../common/formOptions';
import { Head, useSiteUrl } from '../../ui/head';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../ui/Breadcrumbs';
import { FormAlert, TextAreaField, TextField } from '../../ui/Field';
import { ConsentFields } from '../../ui/ContactFields';
import { Honeypot } from '../../ui/Honeypot';
import { useFormValues, usePublicForm } from '../../lib/usePublicForm';
import { formatLondonDate } from '../../lib/dates';
import type { GuestPostInput } from '../../gql/graphql';
import { GuestPostsQuery, SubmitGuestPostMutation } from './guestPosts.operations';

const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Write a guest post', path: '/guest-post' },
];
const TITLE = 'Write a guest post';
const DESCRIPTION =
  'Surveyors, removal contractors, lenders’ advisers and homeowners: share what you know about spray foam insulation and its removal with UK homeowners. Our guidelines and the submission form.';

const EMPTY = { title: '', bodyMarkdown: '', name: '', email: '', bio: '', website: '', terms: false };

/** The guidelines, the submission form, and the guest posts published so far. */
export function GuestPostPage() {
  const siteUrl = useSiteUrl();
  const { values, setValue, text } = useFormValues(EMPTY);
  const [reference, setReference] = useState<string | null>(null);
  const [send] = useMutation(SubmitGuestPostMutation);
  const published = useQuery(GuestPostsQuery);
  const form = usePublicForm<GuestPostInput, { reference: string }>(
    (rules) => rules.guestPostSchema,
    async (input, envelope) => (await send({ variables: { input, ...envelope } })).data!.submitGuestPost,
  );
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const receipt = await form.submit({
      title: values.title,
      bodyMarkdown: values.bodyMarkdown,
      author: { name: values.name, email: values.email, bio: values.bio, website: values.website },
      consent: { terms: values.terms, marketing: false },
    });
    if (receipt) setReference(receipt.reference);
  }

  const bodyLength = values.bodyMarkdown.trim().length;
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
        {reference ? (
          <FormAlert tone="success">
            Thank you: your article is with our editors and is under review. Your reference is <strong>{reference}</strong>. We have sent a
            confirmation to your e-mail address.
          </FormAlert>
        ) : (
          <form className="quote-form" onSubmit={onSubmit} noValidate>
            {form.formError && <FormAlert>{form.formError}</FormAlert>}
            <Honeypot {...form.honeypotProps} />
            <TextField
              label="Title"
              name="title"
              maxLength={GUEST_POST_LIMITS.titleMax}
              value={values.title}
              onChange={text('title')}
              error={form.errors.title}
              hint={`${GUEST_POST_LIMITS.titleMin}–${GUEST_POST_LIMITS.titleMax} characters`}
            />
            <TextAreaField
              label="Your article (Markdown)"
              name="bodyMarkdown"
              rows={18}
              maxLength={GUEST_POST_LIMITS.bodyMax}
              value={values.bodyMarkdown}
              onChange={text('bodyMarkdown')}
              error={form.errors.bodyMarkdown}
              hint={`${bodyLength.toLocaleString('en-GB')} of ${GUEST_POST_LIMITS.bodyMin}–${GUEST_POST_LIMITS.bodyMax.toLocaleString('en-GB')} characters`}
            />
            <TextField
              label="Your name"
              name="authorName"
              autoComplete="name"
              value={values.name}
              onChange={text('name')}
              error={form.errors['author.name']}
            />
            <TextField
              label="Email"
              name="authorEmail"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={text('email')}
              error={form.errors['author.email']}
              hint="For the editor only: we never publish it"
            />
            <TextAreaField
              label="A short bio"
              name="authorBio"
              rows={3}
              maxLength={GUEST_POST_LIMITS.bioMax}
              value={values.bio}
              onChange={text('bio')}
              error={form.errors['author.bio']}
              hint={`Shown with your article: who you are and what you do. Up to ${GUEST_POST_LIMITS.bioMax} characters.`}
            />
            <TextField
              label="Your website (optional)"
              name="authorWebsite"
              type="url"
              autoComplete="url"
              placeholder="https://"
              value={values.website}
              onChange={text('website')}
              error={form.errors['author.website']}
            />
            <ConsentFields terms={values.terms} onTermsChange={(checked) => setValue('terms', checked)} errors={form.errors}>
              This is my own original work, and I agree to the <a href="/terms">terms</a> and <a href="/privacy-policy">privacy policy</a>
            </ConsentFields>
            <button className="button" type="submit" disabled={form.submitting}>
              {form.submitting ? 'Sending…' : 'Send my article for review'}
            </button>
          </form>
        )}
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
