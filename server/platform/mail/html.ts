/**
 * HTML for e-mail bodies. Every value interpolated into the `html` tag is escaped unless it is already
 * `SafeHtml` (the result of another `html` tag), so a homeowner's name like `<script>` arrives as text.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1];
  });
  return new SafeHtml(out);
}

/** A URL for an href: only http(s) and mailto links pass; anything else becomes `#`. */
export function safeUrl(url: string): string {
  return /^(https?:|mailto:)/i.test(url) ? url : '#';
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';

/** The shared inline-styled layout: e-mail clients ignore <style> blocks and external CSS. */
export function layout(options: { title: string; preheader: string; body: SafeHtml; footer: string }): string {
  return `<!doctype html>${html`<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${options.title}</title></head>
<body style="margin:0;padding:0;background:#f3f5f4;">
<div style="display:none;max-height:0;overflow:hidden;">${options.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f4;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px;">
<tr><td style="${FONT}background:#1f4e3d;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold;border-radius:6px 6px 0 0;">Spray Foam Removal UK</td></tr>
<tr><td style="${FONT}padding:24px;color:#1d2521;font-size:16px;line-height:1.5;">${options.body}</td></tr>
<tr><td style="${FONT}padding:16px 24px;color:#5b6660;font-size:13px;line-height:1.4;border-top:1px solid #e2e7e4;">${options.footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`}`;
}

export const styles = {
  h1: `${FONT}font-size:22px;margin:0 0 16px;color:#1d2521;`,
  h2: `${FONT}font-size:17px;margin:24px 0 8px;color:#1d2521;`,
  p: 'margin:0 0 12px;',
  highlight: 'margin:16px 0;padding:12px 16px;background:#eef5f1;border-left:4px solid #1f4e3d;',
  table: 'border-collapse:collapse;width:100%;margin:8px 0 16px;',
  th: `${FONT}text-align:left;padding:6px 12px 6px 0;color:#5b6660;font-weight:normal;vertical-align:top;white-space:nowrap;`,
  td: `${FONT}padding:6px 0;color:#1d2521;font-weight:bold;vertical-align:top;`,
  button: `${FONT}display:inline-block;background:#1f4e3d;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px;font-weight:bold;`,
} as const;
