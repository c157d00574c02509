import { useState, type FormEvent } from 'react';
import { GUEST_POST_LIMITS } from '../../../../common/formOptions';
import { FormAlert, TextAreaField, TextField } from '../../ui/Field';
import { ConsentFields } from '../../ui/ContactFields';
import { Honeypot } from '../../ui/Honeypot';
import { useFormValues, usePublicForm } from '../../lib/usePublicForm';
import type { GuestPostInput } from '../../gql/graphql';
import { SubmitGuestPostMutation } from './guestPosts.operations';

const EMPTY = { title: '', bodyMarkdown: '', name: '', email: '', bio: '', website: '', terms: false };

/** The guest post submission form, then its receipt. */
export function GuestPostForm() {
  const { values, setValue, text } = useFormValues(EMPTY);
  const [reference, setReference] = useState<string | null>(null);
  const form = usePublicForm<GuestPostInput, { reference: string }>(
    (rules) => rules.guestPostSchema,
    async (input, envelope, client) =>
      (await client.mutate({ mutation: SubmitGuestPostMutation, variables: { input, ...envelope } })).data!.submitGuestPost,
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

  return reference ? (
    <FormAlert tone="success">
      Thank you: your article is with our editors and is under review. Your reference is <strong>{reference}</strong>. We have sent a
      confirmation to your e-mail address.
    </FormAlert>
  ) : (
    <form className="quote-form" onSubmit={onSubmit} onFocus={form.prepare} noValidate>
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
  );
}
