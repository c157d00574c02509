import { readFileSync } from 'node:fs';
import { matchPath } from 'react-router-dom';
import { pathBelow, paths, patternOf, withQuery, type PathWithParameter } from '../../client/src/lib/paths';
import { COMPANY_PAGES } from '../../client/src/app/companyPages';

const patterns = (table: Record<string, string | PathWithParameter>) =>
  Object.entries(table).map(([name, path]) => [name, patternOf(path)] as const);

describe('the route table of the company and admin areas (docs/client-routes.md)', () => {
  it('builds an address with an id, encoded, and keeps the route pattern beside it', () => {
    expect(paths.company.lead('abc123')).toBe('/company/lead/abc123');
    expect(paths.company.leadPayment('a/b')).toBe('/company/lead/a%2Fb/payment');
    expect(paths.company.leadPayment.path).toBe('/company/lead/:id/payment');
    expect(paths.admin.author('jane-smith')).toBe('/admin/authors/edit/jane-smith');
    // The address a builder makes is one its route matches, with the same id.
    expect(matchPath(paths.admin.certificate.path, paths.admin.certificate('C-7'))?.params).toEqual({ id: 'C-7' });
  });

  it('adds a query string, leaving out empty values', () => {
    expect(withQuery(paths.admin.leads, { q: 'SFR 1', from: '' })).toBe('/admin/leads?q=SFR+1');
    expect(withQuery(paths.admin.payments, { kind: 'LEAD_PURCHASE', status: 'SUCCEEDED' })).toBe(
      '/admin/payments?kind=LEAD_PURCHASE&status=SUCCEEDED',
    );
    expect(withQuery(paths.admin.outreach, {})).toBe('/admin/outreach');
  });

  it('routes every company address in the company area’s one list, and no page twice', () => {
    const routed = COMPANY_PAGES.map((page) => patternOf(page.path));
    expect(new Set(routed).size).toBe(routed.length);
    const unrouted = patterns(paths.company).filter(([name, pattern]) => name !== 'root' && !routed.includes(pattern));
    expect(unrouted).toEqual([]);
    expect(routed.every((pattern) => pattern.startsWith(`${paths.company.root}/`))).toBe(true);
    expect(pathBelow(paths.company.root, paths.company.lead)).toBe('lead/:id');
  });

  it('lets anyone open only the sign-in pages of the company area', () => {
    const open = COMPANY_PAGES.filter((page) => page.access === 'anyone').map((page) => page.path);
    expect(open).toEqual([paths.company.login, paths.company.setPassword, paths.company.forgotPassword]);
  });

  it('builds the company bar’s menu from the same list, in its order', () => {
    expect(COMPANY_PAGES.filter((page) => page.menu).map((page) => [page.menu, page.path])).toEqual([
      ['Available leads', '/company/available-leads'],
      ['My leads', '/company/my-leads'],
      ['Lead preferences', '/company/lead-preferences'],
      ['Team', '/company/team'],
      ['Vetting', '/company/vetting'],
      ['Reviews', '/company/reviews'],
      ['Billing', '/company/billing'],
      ['Profile', '/company/profile'],
      ['Webhooks', '/company/webhooks'],
      ['API keys', '/company/api-keys'],
    ]);
    expect(COMPANY_PAGES.filter((page) => page.menu).every((page) => page.access === 'company')).toBe(true);
  });

  it('routes every admin address in the admin area’s lists', () => {
    // The admin screens are not imported here: their lazy chunks are the browser's. Their lists name each address once.
    const read = (file: string) => readFileSync(`client/src/app/${file}`, 'utf8');
    const lists = read('adminSections.tsx');
    const area = read('AdminArea.tsx');
    const named = (name: string) => (lists.match(new RegExp(`path: paths\\.admin\\.${name}\\b`, 'g')) ?? []).length;
    const elsewhere = ['root', 'login', 'register'];
    expect(Object.keys(paths.admin).filter((name) => !elsewhere.includes(name) && named(name) !== 1)).toEqual([]);
    expect(elsewhere.filter((name) => !area.includes(`paths.admin.${name}`))).toEqual([]);
    expect(lists).not.toMatch(/path: '/);
  });
});
