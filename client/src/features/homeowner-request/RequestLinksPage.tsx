import { useState, type FormEvent } from 'react';
import { Link } from '../../ui/Link';
import { HOMEOWNER_LINK_DAYS } from '../../../../common/homeownerRequest';
import { Head } from '../../ui/head';
import { FormAlert, TextField } from '../../ui/Field';
import { Honeypot } from '../../ui/Honeypot';
import { useFormValues, usePublicForm } from '../../lib/usePublicForm';
import type { HomeownerLinksInput } from '../../gql/graphql';
import { SendHomeownerLinksMutation } from './homeownerRequest.operations';

/** `/my-request`: a homeowner asks for new links to their request pages, by e-mail (docs/decisions/0041-homeowner-request-page.md). */
export function RequestLinksPage() {
  const { values, setValue } = useFormValues<{ email: string }>({ email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const publicForm = usePublicForm<HomeownerLinksInput, string>(
    (rules) => rules.homeownerLinksSchema,
    async (input, envelope, client) =>
      (await client.mutate({ mutation: SendHomeownerLinksMutation, variables: { input, ...envelope } })).data!.sendHomeownerRequestLinks
        .message,
  );
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const message = await publicForm.submit({ email: values.email });
    if (message) setSent(message);
  }
  return (
    <main className="container narrow" id="main">
      <Head
        title="Find your removal request"
        description="Get a new link to your spray foam removal request: your estimate and the companies that have your details."
        robots="noindex, follow"
      />
      <h1>Find your removal request</h1>
      <p className="lead">
        Each quote request has its own page: your estimate and which companies have your details. Lost the link, or has it expired? Enter
        the e-mail address you used and we will send a new link to each of your requests. Links work for {HOMEOWNER_LINK_DAYS} days.
      </p>
      {sent ? (
        <section className="summary-box" aria-live="polite">
          <p>{sent}</p>
          <p>
            Nothing arrived? <Link to="/contact">Contact us</Link> with your reference.
          </p>
        </section>
      ) : (
        <form className="quote-form" onSubmit={onSubmit} onFocus={publicForm.prepare} noValidate aria-labelledby="links-form">
          <fieldset>
            <legend id="links-form">Your e-mail address</legend>
            {publicForm.formError && <FormAlert>{publicForm.formError}</FormAlert>}
            <Honeypot {...publicForm.honeypotProps} />
            <TextField
              label="E-mail address"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => setValue('email', e.target.value)}
              error={publicForm.errors.email}
            />
            <p className="actions">
              <button className="button large" type="submit" disabled={publicForm.submitting}>
                {publicForm.submitting ? 'Sending…' : 'E-mail me my links'}
              </button>
            </p>
          </fieldset>
        </form>
      )}
    </main>
  );
}
