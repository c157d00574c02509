import { Timestamp } from 'firebase-admin/firestore';
import { PROPERTY_TYPES, estimateRemoval, formatPounds } from '../../common/calculator';
import { signDownloadToken } from '../../server/modules/freeGuide/downloadToken';
import { REQUEST_FREE_GUIDE, adminDb, gql, idempotencyKey, serverInfo, uniqueEmail, type ServerInfo } from '../support/api';
import { flat, parsePdf } from '../support/pdf';
import { DOWNLOAD_SIGNING_SECRET } from '../support/serverProcess';

const REQUEST = REQUEST_FREE_GUIDE;

const TITLE = "The Homeowner's Guide to Spray Foam Removal";
const SECTIONS = [
  "The Spray Foam Homeowner's Bible",
  'Spray Foam and Mortgages',
  'Professional Spray Foam Removal',
  'Spray Foam Insulation Regulations in the UK',
];

function guideInput(overrides: Record<string, any> = {}) {
  return { name: 'Grace Reader', email: uniqueEmail('guide'), postcode: 'm1 1ae', consent: { terms: true, marketing: true }, ...overrides };
}

async function requestGuide(input: Record<string, unknown>, key = idempotencyKey(), options: { baseUrl?: string; source?: unknown } = {}) {
  const { body } = await gql(REQUEST, { input, key, source: options.source ?? null }, { baseUrl: options.baseUrl });
  expect(body.errors).toBeUndefined();
  return body.data!.requestFreeGuide as { downloadUrl: string; expiresAt: string };
}

const fetchLink = (downloadUrl: string, info: Pick<ServerInfo, 'url'> = serverInfo(), init?: RequestInit) =>
  fetch(`${info.url}${downloadUrl}`, init);

async function leadsWithEmail(email: string) {
  return (await adminDb().collection('pdfLeads').where('email', '==', email).get()).docs;
}

const tokenOf = (downloadUrl: string) => new URL(downloadUrl, 'http://x').searchParams.get('token')!;

