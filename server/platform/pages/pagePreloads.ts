interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

/** A built chunk the browser is to fetch before the page's code asks for it: its address and `integrity` value. */
export interface ModulePreload {
  href: string;
  integrity: string | null;
}

/**
 * The chunks of the lazy pages a render used (their ids, as in `window.__PAGES__`): each page's chunk and its
 * static imports, from the client build's manifest (`pages` maps a page id to the manifest keys of the modules it
 * loads, see the page-modules plugin in client/vite.config.mts). The page names them in `window.__PRELOADS__`,
 * and the browser preloads them all at once after its first paint (client/src/entry-client.tsx), not one round
 * trip after another. Files the template already loads are left out; unknown ids are ignored.
 */
export function pagePreloader(
  manifest: ClientManifest,
  pages: Record<string, readonly string[]>,
  template: string,
  /** Each file's `integrity` value (./scriptIntegrity.ts), so a preload fetches exactly the built bytes. */
  integrityOf: (file: string) => string | null = () => null,
): (ids: readonly string[]) => ModulePreload[] {
  const inTemplate = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  const closure = (key: string, files: string[] = [], seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return files;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, files, seen);
    return files;
  };
  const filesOf = new Map(
    Object.entries(pages).map(([id, keys]) => {
      const files: string[] = [];
      const seen = new Set<string>();
      for (const key of keys) closure(key, files, seen);
      return [id, files];
    }),
  );
  return (ids) => {
    const files = new Set(ids.flatMap((id) => filesOf.get(id) ?? []).filter((file) => !inTemplate.has(file)));
    return [...files].map((file) => ({ href: `/${file}`, integrity: integrityOf(file) }));
  };
}
