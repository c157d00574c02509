import { adminDb, gql, idempotencyKey, randomIp, randomMobile } from '../support/api';

const ENVELOPE = '$key: String!, $botCheck: BotCheckInput';
const RECEIPT = 'idempotencyKey: $key, botCheck: $botCheck, source: { pagePath: "/dangers" }) { id reference replayed }';

const forms = {
  callback: {
    mutation: `mutation($input: CallbackInput!, ${ENVELOPE}) { result: requestCallback(input: $input, ${RECEIPT} }`,
    collection: 'quickCallbacks',
    prefix: 'CB',
    mails: ['admin_new_enquiry'],
    valid: () => ({ name: 'Cal Back', phone: randomMobile(), preferredTime: 'evening', consent: { terms: true } }),
    invalid: { name: '', phone: '999', preferredTime: 'midnight', consent: { terms: false } },
    errors: {
      name: 'Enter your name',
      phone: 'Enter a valid UK phone number, like 07700 900123',
      preferredTime: 'Choose when we should call',
      'consent.terms': 'You must accept the terms to send this form',
    },
  },
  contact: {
    mutation: `mutation($input: ContactInquiryInput!, ${ENVELOPE}) { result: submitContactInquiry(input: $input, ${RECEIPT} }`,
    collection: 'contactInquiries',
    prefix: 'CI',
    mails: ['admin_new_enquiry', 'enquiry_confirmation'],
    valid: () => ({
      name: 'Con Tact',
      email: 'con@example.com',
      phone: '',
      subject: 'mortgage',
      message: 'My lender wants a report: what do I ask for?',
      consent: { terms: true },
    }),
    invalid: { name: 'x'.repeat(101), email: 'nope', phone: '12', subject: 'spam', message: 'hi', consent: { terms: true } },
    errors: {
      name: 'Your name must be 100 characters or fewer',
      email: 'Enter a valid email address, like name@example.com',
      phone: 'Enter a valid UK phone number, like 07700 900123',
      subject: 'Choose what your message is about',
      message: 'Write a message of at least 10 characters',
    },
  },
  survey: {
    mutation: `mutation($input: RicsSurveyInput!, ${ENVELOPE}) { result: requestRicsSurvey(input: $input, ${RECEIPT} }`,
    collection: 'ricsSurveys',
    prefix: 'RS',
    mails: ['admin_new_enquiry', 'enquiry_confirmation'],
    valid: () => ({
      name: 'Sur Vey',
      email: 'survey@example.com',
      phone: randomMobile(),
      postcode: 'bs1 4dj',
      propertyType: 'detached',
      lender: 'Nationwide',
      surveyLevel: 'spray_foam_inspection',
      preferredDate: '',
      notes: 'Foam in the loft, sale agreed',
      consent: { terms: true },
    }),
    invalid: {
      name: 'Sur\u0007Vey',
      email: 'survey@example.com',
      phone: randomMobile(),
      postcode: 'XX',
      propertyType: 'castle',
      surveyLevel: 'level9',
      preferredDate: '2001-01-01',
      consent: { terms: true },
    },
    errors: {
      name: 'Your name contains characters we cannot accept',
      postcode: 'Enter a valid UK postcode, like SW1A 1AA',
      propertyType: 'Choose the type of property',
      surveyLevel: 'Choose the survey you need',
      preferredDate: 'Choose a date from today onwards',
    },
  },
};

describe.each(Object.entries(forms))('%s form', (_name, form) => {
  it('stores a valid submission with its source and consent, once per idempotency key', async () => {
    const key = idempotencyKey();
    const input = form.valid();
    const first = await gql(form.mutation, { input, key });
    expect(first.body.errors).toBeUndefined();
    const receipt = first.body.data!.result;
    expect(receipt.reference).toMatch(new RegExp(`^${form.prefix}-[0-9A-F]{6}$`));
    const again = await gql(form.mutation, { input, key });
    expect(again.body.data!.result).toEqual({ ...receipt, replayed: true });

    const doc = (await adminDb().collection(form.collection).doc(receipt.id).get()).data()!;
    expect(doc).toMatchObject({ status: 'new', reference: receipt.reference, idempotencyKey: key, source: { pagePath: '/dangers' } });
    expect(doc.consent.terms).toBe(true);
    expect((await adminDb().collection(form.collection).where('idempotencyKey', '==', key).get()).size).toBe(1);

    // Its e-mails are queued with it, once: the replay above queued nothing more.
    const mails = await adminDb().collection('mail').where('related', 'array-contains', `${form.collection}/${receipt.id}`).get();
    expect(mails.docs.map((m) => m.get('template')).sort()).toEqual([...form.mails].sort());
    const confirmation = mails.docs.find((m) => m.get('template') === 'enquiry_confirmation');
    if (confirmation) expect(confirmation.get('to')).toBe((input as { email: string }).email);
    expect(mails.docs.find((m) => m.get('template') === 'admin_new_enquiry')!.get('data.reference')).toBe(receipt.reference);
  });

  it('answers each invalid field with its own message and stores nothing', async () => {
    const key = idempotencyKey();
    const { body } = await gql(form.mutation, { input: form.invalid, key });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const byPath = Object.fromEntries(
      body.errors![0].extensions!.fieldErrors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath).toEqual(form.errors);
    expect((await adminDb().collection(form.collection).where('idempotencyKey', '==', key).get()).size).toBe(0);
  });

  it('limits submissions from one address', async () => {
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await gql(form.mutation, { input: form.valid(), key: idempotencyKey() }, { ip }));
    expect(answers.slice(0, 5).every((a) => a.body.data?.result)).toBe(true);
    expect(answers[5].body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(answers[5].body.errors?.[0].message).toMatch(/Please wait about \d+ minutes? and try again/);
  });
});

it('normalises what it stores: phone and postcode', async () => {
  const input = { ...forms.survey.valid(), phone: '+44 7700 900 321' };
  const { body } = await gql(forms.survey.mutation, { input, key: idempotencyKey() });
  const doc = (await adminDb().collection('ricsSurveys').doc(body.data!.result.id).get()).data()!;
  expect(doc).toMatchObject({ phone: '07700900321', postcode: 'BS1 4DJ', lender: 'Nationwide', preferredDate: null });
});
