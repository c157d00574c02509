import type { AdminPostQuery as PostData, PostInput } from '../../gql/graphql';
import type { ChosenImage } from '../../ui/admin/ImageField';

/** The post editor's form: its values as typed, to and from the API, and the unsaved copy kept in this browser. */
export type LoadedPost = NonNullable<PostData['adminPost']>;
export type Revision = LoadedPost['revisions'][number];

/** What the form holds: every field as typed (tags as one comma-separated line). */
export interface PostForm {
  title: string;
  slug: string;
  excerpt: string;
  bodyMarkdown: string;
  category: string;
  authorSlug: string;
  tags: string;
  coverImage: ChosenImage | null;
  coverImageAlt: string;
  seoTitle: string;
  seoDescription: string;
  canonical: string;
  aiAssisted: boolean;
}

export const EMPTY_FORM: PostForm = {
  title: '',
  slug: '',
  excerpt: '',
  bodyMarkdown: '',
  category: '',
  authorSlug: '',
  tags: '',
  coverImage: null,
  coverImageAlt: '',
  seoTitle: '',
  seoDescription: '',
  canonical: '',
  aiAssisted: false,
};
const storageKey = (id: string | undefined) => `admin-blog-unsaved:${id ?? 'new'}`;

export function formFromPost(post: LoadedPost): PostForm {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown,
    category: post.category,
    authorSlug: post.authorSlug,
    tags: post.tags.join(', '),
    coverImage: post.coverImage
      ? {
          id: post.coverImage.imageId,
          url: post.coverImage.url,
          srcSet: post.coverImage.srcSet,
          width: post.coverImage.width,
          height: post.coverImage.height,
        }
      : null,
    coverImageAlt: post.coverImage?.alt ?? '',
    seoTitle: post.seo.title ?? '',
    seoDescription: post.seo.description ?? '',
    canonical: post.seo.canonical ?? '',
    aiAssisted: post.aiAssisted,
  };
}

export function inputFromForm(form: PostForm): PostInput {
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    bodyMarkdown: form.bodyMarkdown,
    category: form.category,
    authorSlug: form.authorSlug,
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    coverImageId: form.coverImage?.id ?? null,
    coverImageAlt: form.coverImage ? form.coverImageAlt : null,
    seoTitle: form.seoTitle || null,
    seoDescription: form.seoDescription || null,
    canonical: form.canonical || null,
    aiAssisted: form.aiAssisted,
  };
}

export function readUnsaved(id: string | undefined): PostForm | null {
  try {
    const text = window.localStorage.getItem(storageKey(id));
    return text ? { ...EMPTY_FORM, ...(JSON.parse(text) as Partial<PostForm>) } : null;
  } catch {
    return null;
  }
}

export function writeUnsaved(id: string | undefined, form: PostForm | null) {
  try {
    if (form) window.localStorage.setItem(storageKey(id), JSON.stringify(form));
    else window.localStorage.removeItem(storageKey(id));
  } catch {
    // Storage full or disabled: the form still holds the text.
  }
}

/** The value of a datetime-local input for a moment, in the browser's time zone. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
