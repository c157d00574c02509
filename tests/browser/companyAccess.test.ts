import { SUBMIT, adminDb, gql, idempotencyKey, validRemovalRequest } from '../support/api';
import { collectPageErrors, DEMO_ADMIN, hydrated, startSiteAndBrowser, submitSignIn } from './browser';

// People take longer than a scripted browser; the bot threshold is lowered, not switched off.
const site = startSiteAndBrowser({ env: { MIN_FILL_TIME_MS: '500' } });

describe('company area access', () => {
  it('sends a signed-out visitor to the company login with a message, and back to the page after signing in', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.server.url}/company/available-leads`);
    await page.waitForURL(/\/company\/login$/);
    await page.getByText('Please sign in with your company account to see that page.').waitFor();

    await page.getByLabel('Email').fill('company@demo.sprayfoamremoval.uk');
    await page.getByLabel('Password').fill('DemoCompany2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/company\/available-leads$/);
    await page.getByRole('heading', { name: 'Available leads' }).waitFor();
    await page.locator('.company-bar').getByText('LoftClear Removals Ltd').waitFor();

    // Signing out ends the session: the guarded page sends the visitor to the login again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/company\/login$/);
    await page.getByText('You have signed out.').waitFor();
    await page.goto(`${site.server.url}/company/lead/abc`);
    await page.waitForURL(/\/company\/login$/);
    await page.getByText('Please sign in with your company account to see that page.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses an admin at the company login', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.url}/company/login`);
    await submitSignIn(page, DEMO_ADMIN);
    await page.getByText('This account is not a removal company account').waitFor();
    expect(page.url()).toMatch(/\/company\/login$/);
    await context.close();
  });
});

