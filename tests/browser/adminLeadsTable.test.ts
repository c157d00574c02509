import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { gql, idempotencyKey, SUBMIT, validRemovalRequest } from '../support/api';
import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';

/**
 * The admin leads table at a laptop's 1366 px and a phone's 390 px: e-mail addresses and phone numbers never break
 * mid-string (an address wraps only before its @ or after a dot, a number not at all); on a phone each lead is a
 * compact card with its name, area, stage, date and one line of contact.
 */
const site = startSiteAndBrowser();
let previousInfo: string | undefined;

beforeAll(async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-admin-leads-table-')), 'server-info.json');
  fs.writeFileSync(file, JSON.stringify(site.info));
  previousInfo = process.env.SFR_SERVER_INFO;
  process.env.SFR_SERVER_INFO = file;
  // Long addresses, the kind that broke mid-string.
  for (const email of [
    'bartholomew.featherstonehaugh.worthington@homeownerexamplemail.co.uk',
    'anastasiaconstantinopoulou@verylonghomeownerdomainname.example',
  ]) {
    const input = validRemovalRequest({ homeowner: { name: 'Maximilian Featherstonehaugh', email } });
    const { body } = await gql(SUBMIT, { input, key: idempotencyKey() });
    expect(body.errors).toBeUndefined();
  }
});
afterAll(() => {
  if (previousInfo) process.env.SFR_SERVER_INFO = previousInfo;
});

/** The text of an element line by line, as the browser laid it out. */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const lines: string[] = [];
    let current = '';
    let top: number | null = null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (top !== null && Math.abs(rect.top - top) > 2) {
          lines.push(current);
          current = '';
        }
        top = rect.top;
        current += text[i];
      }
    }
    lines.push(current);
    return lines;
  });

async function openLeads(width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height } });
  const errors = collectPageErrors(page);
  await signInAsAdmin(page, site.server.url, '/admin/leads');
  await page.locator('tbody tr', { hasText: 'bartholomew.' }).waitFor();
  return { page, errors };
}

describe('the admin leads table', () => {
  it('at 1366 px wraps e-mail addresses only before the @ or after a dot, and never a phone number', async () => {
    const { page, errors } = await openLeads(1366, 900);
    const emails = page.locator('tbody a.contact-email');
    const phones = page.locator('tbody a.contact-phone');
    expect(await emails.count()).toBeGreaterThanOrEqual(2);
    for (const email of await emails.all()) {
      const address = (await email.getAttribute('title'))!;
      const lines = await linesOf(email);
      expect(lines.join('')).toBe(address);
      for (let i = 1; i < lines.length; i++) {
        const sensible = lines[i - 1].endsWith('.') || lines[i].startsWith('@');
        expect({ address, lines, sensible }).toEqual({ address, lines, sensible: true });
      }
    }
    for (const phone of await phones.all()) expect(await linesOf(phone)).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 390 px shows each lead as a compact card: name, area, stage, date and one line of contact', async () => {
    const { page, errors } = await openLeads(390, 844);
    const card = page.locator('tbody tr', { hasText: 'bartholomew.' });
    const box = (await card.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(250);
    expect(box.width).toBeLessThanOrEqual(390);
    await card.getByText('Maximilian Featherstonehaugh').waitFor();
    await card.getByText('London').waitFor();
    await card.locator('.col-status .badge').waitFor();
    expect(await card.locator('.col-createdAt').innerText()).toMatch(/\d{4}/);
    // One line of contact: the phone whole, the address cut short with the whole of it in its title.
    const contact = card.locator('.lead-contact');
    expect(await linesOf(contact)).toHaveLength(1);
    expect(await card.locator('a.contact-email').getAttribute('title')).toBe(
      'bartholomew.featherstonehaugh.worthington@homeownerexamplemail.co.uk',
    );
    const phone = card.locator('a.contact-phone');
    const [phoneBox, contactBox] = [await phone.boundingBox(), await contact.boundingBox()];
    expect(phoneBox!.x + phoneBox!.width).toBeLessThanOrEqual(contactBox!.x + contactBox!.width + 1);
    // Every lead on the page is as compact, and nothing needs sideways scrolling.
    for (const row of await page.locator('tbody tr').all()) expect((await row.boundingBox())!.height).toBeLessThanOrEqual(250);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.close();
  });
});
