import { adminDb, gql, idempotencyKey, uniqueEmail } from '../support/api';
import { collectPageErrors, startSiteAndBrowser } from './browser';

/** /admin/guest-posts: review a submission, reject one with a reason after the dialog, approve and publish another. */
const site = startSiteAndBrowser();

const RUN = Date.now().toString(36);
const BODY =
  'Our valuer could not see the rafters because of the **closed-cell foam**, so the lender held back the mortgage. ' +
  'We had the foam removed by a contractor with a method statement, kept the waste transfer note and the removal report, ' +
  'and had a surveyor inspect the timbers. The sale completed three months later than planned, but it completed.';

async function submit(title: string) {
  const { body } = await gql(
    `mutation ($input: GuestPostInput!, $key: String!, $botCheck: BotCheckInput) { r: submitGuestPost(input: $input, idempotencyKey: $key, botCheck: $botCheck) { id } }`,
    {
      input: {
        title,
        bodyMarkdown: BODY,
        author: { name: 'Tom Reid', email: uniqueEmail('guest-browser'), bio: 'Homeowner in Bristol.' },
        consent: { terms: true },
      },
      key: idempotencyKey(),
    },
    { baseUrl: site.server.url },
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.r.id as string;
}

it('rejects one post with a reason after the dialog, and approves and publishes another', async () => {
  const rejectTitle = `Scraping foam at the weekend ${RUN}`;
  const publishTitle = `How our sale survived spray foam ${RUN}`;
  const rejectId = await submit(rejectTitle);
  const publishId = await submit(publishTitle);
  const db = adminDb(site.server);

  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/admin/guest-posts`);
  await page.waitForURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill('admin@demo.sprayfoamremoval.uk');
  await page.getByLabel('Password').fill('DemoAdmin2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/guest-posts$/);
  expect(await page.getByText('This area is being built').count()).toBe(0);

  // Review: the submission opens with the sanitised preview.
  await page.getByRole('link', { name: rejectTitle }).click();
  await page.waitForURL(new RegExp(`/admin/guest-posts/${rejectId}$`));
  await page
    .getByRole('article', { name: 'Preview as it would appear on the site' })
    .locator('strong', { hasText: 'closed-cell foam' })
    .waitFor();

  // Reject: cancelling the dialog changes nothing; a reason is required.
  await page.getByRole('button', { name: 'Reject…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this guest post?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect((await db.collection('guestPosts').doc(rejectId).get()).get('status')).toBe('submitted');
  await page.getByRole('button', { name: 'Reject…' }).click();
  await dialog.getByRole('button', { name: 'Reject and e-mail the author' }).click();
  await dialog.getByText('Give a reason of at least 3 characters').waitFor();
  await dialog.getByLabel('Reason (e-mailed to the author)').fill('Recommends DIY removal without protection');
  await dialog.getByRole('button', { name: 'Reject and e-mail the author' }).click();
  await page.getByText('Last note: Recommends DIY removal without protection').waitFor();
  const rejected = (await db.collection('guestPosts').doc(rejectId).get()).data()!;
  expect([rejected.status, rejected.reviewNote]).toEqual(['rejected', 'Recommends DIY removal without protection']);

  // Approve, then publish the other one.
  await page.getByRole('link', { name: 'Back to guest posts' }).click();
  await page.getByRole('link', { name: publishTitle }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByText('Approved', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('link', { name: 'View on the site' }).waitFor();
  expect((await db.collection('guestPosts').doc(publishId).get()).get('status')).toBe('published');

  // The filter lives in the address.
  await page.getByRole('link', { name: 'Back to guest posts' }).click();
  await page.getByLabel('Status').selectOption('PUBLISHED');
  await page.waitForURL(/status=published/i);
  await page.getByRole('link', { name: publishTitle }).waitFor();
  expect(await page.getByRole('link', { name: rejectTitle }).count()).toBe(0);
  expect(errors).toEqual([]);
});
