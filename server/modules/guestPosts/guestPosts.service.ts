import { invalidatePages } from '../../platform/pages/pageCache';
import { guestPostSchema, type GuestPostInputData } from '../../../common/validation/guestPost';
import type { FieldError } from '../../../common/validation/fieldErrors';
import type { AppConfig } from '../../platform/config';
import type { Timestamp, Transaction } from '../../platform/firestore/unitOfWork';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { queueMail } from '../../platform/mail/outbox';
import type { PublicSubmissionMeta } from '../../platform/submissions/publicSubmission';
import { ipLimit, storePublicSubmission } from '../../platform/submissions/storeSubmission';
import {
  GUEST_POSTS,
  findPublishedGuestPost,
  publishedGuestPostsList,
  reserveGuestPostSlug,
  updateGuestPostReview,
  adminGuestPostsList,
  editGuestPostContent,
  getAdminGuestPost,
  GuestPostChangedMeanwhile,
  GuestPostNotEditable,
  type AdminStoredGuestPost,
  type StoredGuestPost,
} from './guestPosts.repository';
import { isDocumentId } from '../../platform/documentId';

import {
  GuestPostDecision,
  GuestPostStatus,
  type AdminGuestPost,
  type AdminGuestPostConnection,
  type GuestPost,
  type GuestPostConnection,
  type GuestPostReview,
} from './guestPosts.types';
import { mapPage } from '../../platform/firestore/connection';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { excerptOf, plainTextOf, renderMarkdown, sanitiseHtml } from '../../platform/safeMarkdown';
import { slugFromTitle } from './guestPostSlug';

export interface GuestPostOptions {
  policy: AppConfig['submissions'];
  /** Who hears about each new guest post; empty: no admin alert. */
  adminAlertEmails: readonly string[];
}

export const REVIEW_NOTE_MAX = 1000;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A guest post through the shared public-submission path (bot signals, per-address limit, idempotency). The
 * Markdown is kept as sent and rendered once to sanitised HTML, which is all the public pages ever show. The
 * author is told it is under review, and the administrators are alerted, in the same transaction.
 */
export function submitGuestPost(input: unknown, meta: PublicSubmissionMeta, options: GuestPostOptions) {
  const { policy } = options;
  return storePublicSubmission({
    collection: GUEST_POSTS,
    referencePrefix: 'GP',
    schema: guestPostSchema,
    input,
    meta,
    policy,
    initialStatus: GuestPostStatus.SUBMITTED,
    rateLimits: () => [ipLimit('guest-post', meta, policy)],
    reserve: (tx, data: GuestPostInputData, id) => reserveGuestPostSlug(tx, slugFromTitle(data.title), id),
    toDocument: (data: GuestPostInputData) => ({
      title: data.title,
      bodyMarkdown: data.bodyMarkdown,
      bodyHtml: renderMarkdown(data.bodyMarkdown, 'visitor'),
      author: { name: data.author.name, email: data.author.email, bio: data.author.bio, website: data.author.website ?? null },
      reviewNote: null,
      publishedAt: null,
      consent: data.consent,
    }),
    notify: (tx: Transaction, data: GuestPostInputData, stored: { path: string; reference: string; at: Timestamp }) => {
      const related = [stored.path];
      queueMail(
        tx,
        {
          to: data.author.email,
          template: 'guest_post_received',
          data: { name: data.author.name, reference: stored.reference, title: data.title },
          related,
        },
        stored.at,
      );
      if (options.adminAlertEmails.length) {
        const text = plainTextOf(renderMarkdown(data.bodyMarkdown, 'visitor'));
        queueMail(
          tx,
          {
            to: options.adminAlertEmails,
            template: 'admin_new_guest_post',
            data: {
              reference: stored.reference,
              receivedAt: stored.at.toDate().toISOString(),
              title: data.title,
              authorName: data.author.name,
              authorEmail: data.author.email,
              authorWebsite: data.author.website ?? null,
              words: wordCount(text),
              opening: excerptOf(text, 300),
            },
            related,
          },
          stored.at,
        );
      }
    },
  });
}

