import { collectPageErrors, startSiteAndBrowser } from './browser';

/**
 * An equally easy refusal (UK PECR): on a phone, the consent banner's Reject button is not covered by
 * anything (the calculator's sticky estimate bar, the menu) on any kind of public page.
 */
const site = startSiteAndBrowser();

const PHONE = { width: 390, height: 844 };

const PAGE_TYPES = {
  home: '/',
  guide: '/dangers',
  calculator: '/calculator',
  'quote form': '/contact/enhanced-quote',
  location: '/locations/london',
  'blog post': '/blog/how-to-spot-spray-foam-in-a-loft',
  faq: '/faq',
};

it.each(Object.entries(PAGE_TYPES))('on a 390 px phone, nothing covers the Reject button on the %s page (%s)', async (_type, path) => {
  const page = await site.browser.newPage({ viewport: PHONE });
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}${path}`);
  const reject = page.getByRole('button', { name: 'Reject analytics cookies' });
  await reject.waitFor();
  // The calculator's estimate bar appears once the page has hydrated.
  await page.waitForFunction(() => document.body.classList.contains('hydrated'));
  for (const scroll of [0, 400]) {
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
    const topmost = await reject.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const onTop = document.elementFromPoint(x, y);
      return { inWindow: y > 0 && y < window.innerHeight, isTheButton: onTop === button || button.contains(onTop) };
    });
    expect(topmost).toEqual({ inWindow: true, isTheButton: true });
  }
  await reject.click();
  await reject.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await page.close();
});

it('on the calculator, the estimate bar stands on top of the open banner, and returns to the bottom once it is answered', async () => {
  const page = await site.browser.newPage({ viewport: PHONE });
  await page.goto(`${site.server.url}/calculator`);
  const banner = page.locator('.consent-banner');
  const bar = page.getByTestId('estimate-bar');
  await banner.waitFor();
  await bar.waitFor();
  await page.waitForFunction(() => {
    const bannerBox = document.querySelector('.consent-banner')!.getBoundingClientRect();
    const barBox = document.querySelector('[data-testid="estimate-bar"]')!.getBoundingClientRect();
    return Math.abs(barBox.bottom - bannerBox.top) < 1;
  });
  await page.getByRole('button', { name: 'Reject analytics cookies' }).click();
  await banner.waitFor({ state: 'detached' });
  await page.waitForFunction((height) => {
    const barBox = document.querySelector('[data-testid="estimate-bar"]')!.getBoundingClientRect();
    return Math.abs(barBox.bottom - height) < 1;
  }, PHONE.height);
});
