import { lazy, Suspense } from 'react';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { ImageField } from '../../ui/admin/ImageField';
import type { PostDraft } from './usePostDraft';

// CodeMirror is the largest part of the editor: it loads on its own while a plain textarea stands in.
const MarkdownEditor = lazy(() => import('./MarkdownEditor'));

type Options = ReadonlyArray<{ slug: string; name: string }>;

/** The post itself: title, address, excerpt, category, author, tags, cover image and the Markdown body. */
export function PostFields({ draft, categories, authors }: { draft: PostDraft; categories: Options; authors: Options }) {
  const { form, set, errors } = draft;
  return (
    <>
      <TextField
        label="Title"
        value={form.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
        maxLength={120}
        required
      />
      <TextField
        label="Slug"
        hint={`The address: /blog/${form.slug || '…'}${draft.slugEdited ? '' : ' (follows the title until you edit it)'}`}
        value={form.slug}
        onChange={(e) => draft.editSlug(e.target.value)}
        error={errors.slug}
      />
      <TextAreaField
        label="Excerpt"
        hint="A sentence or two for listings (20–300 characters)."
        rows={3}
        value={form.excerpt}
        onChange={(e) => set('excerpt', e.target.value)}
        error={errors.excerpt}
      />
      <SelectField
        label="Category"
        placeholder="Choose a category"
        options={categories.map((c) => ({ value: c.slug, label: c.name }))}
        value={form.category}
        onChange={(e) => set('category', e.target.value)}
        error={errors.category}
      />
      <SelectField
        label="Author"
        placeholder="Choose an author"
        options={authors.map((a) => ({ value: a.slug, label: a.name }))}
        value={form.authorSlug}
        onChange={(e) => set('authorSlug', e.target.value)}
        error={errors.authorSlug}
      />
      <TextField
        label="Tags"
        hint="Separated by commas, e.g. lenders, valuation."
        value={form.tags}
        onChange={(e) => set('tags', e.target.value)}
        error={errors.tags ?? errors['tags.0']}
      />
      <ImageField
        image={form.coverImage}
        alt={form.coverImageAlt}
        errors={{ image: errors.coverImageId, alt: errors.coverImageAlt }}
        onChange={({ image, alt }) => draft.setCover(image, alt)}
      />
      <Suspense
        fallback={
          <TextAreaField
            label="Body (Markdown)"
            className="post-editor-body"
            rows={22}
            value={form.bodyMarkdown}
            onChange={(e) => set('bodyMarkdown', e.target.value)}
            error={errors.bodyMarkdown}
            spellCheck
          />
        }
      >
        <MarkdownEditor
          label="Body (Markdown)"
          value={form.bodyMarkdown}
          onChange={(value) => set('bodyMarkdown', value)}
          error={errors.bodyMarkdown}
        />
      </Suspense>
      <label className="checkbox">
        <input type="checkbox" checked={form.aiAssisted} onChange={(e) => set('aiAssisted', e.target.checked)} /> Written with the help of
        AI tools (said on the page)
      </label>
    </>
  );
}
