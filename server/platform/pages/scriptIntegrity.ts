import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The site's own scripts in a page, trusted by their bytes (docs/decisions/0054-strict-dynamic-csp.md): each
 * module preload of a built file carries `integrity="sha384-…"`, the entry is added by an inline loader
 * with the same integrity, and the CSP names the loader's hash beside `'strict-dynamic'`. What a trusted script loads
 * (lazy chunks, the tag manager after consent) runs because it loaded it; a `<script src>` in the markup
 * that the site did not write runs for no origin.
 */

/** `sha384-<base64>` of a file's bytes: the value of an `integrity` attribute. */
export function subresourceIntegrity(bytes: Buffer | string) {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

/** Integrity values of the built files under `root` (dist/client), read once each; null for a file that is not there. */
export function builtFileIntegrity(root: string): (file: string) => string | null {
  const known = new Map<string, string | null>();
  return (file) => {
    let value = known.get(file);
    if (value === undefined) {
      const full = path.join(root, file);
      value = full.startsWith(root + path.sep) && fs.existsSync(full) ? subresourceIntegrity(fs.readFileSync(full)) : null;
      known.set(file, value);
    }
    return value;
  };
}

const OWN_SCRIPT_TAG = /<(script|link)\b([^>]*?)\s(src|href)="\/(assets\/[^"]+\.js)"([^>]*)>/g;

/** Adds `integrity` to every `<script src>` and `<link rel="modulepreload">` of a built file in the HTML. */
export function withIntegrity(html: string, integrityOf: (file: string) => string | null): string {
  return html.replace(OWN_SCRIPT_TAG, (tag, name: string, before: string, attribute: string, file: string, after: string) => {
    if (/\sintegrity=/.test(tag) || (name === 'link' && !/\srel="modulepreload"/.test(tag))) return tag;
    const integrity = integrityOf(file);
    if (!integrity) throw new Error(`The page names /${file}, which the client build does not have (dist/client)`);
    return `<${name}${before} ${attribute}="/${file}" integrity="${integrity}"${after}>`;
  });
}

/**
 * Turns each `<script type="module" src>` of the HTML into a module preload (same file, same integrity)
 * and an inline loader at the end of the body that adds the script. A module loaded by a parser-inserted
 * `<script src>` passes that on to what it imports, so under 'strict-dynamic' its lazy chunks would be
 * refused (measured in Chromium); a script added by a script is not parser-inserted, and neither are its
 * imports. Returns the HTML and the loaders' texts, which the CSP allows by hash.
 */
export function withEntryLoaders(html: string): { html: string; loaders: string[] } {
  const loaders: string[] = [];
  const out = html.replace(
    /<script type="module"([^>]*?) src="(\/assets\/[^"]+\.js)" integrity="([^"]+)"([^>]*)><\/script>/g,
    (_tag, before: string, src: string, integrity: string, after: string) => {
      loaders.push(
        `(()=>{const s=document.createElement('script');s.type='module';s.crossOrigin='anonymous';s.fetchPriority='low';s.integrity=${JSON.stringify(integrity)};s.src=${JSON.stringify(src)};document.body.appendChild(s)})()`,
      );
      return `<link rel="modulepreload"${before} href="${src}" integrity="${integrity}"${after}>`;
    },
  );
  return { html: out.replace('</body>', () => `${loaders.map((loader) => `<script>${loader}</script>`).join('')}</body>`), loaders };
}
