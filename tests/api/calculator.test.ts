import { estimateRemoval, formatPounds } from '../../common/calculator';
import { serverInfo } from '../support/api';

const range = (low: number, high: number) => `${formatPounds(low)} – ${formatPounds(high)}`;

async function page(search: string) {
  const res = await fetch(`${serverInfo().url}/calculator${search}`);
  return { status: res.status, html: await res.text() };
}

describe('the calculator page, server-rendered', () => {
  it('computes the estimate for the inputs in the URL on the server', async () => {
    const { status, html } = await page(
      '?type=detached&foam=closed&area=120&access=moderate&locations=loft,walls&region=London&extras=inspection_report',
    );
    expect(status).toBe(200);
    const estimate = estimateRemoval({
      propertyType: 'detached',
      foamType: 'closed',
      areaM2: 120,
      access: 'moderate',
      locations: ['loft', 'walls'],
      region: 'London',
      extras: ['inspection_report'],
    });
    expect(html).toContain(`<h1>Spray foam removal cost calculator</h1>`);
    expect(html).toContain(`data-testid="estimate-range">${range(estimate.lowPence, estimate.highPence)}</strong>`);
    expect(html).toContain(range(estimate.vatLowPence, estimate.vatHighPence));
    expect(html).toContain(`About ${estimate.durationDays} working days`);
    expect(html).toContain('Post-removal inspection report');
    expect(html).toContain(
      'href="/contact/enhanced-quote?type=detached&amp;foam=closed&amp;area=120&amp;access=moderate&amp;locations=loft,walls&amp;region=London&amp;extras=inspection_report"',
    );
  });

  it('renders the defaults for invalid parameters instead of failing', async () => {
    const { status, html } = await page('?type=castle&foam=%3Cscript%3E&area=-4&locations=moon');
    expect(status).toBe(200);
    const estimate = estimateRemoval({ propertyType: 'semi', foamType: 'unknown', locations: ['loft'], access: 'easy' });
    expect(html).toContain(range(estimate.lowPence, estimate.highPence));
    expect(html).toContain('Area assumed: 60 m²');
    // The only bare <script>s are the page's own state script and entry loader (allowed by their hashes,
    // docs/decisions/0054-strict-dynamic-csp.md); the parameter is never echoed as markup.
    expect(html).not.toMatch(/<script>(?!window\.__APOLLO_STATE__=|\(\(\)=>\{const s=document\.createElement\('script'\))/);
  });

  it('declares its title, canonical URL and WebApplication structured data', async () => {
    const { html } = await page('?type=flat');
    expect(html).toContain('<title>Spray foam removal cost calculator | Spray Foam Removal UK</title>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/calculator" \/>/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const app = blocks.find((block) => block['@type'] === 'WebApplication');
    expect(app).toMatchObject({ name: 'Spray foam removal cost calculator', offers: { price: '0', priceCurrency: 'GBP' } });
    expect(app.url).toMatch(/^https?:\/\/.+\/calculator$/);
  });
});
