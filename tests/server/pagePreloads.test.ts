import { pagePreloader } from '../../server/platform/pages/pagePreloads';

const manifest = {
  'index.html': { file: 'assets/main-1.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'src/features/content/GuidePage.tsx': { file: 'assets/GuidePage-1.js', imports: ['_shared-1.js', '_useQuery-1.js'] },
  '_useQuery-1.js': { file: 'assets/useQuery-1.js', imports: ['_shared-1.js'] },
  'src/features/home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_useQuery-1.js'] },
  'src/features/enquiries/ContactPage.tsx': { file: 'assets/ContactPage-1.js', imports: ['_shared-1.js'] },
  'src/lib/apolloClient.ts': { file: 'assets/apolloClient-1.js', imports: ['_shared-1.js'] },
};
const pages = {
  guide: ['src/features/content/GuidePage.tsx', 'src/lib/apolloClient.ts'],
  home: ['src/features/home/HomePage.tsx', 'src/lib/apolloClient.ts'],
  contact: ['src/features/enquiries/ContactPage.tsx'],
};
const template =
  '<script type="module" crossorigin src="/assets/main-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js">';

describe('the chunks to preload for the pages a render used', () => {
  const preloader = pagePreloader(manifest, pages, template, (file) => `sha384-${file}`);
  const preloads = (ids: string[]) => preloader(ids).map((preload) => preload.href);

  it("names a page's chunk and its static imports, leaving out what the template already loads", () => {
    expect(preloader(['guide'])).toEqual([
      { href: '/assets/GuidePage-1.js', integrity: 'sha384-assets/GuidePage-1.js' },
      { href: '/assets/useQuery-1.js', integrity: 'sha384-assets/useQuery-1.js' },
      { href: '/assets/apolloClient-1.js', integrity: 'sha384-assets/apolloClient-1.js' },
    ]);
  });

  it("names Apollo Client's chunk for a page that queries, and not for one that only sends a form", () => {
    expect(preloads(['home'])).toContain('/assets/apolloClient-1.js');
    expect(preloads(['contact'])).toEqual(['/assets/ContactPage-1.js']);
  });

  it('names a shared chunk once for several pages, and ignores unknown ids', () => {
    const files = preloads(['guide', 'home', 'no-such-page']);
    expect(files.filter((file) => file === '/assets/useQuery-1.js')).toHaveLength(1);
    expect(files.filter((file) => file === '/assets/apolloClient-1.js')).toHaveLength(1);
    expect(files).toContain('/assets/HomePage-1.js');
    expect(preloads([])).toEqual([]);
  });
});
