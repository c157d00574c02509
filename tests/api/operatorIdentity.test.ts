import { serverInfo } from '../support/api';
import { TEST_OPERATOR } from '../support/serverProcess';

/** docs/requirements/operator-identity.md: every page says who runs the site; the privacy policy and terms in full. */
async function page(path: string) {
  const response = await fetch(`${serverInfo().url}${path}`);
  return { status: response.status, html: await response.text() };
}

const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test('every public page names the operator, its company number, registered office and ICO registration in the footer', async () => {
  for (const path of ['/', '/calculator', '/dangers', '/contact/enhanced-quote']) {
    const { html } = await page(path);
    const footer = text(html.slice(html.indexOf('<footer')));
    expect(footer).toContain(
      `Run by ${TEST_OPERATOR.OPERATOR_LEGAL_NAME}, registered in the UK, company number ${TEST_OPERATOR.OPERATOR_COMPANY_NUMBER}, registered office: ${TEST_OPERATOR.OPERATOR_REGISTERED_ADDRESS}. ICO registration ${TEST_OPERATOR.OPERATOR_ICO_REGISTRATION}.`,
    );
  }
});

test('the privacy policy names the data controller and how to reach them; the terms name the operator', async () => {
  const privacy = text((await page('/privacy-policy')).html);
  expect(privacy).toContain(`Data controller ${TEST_OPERATOR.OPERATOR_LEGAL_NAME}`);
  expect(privacy).toContain(`Contact ${TEST_OPERATOR.OPERATOR_EMAIL}`);
  expect(privacy).toContain(`ICO registration ${TEST_OPERATOR.OPERATOR_ICO_REGISTRATION}`);
  expect(privacy).not.toContain('demonstration installation');
  const terms = text((await page('/terms')).html);
  expect(terms).toContain(`Operator ${TEST_OPERATOR.OPERATOR_LEGAL_NAME}`);
  expect(terms).toContain(`Registered office ${TEST_OPERATOR.OPERATOR_REGISTERED_ADDRESS}`);
});

test('the editorial policy explains sourcing, review dates, corrections and how the site is paid for, and is in the sitemap', async () => {
  const policy = await page('/editorial-policy');
  expect(policy.status).toBe(200);
  const body = text(policy.html);
  for (const heading of ['How we source what we say', 'Review and dates', 'How the site is paid for', 'Corrections'])
    expect(body).toContain(heading);
  const sitemap = await (await fetch(`${serverInfo().url}/sitemap.xml`)).text();
  expect(sitemap).toContain('/editorial-policy</loc>');
});
