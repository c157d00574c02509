import { escapeHtml, html, safeUrl } from '../../server/platform/mail/html';
import {
  bullets,
  button,
  em,
  heading,
  link,
  note,
  paragraph,
  renderMailContent,
  steps,
  strong,
  subheading,
  table,
} from '../../server/platform/mail/blocks';
import { MAIL_TEMPLATES, mailLabel, renderMail, type MailTemplateData, type MailTemplateName } from '../../server/mailTemplates';
import { MailTemplateError } from '../../server/platform/mail/template';

const siteUrl = 'https://www.sprayfoamremoval.uk/';

function confirmation(
  overrides: Partial<MailTemplateData<'removal_request_confirmation'>> = {},
): MailTemplateData<'removal_request_confirmation'> {
  return {
    name: 'Jane Tester',
    reference: 'SFR-000123',
    estimateLowPence: 200000,
    estimateHighPence: 280000,
    region: 'London',
    district: 'SW1A',
    propertyType: 'semi',
    foamType: 'open',
    locations: ['loft', 'walls'],
    companyName: null,
    ...overrides,
  };
}

function adminAlert(overrides: Partial<MailTemplateData<'admin_new_request'>> = {}): MailTemplateData<'admin_new_request'> {
  return {
    reference: 'SFR-000123',
    leadId: 'lead-1',
    receivedAt: '2026-07-01T08:30:00.000Z',
    region: 'North West',
    district: 'M1',
    propertyType: 'detached',
    foamType: 'closed',
    locations: ['loft'],
    urgency: 'asap',
    estimateLowPence: 350000,
    estimateHighPence: 495000,
    companyName: null,
    ...overrides,
  };
}

describe('mail templates', () => {
  it('escapes a homeowner name like <script> in the HTML and keeps it as plain text in the text part', () => {
    const name = `<script>alert("x")</script> & O'Brien`;
    const mail = renderMail('removal_request_confirmation', confirmation({ name }), { siteUrl });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; O&#39;Brien');
    expect(mail.text).toContain(`Hello ${name},`);
  });

  it('puts the reference in the subject, the text and the HTML of the confirmation, with the estimate and what happens next', () => {
    const mail = renderMail('removal_request_confirmation', confirmation(), { siteUrl });
    expect(mail.subject).toBe('Your spray foam removal request SFR-000123');
    expect(mail.text).toContain('your reference is SFR-000123');
    expect(mail.html).toContain('<strong>SFR-000123</strong>');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('£2,000–£2,800 + VAT');
      expect(part).toContain('We offer your request to vetted removal companies that cover London');
      expect(part).toContain('Up to three can take it; each that does receives your details and will contact you.');
      expect(part).toMatch(/no obligation/i);
    }
    expect(mail.text).toContain('Semi-detached house in SW1A, open-cell foam (loft / roof, walls)');
    // The trailing slash of the site URL does not double up in links.
    expect(mail.text).toContain('https://www.sprayfoamremoval.uk/contact');
    expect(mail.html).toContain('href="https://www.sprayfoamremoval.uk/contact"');
    expect(mail.html).toMatch(/^<!doctype html><html lang="en-GB">/);
  });

  it('names the one company in the single-company variant, escaped', () => {
    const mail = renderMail('removal_request_confirmation', confirmation({ companyName: 'Smith & Sons <Removals>' }), { siteUrl });
    expect(mail.text).toContain(
      'We send your request to Smith & Sons <Removals> only. When they take it, they receive your details and will contact you.',
    );
    expect(mail.html).toContain('We send your request to Smith &amp; Sons &lt;Removals&gt; only.');
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/up to three|three companies|compare the quotes/i);
    }
    expect(mail.text).toContain('Thank you for your request for a spray foam removal quote from Smith & Sons <Removals>.');
    expect(mail.text).toContain('Only Smith & Sons <Removals> receives your details: we do not pass this request to any other company.');
    expect(mail.html).toContain('Only Smith &amp; Sons &lt;Removals&gt; receives your details');
  });

  it('gives administrators the request summary, the time in Europe/London and a link to the leads table', () => {
    const mail = renderMail('admin_new_request', adminAlert(), { siteUrl });
    expect(mail.subject).toBe('New removal request SFR-000123 – North West, Detached house');
    expect(mail.text).toContain('Reference: SFR-000123');
    // 08:30 UTC on 1 July is 09:30 British Summer Time.
    expect(mail.text).toContain('Received: 1 July 2026 at 09:30');
    expect(mail.text).toContain('District: M1');
    expect(mail.text).toContain('Foam: Closed-cell – Loft / roof');
    expect(mail.text).toContain('Urgency: As soon as possible');
    expect(mail.text).toContain('Estimate: £3,500–£4,950 + VAT');
    expect(mail.text).toContain('Lead: Shared (up to three companies)');
    expect(mail.text).toContain('https://www.sprayfoamremoval.uk/admin/leads');
    expect(mail.html).toContain('href="https://www.sprayfoamremoval.uk/admin/leads"');
  });

  it('flags emergencies and exclusive leads to administrators', () => {
    const mail = renderMail(
      'admin_new_request',
      adminAlert({ urgency: 'emergency', companyName: 'LoftClear Removals Ltd', receivedAt: '2026-12-01T08:30:00.000Z' }),
      { siteUrl },
    );
    expect(mail.subject).toMatch(/^\[Emergency\] New removal request SFR-000123/);
    expect(mail.text).toContain('Lead: Exclusive, for LoftClear Removals Ltd');
    expect(mail.text).toContain('Received: 1 December 2026 at 08:30');
  });

  it('refuses an unknown template and data that does not fit the template', () => {
    expect(() => renderMail('no_such_template', {}, { siteUrl })).toThrow(MailTemplateError);
    expect(() => renderMail('removal_request_confirmation', { ...confirmation(), estimateLowPence: 'lots' }, { siteUrl })).toThrow(
      /removal_request_confirmation.*estimateLowPence/,
    );
  });

  it('registers every template with a description and a schema', () => {
    for (const [name, template] of Object.entries(MAIL_TEMPLATES)) {
      expect(name).toMatch(/^[a-z_]+$/);
      expect(template.description.length).toBeGreaterThan(10);
      expect(typeof template.schema.safeParse).toBe('function');
    }
  });
});

