import { LOCAL_DATA } from '../../common/localData';
import { collectPageErrors, startSiteAndBrowser } from './browser';

/** The local figures section of every location page on a 390 px phone (docs/location-data.md). */
const site = startSiteAndBrowser();

const PHONE = { width: 390, height: 844 };

it('fits every location page’s figures, sources and contacts on a phone without sideways scrolling', async () => {
  const page = await site.browser.newPage({ viewport: PHONE });
  const errors = collectPageErrors(page);
  for (const slug of Object.keys(LOCAL_DATA)) {
    await page.goto(`${site.server.url}/locations/${slug}`);
    const section = page.locator('section.local-data');
    await section.waitFor();
    // Each table has its caption as its name, and none is wider than the box it scrolls in.
    const tables = await section.locator('.table-scroll').evaluateAll((boxes) =>
      boxes.map((box) => ({
        caption: box.querySelector('table > caption')?.textContent?.trim() ?? '',
        overflow: box.scrollWidth - box.clientWidth,
      })),
    );
    expect({ slug, tables: tables.length }).toEqual({ slug, tables: 3 });
    for (const table of tables) expect({ slug, ...table }).toEqual({ slug, caption: expect.stringMatching(/\S/), overflow: 0 });
    expect({ slug, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ slug, width: PHONE.width });
  }
  expect(errors).toEqual([]);
});
