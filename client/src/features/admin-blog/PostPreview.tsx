import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { messageOf } from '../../lib/apollo';
import { FormAlert } from '../../ui/Field';
import { PreviewPostHtmlQuery } from './blog.operations';
import { RenderedHtml } from '../../ui/RenderedHtml';

const PREVIEW_DELAY_MS = 500;

/** The post as the public page shows it: rendered by the server with the public pages' Markdown renderer. */
export function PostPreview({ title, bodyMarkdown }: { title: string; bodyMarkdown: string }) {
  const [previewSource, setPreviewSource] = useState(bodyMarkdown);
  useEffect(() => {
    const timer = window.setTimeout(() => setPreviewSource(bodyMarkdown), PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [bodyMarkdown]);
  const preview = useQuery(PreviewPostHtmlQuery, { variables: { markdown: previewSource } });
  return (
    <div className="post-editor-preview">
      <h2>Preview</h2>
      <article className="guide">
        {/* The page has one h1 (the editor's); the post's title shows as the preview's heading. */}
        {title && <h3 className="post-preview-title">{title}</h3>}
        {preview.error ? (
          <FormAlert>{messageOf(preview.error, 'The preview could not be rendered')}</FormAlert>
        ) : (
          // Trusted HTML: the server's renderer for the site's own Markdown, as on the public page.
          <RenderedHtml html={preview.data?.previewPostHtml ?? ''} />
        )}
      </article>
    </div>
  );
}