describe('mail HTML helpers', () => {
  it('escapes interpolations but not nested html fragments', () => {
    const items = ['<b>', 'a & b'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${null}${false}${0}`.value).toBe('<ul><li>&lt;b&gt;</li><li>a &amp; b</li></ul>0');
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });

  it('lets only http(s) and mailto links through', () => {
    expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeUrl('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeUrl('javascript:alert(1)')).toBe('#');
  });
});

describe('enquiry e-mails', () => {
  const context = { siteUrl: 'https://sprayfoamremoval.uk' };

  it('confirms a survey request with its reference, escaping what the person typed', () => {
    const mail = renderMail(
      'enquiry_confirmation',
      { kind: 'survey', name: '<b>Sam</b>', reference: 'RS-ABC123', details: [['Lender', 'Bank <script>']] },
      context,
    );
    expect(mail.subject).toBe('We have your survey request (RS-ABC123)');
    expect(mail.text).toContain('Lender: Bank <script>');
    expect(mail.html).toContain('&lt;b&gt;Sam&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('alerts the administrators with a link to the right admin list', () => {
    const mail = renderMail(
      'admin_new_enquiry',
      { kind: 'callback', reference: 'CB-00AA11', receivedAt: '2026-11-22T09:30:00.000Z', details: [['Phone', '07700900123']] },
      context,
    );
    expect(mail.subject).toBe('New call-back request CB-00AA11');
    expect(mail.text).toContain('Received: 22 November 2026 at 09:30');
    expect(mail.text).toContain('https://sprayfoamremoval.uk/admin/quick-callbacks');
  });
});

describe('guest post e-mails', () => {
  const context = { siteUrl: 'https://sprayfoamremoval.uk' };

  it('tells the author their post is under review, with its reference, escaping the title', () => {
    const mail = renderMail('guest_post_received', { name: 'Helen', reference: 'GP-1A2B3C', title: 'Foam & <mortgages>' }, context);
    expect(mail.subject).toBe('Your guest post is under review (GP-1A2B3C)');
    expect(mail.text).toContain(
      'Thank you for sending us your guest post "Foam & <mortgages>". It is now under review. Your reference is GP-1A2B3C.',
    );
    expect(mail.text).toContain('https://sprayfoamremoval.uk/guest-post');
    expect(mail.html).toContain('<strong>GP-1A2B3C</strong>');
    expect(mail.html).toContain('Foam &amp; &lt;mortgages&gt;');
  });

  it('alerts the administrators with the author, the length and the opening', () => {
    const mail = renderMail(
      'admin_new_guest_post',
      {
        reference: 'GP-1A2B3C',
        receivedAt: '2026-07-01T08:30:00.000Z',
        title: 'Selling with foam',
        authorName: 'Helen Marsh',
        authorEmail: 'helen@example.com',
        authorWebsite: null,
        words: 812,
        opening: 'When our valuer went into the loft…',
      },
      context,
    );
    expect(mail.subject).toBe('New guest post GP-1A2B3C: Selling with foam');
    expect(mail.text).toContain('Author: Helen Marsh <helen@example.com>');
    expect(mail.text).toContain('Received: 1 July 2026 at 09:30');
    expect(mail.text).toContain('Length: 812 words');
    expect(mail.text).toContain('https://sprayfoamremoval.uk/admin/guest-posts');
    expect(mail.html).toContain('Helen Marsh &lt;helen@example.com&gt;');
  });
});

describe('company application e-mails', () => {
  const context = { siteUrl: 'https://sprayfoamremoval.uk/' };

  it('confirms an application with its reference and what the company told us, escaping it', () => {
    const mail = renderMail(
      'application_received',
      { name: 'Morag', companyName: 'Foam <i>Free</i> Ltd', reference: 'AP-ABC123', details: [['Regions', 'Scotland, North East']] },
      context,
    );
    expect(mail.subject).toBe('We have your application to join (AP-ABC123)');
    expect(mail.text).toContain('Regions: Scotland, North East');
    expect(mail.text).toContain('https://sprayfoamremoval.uk/vetting-process');
    expect(mail.html).toContain('Foam &lt;i&gt;Free&lt;/i&gt; Ltd');
  });

  it('links the administrators to the application', () => {
    const mail = renderMail(
      'admin_new_application',
      { applicationId: 'ap_1', reference: 'AP-ABC123', companyName: 'Foam Free Ltd', receivedAt: '2026-11-22T09:30:00.000Z', details: [] },
      context,
    );
    expect(mail.subject).toBe('New company application AP-ABC123 – Foam Free Ltd');
    expect(mail.text).toContain('Review the application: https://sprayfoamremoval.uk/admin/applications/ap_1');
    expect(mail.html).toContain('href="https://sprayfoamremoval.uk/admin/applications/ap_1"');
  });

  it('gives an approved company its set-password link and where to sign in', () => {
    const setPasswordUrl = 'https://sprayfoam.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=abc';
    const mail = renderMail(
      'application_approved',
      { name: 'Morag', companyName: 'Foam Free Ltd', email: 'morag@foamfree.example', setPasswordUrl },
      context,
    );
    expect(mail.subject).toBe('Foam Free Ltd is approved: set your password');
    expect(mail.text).toContain(`Set your password: ${setPasswordUrl}`);
    expect(mail.text).toContain('Sign in at https://sprayfoamremoval.uk/company/login with morag@foamfree.example');
    expect(mail.html).toContain('href="https://sprayfoam.firebaseapp.com/__/auth/action?mode=resetPassword&amp;oobCode=abc"');
    expect(() =>
      renderMail(
        'application_approved',
        { name: 'M', companyName: 'F', email: 'm@f.example', setPasswordUrl: 'javascript:alert(1)' },
        context,
      ),
    ).toThrow(MailTemplateError);
  });

  it('tells a rejected company the reason', () => {
    const mail = renderMail(
      'application_rejected',
      { name: 'Morag', companyName: 'Foam Free Ltd', reason: 'Your insurance certificate has expired.' },
      context,
    );
    expect(mail.text).toContain('The reason: Your insurance certificate has expired.');
    expect(mail.html).toContain('Your insurance certificate has expired.');
  });
});

describe('marketplace e-mails', () => {
  const context = { siteUrl: 'https://sprayfoamremoval.example' };
  it('alerts a company about a new lead with a link to it and no contact details', () => {
    const mail = renderMail(
      'new_lead_alert',
      {
        companyName: 'LoftClear Removals Ltd',
        leadId: 'lead123',
        reference: 'SFR-000042',
        region: 'London',
        district: 'SW15',
        propertyType: 'semi',
        foamType: 'open',
        locations: ['loft'],
        urgency: 'asap',
        estimateLowPence: 300000,
        estimateHighPence: 420000,
        pricePence: 4000,
        vatPence: 800,
        maxBuyers: 3,
      },
      context,
    );
    expect(mail.subject).toBe('New lead in London: SW15 (SFR-000042)');
    expect(mail.text).toContain('https://sprayfoamremoval.example/company/lead/lead123');
    expect(mail.text).toContain('Lead price: £40 + £8 VAT');
    expect(mail.html).toContain('href="https://sprayfoamremoval.example/company/lead/lead123"');
  });

  it('tells the chosen company that a single-company request is for it alone, whatever its alert setting', () => {
    const mail = renderMail(
      'new_lead_alert',
      {
        companyName: 'LoftClear Removals Ltd',
        leadId: 'lead124',
        reference: 'SFR-000043',
        region: 'London',
        district: 'SW15',
        propertyType: 'semi',
        foamType: 'open',
        locations: ['loft'],
        urgency: 'asap',
        estimateLowPence: 300000,
        estimateHighPence: 420000,
        pricePence: 10000,
        vatPence: 2000,
        maxBuyers: 1,
        sentToCompanyOnly: true,
      },
      context,
    );
    expect(mail.subject).toBe('A request for LoftClear Removals Ltd only: SW15 (SFR-000043)');
    expect(mail.text).toContain('A homeowner asked for a quote from LoftClear Removals Ltd only. No other company sees this lead.');
    expect(mail.text).toContain('Places: Exclusive: one buyer only');
    expect(mail.text).not.toContain('has lead alerts on');
  });

  it('tells a company our team picked a lead for it, without the lead alerts footer', () => {
    const mail = renderMail(
      'new_lead_alert',
      {
        companyName: 'LoftClear Removals Ltd',
        leadId: 'lead125',
        reference: 'SFR-000044',
        region: 'Wales',
        district: 'CF10',
        propertyType: 'detached',
        foamType: 'closed',
        locations: ['loft'],
        urgency: 'planning',
        estimateLowPence: 300000,
        estimateHighPence: 420000,
        pricePence: 4000,
        vatPence: 800,
        maxBuyers: 3,
        chosenByStaff: true,
      },
      context,
    );
    expect(mail.subject).toBe('A lead we picked for you: CF10 (SFR-000044)');
    expect(mail.text).toContain('Our team thinks this spray foam removal lead in Wales suits LoftClear Removals Ltd');
    expect(mail.text).toContain('because our team sent this lead to LoftClear Removals Ltd');
    expect(mail.text).not.toContain('has lead alerts on');
  });

  it('sends a message staff wrote as plain paragraphs, never as HTML', () => {
    const mail = renderMail(
      'staff_message',
      {
        name: 'Jane',
        subject: 'Your survey',
        message: 'First line <b>not bold</b>.\n\nSecond paragraph.',
        reference: 'SFR-000045',
        sentBy: 'admin@example.com',
      },
      context,
    );
    expect(mail.subject).toBe('Your survey (SFR-000045)');
    expect(mail.text).toContain('Hello Jane,');
    expect(mail.text).toContain('Second paragraph.');
    expect(mail.html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>not bold</b>');
  });

  it('tells a company the outcome of its dispute', () => {
    const accepted = renderMail(
      'lead_dispute_outcome',
      {
        companyName: 'LoftClear',
        reference: 'SFR-000042',
        accepted: true,
        reason: 'The phone number does not work',
        note: '',
        totalPence: 4800,
      },
      context,
    );
    expect(accepted.subject).toBe('Dispute accepted: lead SFR-000042 refunded');
    expect(accepted.text).toContain('refunded £48');
    const rejected = renderMail(
      'lead_dispute_outcome',
      {
        companyName: 'LoftClear',
        reference: 'SFR-000042',
        accepted: false,
        reason: 'The phone number does not work',
        note: 'It <works>',
        totalPence: 4800,
      },
      context,
    );
    expect(rejected.subject).toBe('Dispute not accepted: lead SFR-000042');
    expect(rejected.html).toContain('It &lt;works&gt;');
  });
  it('gives a lead buyer the contact details, a receipt with VAT and the dispute deadline, escaping what the homeowner typed', () => {
    const mail = renderMail(
      'lead_purchased',
      {
        companyName: 'LoftClear',
        leadId: 'lead1',
        reference: 'SFR-000042',
        homeowner: { name: 'Ann <b>Bold</b>', email: 'ann@example.com', phone: '07700900123' },
        postcode: 'SW1A 1AA',
        region: 'London',
        propertyType: 'semi',
        foamType: 'open',
        urgency: 'asap',
        pricePence: 4000,
        vatPence: 800,
        paymentId: 'pay1',
        paidAt: '2026-11-22T10:00:00.000Z',
        disputeUntil: '2026-12-06T10:00:00.000Z',
      },
      context,
    );
    expect(mail.subject).toBe('Lead SFR-000042: contact details and receipt');
    expect(mail.text).toContain('Phone: 07700 900123');
    expect(mail.text).toContain('Total paid: £48');
    expect(mail.text).toContain('VAT at 20%: £8');
    expect(mail.text).toContain('6 December 2026');
    expect(mail.html).toContain('Ann &lt;b&gt;Bold&lt;/b&gt;');
    expect(mail.html).toContain(`href="${context.siteUrl}/company/lead/lead1"`);
  });
});

/** Data for every template: the type makes a new template without a sample fail to compile. */
const SAMPLES: { [N in MailTemplateName]: MailTemplateData<N> } = {
  removal_request_confirmation: confirmation(),
  admin_new_request: adminAlert(),
  enquiry_confirmation: { kind: 'contact', name: 'Sam Lee', reference: 'CI-ABC123', details: [['Subject', 'Mortgage']] },
  free_guide_link: { name: 'Grace Reader', downloadPath: '/downloads/free-guide.pdf?token=abc', expiresAt: '2026-12-03T10:00:00.000Z' },
  contact_inquiry_reply: {
    name: 'Sam Lee',
    reference: 'CI-ABC123',
    reply: 'Thank you for asking.\n\nA Level 3 survey covers the loft.',
    message: 'Which survey do I need?',
  },
  admin_new_enquiry: {
    kind: 'survey',
    reference: 'RS-ABC123',
    receivedAt: '2026-07-01T08:30:00.000Z',
    details: [['Lender', 'Nationwide']],
  },
  guest_post_received: { name: 'Helen', reference: 'GP-1A2B3C', title: 'Selling with foam' },
  guest_post_rejected: { name: 'Helen', reference: 'GP-1A2B3C', title: 'Selling with foam', reason: 'It recommends DIY removal' },
  guest_post_published: { name: 'Helen', reference: 'GP-1A2B3C', title: 'Selling with foam', path: '/guest-posts/selling-with-foam' },
  admin_new_guest_post: {
    reference: 'GP-1A2B3C',
    receivedAt: '2026-07-01T08:30:00.000Z',
    title: 'Selling with foam',
    authorName: 'Helen Marsh',
    authorEmail: 'helen@example.com',
    authorWebsite: 'https://helen.example',
    words: 812,
    opening: 'When our valuer went into the loft…',
  },
  application_received: { name: 'Morag', companyName: 'Foam Free Ltd', reference: 'AP-ABC123', details: [['Regions', 'Scotland']] },
  admin_new_application: {
    applicationId: 'ap_1',
    reference: 'AP-ABC123',
    companyName: 'Foam Free Ltd',
    receivedAt: '2026-11-22T09:30:00.000Z',
    details: [['Regions', 'Scotland']],
  },
  application_approved: {
    name: 'Morag',
    companyName: 'Foam Free Ltd',
    email: 'morag@foamfree.example',
    setPasswordUrl: 'https://auth.example/reset?oobCode=abc',
  },
  application_rejected: { name: 'Morag', companyName: 'Foam Free Ltd', reason: 'Your insurance certificate has expired.' },
  homeowner_request_links: {
    links: [{ reference: 'SFR-000123', sentOn: '2026-11-20T10:00:00.000Z', path: '/my-request/rr_abc?token=t.s' }],
  },
  homeowner_stopped_sales: { companyName: 'LoftClear', reference: 'SFR-000123', leadId: 'lead-1' },
  quote_received: {
    firstName: 'Amira',
    companyName: 'LoftClear',
    reference: 'SFR-000123',
    revised: true,
    netPence: 450_000,
    totalPence: 540_000,
  },
  quote_accepted: { companyName: 'LoftClear', reference: 'SFR-000123', leadId: 'lead-1' },
  quote_not_chosen: { companyName: 'LoftClear', reference: 'SFR-000123', leadId: 'lead-1' },
  quote_declined: { companyName: 'LoftClear', reference: 'SFR-000123', leadId: 'lead-1', reason: 'We found a company nearer to us.' },
  quote_question: { companyName: 'LoftClear', reference: 'SFR-000123', leadId: 'lead-1', text: 'Does the price include the membrane?' },
  quote_answer: { firstName: 'Amira', companyName: 'LoftClear', reference: 'SFR-000123', text: 'Yes: the membrane line covers it.' },
  lead_next_action_reminder: {
    companyName: 'LoftClear',
    leadId: 'lead-1',
    reference: 'SFR-000123',
    district: 'SW1A',
    status: 'Quote sent',
    nextActionDate: '2026-12-03',
  },
  admin_review_submitted: { companyName: 'LoftClear', reference: 'SFR-000123', overall: 4.5 },
  review_published: { companyName: 'LoftClear', overall: 4.5, district: 'RG1' },
  review_rejected: { firstName: 'Amira', companyName: 'LoftClear', reason: 'It names a member of staff in full.' },
  review_invitation: { firstName: 'Amira', companyName: 'LoftClear', reference: 'SFR-000123', reviewPath: '/review?token=abc.def' },
  new_lead_alert: {
    companyName: 'LoftClear Removals Ltd',
    leadId: 'lead123',
    reference: 'SFR-000042',
    region: 'London',
    district: 'SW15',
    propertyType: 'semi',
    foamType: 'open',
    locations: ['loft'],
    urgency: 'asap',
    estimateLowPence: 300000,
    estimateHighPence: 420000,
    pricePence: 4000,
    vatPence: 800,
    maxBuyers: 3,
  },
  lead_purchased: {
    companyName: 'LoftClear',
    leadId: 'lead1',
    reference: 'SFR-000042',
    homeowner: { name: 'Ann Bold', email: 'ann@example.com', phone: '07700900123' },
    postcode: 'SW1A 1AA',
    region: 'London',
    propertyType: 'semi',
    foamType: 'open',
    urgency: 'asap',
    pricePence: 4000,
    vatPence: 800,
    paymentId: 'pay1',
    paidAt: '2026-11-22T10:00:00.000Z',
    disputeUntil: '2026-12-06T10:00:00.000Z',
  },
  lead_dispute_outcome: {
    companyName: 'LoftClear',
    reference: 'SFR-000042',
    accepted: false,
    reason: 'The phone number does not work',
    note: 'It rang twice',
    totalPence: 4800,
  },
  payment_refunded: {
    companyName: 'LoftClear',
    description: 'Lead SFR-000042',
    totalPence: 4800,
    reason: 'The lead sold out while you were paying.',
    paymentId: 'pay_9',
  },
  invoice_issued: {
    companyName: 'LoftClear',
    creditNote: true,
    number: 'CN-000003',
    creditsNumber: 'INV-000042',
    description: 'Lead SFR-000042',
    totalPence: 4800,
    pdfPath: '/invoices/cn-pay_9.pdf?token=abc',
  },
  company_password_reset: { setPasswordUrl: 'https://auth.example/reset?oobCode=xyz' },
  company_team_invitation: {
    companyName: 'LoftClear',
    invitedBy: 'owner@loftclear.example',
    role: 'Buyer',
    setPasswordUrl: 'https://site.example/company/set-password?oobCode=xyz',
  },
  company_suspended: { companyName: 'LoftClear', reason: 'Your public liability insurance has lapsed.' },
  company_reinstated: { companyName: 'LoftClear', note: 'Thank you for sending the new insurance certificate.' },
  company_about_rejected: { companyName: 'LoftClear', reason: 'Please remove the claim that you are the cheapest in London.' },
  webhook_endpoint_disabled: {
    companyName: 'LoftClear',
    url: 'https://crm.example.com/hooks/sfr',
    failingSince: '2026-11-26T10:00:00.000Z',
    lastError: 'HTTP 500',
  },
  vetting_expiry_reminder: { companyName: 'LoftClear', documents: [{ label: 'Public liability insurance', expiresOn: '2027-05-31' }] },
  vetting_grace_period: {
    companyName: 'LoftClear',
    graceUntil: '2027-01-25',
    problems: ['Public liability insurance: not checked yet', 'Waste carrier registration: not checked yet'],
    ending: false,
  },
  certification_request_received: {
    name: 'Priya',
    companyName: 'Foam Gone Ltd',
    reference: 'CR-ABC123',
    uploadUrl: 'https://sprayfoamremoval.uk/certificate-upload/cr1?token=t',
    docsUrl: 'https://sprayfoamremoval.uk/certificate-docs/cr1?token=t',
    documents: ['Public liability insurance', 'Waste carrier registration'],
    linkExpiresAt: '2026-07-31T08:30:00.000Z',
  },
  admin_certification_documents: { requestId: 'cr1', reference: 'CR-ABC123', companyName: 'Foam Gone Ltd' },
  certification_approved: {
    name: 'Priya',
    companyName: 'Foam Gone Ltd',
    reference: 'CR-ABC123',
    paymentPath: '/company/certification/cr1/pay',
  },
  admin_dispute_opened: {
    disputeId: 'd1',
    reference: 'SFR-000046',
    companyName: 'LoftClear',
    reason: 'Phone number invalid',
    note: 'Number not in service',
  },
  staff_message: { name: 'Jane', subject: 'About your request', message: 'Hello again.', reference: null, sentBy: 'admin@example.com' },
  certificate_issued: { name: 'Priya', companyName: 'Foam Gone Ltd', number: 'SFR-CERT-2026-0001', expiresAt: '2027-07-01T08:30:00.000Z' },
  job_record_submitted: { firstName: 'Amira', companyName: 'Foam Gone Ltd', reference: 'SFR-2026-0042', corrected: false },
  job_record_rejected: {
    companyName: 'Foam Gone Ltd',
    reference: 'SFR-2026-0042',
    leadId: 'lead-1',
    reason: 'The rear slope readings are missing.',
  },
  removal_record_issued: { companyName: 'Foam Gone Ltd', reference: 'SFR-2026-0042', number: 'SFR-REM-2026-00001' },
  surveyor_report_link: {
    surveyorName: 'Alex Surveyor',
    number: 'SFR-REM-2026-00001',
    reference: 'RS-3F9A2C',
    path: '/survey-report/lead1__company1?token=abc',
    expiresOn: '2027-01-27',
  },
  survey_outcome_recorded: { firstName: 'Sam', reference: 'SFR-2026-0042', number: 'SFR-REM-2026-00001', firm: 'Roof Check Surveyors' },
};

const HOSTILE = '<i>&"x"</i>';
/** Fields people type, in any template: a hostile value must arrive as text in both parts. */
const TYPED = /^(name|companyName|title|reason|note|description|district|authorName|opening)$/;

function withHostileText(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => withHostileText(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withHostileText(v, k)]));
  return typeof value === 'string' && TYPED.test(key) ? `${value} ${HOSTILE}` : value;
}

describe('every template', () => {
  const names = Object.keys(MAIL_TEMPLATES) as MailTemplateName[];

  it('has a sample here', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s renders a subject, a plain-text part and an HTML part from the same blocks', (name) => {
    const mail = renderMail(name, SAMPLES[name], { siteUrl });
    expect(mail.subject.length).toBeGreaterThan(10);
    expect(mail.text).not.toMatch(/<\/?(p|a|h1|h2|strong|em|table|tr|td|ol|ul|li)\b/);
    expect(mail.text).toContain('\n\nSpray Foam Removal UK\n\n');
    expect(mail.html).toMatch(/^<!doctype html><html lang="en-GB">/);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    // Every URL the text part gives is a link in the HTML part, and the other way round.
    const textUrls = new Set(mail.text.match(/https?:\/\/[^\s)]+/g)?.map((url) => url.replace(/[.,]$/, '')));
    const htmlUrls = new Set([...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')));
    for (const url of htmlUrls) expect(textUrls).toContain(url);
  });

  it.each(names)('%s escapes what people typed in the HTML and keeps it as typed in the text', (name) => {
    const data = withHostileText(SAMPLES[name]);
    if (JSON.stringify(data) === JSON.stringify(SAMPLES[name])) return; // nothing typed by a person
    const mail = renderMail(name, data, { siteUrl });
    expect(mail.text).toContain(HOSTILE);
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain(escapeHtml(HOSTILE));
  });
});

describe('the block renderer', () => {
  const content = {
    subject: 'A & B',
    footer: 'Why you get this <e-mail>',
    blocks: [
      heading('Hello <you>'),
      paragraph('Plain, ', strong('bold & firm'), ', ', em('quiet'), ' and ', link('a link', 'https://example.com/a?b=1&c=2'), '.'),
      note('Noted: ', strong('<ref>')),
      subheading('Steps'),
      steps(['One', ['Two with ', link('https://example.com/x', 'https://example.com/x')]]),
      bullets(['Dot <1>']),
      table([['Label <l>', 'Value & more']]),
      button('Press <here>', 'javascript:alert(1)'),
      null,
    ],
  };

  it('writes the text part: headings directly above what they head, links as their address, a signature and the footer', () => {
    expect(renderMailContent(content).text).toBe(
      [
        'Hello <you>',
        'Plain, bold & firm, quiet and a link (https://example.com/a?b=1&c=2).',
        '',
        'Noted: <ref>',
        '',
        'Steps',
        '1. One',
        '2. Two with https://example.com/x',
        '',
        '- Dot <1>',
        '',
        'Label <l>: Value & more',
        '',
        'Press <here>: javascript:alert(1)',
        '',
        'Spray Foam Removal UK',
        '',
        'Why you get this <e-mail>',
      ].join('\n'),
    );
  });

  it('escapes every value in the HTML part and lets only http(s) and mailto links through', () => {
    const { html: body, subject } = renderMailContent(content);
    expect(subject).toBe('A & B');
    expect(body).toContain('<title>A &amp; B</title>');
    expect(body).toContain('>Hello &lt;you&gt;</h1>');
    expect(body).toContain('<strong>bold &amp; firm</strong>');
    expect(body).toContain('<em>quiet</em>');
    expect(body).toContain('href="https://example.com/a?b=1&amp;c=2"');
    expect(body).toContain('<strong>&lt;ref&gt;</strong>');
    expect(body).toMatch(/<ol[^>]*><li[^>]*>One<\/li>/);
    expect(body).toMatch(/<ul[^>]*><li[^>]*>Dot &lt;1&gt;<\/li><\/ul>/);
    expect(body).toContain('>Label &lt;l&gt;</th><td');
    expect(body).toContain('>Value &amp; more</td>');
    expect(body).toContain('href="#"');
    expect(body).toContain('>Press &lt;here&gt;</a>');
    expect(body).toContain('Why you get this &lt;e-mail&gt;');
    expect(body).not.toContain('javascript:');
  });
});

describe('payment, account and certification e-mails', () => {
  const context = { siteUrl: 'https://sprayfoamremoval.uk' };

  it('tells a company about a refund: the amount with VAT, the reason and the payment reference', () => {
    const mail = renderMail('payment_refunded', SAMPLES.payment_refunded, context);
    expect(mail.subject).toBe('Refund of £48: Lead SFR-000042');
    expect(mail.text).toContain('We have refunded your payment of £48 (including VAT) for: Lead SFR-000042.');
    expect(mail.text).toContain('Why: The lead sold out while you were paying.');
    expect(mail.text).toContain('Payment reference: pay_9');
  });

  it('sends a credit note naming the invoice it credits, with the PDF link', () => {
    const mail = renderMail('invoice_issued', SAMPLES.invoice_issued, context);
    expect(mail.subject).toBe('Credit note CN-000003: £48');
    expect(mail.text).toContain('It credits invoice INV-000042.');
    expect(mail.text).toContain('/invoices/cn-pay_9.pdf?token=abc');
  });

  it('gives a company user the link to choose a new password', () => {
    const mail = renderMail('company_password_reset', SAMPLES.company_password_reset, context);
    expect(mail.text).toContain('Choose a new password for your company account: https://auth.example/reset?oobCode=xyz');
    expect(mail.text).toContain('The link works once, within an hour.');
    expect(mail.html).toContain('href="https://auth.example/reset?oobCode=xyz"');
  });

  it('gives a certification request its private links, their expiry and the documents needed; and says which document to upload again', () => {
    const mail = renderMail('certification_request_received', SAMPLES.certification_request_received, context);
    expect(mail.subject).toBe('Your certification request CR-ABC123: upload your documents');
    expect(mail.text).toContain(
      'Upload your documents (PDF, JPEG or PNG, up to 15 MB each): https://sprayfoamremoval.uk/certificate-upload/cr1?token=t',
    );
    expect(mail.text).toContain('See the state of your documents (https://sprayfoamremoval.uk/certificate-docs/cr1?token=t)');
    expect(mail.text).toContain('These links work until 31 July 2026 at 09:30.');
    expect(mail.text).toContain('- Waste carrier registration');
    const again = renderMail(
      'certification_request_received',
      { ...SAMPLES.certification_request_received, rejectedDocument: 'Waste carrier registration', note: 'It has expired' },
      context,
    );
    expect(again.subject).toBe('Please upload the waste carrier registration again (CR-ABC123)');
    expect(again.text).toContain('Rejected: Waste carrier registration: It has expired');
  });

  it('links the administrators to the documents, the company to its payment and to its certificate', () => {
    expect(renderMail('admin_certification_documents', SAMPLES.admin_certification_documents, context).text).toContain(
      'Review the documents: https://sprayfoamremoval.uk/admin/certification-requests/cr1',
    );
    const approved = renderMail('certification_approved', SAMPLES.certification_approved, context);
    expect(approved.text).toContain('£295 + VAT (£354.00)');
    expect(approved.text).toContain('Pay for certification: https://sprayfoamremoval.uk/company/certification/cr1/pay');
    const issued = renderMail('certificate_issued', SAMPLES.certificate_issued, context);
    expect(issued.subject).toBe('Foam Gone Ltd is certified: SFR-CERT-2026-0001');
    expect(issued.text).toContain('valid until 1 July 2027 at 09:30');
    expect(issued.text).toContain('https://sprayfoamremoval.uk/certificates/SFR-CERT-2026-0001.pdf');
    expect(issued.text).toContain('Anyone can check it at https://sprayfoamremoval.uk/verify-certificate/SFR-CERT-2026-0001.');
  });
});

/** Words a label may share with its template's description without saying anything about its purpose. */
const FILLER = new Set(['with', 'from', 'this', 'that', 'their', 'your', 'upload', 'links', 'alert', 'admin']);
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4 && !FILLER.has(word))
    .map((word) => word.slice(0, 5));

describe('the outbox label of every template (server/mailLabels.ts)', () => {
  const names = Object.keys(MAIL_TEMPLATES) as MailTemplateName[];

  it.each(names)('%s is labelled with words of its own purpose, not its name humanised', (name) => {
    const label = mailLabel(name, SAMPLES[name]);
    expect(label.length).toBeGreaterThan(5);
    // At least one word of the label is a word of what the template's description says it is for.
    const purpose = new Set(wordsOf(MAIL_TEMPLATES[name].description));
    expect(wordsOf(label).filter((word) => purpose.has(word))).not.toEqual([]);
  });

  it('gives different templates different labels', () => {
    const labels = names.map((name) => mailLabel(name, SAMPLES[name]));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('names the certification and vetting links by what they are for: a request, or a rejected document to upload again', () => {
    const links = SAMPLES.certification_request_received;
    expect(mailLabel('certification_request_received', links)).toBe('Certification request received: upload links');
    expect(mailLabel('certification_request_received', { ...links, purpose: 'vetting' })).toBe('Vetting documents requested: upload links');
    const rejection = { rejectedDocument: 'Waste carrier registration', note: 'It has expired' };
    expect(mailLabel('certification_request_received', { ...links, purpose: 'vetting', ...rejection })).toBe(
      'Vetting document rejected: upload again',
    );
    expect(mailLabel('certification_request_received', { ...links, ...rejection })).toBe('Certification document rejected: upload again');
    expect(mailLabel('admin_certification_documents', { ...SAMPLES.admin_certification_documents, purpose: 'vetting' })).toBe(
      'Admin alert: vetting documents to review',
    );
    expect(mailLabel('invoice_issued', { ...SAMPLES.invoice_issued, creditNote: true })).toBe('Credit note issued');
  });
});
