import { collectPageErrors, startSiteAndBrowser } from './browser';

// People take longer than a scripted browser; the bot threshold is lowered, not switched off.
const site = startSiteAndBrowser({ env: { MIN_FILL_TIME_MS: '500' } });

it('refuses a postcode area that does not exist on the first step, with the rule and wording the calculator uses', async () => {
  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/calculator`);
  await page.waitForFunction(() => document.body.classList.contains('hydrated'));
  await page.getByLabel('Or find the region from your postcode (optional)').fill('ZZ99 9ZZ');
  const calculatorSays = await page.getByText(/We don’t recognise postcode area ZZ/).textContent();

  await page.goto(`${site.server.url}/contact/enhanced-quote`);
  await page.waitForFunction(() => document.body.classList.contains('hydrated'));
  await page.getByLabel('Postcode').fill('ZZ99 9ZZ');
  await page.getByLabel('Property type').selectOption('semi');
  await page.getByRole('button', { name: 'Continue' }).click();
  const refusal = page.getByText('We don’t recognise postcode area ZZ: we cover England, Scotland, Wales and Northern Ireland');
  await refusal.waitFor();
  expect(calculatorSays!.startsWith('We don’t recognise postcode area ZZ')).toBe(true);
  // Still on the first step, the answer kept, the message tied to the field.
  expect(await page.getByRole('heading', { name: /Step 1 of 3/ }).isVisible()).toBe(true);
  expect(await page.getByLabel('Postcode').inputValue()).toBe('ZZ99 9ZZ');
  expect(await page.getByLabel('Postcode').getAttribute('aria-invalid')).toBe('true');

  await page.getByLabel('Postcode').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: /Step 2 of 3/ }).waitFor();
  expect(errors).toEqual([]);
  await page.close();
});

describe('first journey: a homeowner asks for quotes, an admin sees the lead', () => {
  it('goes from the quote form to the admin leads table', async () => {
    const homeowner = await site.browser.newPage();
    const homeownerErrors = collectPageErrors(homeowner);
    // The journey starts at the calculator: its answers travel to the quote form.
    await homeowner.goto(`${site.server.url}/calculator?type=terraced&foam=closed&access=easy&locations=loft`);
    await homeowner.waitForFunction(() => document.body.classList.contains('hydrated'));
    await homeowner.getByRole('link', { name: 'Get quotes for this job' }).click();
    await homeowner.waitForURL(/\/contact\/enhanced-quote\?type=terraced&foam=closed/);
    await homeowner.getByRole('heading', { name: 'Step 1 of 3: The property' }).waitFor();
    expect(await homeowner.getByLabel('Property type').inputValue()).toBe('terraced');

    // A first attempt with a bad postcode is refused beside the field and keeps what was typed.
    await homeowner.getByLabel('Postcode').fill('NOT A POSTCODE');
    await homeowner.getByRole('button', { name: 'Continue' }).click();
    await homeowner.getByText('Enter a valid UK postcode, like SW1A 1AA').waitFor();

    await homeowner.getByLabel('Postcode').fill('ls1 4ap');
    await homeowner.getByRole('button', { name: 'Continue' }).click();
    expect(await homeowner.getByLabel('Type of foam').inputValue()).toBe('closed');
    await homeowner.getByLabel('How soon?').selectOption('asap');

    // A reload mid-form keeps the answers and the step.
    await homeowner.reload();
    await homeowner.waitForFunction(() => document.body.classList.contains('hydrated'));
    await homeowner.getByRole('heading', { name: 'Step 2 of 3: The foam and the job' }).waitFor();
    expect(await homeowner.getByLabel('Type of foam').inputValue()).toBe('closed');

    await homeowner.getByLabel('Why do you want it removed?').selectOption('mortgage');
    await homeowner.getByText(/Typical cost for this job/).waitFor();
    await homeowner.getByRole('button', { name: 'Continue' }).click();
    await homeowner.getByLabel('Full name').fill('Browser Journey');
    await homeowner.getByLabel('Email', { exact: true }).fill('browser.journey@example.com');
    await homeowner.getByLabel('Phone').fill('07700 900456');
    await homeowner.getByLabel(/I agree to the terms/).check();
    await homeowner.getByRole('button', { name: 'Send my request' }).click();
    await Promise.race([homeowner.waitForURL(/thank-you/), homeowner.locator('.form-alert').waitFor()]);
    expect(await homeowner.locator('.form-alert').count()).toBe(0);

    await homeowner.waitForURL(/\/contact\/thank-you\?ref=SFR-\d{6}$/);
    const reference = (await homeowner.locator('.reference').textContent())!.trim();
    expect(reference).toMatch(/^SFR-\d{6}$/);
    expect(await homeowner.getByTestId('thank-you-estimate').textContent()).toMatch(
      /^Your estimate: £[\d,]+–£[\d,]+ \+ VAT\. It is a guide/,
    );
    expect(homeownerErrors).toEqual([]);

    const admin = await site.browser.newPage();
    await admin.goto(`${site.server.url}/admin/leads`);
    await admin.waitForURL(/\/admin\/login$/);
    await admin.getByLabel('Email').fill('admin@demo.sprayfoamremoval.uk');
    await admin.getByLabel('Password').fill('DemoAdmin2026!');
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.waitForURL(/\/admin\/leads$/);
    const row = admin.getByRole('row').filter({ hasText: reference });
    await row.waitFor();
    expect(await row.textContent()).toContain('Browser Journey');
    expect(await row.textContent()).toContain('LS1 4AP');
    await admin.getByText(/^5 leads$/).waitFor();
  });

  it('refuses a company user at the admin login with the catalogue’s message', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/admin/login`);
    await page.getByLabel('Email').fill('company@demo.sprayfoamremoval.uk');
    await page.getByLabel('Password').fill('DemoCompany2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Access denied. Admin privileges required.').waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);
  });
});

