import { documentTitle } from '../../ui/head';
import { TextAreaField, TextField } from '../../ui/Field';
import type { PostDraft } from './usePostDraft';

const SEO_TITLE_MAX = 60;
const SEO_DESCRIPTION_MAX = 160;

/** What search engines show of the post, with a preview of the search result. */
export function PostSearchFields({ draft: { form, set, errors } }: { draft: PostDraft }) {
  const searchTitle = documentTitle(form.seoTitle || form.title || 'Post title');
  const searchDescription = form.seoDescription || form.excerpt;
  return (
    <fieldset>
      <legend>Search engines</legend>
      <TextField
        label="SEO title"
        hint={`${form.seoTitle.length} / ${SEO_TITLE_MAX} characters. Leave empty to use the title.`}
        value={form.seoTitle}
        onChange={(e) => set('seoTitle', e.target.value)}
        error={
          errors.seoTitle ??
          (form.seoTitle.length > SEO_TITLE_MAX ? `Search engines cut titles after about ${SEO_TITLE_MAX} characters` : undefined)
        }
      />
      <TextAreaField
        label="Meta description"
        hint={`${form.seoDescription.length} / ${SEO_DESCRIPTION_MAX} characters. Leave empty to use the excerpt.`}
        rows={3}
        value={form.seoDescription}
        onChange={(e) => set('seoDescription', e.target.value)}
        error={
          errors.seoDescription ??
          (form.seoDescription.length > SEO_DESCRIPTION_MAX
            ? `Search engines cut descriptions after about ${SEO_DESCRIPTION_MAX} characters`
            : undefined)
        }
      />
      <TextField
        label="Canonical URL (optional)"
        hint="Only when the post first appeared elsewhere: its full address there."
        value={form.canonical}
        onChange={(e) => set('canonical', e.target.value)}
        error={errors.canonical}
        inputMode="url"
      />
      <div className="search-preview" aria-label="Search result preview">
        <div className="search-preview-url">/blog/{form.slug}</div>
        <div className="search-preview-title">{searchTitle}</div>
        <div className="search-preview-description">
          {searchDescription.length > SEO_DESCRIPTION_MAX ? `${searchDescription.slice(0, SEO_DESCRIPTION_MAX - 1)}…` : searchDescription}
        </div>
      </div>
    </fieldset>
  );
}
