/**
 * HTML made by the server's one Markdown renderer (server/platform/safeMarkdown.ts), which sanitises it to one
 * policy (docs/decisions/0052-one-markdown-renderer.md). The only way a page shows HTML that came as data
 * (eslint.config.mjs refuses `dangerouslySetInnerHTML` anywhere else): pass it nothing but a field the server
 * documents as rendered there, never text someone wrote.
 */
export function RenderedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