describe('a homeowner asks one company for a quote', () => {
  it('names the company on the form and the thank-you page, with the form working as soon as the page shows', async () => {
    const page = await site.browser.newPage();
    const errors = collectPageErrors(page);
    // Straight to the page: the server renders the form, whose code loads when the browser is idle or at the first interaction.
    await page.goto(`${site.server.url}/contact/single-company?company=loftclear-removals`);
    await page.getByRole('heading', { name: 'Request a quote from LoftClear Removals Ltd' }).waitFor();
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    await page.getByText('Your request goes only to LoftClear Removals Ltd').waitFor();
    await page.getByLabel('Postcode').fill('SW15 2PA');
    await page.getByLabel('Property type').selectOption('semi');
    expect(await page.getByLabel('Postcode').inputValue()).toBe('SW15 2PA');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Type of foam').selectOption('open');
    await page.getByLabel('How soon?').selectOption('asap');
    await page.getByLabel('Why do you want it removed?').selectOption('selling');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Full name').fill('Single Journey');
    await page.getByLabel('Email', { exact: true }).fill('single.journey@example.com');
    await page.getByLabel('Phone').fill('07700 900457');
    await page.getByLabel(/shared with LoftClear Removals Ltd only/).check();
    await page.getByRole('button', { name: 'Send my request' }).click();

    await page.waitForURL(/\/contact\/thank-you\?ref=SFR-\d{6}&company=loftclear-removals$/);
    await page.getByText('We send your request to LoftClear Removals Ltd only: we do not pass it to any other company.').waitFor();
    expect(await page.getByText(/up to three/i).count()).toBe(0);
    // Reloaded, the server-rendered page says the same.
    await page.reload();
    await page.getByText('We send your request to LoftClear Removals Ltd only: we do not pass it to any other company.').waitFor();

    // From a town page, the company's button leads to its form.
    await page.goto(`${site.server.url}/locations/london`);
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    await page.getByRole('link', { name: 'Request a quote from LoftClear Removals Ltd' }).click();
    await page.waitForURL(/\/contact\/single-company\?company=demo-loftclear$/);
    await page.getByLabel('Postcode').waitFor();
    await page.getByRole('heading', { name: 'Request a quote from LoftClear Removals Ltd' }).waitFor();
    expect(errors).toEqual([]);
  });
});
