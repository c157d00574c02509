import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;
const GENERATED_DOCUMENTS = path.resolve(root, 'src/gql/graphql.ts');

/**
 * Replaces each `graphql(`query Name …`)` call with the `NameDocument` that codegen wrote to
 * src/gql/graphql.ts, inlined, as the client preset's Babel plugin does. A chunk then holds exactly the
 * documents it uses: neither the map in src/gql/gql.ts (every operation) nor a shared module of all
 * documents (the admin ones too) reaches a public page.
 */
function graphqlDocuments(): Plugin {
  let documents: Map<string, string> | null = null;
  let loadedAt = 0;
  const load = () => {
    // Read again whenever codegen rewrote the file (npm run dev keeps the plugin running).
    const modified = fs.statSync(GENERATED_DOCUMENTS).mtimeMs;
    if (documents && modified === loadedAt) return documents;
    loadedAt = modified;
    const source = fs.readFileSync(GENERATED_DOCUMENTS, 'utf8');
    const found = new Map<string, string>();
    for (const match of source.matchAll(/^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm))
      found.set(match[1], match[2]);
    documents = found;
    return found;
  };
  return {
    name: 'sfr:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || !file.startsWith(path.join(root, 'src')) || file.startsWith(path.join(root, 'src/gql'))) return null;
      if (!code.includes('graphql(`')) return null;
      const known = load();
      let replaced = 0;
      const out = code.replace(/\bgraphql\(\s*`([\s\S]*?)`\s*\)/g, (_call, document: string) => {
        const match = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/.exec(document);
        if (!match) throw new Error(`${file}: every graphql() document needs an operation name`);
        const name = match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
        const json = known.get(name);
        if (!json) throw new Error(`${file}: ${name} is not in src/gql/graphql.ts: run npm run codegen`);
        replaced += 1;
        return `(${json})`;
      });
      if (!replaced) return null;
      return { code: out.replace(/^import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*\/gql['"];?[ \t]*$/m, ''), map: null };
    },
  };
}

/**
 * Writes dist/client/.vite/pages.json: each lazy page's id (the first argument of `lazyPage` in
 * src/app/routes.tsx) with the source modules it loads, the keys of their chunks in .vite/manifest.json: its
 * own, and Apollo Client's for a page that queries. The server reads both to name a page's chunks in its HTML
 * (modulepreload), so the browser fetches them alongside the entry instead of after it.
 */
function pageModules(): Plugin {
  const ROUTES = path.join(root, 'src/app/routes.tsx');
  const pages = new Map<string, string[]>();
  let ssr = false;
  return {
    name: 'sfr:page-modules',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async transform(code, id) {
      if (ssr || id.split('?')[0] !== ROUTES) return null;
      const moduleKey = (resolved: { id: string }) => path.relative(root, resolved.id.split('?')[0]).split(path.sep).join('/');
      const apolloClient = await this.resolve('../lib/apolloClient', id);
      if (!apolloClient) this.error('routes.tsx: cannot resolve ../lib/apolloClient');
      for (const match of code.matchAll(/lazyPage\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
        const resolved = await this.resolve(match[2], id);
        if (!resolved) this.error(`routes.tsx: cannot resolve ${match[2]} of the lazy page ${match[1]}`);
        // A page that queries loads Apollo Client with its code (src/app/withApollo.tsx); one with
        // `queries: false` in its options does not (docs/decisions/0022-apollo-client-on-use.md).
        const declaration = code.slice(match.index, code.indexOf('\nconst ', match.index + 1));
        const queries = !/\bqueries:\s*false\b/.test(declaration);
        pages.set(match[1], queries ? [moduleKey(resolved), moduleKey(apolloClient)] : [moduleKey(resolved)]);
      }
      return null;
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: '.vite/pages.json', source: JSON.stringify(Object.fromEntries(pages), null, 2) });
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes `.br` and `.gz` beside every compressible asset of the browser build; the server sends those. */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'sfr:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const files: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) {
            if (!entry.name.startsWith('.')) walk(full);
          } else if (/\.(js|mjs|css|svg|json|ttf|txt|xml|map)$/.test(entry.name) && fs.statSync(full).size >= 1024) files.push(full);
        }
      };
      walk(outDir);
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.promises.readFile(file);
          // Maximum Brotli for what public pages load; a faster level for the big files of the playground's editor.
          const quality = content.length > 256 * 1024 ? 6 : 11;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The public pages' critical path (client/index.html only): the stylesheet is inlined, so the first paint
 * waits for no request but the page; the scripts, which only hydrate a page the server already rendered,
 * load at low priority so they do not take the bandwidth the first paint needs.
 */
function criticalPath(): Plugin {
  return {
    name: 'sfr:critical-path',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (path.basename(context.filename) !== 'index.html' || !context.bundle) return html;
        const bundle = context.bundle;
        return html
          .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
            const asset = bundle[file];
            if (!asset || asset.type !== 'asset') return tag;
            return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
          })
          .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
          .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [graphqlDocuments(), pageModules(), react(), criticalPath(), precompress()],
  // rxjs (under Apollo Client) ships an ES2015 build behind this condition: native classes instead of its
  // default ES5 build's tslib helpers, so less code.
  resolve: { conditions: [...defaultClientConditions, 'es2015'] },
  build: {
    outDir: path.resolve(root, '../dist/client'),
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: the chunk graph scripts/checkBundle.mjs reads.
    manifest: true,
    // A lazily loaded chunk's JavaScript dependencies are fetched when it loads rather than listed in every
    // chunk that imports it: the table of them cost every public page 1.3 KB of gzip in the entry (the
    // dependencies then arrive one round trip after the page's chunk, before hydration, after the first
    // paint). Stylesheets of lazy chunks (the playground's editor) are still loaded up front.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
    rollupOptions: {
      input: { main: path.resolve(root, 'index.html'), playground: path.resolve(root, 'playground.html') },
      output: {
        // React, the router and Apollo Client in one chunk, shared by pages hydrated whole and by text pages'
        // islands: one file, compressed as one, instead of a dozen small shared chunks (each compressed
        // without the others' context). The entry itself loads none of it (docs/decisions/0021-text-pages-hydrate-islands.md).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The server bundle carries its dependencies (React, the router, Apollo Client, rxjs): one module for Node
  // to load instead of some hundreds, a third of a cold start's wait for its first page
  // (docs/decisions/0036-firestore-loaded-at-first-use.md). `npm run dev` keeps them external.
  ssr: { noExternal: isSsrBuild ? true : [] },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // The dev pre-bundler cannot follow GraphiQL's `?worker` imports; the playground is served unbundled in dev.
  optimizeDeps: {
    entries: ['index.html'],
    exclude: ['graphiql', '@graphiql/react', '@graphiql/toolkit', 'monaco-editor', 'monaco-graphql'],
  },
}));