describe('the /free-guide page', () => {
  it('is server-rendered with the form, its own title and canonical URL', async () => {
    const res = await fetch(`${serverInfo().url}/free-guide`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Free spray foam removal guide (PDF)');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/free-guide"/);
    expect(html).toMatch(/<h1>Free guide: The Homeowner(’|&#x27;|')s Guide to Spray Foam Removal<\/h1>/);
    expect(html).toContain('Get my free guide');
  });
});

describe('requestFreeGuide', () => {
  it('stores a pdfLead with consent and source and answers a link that expires in 24 hours', async () => {
    const input = guideInput({ email: uniqueEmail('Mixed.Case').toUpperCase() });
    const key = idempotencyKey();
    const before = Date.now();
    const source = {
      pagePath: '/free-guide',
      referrer: 'https://www.example.org/',
      utm: { source: 'newsletter', medium: 'email', campaign: 'winter' },
    };
    const result = await requestGuide(input, key, { source });

    expect(result.downloadUrl).toMatch(/^\/downloads\/free-guide\.pdf\?token=[\w-]+\.[\w-]+$/);
    const expiresIn = Date.parse(result.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000 + 1000);

    const [lead] = await leadsWithEmail(input.email.toLowerCase());
    expect(lead.id).toMatch(/^pl_[0-9a-f]{32}$/);
    const data = lead.data();
    expect(data).toMatchObject({
      guide: 'spray-foam-removal-guide',
      name: 'Grace Reader',
      email: input.email.toLowerCase(),
      postcode: 'M1 1AE',
      downloads: 0,
      requests: 1,
      idempotencyKey: key,
      source,
      consent: { terms: true, marketing: true },
    });
    for (const field of ['createdAt', 'updatedAt']) expect(data[field]).toBeInstanceOf(Timestamp);
    expect(data.consent.at).toBeInstanceOf(Timestamp);
  });

  it('serves a valid multi-page PDF: cover, contents, the guides, a costs table and a checklist', async () => {
    const { downloadUrl } = await requestGuide(guideInput());
    const res = await fetchLink(downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="spray-foam-removal-guide.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const file = Buffer.from(await res.arrayBuffer());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = parsePdf(file);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(5);
    expect(pdf.info.Title).toBe(TITLE);
    const pages = pdf.pages.map(flat);
    expect(pages[0]).toContain(TITLE);
    expect(pages[0]).toContain('Spray Foam Removal UK'.toUpperCase());

    // The contents page lists each part with the page it starts on, and each of those pages starts it.
    expect(pages[1]).toMatch(/^Contents/);
    // The contents may run onto a second page; the first occurrence of a title is its contents line.
    const contents = [1, 2].flatMap((index) => pdf.pages[index].split('\n'));
    for (const title of [...SECTIONS, 'Removal costs at a glance', 'Your spray foam removal checklist']) {
      const at = contents.indexOf(title);
      expect(at).toBeGreaterThan(0);
      const page = Number(contents[at + 1]);
      expect(pages[page - 1]).toContain(title);
    }

    // The costs table: every property type, with the calculator's ranges before and with VAT.
    const costs = pages.find((text) => text.startsWith('Removal costs at a glance'))!;
    expect(costs).toBeDefined();
    for (const type of PROPERTY_TYPES) {
      const e = estimateRemoval({ propertyType: type, foamType: 'open', locations: ['loft'], access: 'easy', region: null });
      expect(costs).toContain(
        `${e.areaM2} m² ${formatPounds(e.lowPence)} – ${formatPounds(e.highPence)} ${formatPounds(e.withVatLowPence)} – ${formatPounds(e.withVatHighPence)}`,
      );
    }
    expect(costs).toContain('Semi-detached house 73.2 m² £2,050 – £2,900'); // 60 m² of loft floor at the assumed 35° pitch
    expect(costs).toContain('VAT at 20% is added on top');

    // Guide text comes from content/, Markdown stripped; the checklist; page numbers in the footers.
    const all = pages.join(' ');
    expect(all).toContain('Part 1: Understand what you have');
    expect(all).toContain('Open-cell foam is soft, light');
    expect(all).not.toMatch(/\*\*|\]\(\/|<\/?[a-z]+>/);
    expect(pages.at(-1)).toContain('Your spray foam removal checklist');
    expect(pages.at(-1)).toContain('Waste carrier registration number, checked on the public register');
    pages.slice(1).forEach((text, i) => expect(text).toContain(`Page ${i + 2} of ${pdf.pageCount}`));
    expect(pages[0]).not.toMatch(/Page 1 of/);
  });

  it('keeps one pdfLead per e-mail and counts every download of every link', async () => {
    const email = uniqueEmail('repeat');
    const firstKey = idempotencyKey();
    const first = await requestGuide(
      guideInput({ email: `  ${email.toUpperCase()} `, consent: { terms: true, marketing: true } }),
      firstKey,
    );
    await requestGuide(guideInput({ email: `  ${email.toUpperCase()} `, consent: { terms: true, marketing: true } }), firstKey); // a retry
    const second = await requestGuide(
      guideInput({ email, name: 'Grace Second', postcode: '', consent: { terms: true, marketing: false } }),
    );

    let leads = await leadsWithEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0].data()).toMatchObject({
      name: 'Grace Second',
      postcode: 'M1 1AE',
      requests: 2,
      downloads: 0,
      consent: { marketing: false },
    });

    expect((await fetchLink(first.downloadUrl)).status).toBe(200);
    expect((await fetchLink(second.downloadUrl)).status).toBe(200);
    expect((await fetchLink(first.downloadUrl)).status).toBe(200);
    expect((await fetchLink(first.downloadUrl, serverInfo(), { method: 'HEAD' })).status).toBe(200); // fetches no file: not counted

    leads = await leadsWithEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0].data()).toMatchObject({ downloads: 3 });
    expect(leads[0].data().lastDownloadedAt).toBeInstanceOf(Timestamp);
  });

  it('e-mails a link that lasts a week with each request, not with a retry, and the link downloads the guide', async () => {
    const email = uniqueEmail('emailed');
    const key = idempotencyKey();
    const before = Date.now();
    await requestGuide(guideInput({ email }), key);
    await requestGuide(guideInput({ email }), key); // a retry of the same submission
    const mails = async () =>
      (await adminDb().collection('mail').where('to', '==', email).get()).docs.filter((mail) => mail.get('template') === 'free_guide_link');
    const [mail, ...others] = await mails();
    expect(others).toHaveLength(0);
    const [lead] = await leadsWithEmail(email);
    expect(mail.get('related')).toEqual([`pdfLeads/${lead.id}`]);
    const data = mail.get('data') as { name: string; downloadPath: string; expiresAt: string };
    expect(data.name).toBe('Grace Reader');
    const lasts = Date.parse(data.expiresAt) - before;
    expect(lasts).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(lasts).toBeLessThanOrEqual(7 * 24 * 3600_000 + 1000);
    const res = await fetchLink(data.downloadPath);
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await requestGuide(guideInput({ email })); // asked again later: a new e-mail
    expect(await mails()).toHaveLength(2);
  });

  it('answers each invalid field with its own message and stores nothing', async () => {
    const before = (await adminDb().collection('pdfLeads').count().get()).data().count;
    const { body } = await gql(REQUEST, {
      input: { name: '<b>Grace</b>', email: 'not-an-email', postcode: 'NOT A CODE', consent: { terms: false, marketing: false } },
      key: 'short',
    });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const byPath = Object.fromEntries(
      body.errors![0].extensions!.fieldErrors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath).toEqual({
      idempotencyKey: 'The idempotency key must be 16–128 letters, digits, "-" or "_"',
      name: 'Your name contains characters we cannot accept',
      email: 'Enter a valid email address, like name@example.com',
      postcode: 'Enter a valid UK postcode, like SW1A 1AA',
      'consent.terms': 'You must accept the terms to get the guide',
    });
    const missing = await gql(REQUEST, { input: { name: ' ', email: '', consent: { terms: true } }, key: idempotencyKey() });
    const paths = missing.body.errors![0].extensions!.fieldErrors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(['name', 'email']);
    expect((await adminDb().collection('pdfLeads').count().get()).data().count).toBe(before);
  });

  it('refuses a forged or damaged link with 403 and an expired one with 410, counting neither', async () => {
    const input = guideInput();
    const { downloadUrl } = await requestGuide(input);
    const [lead] = await leadsWithEmail(input.email);
    const token = tokenOf(downloadUrl);
    const [payload, signature] = token.split('.');
    const otherLead = Buffer.from(JSON.stringify({ l: 'pl_someone_else', e: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');

    const forged = [
      `${otherLead}.${signature}`, // someone else's lead under this signature
      `${payload}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`, // one character of the MAC changed
      signDownloadToken({ leadId: lead.id, expiresAt: Date.now() + 3600_000 }, 'not-the-server-secret-0123456789abcdef'),
      'garbage',
      '',
    ];
    for (const bad of forged) {
      const res = await fetchLink(`/downloads/free-guide.pdf?token=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).toContain('This download link is not valid');
    }
    expect((await fetchLink('/downloads/free-guide.pdf')).status).toBe(403);

    const expired = signDownloadToken({ leadId: lead.id, expiresAt: Date.now() - 1000 }, DOWNLOAD_SIGNING_SECRET);
    const res = await fetchLink(`/downloads/free-guide.pdf?token=${expired}`);
    expect(res.status).toBe(410);
    const page = await res.text();
    expect(page).toContain('This download link has expired');
    expect(page).toContain('href="/free-guide"');

    expect((await adminDb().collection('pdfLeads').doc(lead.id).get()).data()).toMatchObject({ downloads: 0 });
  });
});