/** The public view of a stored post: its HTML passes the sanitiser again, so rules added later apply to old posts too. */
function publicGuestPost(post: StoredGuestPost): GuestPost {
  const bodyHtml = sanitiseHtml(post.bodyHtml, 'visitor');
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: excerptOf(plainTextOf(bodyHtml)),
    bodyHtml,
    author: { name: post.author.name, bio: post.author.bio, website: post.author.website },
    publishedAt: post.publishedAt,
  };
}

export async function publishedGuestPost(slug: string): Promise<GuestPost | null> {
  const post = await findPublishedGuestPost(slug.trim().toLowerCase());
  return post ? publicGuestPost(post) : null;
}

export async function publishedGuestPosts(page: PageArgs): Promise<GuestPostConnection> {
  return mapPage(await countedPage(publishedGuestPostsList(), page), publicGuestPost);
}

/** Which decisions apply to a post in each status. Rejecting a published post takes it off the site. */
const ALLOWED_FROM: Record<GuestPostDecision, readonly GuestPostStatus[]> = {
  [GuestPostDecision.APPROVE]: [GuestPostStatus.SUBMITTED, GuestPostStatus.REJECTED],
  [GuestPostDecision.REJECT]: [GuestPostStatus.SUBMITTED, GuestPostStatus.APPROVED, GuestPostStatus.PUBLISHED],
  [GuestPostDecision.PUBLISH]: [GuestPostStatus.SUBMITTED, GuestPostStatus.APPROVED],
  [GuestPostDecision.UNPUBLISH]: [GuestPostStatus.PUBLISHED],
};

const RESULTING_STATUS: Record<GuestPostDecision, GuestPostStatus> = {
  [GuestPostDecision.APPROVE]: GuestPostStatus.APPROVED,
  [GuestPostDecision.REJECT]: GuestPostStatus.REJECTED,
  [GuestPostDecision.PUBLISH]: GuestPostStatus.PUBLISHED,
  [GuestPostDecision.UNPUBLISH]: GuestPostStatus.APPROVED,
};

const ACTION: Record<GuestPostDecision, string> = {
  [GuestPostDecision.APPROVE]: 'approved',
  [GuestPostDecision.REJECT]: 'rejected',
  [GuestPostDecision.PUBLISH]: 'published',
  [GuestPostDecision.UNPUBLISH]: 'unpublished',
};

const CHANGED_MEANWHILE = 'Someone else changed this guest post since you loaded it: refresh to see the latest and try again';
const GUEST_POST_PAGES = ['/guest-post', '/guest-posts', '/sitemap.xml'];

/**
 * An administrator approves, rejects (with a reason, e-mailed to the author), publishes (the author is told) or
 * unpublishes a guest post. The decision joins the post's history; a post changed since `expectedUpdatedAt`
 * answers CONFLICT.
 */