describe('suspended companies', () => {
  it('signs out a user of a suspended company with the reason, and refuses them at the login', async () => {
    const db = adminDb(site.info);
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.url}/company/login`);
    await page.getByLabel('Email').fill('company@demo.sprayfoamremoval.uk');
    await page.getByLabel('Password').fill('DemoCompany2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/company\/available-leads$/);

    await db.collection('companies').doc('demo-loftclear').update({ status: 'suspended' });
    try {
      await page.goto(`${site.server.url}/company/lead/abc`);
      await page.waitForURL(/\/company\/login$/);
      await page.getByText('Your company account is suspended or no longer exists').waitFor();

      await page.getByLabel('Email').fill('company@demo.sprayfoamremoval.uk');
      await page.getByLabel('Password').fill('DemoCompany2026!');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').getByText('Your company account is suspended or no longer exists').waitFor();
      expect(page.url()).toMatch(/\/company\/login$/);
    } finally {
      await db.collection('companies').doc('demo-loftclear').update({ status: 'active' });
      await context.close();
    }
  });
});

describe('applying to join', () => {
  it('a company applies at /apply, an admin approves it, the company sets its password from the e-mailed link, buys a lead on the test checkout and sees the contact details', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const companyName = `Browser Foam Removals ${Date.now()} Ltd`;
    const email = `browser.applicant.${Date.now()}@test.example`;

    await page.goto(`${site.server.url}/apply`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Why join' }).waitFor();
    await page.getByLabel('Company name').fill(companyName);
    await page.getByLabel('Companies House number').fill('AB12');
    await page.getByLabel('Years trading').fill('6');
    await page.getByLabel('Public liability cover (£)').fill('500,000');
    await page.getByLabel('Contact name').fill('Bea Browser');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('07700 900789');
    // Keyboard: Tab into the regions and tick one with Space.
    await page.getByRole('checkbox', { name: 'Wales' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Loft and roof foam removal' }).check();
    await page.getByLabel(/I agree to the terms/).check();
    await page.getByRole('button', { name: 'Send application' }).click();

    await page.getByText('Enter your 8-character Companies House number, like 01234567 or SC123456').waitFor();
    await page.getByText(/Public liability cover must be at least £1,000,000/).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Wales' }).isChecked()).toBe(true);

    await page.getByLabel('Companies House number').fill('nc123456');
    await page.getByLabel('Public liability cover (£)').fill('£2,000,000');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Thank you: your application is with us.').waitFor();
    const reference = (await page.locator('.reference').textContent())!.trim();
    expect(reference).toMatch(/^AP-[0-9A-F]{6}$/);
    expect(errors).toEqual([]);

    const admin = await context.newPage();
    const adminErrors = collectPageErrors(admin);
    await admin.goto(`${site.server.url}/admin/applications`);
    await admin.waitForURL(/\/admin\/login$/);
    await submitSignIn(admin, DEMO_ADMIN);
    await admin.waitForURL(/\/admin\/applications$/);
    await admin.getByRole('link', { name: companyName }).click();
    await admin.getByRole('heading', { name: companyName }).waitFor();
    await admin.getByText('NC123456 (open on Companies House)').waitFor();
    await admin.getByText('£2,000,000').waitFor();

    // Rejecting needs a reason; approving needs the Companies House check, then asks for confirmation.
    await admin.getByRole('button', { name: 'Reject…' }).click();
    await admin.getByText('Give a reason for the rejection: the applicant receives it by e-mail').waitFor();
    await admin.getByRole('button', { name: 'Approve…' }).click();
    await admin.getByText('Confirm the register shows the company as active, not being struck off or wound up').waitFor();
    expect(await admin.getByText(`Approve ${companyName}?`).count()).toBe(0);
    await admin.getByLabel('The register shows the company as active, not being struck off or wound up').check();
    await admin.getByLabel('The registered name and number match this application').check();
    await admin.getByLabel('The directors on the register match the people we are dealing with').check();
    await admin.getByLabel('Directors, as the register lists them').fill('Jane SMITH');
    await admin.getByRole('button', { name: 'Approve…' }).click();
    const approveDialog = admin.getByRole('dialog', { name: `Approve ${companyName}?` });
    await approveDialog.getByText('This creates the company', { exact: false }).waitFor();
    await approveDialog.getByRole('button', { name: 'Yes, approve' }).click();
    await admin.getByText(`The company is created and the e-mail with the set-password link is on its way to ${email}.`).waitFor();
    await admin.getByRole('heading', { name: 'Approved' }).waitFor();
    await admin.getByText(/The set-password e-mail was queued on/).waitFor();
    await admin.getByText(/Companies House checked by .+ Directors: Jane SMITH\./).waitFor();

    await admin.goto(`${site.server.url}/admin/applications`);
    await admin.getByLabel('Status').selectOption('APPROVED');
    await admin.getByRole('row').filter({ hasText: companyName }).getByText('Approved').waitFor();
    expect(adminErrors).toEqual([]);

    // The approval e-mail's link opens this site's set-password page.
    const db = adminDb(site.info);
    const approval = (await db.collection('mail').where('to', '==', email).get()).docs.find(
      (m) => m.get('template') === 'application_approved',
    )!;
    const setPasswordUrl = approval.get('data.setPasswordUrl') as string;
    expect(setPasswordUrl.startsWith(`${site.server.url}/company/set-password?oobCode=`)).toBe(true);
    await page.goto(setPasswordUrl);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.getByText('Use at least 10 characters').waitFor();
    await page.getByLabel('New password').fill('BrowserCompany2026!');
    await page.getByLabel('Confirm password').fill('BrowserCompany2026!');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL(/\/company\/available-leads$/);
    await page.locator('.company-bar').getByText(companyName).waitFor();

    // A homeowner in Wales (the company's region) asks for quotes: the lead is in the marketplace.
    const homeowner = { name: 'Gareth Homeowner', email: `gareth.${Date.now()}@example.com` };
    const request = await gql(
      SUBMIT,
      { input: validRemovalRequest({ homeowner, property: { postcode: 'CF10 1EP' } }), key: idempotencyKey() },
      { baseUrl: site.server.url },
    );
    expect(request.body.errors).toBeUndefined();
    const leadRef = request.body.data!.submitRemovalRequest.reference as string;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('link', { name: `View lead ${leadRef}` }).click();
    await page.getByRole('heading', { name: new RegExp(`Lead ${leadRef}: CF10, Wales`) }).waitFor();
    expect(await page.content()).not.toContain(homeowner.name);
    // Approved, but not vetted yet: the lead says why it cannot be bought and where to upload the evidence.
    await page.getByText(/You cannot buy leads until we have checked current evidence/).waitFor();
    expect(await page.getByRole('button', { name: /^Buy this lead/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Open your vetting page' }).click();
    await page.getByRole('heading', { name: 'Vetting', exact: true }).waitFor();
    await page.getByTestId('vetting-problems').getByText('Public liability insurance: not checked yet').waitFor();
    await page.getByRole('button', { name: 'Upload insurance and waste carrier evidence' }).waitFor();
    // An administrator accepts the evidence (the upload and review are tests/api/vetting.test.ts); here its record is written.
    const [companyDoc] = (await db.collection('companies').where('email', '==', email).get()).docs;
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const checked = { requestId: 'browser-test', reviewedBy: 'admin', reviewedOn: day(0), remindedFor: null };
    await companyDoc.ref.update({
      vetting: {
        insurance: { coverPence: 200_000_000, expiresOn: day(365), ...checked },
        wasteCarrier: { registrationNumber: 'CBDU123456', tier: 'upper', expiresOn: day(900), ...checked },
      },
    });
    await page.reload();
    await page.getByText('Your vetting is current: you can buy leads.').waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: new RegExp(`Lead ${leadRef}: CF10, Wales`) }).waitFor();
    // An approval leaves no business address, and the VAT invoice needs one: paying says so, and the profile takes it.
    await page.getByRole('button', { name: /^Buy this lead: pay £[\d.,]+ by card$/ }).click();
    await page.getByText('Add your business address and postcode to your company profile first').waitFor();
    await page.getByRole('alert').getByRole('link', { name: 'Add your business address' }).waitFor();
    const paymentUrl = page.url();
    await page.locator('.company-bar').getByRole('link', { name: 'Profile' }).click();
    await page.getByLabel('Business address').fill('3 Quay Street, Cardiff');
    await page.getByLabel('Postcode', { exact: true }).fill('cf10 1aa');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile is saved.').waitFor();
    expect((await db.collection('companies').where('email', '==', email).get()).docs[0].get('postcode')).toBe('CF10 1AA');
    // Paying by card: the lead page, the checkout, and back on the lead page with the contact details.
    await page.goto(paymentUrl);
    await page.getByRole('button', { name: /^Buy this lead: pay £/ }).click();
    await page.waitForURL(/\/payments\/local\//);
    await page.getByText('Test payment — no money moves').waitFor();
    await page.getByRole('button', { name: /^Pay £.* \(test\)$/ }).click();
    await page.waitForURL(paymentUrl);
    await page.getByText(new RegExp(`^Payment of £[\\d.,]+ received\\. Lead ${leadRef} .* is yours\\.$`)).waitFor();
    await page.getByRole('heading', { name: 'Contact details' }).waitFor();
    await page.getByText(homeowner.name).waitFor();
    await page.getByText(homeowner.email).waitFor();

    // The profile: alerts off, saved; a bad phone number is refused beside its field and keeps the rest.
    await page.locator('.company-bar').getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Company profile' }).waitFor();
    await page.getByLabel('Phone').fill('12345');
    await page.getByLabel(/E-mail me when a new lead/).uncheck();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Enter a valid UK phone number, like 07700 900123').waitFor();
    expect(await page.getByLabel(/E-mail me when a new lead/).isChecked()).toBe(false);
    await page.getByLabel('Phone').fill('07700 900789');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile is saved.').waitFor();
    expect((await db.collection('companies').where('name', '==', companyName).get()).docs[0].get('leadAlerts')).toBe(false);
    expect(errors).toEqual([]);

    // The link works once (the Auth emulator's refusal of the used code is the one console error).
    await page.goto(setPasswordUrl);
    await page.getByText('This link has already been used, or it was copied only in part.').waitFor();
    await page.getByRole('link', { name: 'Send me a new link' }).waitFor();
    await context.close();
  });
});
