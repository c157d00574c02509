import { html, type SafeHtml } from './mail/html';

/**
 * A small page the server answers by itself, outside the React app: link outcomes (an expired download
 * link) and the local test checkout. Never indexed; readable without JavaScript.
 */
export function standalonePage(options: { title: string; body: SafeHtml }): string {
  return `<!doctype html>${html`<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${options.title} | Spray Foam Removal UK</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; color: #1f2933">
${options.body}
</body>
</html>`}`;
}