export async function reviewGuestPost(
  id: string,
  decision: GuestPostDecision,
  note: string | null | undefined,
  reviewedBy: string | null,
  expectedUpdatedAt: Date | null = null,
): Promise<GuestPostReview> {
  const reviewNote = note?.trim() || null;
  const errors: FieldError[] = [];
  if (!id.trim()) errors.push({ path: 'id', message: 'Choose a guest post' });
  if (reviewNote && reviewNote.length > REVIEW_NOTE_MAX)
    errors.push({ path: 'note', message: `The note must be ${REVIEW_NOTE_MAX} characters or fewer` });
  if (decision === GuestPostDecision.REJECT && !reviewNote)
    errors.push({ path: 'note', message: 'Give the author a reason for the rejection' });
  if (errors.length) throw invalidInput(errors);

  let review: GuestPostReview | null;
  try {
    review = await updateGuestPostReview(
      id.trim(),
      reviewedBy,
      (current) => {
        if (!ALLOWED_FROM[decision].includes(current.status)) {
          throw conflict(`A ${current.status} guest post cannot be ${ACTION[decision]}.`);
        }
        const status = RESULTING_STATUS[decision];
        return { action: ACTION[decision], status, reviewNote, publishedAt: status === GuestPostStatus.PUBLISHED ? new Date() : null };
      },
      {
        expectedUpdatedAt,
        alongside(tx, current, change, at) {
          const base = { name: current.author.name, reference: current.reference, title: current.title };
          const related = [`${GUEST_POSTS}/${current.id}`];
          if (decision === GuestPostDecision.REJECT) {
            queueMail(
              tx,
              { to: current.author.email, template: 'guest_post_rejected', data: { ...base, reason: change.reviewNote! }, related },
              at,
            );
          } else if (decision === GuestPostDecision.PUBLISH) {
            queueMail(
              tx,
              {
                to: current.author.email,
                template: 'guest_post_published',
                data: { ...base, path: `/guest-posts/${current.slug}` },
                related,
              },
              at,
            );
          }
        },
      },
    );
  } catch (error) {
    if (error instanceof GuestPostChangedMeanwhile) throw conflict(CHANGED_MEANWHILE);
    throw error;
  }
  if (!review) throw notFound('There is no guest post with this id');
  // Publishing or withdrawing changes public pages: no cached copy may outlive the decision.
  invalidatePages(GUEST_POST_PAGES);
  return review;
}

function adminGuestPost(post: AdminStoredGuestPost): AdminGuestPost {
  return {
    id: post.id,
    reference: post.reference,
    slug: post.slug,
    title: post.title,
    bodyMarkdown: post.bodyMarkdown,
    // The same sanitiser as the public page, so the preview is what readers would see.
    bodyHtml: sanitiseHtml(post.bodyHtml, 'visitor'),
    authorName: post.author.name,
    authorEmail: post.author.email,
    authorBio: post.author.bio,
    authorWebsite: post.author.website,
    status: post.status,
    reviewNote: post.reviewNote,
    publishedAt: post.publishedAt,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    history: post.history,
  };
}

export async function adminGuestPostsPage(status: GuestPostStatus | null, page: PageArgs): Promise<AdminGuestPostConnection> {
  return mapPage(await countedPage(adminGuestPostsList(status), page), adminGuestPost) as AdminGuestPostConnection;
}

export async function adminGuestPostById(id: string): Promise<AdminGuestPost | null> {
  if (!isDocumentId(id)) throw invalidInput([{ path: 'id', message: 'This is not a guest post id' }]);
  const post = await getAdminGuestPost(id);
  return post ? adminGuestPost(post) : null;
}

/** An editor's change to a post's title and body before it is published, checked like a submission's. */
export async function editGuestPost(
  id: string,
  title: string,
  bodyMarkdown: string,
  expectedUpdatedAt: Date | null,
  by: string,
): Promise<AdminGuestPost> {
  if (!isDocumentId(id)) throw invalidInput([{ path: 'id', message: 'This is not a guest post id' }]);
  const fields = guestPostSchema.shape.title.safeParse(title);
  const body = guestPostSchema.shape.bodyMarkdown.safeParse(bodyMarkdown);
  const errors: FieldError[] = [];
  if (!fields.success) errors.push({ path: 'title', message: fields.error.issues[0]?.message ?? 'Check the title' });
  if (!body.success) errors.push({ path: 'bodyMarkdown', message: body.error.issues[0]?.message ?? 'Check the text' });
  if (errors.length) throw invalidInput(errors);
  try {
    const post = await editGuestPostContent(
      id,
      { title: fields.data!, bodyMarkdown: body.data!, bodyHtml: renderMarkdown(body.data!, 'visitor') },
      expectedUpdatedAt,
      by,
    );
    if (!post) throw notFound('There is no guest post with this id');
    return adminGuestPost(post);
  } catch (error) {
    if (error instanceof GuestPostChangedMeanwhile) throw conflict(CHANGED_MEANWHILE);
    if (error instanceof GuestPostNotEditable) throw conflict('Unpublish the post before editing it');
    throw error;
  }
}
