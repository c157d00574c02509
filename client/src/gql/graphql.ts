/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where a company’s about text stands with the administrators (docs/decisions/0045-public-company-profiles.md). */
export type AboutState =
  /** Checked by an administrator: it is the published text. */
  | 'APPROVED'
  /** Sent by the company and waiting for an administrator: not shown yet. */
  | 'PENDING'
  /** Not published: see reason. The last approved text stays on the profile. */
  | 'REJECTED';

/** Which companies to list. */
export type AdminCompanyFilter = {
  /** true: only companies with an about text waiting to be checked. */
  aboutPending?: boolean | null | undefined;
  /** Only certified (true) or only uncertified (false) companies; all when left out. */
  certified?: boolean | null | undefined;
  /** Only companies serving this UK region (one of the 12); all when left out. */
  region?: string | null | undefined;
  /** Companies whose name starts with this text (letter case, punctuation and a trailing Ltd ignored), up to 100 characters. */
  search?: string | null | undefined;
  /** Only companies in this status; all when left out. */
  status?: CompanyStatus | null | undefined;
};

/** What an administrator edits on a company. Mistakes: BAD_USER_INPUT with field errors; nothing is saved. */
export type AdminCompanyInput = {
  /** Postal address, up to 300 characters; empty removes it. */
  address?: string | null | undefined;
  /** Name of the person to contact, 1–100 characters. */
  contactName: string;
  /** Description, up to 1,500 characters. */
  description?: string | null | undefined;
  /** The company’s e-mail address (lead alerts and our e-mails; not a sign-in). */
  email: string;
  /** E-mail the company when a lead in its regions is published. */
  leadAlerts: boolean;
  /** UK phone number, e.g. 07700 900123. */
  phone: string;
  /** UK postcode of the address; empty removes it. */
  postcode?: string | null | undefined;
  /** At least one of the 12 UK regions. */
  regions: Array<string>;
  /** At least one of: loft | walls | floor | timber_treatment | membrane | reinsulation | inspection | commercial. */
  services: Array<string>;
  /** Website, http(s); empty or null removes it. */
  website?: string | null | undefined;
};

/** Which payments to list. */
export type AdminPaymentFilter = {
  /** Only this company’s payments; every company’s when left out. */
  companyId?: string | number | null | undefined;
  /** Only payments created at or after this instant. */
  createdFrom?: string | null | undefined;
  /** Only payments created before this instant. */
  createdTo?: string | null | undefined;
  /** Only payments of this kind; all when left out. */
  kind?: PaymentKind | null | undefined;
  /** Only payments in this status; all when left out. */
  status?: PaymentStatus | null | undefined;
};

/** A video as an administrator writes it. */
export type AdminVideoInput = {
  /** A paragraph, up to 500 characters. */
  description: string;
  /** Length as mm:ss or h:mm:ss. */
  duration: string;
  /** Slug: lower-case letters, digits and hyphens; unique among videos. */
  slug: string;
  /** DRAFT or PUBLISHED. */
  status: PublicationStatus;
  /** Thumbnail URL (https); YouTube’s own thumbnail when left out. */
  thumbnailUrl?: string | null | undefined;
  /** Title, up to 150 characters. */
  title: string;
  /** The transcript, plain text; may be empty. */
  transcript: string;
  /** A YouTube id or any YouTube address (watch?v=, youtu.be/, embed/, shorts/); stored as the 11-character id. */
  youtube: string;
};

/** What a generated post is about. */
export type AiPostBriefInput = {
  /** Who it is for, 3 to 200 characters. */
  audience: string;
  /** The target keyword, 2 to 80 characters. */
  keyword: string;
  /** The topic, 3 to 200 characters. */
  topic: string;
};

/** The applicant’s consent. */
export type ApplicationConsentInput = {
  /** Whether they agree to marketing e-mails; false when left out. */
  marketing?: boolean | null | undefined;
  /** Must be true: the applicant accepts the terms. */
  terms: boolean;
};

/** A removal company’s application to join (/apply). Each mistake is a BAD_USER_INPUT field error named by its path, e.g. `regions`. */
export type ApplicationInput = {
  /** Any of: waste_carrier | trustmark | pca | chas | safecontractor | constructionline | which_trusted_trader | checkatrade. */
  accreditations?: Array<string> | null | undefined;
  /** Companies House number: 8 digits, or a prefix such as SC, NI, OC and 6 digits; spaces ignored. */
  companiesHouseNumber: string;
  /** Company name, 1–150 characters, no markup. */
  companyName: string;
  /** Terms (required) and marketing. */
  consent: ApplicationConsentInput;
  /** Name of the person to contact, 1–100 characters. */
  contactName: string;
  /** Contact e-mail, up to 254 characters: it becomes the company’s sign-in. */
  email: string;
  /** Anything else, up to 3,000 characters. */
  message?: string | null | undefined;
  /** UK phone number, e.g. 07700 900123 or +44 20 7946 0000. */
  phone: string;
  /** Public liability cover in pounds (not pence): 1,000,000 to 20,000,000. Required. */
  publicLiabilityCoverPounds?: number | null | undefined;
  /** UK regions served, at least one, e.g. ["London", "South East"] (the names of `Location.region`). */
  regions: Array<string>;
  /** At least one of: loft | walls | floor | timber_treatment | membrane | reinsulation | inspection | commercial. */
  services: Array<string>;
  /** Website, http(s); www.example.co.uk is read as https://www.example.co.uk. Optional. */
  website?: string | null | undefined;
  /** Whole years trading, 0–100. Required (null is refused with a field error). */
  yearsTrading?: number | null | undefined;
};

/** Where a company’s application is. */
export type ApplicationStatus =
  /** Approved: the company and its sign-in exist (`companyId`). */
  | 'APPROVED'
  /** Rejected; the reason was e-mailed to the applicant. */
  | 'REJECTED'
  /** Sent, not looked at yet. */
  | 'SUBMITTED'
  /** An administrator is checking it. */
  | 'UNDER_REVIEW';

/** What moved a prepaid balance. */
export type BalanceEntryKind =
  /** A lead bought from the balance. */
  | 'LEAD_PURCHASE'
  /** A disputed lead’s price given back to the balance. */
  | 'REFUND'
  /** Credit bought through a checkout (its VAT invoice is the top-up payment’s). */
  | 'TOP_UP';

/** Signals that tell people from scripts, sent by the site’s forms (docs/form-tokens.md). */
export type BotCheckInput = {
  /**
   * No longer read.
   * @deprecated Ignored: the server measures the fill time from formToken
   */
  fillTimeMs?: number | null | undefined;
  /** The `token` of the `formToken` query, fetched when the form appeared. The server measures the fill time from it: sent sooner than `minFillTimeMs` is refused as too fast. */
  formToken?: string | null | undefined;
  /** A hidden field people never fill in: anything here refuses the form. */
  honeypot?: string | null | undefined;
};

/** A request for a call back. */
export type CallbackInput = {
  /** Terms (required) and marketing. */
  consent: EnquiryConsentInput;
  /** Name, 1–100 characters. */
  name: string;
  /** UK phone number to call, e.g. 07700 900123. */
  phone: string;
  /** When to call: morning | afternoon | evening | anytime. */
  preferredTime: string;
};

/** Where a call-back request is. */
export type CallbackStatus =
  /** Called and spoken to. */
  | 'CALLED'
  /** Nothing more to do. */
  | 'CLOSED'
  /** Turned into a lead (`convertedLeadId`) by `createRemovalRequestByAdmin`; set only that way. */
  | 'CONVERTED'
  /** Nobody has called yet. */
  | 'NEW'
  /** Called, no answer: try again. */
  | 'NO_ANSWER';

/** Whether a certificate stands. */
export type CertificateStatus =
  /** Past its expiresAt (12 months after issue). */
  | 'EXPIRED'
  /** Withdrawn by an administrator. */
  | 'REVOKED'
  /** Issued and not yet expired. */
  | 'VALID';

/** The company’s consent. */
export type CertificationConsentInput = {
  /** Whether it agrees to marketing e-mails; false when left out. */
  marketing?: boolean | null | undefined;
  /** Must be true: the company accepts the terms. */
  terms: boolean;
};

/** The five documents a company uploads to be certified. */
export type CertificationDocumentType =
  /** Method statement for spray foam removal. */
  | 'METHOD_STATEMENT'
  /** Training certificates of the operatives. */
  | 'OPERATIVE_TRAINING_CERTIFICATES'
  /** Public liability insurance certificate. */
  | 'PUBLIC_LIABILITY_INSURANCE'
  /** Risk assessment. */
  | 'RISK_ASSESSMENT'
  /** Waste carrier registration. */
  | 'WASTE_CARRIER_LICENCE';

/** What a certification request is for (docs/requirements/business-rules.md#vetting). */
export type CertificationPurpose =
  /** Certification: the five documents, then the fee and a numbered certificate. */
  | 'CERTIFICATION'
  /** Vetting: insurance and waste carrier registration only, which a company needs to buy leads; no fee. */
  | 'VETTING';

/** A removal company’s certification request (/certificate-request). */
export type CertificationRequestInput = {
  /** Company name, 1–150 characters. */
  companyName: string;
  /** Terms (required) and marketing. */
  consent: CertificationConsentInput;
  /** Name of the person to contact, 1–100 characters. */
  contactName: string;
  /** E-mail the private upload link is sent to, up to 254 characters. */
  email: string;
  /** UK phone number, e.g. 07700 900123. */
  phone: string;
};

/** Where a certification request is. */
export type CertificationRequestStatus =
  /** All five documents accepted; waiting for the company to pay £295 + VAT. */
  | 'APPROVED_AWAITING_PAYMENT'
  /** Some documents are uploaded; others are missing or were rejected. */
  | 'AWAITING_DOCUMENTS'
  /** Paid: the certificate is issued (`certificateNumber`). */
  | 'CERTIFIED'
  /** Refused. */
  | 'REJECTED'
  /** Sent; the private upload link was e-mailed. */
  | 'REQUESTED'
  /** All five documents are uploaded and wait for an administrator. */
  | 'UNDER_REVIEW'
  /** A vetting request whose two documents are accepted: recorded on the company. */
  | 'VETTED';

/** The Companies House check an administrator confirms to approve an application: each confirmation must be true, and the directors written down. */
export type CompaniesHouseCheckInput = {
  /** The company is active, and not being struck off or wound up. */
  companyActive: boolean;
  /** The directors’ names as the register lists them, 3–500 characters. */
  directors: string;
  /** The directors on the register match the people the site deals with. */
  directorsMatch: boolean;
  /** The registered name and number match the application. */
  nameAndNumberMatch: boolean;
};

/** What a company edits on its profile. Name and regions change through us; the about text is sent for checking with submitMyCompanyAbout. Mistakes: BAD_USER_INPUT with field errors. */
export type CompanyProfileInput = {
  /** Business address for VAT invoices, 1–200 characters; left out keeps the stored one. */
  address?: string | null | undefined;
  /** Name of the person to contact, 1–100 characters. */
  contactName: string;
  /** E-mail the company when a lead in its regions is published. */
  leadAlerts: boolean;
  /** UK phone number, e.g. 07700 900123. */
  phone: string;
  /** Postcode of the business address; left out keeps the stored one. */
  postcode?: string | null | undefined;
  /** At least one of: loft | walls | floor | timber_treatment | membrane | reinsulation | inspection | commercial. */
  services: Array<string>;
  /** Website, http(s); empty or null removes it. */
  website?: string | null | undefined;
};

/** An administrator’s decision on a pending review. */
export type CompanyReviewDecision =
  /** Show it on the company’s profile; the company is e-mailed and may reply once. */
  | 'PUBLISH'
  /** Never show it; the homeowner is e-mailed the reason. */
  | 'REJECT';

/** A homeowner’s review of the company they hired. */
export type CompanyReviewInput = {
  /** The homeowner confirms nobody offered them anything for the review: must be true. */
  noIncentive: boolean;
  /** The four ratings. */
  ratings: ReviewRatingsInput;
  /** What happened, 30–3,000 characters. */
  text: string;
};

/** Where a review is in moderation. */
export type CompanyReviewStatus =
  /** Emptied at the homeowner’s request; never shown again. */
  | 'ERASED'
  /** Waiting for an administrator. */
  | 'PENDING'
  /** Shown on the company’s profile. */
  | 'PUBLISHED'
  /** Not shown; the homeowner was told why. */
  | 'REJECTED';

/** What a company user may do (docs/decisions/0049-company-team-roles.md); a user without a stored role is an owner. */
export type CompanyRole =
  /** Buys leads, works and disputes them. */
  | 'BUYER'
  /** Manages the team, the profile, certification and the lead preferences; buys and works leads. */
  | 'OWNER'
  /** Reads everything; every company mutation answers FORBIDDEN with the reason. */
  | 'VIEWER';

/** Whether a company may act on the marketplace. */
export type CompanyStatus =
  /** Listed, receives leads; its users may sign in. */
  | 'ACTIVE'
  /** Hidden and refused: its users get FORBIDDEN on every company call. */
  | 'SUSPENDED';

/** The person’s consent. */
export type ConsentInput = {
  /** Whether they agree to marketing e-mails; false when left out. */
  marketing?: boolean | null | undefined;
  /** Must be true: they accept the terms. */
  terms: boolean;
};

/** A message through the contact page. */
export type ContactInquiryInput = {
  /** Terms (required) and marketing. */
  consent: EnquiryConsentInput;
  /** E-mail address for the reply, up to 254 characters. */
  email: string;
  /** The message, 10–5,000 characters. */
  message: string;
  /** Name, 1–100 characters. */
  name: string;
  /** UK phone number; optional. */
  phone?: string | null | undefined;
  /** What it is about: general | removal | mortgage | company | press | other. */
  subject: string;
};

/** Where a contact message is. */
export type ContactInquiryStatus =
  /** Nothing more to do. */
  | 'CLOSED'
  /** Nobody has replied yet. */
  | 'NEW'
  /** An administrator replied by e-mail. */
  | 'REPLIED';

/** An administrator’s decision on an open dispute. */
export type DisputeDecision =
  /** Refund the payment through its provider; the company is e-mailed. */
  | 'ACCEPT'
  /** Keep the payment; needs a `note`, which the company is e-mailed. */
  | 'REJECT';

/** What is wrong with a purchased lead: the only grounds for a refund. */
export type DisputeReason =
  /** E-mail to the address bounces or does not reach the homeowner. */
  | 'INVALID_EMAIL'
  /** The phone number does not work or is not the homeowner’s. */
  | 'INVALID_PHONE'
  /** The property is not at the postcode given. */
  | 'WRONG_POSTCODE';

/** Where a dispute is. */
export type DisputeStatus =
  /** Accepted: the payment was refunded (the place is not sold again). */
  | 'ACCEPTED'
  /** Waiting for an administrator’s decision. */
  | 'OPEN'
  /** Rejected with a note to the company; it cannot be opened again. */
  | 'REJECTED';

/** An administrator’s decision on one uploaded document. */
export type DocumentDecision =
  /** Accept it. When all five are accepted, the payment link is e-mailed. */
  | 'ACCEPT'
  /** Reject it; needs a `note`, e-mailed to the company. */
  | 'REJECT';

/** An administrator’s verdict on one uploaded document. */
export type DocumentReview =
  /** Accepted. */
  | 'ACCEPTED'
  /** Not reviewed yet. */
  | 'PENDING'
  /** Rejected with a note; the company uploads it again. */
  | 'REJECTED';

/** What the company sees for each required document. */
export type DocumentState =
  /** Accepted by an administrator. */
  | 'ACCEPTED'
  /** Not uploaded yet. */
  | 'MISSING'
  /** Rejected: see the document’s note, and upload it again. */
  | 'REJECTED'
  /** Uploaded, waiting for review. */
  | 'UPLOADED';

/** The sender’s consent. */
export type EnquiryConsentInput = {
  /** Whether they agree to marketing e-mails; false when left out. */
  marketing?: boolean | null | undefined;
  /** Must be true: the sender accepts the terms. */
  terms: boolean;
};

/** The free-guide form (/free-guide). */
export type FreeGuideRequestInput = {
  /** Terms (required) and marketing. */
  consent: ConsentInput;
  /** E-mail address, up to 254 characters. */
  email: string;
  /** Name, 1–100 characters. */
  name: string;
  /** UK postcode, e.g. SW1A 1AA; optional. */
  postcode?: string | null | undefined;
};

/** The author of a guest post. */
export type GuestPostAuthorInput = {
  /** Up to 500 characters, shown beside the published post. */
  bio: string;
  /** E-mail address, never shown publicly. */
  email: string;
  /** Name shown with the post, 1–100 characters. */
  name: string;
  /** A full http(s) address, up to 300 characters; optional. */
  website?: string | null | undefined;
};

/** The author’s consent. */
export type GuestPostConsentInput = {
  /** Whether they agree to marketing e-mails; false when left out. */
  marketing?: boolean | null | undefined;
  /** Must be true: the author accepts the terms. */
  terms: boolean;
};

/** What an administrator decides about a guest post. */
export type GuestPostDecision =
  /** Approve it without publishing. */
  | 'APPROVE'
  /** Publish it at /guest-posts/{slug}. */
  | 'PUBLISH'
  /** Reject it; a published post is taken off the site. */
  | 'REJECT'
  /** Take a published post off the site; it goes back to APPROVED and can be published again. */
  | 'UNPUBLISH';

/** A guest post sent through /guest-post. */
export type GuestPostInput = {
  /** Who wrote it. */
  author: GuestPostAuthorInput;
  /** The article in Markdown, 300–20,000 characters; HTML in it is sanitised. */
  bodyMarkdown: string;
  /** Terms (required) and marketing. */
  consent: GuestPostConsentInput;
  /** Title, 10–150 characters. */
  title: string;
};

/** Where a guest post is. */
export type GuestPostStatus =
  /** Approved, not published yet. */
  | 'APPROVED'
  /** On the site at /guest-posts/{slug}. */
  | 'PUBLISHED'
  /** Rejected (or taken off the site). */
  | 'REJECTED'
  /** Sent, waiting for review. */
  | 'SUBMITTED';

/** Who asks for quotes. */
export type HomeownerInput = {
  /** E-mail address for the confirmation, up to 254 characters. */
  email: string;
  /** Full name, 1–100 characters, no markup. */
  name: string;
  /** UK phone number, e.g. 07700 900123 or +44 7700 900123. */
  phone: string;
};

/** The form at /my-request that e-mails a homeowner new links to their requests. */
export type HomeownerLinksInput = {
  /** The e-mail address the quote requests were sent with. */
  email: string;
};

/** An e-mail from staff to the homeowner of a lead. */
export type HomeownerMessageInput = {
  /** The message, 1–5,000 characters, plain text; blank lines separate paragraphs. */
  message: string;
  /** Subject, 1–150 characters; the lead’s reference is added to it. */
  subject: string;
};

/** What became of an IndexNow submission. */
export type IndexNowStatus =
  /** The endpoint refused it or could not be reached (see `httpStatus` and `response`). */
  | 'FAILED'
  /** Not sent: INDEXNOW_ENDPOINT or INDEXNOW_KEY is not set. */
  | 'NOT_CONFIGURED'
  /** Recorded; the request is on its way. */
  | 'QUEUED'
  /** The endpoint accepted it (HTTP 200 or 202). */
  | 'SENT';

/** What sent an IndexNow submission. */
export type IndexNowTrigger =
  /** An administrator, by hand. */
  | 'MANUAL'
  /** A post being published. */
  | 'PUBLISH';

/** Which invoices and credit notes to list. */
export type InvoiceFilter = {
  /** Only those issued at or after this instant. */
  issuedFrom?: string | null | undefined;
  /** Only those issued before this instant. */
  issuedTo?: string | null | undefined;
  /** Only this kind; both when left out. */
  kind?: InvoiceKind | null | undefined;
};

/** A VAT invoice or a credit note (docs/decisions/0047-vat-invoices.md). */
export type InvoiceKind =
  /** A credit note for a refund, naming the invoice it credits; numbered CN-000001, CN-000002… */
  | 'CREDIT_NOTE'
  /** A full VAT invoice for a settled payment; numbered INV-000001, INV-000002… */
  | 'INVOICE';

/** The removal job. */
export type JobInput = {
  /** How easy the foam is to reach: easy | moderate | difficult. */
  access: string;
  /** Area in square metres, 5–2,000; the property type’s usual area when left out. */
  areaM2?: number | null | undefined;
  /** Extra work, any of: timber_treatment | membrane | reinsulation | inspection_report. */
  extras?: Array<string> | null | undefined;
  /** open | closed | unknown. */
  foamType: string;
  /** Where the foam is, at least one of: loft | walls | floor | other. */
  locations: Array<string>;
  /** Notes for the companies, up to 2,000 characters. */
  notes?: string | null | undefined;
  /** Why: selling | mortgage | health | damp | renovation | other. */
  reason: string;
  /** How soon: emergency | asap | 1-3months | planning (emergency leads cost companies £10 more). */
  urgency: string;
};

/** The hired company’s record of the job. */
export type JobRecordInput = {
  /** The day the job finished, YYYY-MM-DD, not before the start nor in the future. */
  finishedOn?: string | null | undefined;
  /** What re-insulation went in; null when none. */
  reinsulation?: JobReinsulationInput | null | undefined;
  /** 1 to 10 roof areas. */
  roofAreas?: Array<JobRoofAreaInput> | null | undefined;
  /** The day the job started, YYYY-MM-DD, not in the future. */
  startedOn?: string | null | undefined;
  /** The waste transfer note and carrier. */
  waste?: JobWasteInput | null | undefined;
};

/** Where a job record is between the company and the homeowner. */
export type JobRecordStatus =
  /** Confirmed by the homeowner: a removal record was issued. */
  | 'CONFIRMED'
  /** Saved by the company, not yet sent (or changed since it was sent). */
  | 'DRAFT'
  /** The homeowner said what is wrong; the company corrects and sends it again. */
  | 'REJECTED'
  /** Sent to the homeowner, who has not answered yet. */
  | 'SUBMITTED';

/** The insulation that went back in. */
export type JobReinsulationInput = {
  /** The area insulated in m². */
  areaM2?: number | null | undefined;
  /** Declared thermal conductivity λ in W/m·K, 0.015–0.1. */
  lambdaWPerMK?: number | null | undefined;
  /** The material, one of REINSULATION_MATERIALS (common/quotes.ts). */
  material?: string | null | undefined;
  /** Thickness in whole millimetres, 10–500. */
  thicknessMm?: number | null | undefined;
};

/** One roof area of the job. */
export type JobRoofAreaInput = {
  /** Ids of the job photographs taken after the removal. */
  afterPhotoIds?: Array<string> | null | undefined;
  /** Its area in m², more than 0 and at most 1,000. */
  areaM2?: number | null | undefined;
  /** Ids of the job photographs taken before the removal. */
  beforePhotoIds?: Array<string> | null | undefined;
  /** Defects found (plain text, at most 2,000 characters). */
  defectsFound?: string | null | undefined;
  /** Defects repaired (plain text, at most 2,000 characters). */
  defectsRepaired?: string | null | undefined;
  /** Its name, like “rear slope”. */
  name?: string | null | undefined;
  /** 1 to 100 timber moisture readings. */
  readings?: Array<MoistureReadingInput> | null | undefined;
};

/** The waste taken away. */
export type JobWasteInput = {
  /** The waste carrier’s name. */
  carrier?: string | null | undefined;
  /** The waste transfer note reference. */
  transferNoteReference?: string | null | undefined;
};

/** Why a company disputes a lead it bought. */
export type LeadDisputeInput = {
  /** What the company found, 5–2,000 characters. */
  note: string;
  /** What is wrong with the lead. */
  reason: DisputeReason;
  /** For a lead paid from the balance: where the refund goes if the dispute is accepted; BALANCE when left out. Ignored for a card payment. */
  refundTo?: RefundDestination | null | undefined;
};

/** Which leads to list. */
export type LeadFilter = {
  /** True: archived leads only. False or left out: leads that are not archived. */
  archived?: boolean | null | undefined;
  /** Only leads created at or after this moment. */
  createdFrom?: string | null | undefined;
  /** Only leads created before this moment. */
  createdTo?: string | null | undefined;
  /** Only leads from this source (`origin`, e.g. quote_form, manual). */
  origin?: string | null | undefined;
  /** Only leads in this UK region, e.g. London. */
  region?: string | null | undefined;
  /** Text to find: a whole name or one word of it, an e-mail address, a phone number, a postcode or its district, or a reference (SFR-000123 or 123). */
  search?: string | null | undefined;
  /** Only leads in this status; every status when left out. */
  status?: LeadStatus | null | undefined;
  /** Only leads of this urgency: emergency | asap | 1-3months | planning. */
  urgency?: string | null | undefined;
};

/** Why a company lost a job it bought the lead for. */
export type LeadLostReason =
  /** The homeowner chose another company. */
  | 'CHOSE_ANOTHER'
  /** The homeowner is not going ahead. */
  | 'NOT_GOING_AHEAD'
  /** The job did not suit the company. */
  | 'NOT_SUITABLE'
  /** Could not reach the homeowner. */
  | 'NO_ANSWER'
  /** Another reason, said in `lostNote`. */
  | 'OTHER'
  /** Its price was too high. */
  | 'PRICE';

/** A change to the pipeline of a lead the company bought. Fields left out stay as they are. */
export type LeadPipelineInput = {
  /** Words on the loss, up to 500 characters (with status LOST). */
  lostNote?: string | null | undefined;
  /** Why the job was lost: required with status LOST. */
  lostReason?: LeadLostReason | null | undefined;
  /** The next-action day, YYYY-MM-DD, from today to a year ahead (UK days); null clears it. Each change replaces the queued reminder. */
  nextActionDate?: string | null | undefined;
  /** A note to add to the history, 1–2,000 characters. */
  note?: string | null | undefined;
  /** The new status; LOST needs `lostReason`. */
  status?: LeadPipelineStatus | null | undefined;
};

/** Where a bought lead is in the buying company’s own pipeline. */
export type LeadPipelineStatus =
  /** The company has spoken to or written to the homeowner. */
  | 'CONTACTED'
  /** The company did not get the job: a `lostReason` says why. */
  | 'LOST'
  /** Bought, nothing recorded yet. */
  | 'NEW'
  /** The company has sent the homeowner a quote. */
  | 'QUOTE_SENT'
  /** The homeowner gave the company the job. */
  | 'WON';

/** A company’s lead preferences, all of them: what is left out is cleared. */
export type LeadPreferencesInput = {
  /** Postcode districts (outward codes, e.g. SW1A, M14) in the company’s regions; empty: every district of its regions. BAD_USER_INPUT on `districts` for one that is not a district or lies outside its regions. */
  districts: Array<string>;
  /** Foam types: open | closed | unknown; empty: every type. */
  foamTypes: Array<string>;
  /** Buying is paused up to and including this Europe/London day (YYYY-MM-DD); null: not paused. Today or a later day, within a year. */
  pausedUntil?: string | null | undefined;
  /** Property types: terraced | semi | detached | bungalow | flat | commercial; empty: every type. */
  propertyTypes: Array<string>;
  /** Most it spends on leads in a London week (Monday to Sunday), in whole pounds before VAT, 1 to 100,000; null: no cap. */
  weeklyCapPounds?: number | null | undefined;
};

/** The order of the admin leads table. */
export type LeadSort =
  /** Newest first (the default). */
  | 'NEWEST'
  /** Oldest first. */
  | 'OLDEST'
  /** Dearest first, then newest. Cannot be combined with a date range. */
  | 'PRICE_HIGH'
  /** Cheapest first, then newest. Cannot be combined with a date range. */
  | 'PRICE_LOW';

/** Where a lead is in the marketplace. */
export type LeadStatus =
  /** Put away by an administrator. */
  | 'ARCHIVED'
  /** On the marketplace: companies in its region can buy it while places are left. */
  | 'AVAILABLE'
  /** No longer sold. */
  | 'CLOSED'
  /** Waiting for an administrator to check it and publish it (when leads are not published automatically). */
  | 'NEW'
  /** Refused by an administrator (spam, a test, a duplicate). */
  | 'REJECTED'
  /** Every place has been bought (`buyerCount` = `maxBuyers`). */
  | 'SOLD_OUT';

/** A lead and the `updatedAt` the administrator loaded it with. */
export type LeadVersionInput = {
  /** The lead’s `updatedAt` as loaded; left out: no check. */
  expectedUpdatedAt?: string | null | undefined;
  /** Id of the lead. */
  id: string | number;
};

/** Where a message in the outbox is (docs/decisions/0005-mail-outbox.md). */
export type MailStatus =
  /** Given up: after 5 attempts, or at once on a permanent SMTP refusal (`lastError`). */
  | 'FAILED'
  /** Waiting to be sent, or to be tried again after a failed attempt (`nextAttemptAt`). */
  | 'PENDING'
  /** Delivered to the SMTP server, or, without one, composed and kept here (`transport: embedded`). */
  | 'SENT';

/** Which available leads to list; every field narrows the list. */
export type MarketplaceFilter = {
  /** open | closed | unknown; any when left out. */
  foamType?: string | null | undefined;
  /** One of the company’s regions (e.g. London); all of them when left out. Another region: BAD_USER_INPUT on `filter.region`. */
  region?: string | null | undefined;
  /** emergency | asap | 1-3months | planning; any when left out. */
  urgency?: string | null | undefined;
};

/** The order of the available leads. */
export type MarketplaceSortOrder =
  /** Newest lead first. */
  | 'NEWEST'
  /** Cheapest first (net price); ties in document-id order. */
  | 'PRICE';

/** A timber moisture reading. */
export type MoistureReadingInput = {
  /** The reading, a percentage from 0 to 100. */
  percent?: number | null | undefined;
  /** Where it was taken, like “rafter 3, north slope” (plain text). */
  where?: string | null | undefined;
};

/** A site’s details, as the outreach form sends them. */
export type OutreachInput = {
  /** Their e-mail address. */
  contactEmail?: string | null | undefined;
  /** Who to talk to. */
  contactName?: string | null | undefined;
  /** The day to follow up, YYYY-MM-DD; empty or left out: none. */
  followUpAt?: string | null | undefined;
  /** What is asked of the site. */
  kind: OutreachKind;
  /** Free notes (up to 2,000 characters). */
  notes?: string | null | undefined;
  /** The site’s name (1 to 200 characters). */
  site: string;
  /** The site’s address, http:// or https://. */
  url: string;
};

/** What is asked of the site. */
export type OutreachKind =
  /** An article of ours published on their site. */
  | 'GUEST_POST'
  /** A link to our site from an existing page. */
  | 'LINK'
  /** A lasting partnership (referrals, co-marketing). */
  | 'PARTNERSHIP';

/** Where a site is in the outreach pipeline. */
export type OutreachStatus =
  /** Contacted, waiting for an answer. */
  | 'CONTACTED'
  /** Declined or no answer: done. */
  | 'LOST'
  /** They answered: in discussion. */
  | 'REPLIED'
  /** Not contacted yet. */
  | 'TO_CONTACT'
  /** Published, linked or agreed: done. */
  | 'WON';

/** What a payment is for. */
export type PaymentKind =
  /** Credit added to the company’s prepaid balance (VAT is charged on the top-up). */
  | 'BALANCE_TOP_UP'
  /** The certification fee. */
  | 'CERTIFICATION'
  /** One place of a lead. */
  | 'LEAD_PURCHASE';

/** Who takes the money. */
export type PaymentProvider =
  /** Paid from the company’s prepaid balance: no card is charged. */
  | 'BALANCE'
  /** The built-in test checkout: no money moves. */
  | 'LOCAL'
  /** Stripe Checkout. */
  | 'STRIPE';

/** Where a payment is. */
export type PaymentStatus =
  /** Declined, cancelled or expired (`failureReason`). */
  | 'FAILED'
  /** The checkout is open; not paid yet. */
  | 'PENDING'
  /** Paid, then refunded (`refundReason`). */
  | 'REFUNDED'
  /** Paid; what it was for is fulfilled. */
  | 'SUCCEEDED';

/** What an editor writes of a post. */
export type PostInput = {
  /** Written with the help of AI tools. */
  aiAssisted?: boolean | null | undefined;
  /** Slug of an author in content/authors. */
  authorSlug: string;
  /** The body in Markdown. */
  bodyMarkdown: string;
  /** An absolute https URL when the post first appeared elsewhere. */
  canonical?: string | null | undefined;
  /** Slug of a category (postCategories.ts). */
  category: string;
  /** The cover’s alt text: required with a cover, 5 to 200 characters. */
  coverImageAlt?: string | null | undefined;
  /** Id of a stored image (upload at POST /admin-media/images) to show as the cover; null for none. */
  coverImageId?: string | number | null | undefined;
  /** A sentence or two for listings, up to 300 characters. */
  excerpt: string;
  /** The meta description when not the excerpt: up to 160 characters. */
  seoDescription?: string | null | undefined;
  /** The <title> when not the title: up to 60 characters. */
  seoTitle?: string | null | undefined;
  /** Lower-case letters, digits and single hyphens; unique. */
  slug: string;
  /** Free tags; stored lower case. */
  tags: Array<string>;
  /** 3 to 120 characters. */
  title: string;
};

/** An author profile or partner page as an administrator writes it. */
export type ProfileInput = {
  /** The description in Markdown; may be empty. */
  bodyMarkdown: string;
  /** Keep the site file the profile has as its photo (an emblem), with `photoAlt`. */
  keepSitePhoto?: boolean | null | undefined;
  /** Links, up to 10. */
  links: Array<ProfileLinkInput>;
  /** Name, up to 100 characters. */
  name: string;
  /** The photo’s alt text, 5 to 200 characters: required with a photo. */
  photoAlt?: string | null | undefined;
  /** Id of an uploaded image (see `adminSiteImages`); null for no photo. */
  photoImageId?: string | null | undefined;
  /** Qualifications, up to 12, each with how it was checked. */
  qualifications: Array<ProfileQualificationInput>;
  /** Role or job title, up to 100 characters. */
  role: string;
  /** Summary, 20 to 300 characters: the page’s description. */
  summary: string;
  /** Subjects, up to 12. */
  topics?: Array<string> | null | undefined;
};

/** A link to a page elsewhere. */
export type ProfileLinkInput = {
  /** Its text, up to 80 characters. */
  label: string;
  /** A full http(s) address. */
  url: string;
};

/** A qualification and how it was checked. */
export type ProfileQualificationInput = {
  /** How it was checked, up to 300 characters. */
  checkedHow: string;
  /** The qualification, up to 150 characters. */
  title: string;
};

/** Whether an author profile or partner page is on the site. */
export type ProfileStatus =
  /** On the site. */
  | 'ACTIVE'
  /** Taken off the site and kept for the record. */
  | 'RETIRED';

/** The property the foam is in. */
export type PropertyInput = {
  /** Bedrooms, 0–30; optional. */
  bedrooms?: number | null | undefined;
  /** UK postcode, e.g. SW1A 1AA (any case and spacing): it decides the region. */
  postcode: string;
  /** terraced | semi | detached | bungalow | flat | commercial. */
  type: string;
};

/** Whether a post or video is on the site. The public queries return PUBLISHED ones only. */
export type PublicationStatus =
  /** Being written; not on the site. */
  | 'DRAFT'
  /** On the site. */
  | 'PUBLISHED'
  /** Waiting for its publication date; not on the site yet. */
  | 'SCHEDULED';

/** Where an accepted dispute’s refund goes, for a lead paid from the prepaid balance. */
export type RefundDestination =
  /** Back on the balance, before VAT, to spend again at once (no credit note: VAT was charged on the top-up). */
  | 'BALANCE'
  /** To the card that paid the top-up, with VAT, and a credit note against the top-up’s invoice. */
  | 'CARD';

/** A new administrator account, opened with the registration key. */
export type RegisterAdminInput = {
  /** E-mail address of the new account. One in use: BAD_USER_INPUT on `email`. */
  email: string;
  /** Password, 8–128 characters. */
  password: string;
  /** The server’s ADMIN_REGISTRATION_KEY. A wrong key: BAD_USER_INPUT on `registrationKey`. */
  registrationKey: string;
};

/** A homeowner’s request for removal quotes (/contact/enhanced-quote, /contact/single-company). */
export type RemovalRequestInput = {
  /** Terms (required) and marketing. */
  consent: ConsentInput;
  /** The form it comes from: quote (the default) or single_company. A single-company request must name targetCompanyId. */
  form?: string | null | undefined;
  /** Who asks. */
  homeowner: HomeownerInput;
  /** The job. */
  job: JobInput;
  /** The property. */
  property: PropertyInput;
  /** The one company that receives the request (an id or slug from `quoteCompany`); the lead is then exclusive, at 2.5 times the price. Required for a single-company request. */
  targetCompanyId?: string | number | null | undefined;
};

/** An administrator’s decision on an application. */
export type ReviewDecision =
  /** Create the company (active, not certified) and its sign-in, and e-mail a set-password link. Approving again only finishes an approval that stopped part-way. */
  | 'APPROVE'
  /** Refuse it; needs a `note`, the reason e-mailed to the applicant. */
  | 'REJECT'
  /** Mark it as being checked. */
  | 'UNDER_REVIEW';

/** Four ratings, each a whole number of stars from 1 to 5. */
export type ReviewRatingsInput = {
  /** Communication, 1–5. */
  communication: number;
  /** Quality of the work, 1–5. */
  quality: number;
  /** Tidiness, 1–5. */
  tidiness: number;
  /** Value for money, 1–5. */
  value: number;
};

/** A request for a RICS survey or a specialist spray foam inspection. */
export type RicsSurveyInput = {
  /** Terms (required) and marketing. */
  consent: EnquiryConsentInput;
  /** E-mail address, up to 254 characters. */
  email: string;
  /** The mortgage lender, if any, up to 100 characters. */
  lender?: string | null | undefined;
  /** Name, 1–100 characters. */
  name: string;
  /** Anything else, up to 2,000 characters. */
  notes?: string | null | undefined;
  /** UK phone number. */
  phone: string;
  /** UK postcode of the property, e.g. SW1A 1AA (any case and spacing). */
  postcode: string;
  /** Preferred date, YYYY-MM-DD, today or later; optional. */
  preferredDate?: string | null | undefined;
  /** terraced | semi | detached | bungalow | flat | commercial. */
  propertyType: string;
  /** level2 | level3 | spray_foam_inspection. */
  surveyLevel: string;
};

/** Where a survey request is: new → contacted → booked → completed, or cancelled on the way. */
export type RicsSurveyStatus =
  /** A survey date is booked. */
  | 'BOOKED'
  /** Not going ahead. */
  | 'CANCELLED'
  /** The survey was done. */
  | 'COMPLETED'
  /** Spoken to; no date booked yet. */
  | 'CONTACTED'
  /** Nobody has contacted the person yet. */
  | 'NEW';

/** A kind of record that can hold a homeowner’s personal data (docs/requirements/privacy.md). */
export type SubjectRecordKind =
  /** A call-back request (`quickCallbacks`). */
  | 'CALLBACK'
  /** A contact form message (`contactInquiries`). */
  | 'CONTACT_INQUIRY'
  /** A buyer’s dispute of one of their leads (`leadDisputes`): a company’s record, only its notes are cleaned. */
  | 'DISPUTE'
  /** A free-guide request (`pdfLeads`). */
  | 'GUIDE_DOWNLOAD'
  /** The hired company’s record of their job (`jobRecords`): a company’s record, only its text naming the person is cleaned. */
  | 'JOB_RECORD'
  /** The lead made from a request, with its purchases (`leads`). */
  | 'LEAD'
  /** An e-mail to the person or about their records (`mail`). */
  | 'MAIL'
  /** A question they asked a company about its quote (`quoteMessages`): its text is erased. */
  | 'QUOTE_QUESTION'
  /** A quote request (`removalRequests`). */
  | 'REMOVAL_REQUEST'
  /** Their review of a company they hired (`companyReviews`): erased, it leaves the company’s profile. */
  | 'REVIEW'
  /** A RICS survey request (`ricsSurveys`). */
  | 'RICS_SURVEY';

/** Where a submission came from, kept with it for reporting. */
export type SubmissionSourceInput = {
  /** Path of the page the form was on, e.g. /contact/enhanced-quote; up to 300 characters. */
  pagePath?: string | null | undefined;
  /** The page’s referrer, up to 500 characters. */
  referrer?: string | null | undefined;
  /** The campaign parameters, if any. */
  utm?: UtmInput | null | undefined;
};

/** The campaign that brought the visitor (the utm_* parameters of the landing page). */
export type UtmInput = {
  /** utm_campaign, up to 100 characters. */
  campaign?: string | null | undefined;
  /** utm_medium, up to 100 characters. */
  medium?: string | null | undefined;
  /** utm_source, up to 100 characters. */
  source?: string | null | undefined;
};

/** What an administrator read off insurance or waste carrier evidence, required to ACCEPT those two documents (docs/requirements/business-rules.md#vetting). */
export type VettingEvidenceInput = {
  /** Insurance: public liability cover per claim, in whole pounds, at least 1000000. */
  coverPounds?: number | null | undefined;
  /** The last day the document is valid, YYYY-MM-DD: required for insurance and an upper tier registration; not before today. */
  expiresOn?: string | null | undefined;
  /** Waste carrier: the registration number, e.g. CBDU123456. */
  registrationNumber?: string | null | undefined;
  /** Waste carrier: lower or upper. */
  wasteCarrierTier?: string | null | undefined;
};

/** Whether a company holds current vetting (docs/requirements/business-rules.md#vetting). */
export type VettingState =
  /** Approved before vetting was required: it may buy until graceUntil while it uploads its evidence. */
  | 'GRACE'
  /** Evidence missing or lapsed: it cannot buy leads (see reason). */
  | 'NOT_VETTED'
  /** Insurance and waste carrier registration checked by an administrator and current: it may buy leads. */
  | 'VETTED';

export type AiToolsStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AiToolsStatusQuery = { aiToolsStatus: { configured: boolean, message: string | null, textModel: string, imageModel: string, monthlyBudgetGbp: number, spentThisMonthGbp: number } };

export type AiPostChoicesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type AiPostChoicesQuery = { adminPosts: { nodes: Array<{ id: string, title: string, status: PublicationStatus, updatedAt: string }> }, postCategoryOptions: Array<{ slug: string, name: string }>, postAuthorOptions: Array<{ slug: string, name: string }> };

export type AiGenerateIdeasMutationVariables = Exact<{
  topic: string;
}>;


export type AiGenerateIdeasMutation = { aiGenerateIdeas: { skippedAsCovered: number, ideas: Array<{ title: string, searchIntent: string, keyword: string, summary: string }> } };

export type AiGenerateOutlineMutationVariables = Exact<{
  brief: AiPostBriefInput;
}>;


export type AiGenerateOutlineMutation = { aiGenerateOutline: { title: string, excerpt: string, sections: Array<{ heading: string, points: Array<string> }> } };

export type AiSeoSuggestionsMutationVariables = Exact<{
  postId: string | number;
}>;


export type AiSeoSuggestionsMutation = { aiSeoSuggestions: { postId: string, updatedAt: string, currentTitle: string | null, currentDescription: string | null, titles: Array<string>, descriptions: Array<string>, droppedForLength: number, keywordAdvice: string, headingAdvice: Array<string>, internalLinks: Array<{ path: string, anchorText: string, reason: string }> } };

export type AiApplySeoSuggestionMutationVariables = Exact<{
  postId: string | number;
  seoTitle?: string | null | undefined;
  seoDescription?: string | null | undefined;
  expectedUpdatedAt: string;
}>;


export type AiApplySeoSuggestionMutation = { aiApplySeoSuggestion: { id: string, updatedAt: string, seo: { title: string | null, description: string | null } } };

export type AiAnalyzeUrlMutationVariables = Exact<{
  url: string;
}>;


export type AiAnalyzeUrlMutation = { aiAnalyzeUrl: { recommendations: Array<string>, report: { url: string, title: string | null, metaDescription: string | null, wordCount: number, internalLinks: number, externalLinks: number, structuredDataTypes: Array<string>, invalidStructuredData: number, headings: Array<{ level: number, text: string }> } } };

export type AiImagePromptForPostQueryVariables = Exact<{
  postId: string | number;
}>;


export type AiImagePromptForPostQuery = { aiImagePromptForPost: string };

export type AiGenerateImageMutationVariables = Exact<{
  prompt: string;
}>;


export type AiGenerateImageMutation = { aiGenerateImage: { id: string, url: string, srcSet: string, width: number, height: number, suggestedAlt: string | null } };

export type AiSetPostCoverMutationVariables = Exact<{
  postId: string | number;
  imageId: string | number;
  alt: string;
  expectedUpdatedAt: string;
}>;


export type AiSetPostCoverMutation = { aiSetPostCover: { id: string, updatedAt: string, coverImage: { imageId: string, alt: string } | null } };

export type AiUsageQueryVariables = Exact<{
  from: string;
  to: string;
  first: number;
  after?: string | null | undefined;
}>;


export type AiUsageQuery = { aiUsageSummary: { from: string, to: string, calls: number, errors: number, tokensIn: number, tokensOut: number, images: number, costGbp: number, byTool: Array<{ tool: string, calls: number, costGbp: number }>, days: Array<{ day: string, calls: number, costGbp: number, byTool: Array<{ tool: string, calls: number, costGbp: number }> }> }, aiUsageRecords: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, tool: string, model: string, tokensIn: number, tokensOut: number, images: number, costGbp: number, by: string, ok: boolean, error: string | null, durationMs: number, at: string }> } };

export type AdminApplicationsQueryVariables = Exact<{
  status?: ApplicationStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminApplicationsQuery = { applications: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, reference: string, companyName: string, contactName: string, email: string, regions: Array<string>, status: ApplicationStatus, createdAt: string }> } };

export type AdminApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminApplicationQuery = { application: { id: string, reference: string, companyName: string, contactName: string, email: string, phone: string, website: string | null, companiesHouseNumber: string, yearsTrading: number, regions: Array<string>, services: Array<string>, publicLiabilityCoverPence: number, accreditations: Array<string>, message: string, status: ApplicationStatus, reviewNote: string | null, reviewedBy: string | null, reviewedAt: string | null, companyId: string | null, accountInvitedAt: string | null, createdAt: string, companiesHouseCheck: { directors: string, checkedBy: string, checkedAt: string } | null } | null };

export type ReviewApplicationMutationVariables = Exact<{
  id: string | number;
  decision: ReviewDecision;
  note?: string | null | undefined;
  companiesHouseCheck?: CompaniesHouseCheckInput | null | undefined;
}>;


export type ReviewApplicationMutation = { reviewApplication: { id: string, status: ApplicationStatus, reviewNote: string | null, reviewedBy: string | null, reviewedAt: string | null, companyId: string | null, accountInvitedAt: string | null, companiesHouseCheck: { directors: string, checkedBy: string, checkedAt: string } | null } };

export type AdminPostsQueryVariables = Exact<{
  status?: PublicationStatus | null | undefined;
  category?: string | null | undefined;
  authorSlug?: string | null | undefined;
  search?: string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminPostsQuery = { adminPosts: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, slug: string, title: string, category: string, authorSlug: string, status: PublicationStatus, publishedAt: string | null, scheduledAt: string | null, updatedAt: string, aiAssisted: boolean }> }, postCategoryOptions: Array<{ slug: string, name: string }>, postAuthorOptions: Array<{ slug: string, name: string }> };

export type PostEditorOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PostEditorOptionsQuery = { postCategoryOptions: Array<{ slug: string, name: string }>, postAuthorOptions: Array<{ slug: string, name: string }> };

export type AdminPostQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPostQuery = { adminPost: { id: string, slug: string, title: string, excerpt: string, bodyMarkdown: string, category: string, tags: Array<string>, authorSlug: string, status: PublicationStatus, publishedAt: string | null, scheduledAt: string | null, aiAssisted: boolean, oldSlugs: Array<string>, updatedAt: string, coverImage: { imageId: string, url: string, srcSet: string, width: number, height: number, alt: string } | null, seo: { title: string | null, description: string | null, canonical: string | null }, history: Array<{ at: string, by: string, action: string, note: string | null }>, revisions: Array<{ id: string, at: string, by: string, slug: string, title: string, excerpt: string, bodyMarkdown: string }> } | null };

export type PreviewPostHtmlQueryVariables = Exact<{
  markdown: string;
}>;


export type PreviewPostHtmlQuery = { previewPostHtml: string };

export type SavePostMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: PostInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type SavePostMutation = { savePost: { id: string, slug: string, status: PublicationStatus, updatedAt: string } };

export type PublishPostMutationVariables = Exact<{
  id: string | number;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type PublishPostMutation = { publishPost: { id: string, status: PublicationStatus, publishedAt: string | null, updatedAt: string } };

export type SchedulePostMutationVariables = Exact<{
  id: string | number;
  at: string;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type SchedulePostMutation = { schedulePost: { id: string, status: PublicationStatus, scheduledAt: string | null, updatedAt: string } };

export type UnpublishPostMutationVariables = Exact<{
  id: string | number;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UnpublishPostMutation = { unpublishPost: { id: string, status: PublicationStatus, updatedAt: string } };

export type RestorePostRevisionMutationVariables = Exact<{
  id: string | number;
  revisionId: string | number;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type RestorePostRevisionMutation = { restorePostRevision: { id: string, updatedAt: string } };

export type AdminCallbacksQueryVariables = Exact<{
  status?: CallbackStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminCallbacksQuery = { adminCallbacks: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, reference: string, name: string, phone: string, preferredTime: string, pagePath: string | null, status: CallbackStatus, convertedLeadId: string | null, convertedLeadRef: string | null, createdAt: string, updatedAt: string, history: Array<{ at: string, by: string, action: string }> }> } };

export type SetCallbackStatusMutationVariables = Exact<{
  id: string | number;
  status: CallbackStatus;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type SetCallbackStatusMutation = { setCallbackStatus: { id: string, status: CallbackStatus, updatedAt: string } };

export type AdminCertificationRequestsQueryVariables = Exact<{
  status?: CertificationRequestStatus | null | undefined;
  purpose?: CertificationPurpose | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminCertificationRequestsQuery = { certificationRequests: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, reference: string, companyName: string, email: string, status: CertificationRequestStatus, purpose: CertificationPurpose, createdAt: string, updatedAt: string }> } };

export type AdminCertificationRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCertificationRequestQuery = { certificationRequest: { id: string, reference: string, companyId: string | null, companyName: string, contactName: string, email: string, phone: string, status: CertificationRequestStatus, purpose: CertificationPurpose, paymentId: string | null, certificateId: string | null, certificateNumber: string | null, createdAt: string, requiredDocuments: Array<{ type: CertificationDocumentType, label: string, state: DocumentState, document: { fileName: string, size: number, contentType: string, uploadedAt: string, review: DocumentReview, note: string | null, expiresOn: string | null, coverPence: number | null, registrationNumber: string | null, wasteCarrierTier: string | null } | null }> } | null };

export type ReviewCertificationDocumentMutationVariables = Exact<{
  requestId: string | number;
  type: CertificationDocumentType;
  decision: DocumentDecision;
  note?: string | null | undefined;
  evidence?: VettingEvidenceInput | null | undefined;
  documentUploadedAt?: string | null | undefined;
}>;


export type ReviewCertificationDocumentMutation = { reviewCertificationDocument: { id: string, status: CertificationRequestStatus, requiredDocuments: Array<{ type: CertificationDocumentType, state: DocumentState, document: { review: DocumentReview, note: string | null } | null }> } };

export type CertificationDocumentLinkMutationVariables = Exact<{
  requestId: string | number;
  type: CertificationDocumentType;
}>;


export type CertificationDocumentLinkMutation = { certificationDocumentLink: { url: string, expiresAt: string } };

export type AdminCertificatesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type AdminCertificatesQuery = { certificates: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, number: string, companyName: string, issuedAt: string, expiresAt: string, status: CertificateStatus }> } };

export type AdminCertificateQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCertificateQuery = { certificate: { id: string, number: string, companyId: string, companyName: string, issuedAt: string, expiresAt: string, status: CertificateStatus, requestId: string, revokedAt: string | null, revokedReason: string | null, pdfPath: string } | null };

export type RevokeCertificateMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type RevokeCertificateMutation = { revokeCertificate: { id: string, status: CertificateStatus, revokedAt: string | null, revokedReason: string | null } };

export type RevokeCertificationUploadLinkMutationVariables = Exact<{
  requestId: string | number;
}>;


export type RevokeCertificationUploadLinkMutation = { revokeCertificationUploadLink: { id: string, email: string } };

export type AdminCompaniesQueryVariables = Exact<{
  filter?: AdminCompanyFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminCompaniesQuery = { adminCompanies: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, name: string, contactName: string, email: string, phone: string, postcode: string, regions: Array<string>, status: CompanyStatus, certified: boolean, certifiedUntil: string | null, leadAlerts: boolean, createdAt: string }> } };

export type AdminCompanyFieldsFragment = { id: string, name: string, slug: string, contactName: string, email: string, phone: string, website: string | null, address: string, postcode: string, regions: Array<string>, services: Array<string>, description: string, status: CompanyStatus, certified: boolean, certificateId: string | null, certifiedUntil: string | null, leadAlerts: boolean, userIds: Array<string>, createdAt: string, updatedAt: string, aboutSubmission: { text: string, state: AboutState, submittedAt: string, reviewedAt: string | null, reason: string | null } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> };

export type AdminCompanyQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCompanyQuery = { adminCompany: { id: string, name: string, slug: string, contactName: string, email: string, phone: string, website: string | null, address: string, postcode: string, regions: Array<string>, services: Array<string>, description: string, status: CompanyStatus, certified: boolean, certificateId: string | null, certifiedUntil: string | null, leadAlerts: boolean, userIds: Array<string>, createdAt: string, updatedAt: string, vetting: { state: VettingState, problems: Array<string>, graceUntil: string | null, insurance: { coverPence: number, expiresOn: string } | null, wasteCarrier: { registrationNumber: string, tier: string, expiresOn: string | null } | null }, balance: { balancePence: number }, balanceEntries: { totalCount: number, nodes: Array<{ id: string, kind: BalanceEntryKind, amountPence: number, balanceAfterPence: number, description: string, byEmail: string | null, at: string }> }, leadPurchases: Array<{ id: string, description: string, provider: PaymentProvider, amountPence: number, vatPence: number, status: PaymentStatus, leadId: string | null, paidAt: string | null, refundedAt: string | null, createdAt: string }>, users: Array<{ uid: string, email: string, lastSignInAt: string | null, disabled: boolean }>, aboutSubmission: { text: string, state: AboutState, submittedAt: string, reviewedAt: string | null, reason: string | null } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } | null };

export type UpdateCompanyMutationVariables = Exact<{
  id: string | number;
  input: AdminCompanyInput;
  expectedUpdatedAt: string;
}>;


export type UpdateCompanyMutation = { updateCompany: { id: string, name: string, slug: string, contactName: string, email: string, phone: string, website: string | null, address: string, postcode: string, regions: Array<string>, services: Array<string>, description: string, status: CompanyStatus, certified: boolean, certificateId: string | null, certifiedUntil: string | null, leadAlerts: boolean, userIds: Array<string>, createdAt: string, updatedAt: string, aboutSubmission: { text: string, state: AboutState, submittedAt: string, reviewedAt: string | null, reason: string | null } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type SetCompanyStatusMutationVariables = Exact<{
  id: string | number;
  status: CompanyStatus;
  reason?: string | null | undefined;
  expectedUpdatedAt: string;
}>;


export type SetCompanyStatusMutation = { setCompanyStatus: { id: string, name: string, slug: string, contactName: string, email: string, phone: string, website: string | null, address: string, postcode: string, regions: Array<string>, services: Array<string>, description: string, status: CompanyStatus, certified: boolean, certificateId: string | null, certifiedUntil: string | null, leadAlerts: boolean, userIds: Array<string>, createdAt: string, updatedAt: string, aboutSubmission: { text: string, state: AboutState, submittedAt: string, reviewedAt: string | null, reason: string | null } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type ApproveCompanyAboutMutationVariables = Exact<{
  id: string | number;
  expectedUpdatedAt: string;
}>;


export type ApproveCompanyAboutMutation = { approveCompanyAbout: { id: string, name: string, slug: string, contactName: string, email: string, phone: string, website: string | null, address: string, postcode: string, regions: Array<string>, services: Array<string>, description: string, status: CompanyStatus, certified: boolean, certificateId: string | null, certifiedUntil: string | null, leadAlerts: boolean, userIds: Array<string>, createdAt: string, updatedAt: string, aboutSubmission: { text: string, state: AboutState, submittedAt: string, reviewedAt: string | null, reason: string | null } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type RejectCompanyAboutMutationVariables = Exact<{
  id: string | number;
  reason: string;
  expectedUpdatedAt: string;
}>;


export type RejectCompanyAboutMutation = { rejectCompanyAbout: { id: string, name: string, slug: string, contactName: string, email: string, phone: string, website: string | null, address: string, postcode: string, regions: Array<string>, services: Array<string>, description: string, status: CompanyStatus, certified: boolean, certificateId: string | null, certifiedUntil: string | null, leadAlerts: boolean, userIds: Array<string>, createdAt: string, updatedAt: string, aboutSubmission: { text: string, state: AboutState, submittedAt: string, reviewedAt: string | null, reason: string | null } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type ResendCompanySetPasswordLinkMutationVariables = Exact<{
  companyId: string | number;
  userEmail: string;
}>;


export type ResendCompanySetPasswordLinkMutation = { resendCompanySetPasswordLink: boolean };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { adminDashboard: { today: string, newLeadsToday: number, newLeads7Days: number, newLeads30Days: number, leadsSold30Days: number, revenueThisMonthPence: number, pendingApplications: number, certificationAwaitingReview: number, callbacksWaiting: number, openDisputes: number, reviewsWaiting: number, outreachFollowUpsDue: number, leadsPerDay: Array<{ day: string, total: number, bySource: Array<{ source: string, count: number }> }>, weeks: Array<{ weekStarting: string, revenuePence: number, requests: number, leadSales: number }> } };

export type AdminLeadDisputesQueryVariables = Exact<{
  status?: DisputeStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminLeadDisputesQuery = { leadDisputes: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, leadId: string, leadRef: string, companyId: string, companyName: string, paymentId: string, reason: DisputeReason, note: string, status: DisputeStatus, resolutionNote: string | null, createdAt: string, resolvedAt: string | null, homeowner: { name: string, email: string, phone: string, postcode: string } | null }> } };

export type ResolveLeadDisputeMutationVariables = Exact<{
  id: string | number;
  decision: DisputeDecision;
  note?: string | null | undefined;
}>;


export type ResolveLeadDisputeMutation = { resolveLeadDispute: { id: string, status: DisputeStatus, resolutionNote: string | null, resolvedAt: string | null } };

export type AdminRicsSurveysQueryVariables = Exact<{
  status?: RicsSurveyStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminRicsSurveysQuery = { adminRicsSurveys: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, reference: string, name: string, email: string, phone: string, postcode: string, propertyType: string, lender: string | null, surveyLevel: string, preferredDate: string | null, notes: string, status: RicsSurveyStatus, createdAt: string, updatedAt: string, history: Array<{ at: string, by: string, action: string, note: string | null }> }> } };

export type SetRicsSurveyStatusMutationVariables = Exact<{
  id: string | number;
  status: RicsSurveyStatus;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type SetRicsSurveyStatusMutation = { setRicsSurveyStatus: { id: string, status: RicsSurveyStatus, updatedAt: string, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type AdminContactInquiriesQueryVariables = Exact<{
  status?: ContactInquiryStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminContactInquiriesQuery = { adminContactInquiries: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, reference: string, name: string, email: string, phone: string | null, subject: string, message: string, status: ContactInquiryStatus, createdAt: string, updatedAt: string, history: Array<{ at: string, by: string, action: string, note: string | null }> }> } };

export type ReplyToContactInquiryMutationVariables = Exact<{
  id: string | number;
  reply: string;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type ReplyToContactInquiryMutation = { replyToContactInquiry: { id: string, status: ContactInquiryStatus, updatedAt: string, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type CloseContactInquiryMutationVariables = Exact<{
  id: string | number;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type CloseContactInquiryMutation = { closeContactInquiry: { id: string, status: ContactInquiryStatus, updatedAt: string, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type AdminGuestPostsQueryVariables = Exact<{
  status?: GuestPostStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminGuestPostsQuery = { adminGuestPosts: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, reference: string, title: string, authorName: string, authorEmail: string, status: GuestPostStatus, createdAt: string, updatedAt: string, history: Array<{ at: string, by: string, action: string }> }> } };

export type AdminGuestPostQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGuestPostQuery = { adminGuestPost: { id: string, reference: string, slug: string, title: string, bodyMarkdown: string, bodyHtml: string, authorName: string, authorEmail: string, authorBio: string, authorWebsite: string | null, status: GuestPostStatus, reviewNote: string | null, publishedAt: string | null, createdAt: string, updatedAt: string, history: Array<{ at: string, by: string, action: string, note: string | null }> } | null };

export type AdminReviewGuestPostMutationVariables = Exact<{
  id: string | number;
  decision: GuestPostDecision;
  note?: string | null | undefined;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type AdminReviewGuestPostMutation = { reviewGuestPost: { id: string, status: GuestPostStatus, updatedAt: string } };

export type AdminEditGuestPostMutationVariables = Exact<{
  id: string | number;
  title: string;
  bodyMarkdown: string;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type AdminEditGuestPostMutation = { editGuestPost: { id: string, updatedAt: string } };

export type IndexNowSubmissionsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type IndexNowSubmissionsQuery = { indexNowSettings: { endpoint: string | null, keyLocation: string | null, host: string | null }, indexNowSubmissions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, urls: Array<string>, trigger: IndexNowTrigger, status: IndexNowStatus, httpStatus: number | null, response: string | null, by: string, at: string }> } };

export type SubmitIndexNowUrlsMutationVariables = Exact<{
  urls: Array<string> | string;
}>;


export type SubmitIndexNowUrlsMutation = { submitIndexNowUrls: { id: string, status: IndexNowStatus, httpStatus: number | null } };

export type AdminInvoicesQueryVariables = Exact<{
  filter?: InvoiceFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminInvoicesQuery = { adminInvoices: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, kind: InvoiceKind, number: string, issuedAt: string, supplyDate: string, paymentId: string, description: string, netPence: number, vatRatePercent: number, vatPence: number, totalPence: number, creditsInvoiceNumber: string | null, customer: { name: string } }> } };

export type AdminInvoicesCsvQueryVariables = Exact<{
  issuedFrom: string;
  issuedTo: string;
}>;


export type AdminInvoicesCsvQuery = { adminInvoicesCsv: string };

export type AdminInvoicePdfLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminInvoicePdfLinkMutation = { adminInvoicePdfLink: { url: string, expiresAt: string } };

export type AdminLeadsQueryVariables = Exact<{
  filter?: LeadFilter | null | undefined;
  sort?: LeadSort | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminLeadsQuery = { leads: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, ref: string, status: LeadStatus, origin: string, archived: boolean, createdAt: string, updatedAt: string, pricePence: number, maxBuyers: number, buyerCount: number, distributionCount: number, exclusive: boolean, homeowner: { name: string, email: string, phone: string }, property: { postcode: string, region: string, type: string }, job: { foamType: string, urgency: string }, estimate: { lowPence: number, highPence: number } }> } };

export type AdminLeadRowFragment = { id: string, ref: string, status: LeadStatus, origin: string, archived: boolean, createdAt: string, updatedAt: string, pricePence: number, maxBuyers: number, buyerCount: number, distributionCount: number, exclusive: boolean, homeowner: { name: string, email: string, phone: string }, property: { postcode: string, region: string, type: string }, job: { foamType: string, urgency: string }, estimate: { lowPence: number, highPence: number } };

export type AdminLeadDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminLeadDetailsQuery = { adminLead: { lead: { requestId: string | null, expiresAt: string, exclusive: boolean, id: string, ref: string, status: LeadStatus, origin: string, archived: boolean, createdAt: string, updatedAt: string, pricePence: number, maxBuyers: number, buyerCount: number, distributionCount: number, property: { district: string, bedrooms: number | null, postcode: string, region: string, type: string }, job: { locations: Array<string>, areaM2: number | null, access: string, reason: string, extras: Array<string>, notes: string, foamType: string, urgency: string }, homeowner: { name: string, email: string, phone: string }, estimate: { lowPence: number, highPence: number } }, history: Array<{ at: string, by: string, action: string, note: string | null }>, distributions: Array<{ companyId: string, companyName: string, sentAt: string, by: string, channel: string }>, purchases: Array<{ companyId: string, companyName: string, paymentId: string, at: string, refunded: boolean, disputeStatus: string | null }>, mails: Array<{ id: string, to: string, subject: string, template: string, status: MailStatus, createdAt: string }> } | null };

export type AdminLeadDistributionFragment = { companyId: string, companyName: string, sentAt: string, by: string, channel: string };

export type LeadDistributionsQueryVariables = Exact<{
  id: string | number;
}>;


export type LeadDistributionsQuery = { adminLead: { lead: { id: string, ref: string, status: LeadStatus, updatedAt: string, exclusive: boolean }, distributions: Array<{ companyId: string, companyName: string, sentAt: string, by: string, channel: string }> } | null };

export type LeadDistributionCandidatesQueryVariables = Exact<{
  leadId: string | number;
}>;


export type LeadDistributionCandidatesQuery = { leadDistributionCandidates: Array<{ id: string, name: string, certified: boolean, sentBefore: boolean, bought: boolean }> };

export type SendLeadToCompaniesMutationVariables = Exact<{
  leadId: string | number;
  companyIds: Array<string | number> | string | number;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type SendLeadToCompaniesMutation = { sendLeadToCompanies: { id: string, distributionCount: number, updatedAt: string } };

export type EmailLeadHomeownerMutationVariables = Exact<{
  leadId: string | number;
  input: HomeownerMessageInput;
}>;


export type EmailLeadHomeownerMutation = { emailLeadHomeowner: { id: string, updatedAt: string } };

export type SetLeadsArchivedMutationVariables = Exact<{
  leads: Array<LeadVersionInput> | LeadVersionInput;
  archived: boolean;
}>;


export type SetLeadsArchivedMutation = { setLeadsArchived: Array<{ id: string, archived: boolean, updatedAt: string }> };

export type PublishLeadMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishLeadMutation = { publishLead: { id: string, status: LeadStatus } };

export type CallbackToConvertQueryVariables = Exact<{
  id: string | number;
}>;


export type CallbackToConvertQuery = { adminCallback: { id: string, reference: string, name: string, phone: string, status: CallbackStatus, updatedAt: string, convertedLeadRef: string | null } | null };

export type CreateRemovalRequestByAdminMutationVariables = Exact<{
  input: RemovalRequestInput;
  idempotencyKey: string;
  publishNow?: boolean | null | undefined;
  callbackId?: string | number | null | undefined;
  callbackExpectedUpdatedAt?: string | null | undefined;
}>;


export type CreateRemovalRequestByAdminMutation = { createRemovalRequestByAdmin: { requestId: string, leadId: string, reference: string, estimateLowPence: number, estimateHighPence: number, replayed: boolean } };

export type AdminOutboxQueryVariables = Exact<{
  status?: MailStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminOutboxQuery = { mailMessages: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, to: string, template: string, subject: string, status: MailStatus, attempts: number, lastError: string | null, createdAt: string, sentAt: string | null, failedAt: string | null, nextAttemptAt: string | null, resendOf: string | null, resentBy: string | null, resentAt: string | null }> } };

export type AdminOutboxMessageQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminOutboxMessageQuery = { mailMessage: { id: string, to: string, subject: string, text: string } | null };

export type ResendMailMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendMailMessageMutation = { resendMailMessage: { id: string, status: MailStatus, resendOf: string | null } };

export type AdminOutreachListQueryVariables = Exact<{
  status?: OutreachStatus | null | undefined;
  kind?: OutreachKind | null | undefined;
  dueToday?: boolean | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminOutreachListQuery = { adminOutreachList: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, site: string, url: string, contactName: string | null, contactEmail: string | null, kind: OutreachKind, status: OutreachStatus, followUpAt: string | null, notes: string | null, createdAt: string, updatedAt: string, history: Array<{ at: string, by: string, action: string, note: string | null }> }> } };

export type OutreachDueCountQueryVariables = Exact<{ [key: string]: never; }>;


export type OutreachDueCountQuery = { adminOutreachList: { totalCount: number } };

export type CreateOutreachMutationVariables = Exact<{
  input: OutreachInput;
}>;


export type CreateOutreachMutation = { createOutreach: { id: string, site: string } };

export type UpdateOutreachMutationVariables = Exact<{
  id: string | number;
  input: OutreachInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateOutreachMutation = { updateOutreach: { id: string, site: string, updatedAt: string } };

export type MoveOutreachMutationVariables = Exact<{
  id: string | number;
  status: OutreachStatus;
  followUpAt?: string | null | undefined;
  note?: string | null | undefined;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type MoveOutreachMutation = { moveOutreach: { id: string, status: OutreachStatus, followUpAt: string | null, updatedAt: string } };

export type AdminPaymentsQueryVariables = Exact<{
  filter?: AdminPaymentFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminPaymentsQuery = { adminPayments: { totalCount: number, figures: { refundedToCardPence: number, refundedToBalancePence: number, cardPayments: { count: number, netPence: number, vatPence: number }, topUps: { count: number, netPence: number, vatPence: number }, spentFromBalance: { count: number, netPence: number }, pending: { count: number, netPence: number, vatPence: number } }, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, kind: PaymentKind, description: string, amountPence: number, vatPence: number, status: PaymentStatus, provider: PaymentProvider, companyId: string, companyName: string | null, leadId: string | null, paidAt: string | null, refundedAt: string | null, refundReason: string | null, createdAt: string }> } };

export type RevenueThisMonthQueryVariables = Exact<{ [key: string]: never; }>;


export type RevenueThisMonthQuery = { adminDashboard: { revenueThisMonthPence: number } };

export type AdminRefundPaymentMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type AdminRefundPaymentMutation = { adminRefundPayment: { id: string, status: PaymentStatus, refundedAt: string | null, refundReason: string | null } };

export type AdminPdfLeadsQueryVariables = Exact<{
  guide?: string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminPdfLeadsQuery = { adminPdfLeads: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, guide: string, name: string, email: string, postcode: string | null, downloads: number, requests: number, marketingConsent: boolean, lastRequestedAt: string | null, lastDownloadedAt: string | null, createdAt: string }> } };

export type SubjectAccessSearchQueryVariables = Exact<{
  email?: string | null | undefined;
  phone?: string | null | undefined;
}>;


export type SubjectAccessSearchQuery = { subjectAccessSearch: { email: string | null, phone: string | null, totalCount: number, erasableCount: number, groups: Array<{ kind: SubjectRecordKind, count: number, records: Array<{ kind: SubjectRecordKind, id: string, reference: string | null, status: string | null, createdAt: string | null, summary: string }> }> } };

export type SubjectAccessExportQueryVariables = Exact<{
  email?: string | null | undefined;
  phone?: string | null | undefined;
}>;


export type SubjectAccessExportQuery = { subjectAccessExport: string };

export type EraseSubjectDataMutationVariables = Exact<{
  email?: string | null | undefined;
  phone?: string | null | undefined;
  confirm: string;
}>;


export type EraseSubjectDataMutation = { eraseSubjectData: { auditId: string, erasedAt: string, erasedCount: number, counts: Array<{ kind: SubjectRecordKind, count: number }> } };

export type AdminProfileFieldsFragment = { slug: string, path: string, name: string, role: string, summary: string, bodyMarkdown: string, topics: Array<string>, status: ProfileStatus, demo: boolean, onSite: boolean, updatedAt: string, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }>, photo: { imageId: string | null, url: string, srcSet: string, width: number, height: number, alt: string } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> };

export type AdminAuthorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAuthorsQuery = { adminAuthors: Array<{ slug: string, path: string, name: string, role: string, summary: string, bodyMarkdown: string, topics: Array<string>, status: ProfileStatus, demo: boolean, onSite: boolean, updatedAt: string, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }>, photo: { imageId: string | null, url: string, srcSet: string, width: number, height: number, alt: string } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> }> };

export type AdminPartnersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPartnersQuery = { adminPartners: Array<{ slug: string, path: string, name: string, role: string, summary: string, bodyMarkdown: string, topics: Array<string>, status: ProfileStatus, demo: boolean, onSite: boolean, updatedAt: string, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }>, photo: { imageId: string | null, url: string, srcSet: string, width: number, height: number, alt: string } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> }> };

export type AdminAuthorQueryVariables = Exact<{
  slug: string;
}>;


export type AdminAuthorQuery = { adminAuthor: { slug: string, path: string, name: string, role: string, summary: string, bodyMarkdown: string, topics: Array<string>, status: ProfileStatus, demo: boolean, onSite: boolean, updatedAt: string, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }>, photo: { imageId: string | null, url: string, srcSet: string, width: number, height: number, alt: string } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } | null };

export type AdminPartnerQueryVariables = Exact<{
  slug: string;
}>;


export type AdminPartnerQuery = { adminPartner: { slug: string, path: string, name: string, role: string, summary: string, bodyMarkdown: string, topics: Array<string>, status: ProfileStatus, demo: boolean, onSite: boolean, updatedAt: string, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }>, photo: { imageId: string | null, url: string, srcSet: string, width: number, height: number, alt: string } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } | null };

export type CreateAuthorMutationVariables = Exact<{
  slug: string;
  input: ProfileInput;
}>;


export type CreateAuthorMutation = { createAuthor: { slug: string, path: string, name: string, role: string, summary: string, bodyMarkdown: string, topics: Array<string>, status: ProfileStatus, demo: boolean, onSite: boolean, updatedAt: string, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }>, photo: { imageId: string | null, url: string, srcSet: string, width: number, height: number, alt: string } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type CreatePartnerMutationVariables = Exact<{
  slug: string;
  input: ProfileInput;
}>;


export type CreatePartnerMutation = { createPartner: { slug: string, path: string, name: string, role: string, summary: string, bodyMarkdown: string, topics: Array<string>, status: ProfileStatus, demo: boolean, onSite: boolean, updatedAt: string, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }>, photo: { imageId: string | null, url: string, srcSet: string, width: number, height: number, alt: string } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type UpdateAuthorMutationVariables = Exact<{
  slug: string;
  input: ProfileInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateAuthorMutation = { updateAuthor: { slug: string, path: string, name: string, role: string, summary: string, bodyMarkdown: string, topics: Array<string>, status: ProfileStatus, demo: boolean, onSite: boolean, updatedAt: string, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }>, photo: { imageId: string | null, url: string, srcSet: string, width: number, height: number, alt: string } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type UpdatePartnerMutationVariables = Exact<{
  slug: string;
  input: ProfileInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdatePartnerMutation = { updatePartner: { slug: string, path: string, name: string, role: string, summary: string, bodyMarkdown: string, topics: Array<string>, status: ProfileStatus, demo: boolean, onSite: boolean, updatedAt: string, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }>, photo: { imageId: string | null, url: string, srcSet: string, width: number, height: number, alt: string } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type SetAuthorRetiredMutationVariables = Exact<{
  slug: string;
  retired: boolean;
}>;


export type SetAuthorRetiredMutation = { setAuthorRetired: { slug: string, path: string, name: string, role: string, summary: string, bodyMarkdown: string, topics: Array<string>, status: ProfileStatus, demo: boolean, onSite: boolean, updatedAt: string, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }>, photo: { imageId: string | null, url: string, srcSet: string, width: number, height: number, alt: string } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type SetPartnerRetiredMutationVariables = Exact<{
  slug: string;
  retired: boolean;
}>;


export type SetPartnerRetiredMutation = { setPartnerRetired: { slug: string, path: string, name: string, role: string, summary: string, bodyMarkdown: string, topics: Array<string>, status: ProfileStatus, demo: boolean, onSite: boolean, updatedAt: string, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }>, photo: { imageId: string | null, url: string, srcSet: string, width: number, height: number, alt: string } | null, history: Array<{ at: string, by: string, action: string, note: string | null }> } };

export type AdminCompanyReviewsQueryVariables = Exact<{
  status?: CompanyReviewStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminCompanyReviewsQuery = { adminCompanyReviews: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, companyId: string, companyName: string, leadRef: string, jobDate: string | null, reviewerName: string, district: string, overall: number, text: string, status: CompanyReviewStatus, submittedAt: string, publishedAt: string | null, rejectionReason: string | null, moderatedBy: string | null, ratings: { quality: number, tidiness: number, value: number, communication: number }, reply: { text: string, at: string } | null }> } };

export type ModerateCompanyReviewMutationVariables = Exact<{
  id: string | number;
  decision: CompanyReviewDecision;
  reason?: string | null | undefined;
}>;


export type ModerateCompanyReviewMutation = { moderateCompanyReview: { id: string, status: CompanyReviewStatus, publishedAt: string | null, rejectionReason: string | null, moderatedBy: string | null } };

export type AdminPhoneClicksQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AdminPhoneClicksQuery = { adminPhoneClicks: { from: string, to: string, total: number, days: Array<{ day: string, total: number }>, byPage: Array<{ key: string, count: number }>, byNumber: Array<{ key: string, count: number }> } };

export type AdminAiVisitsQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AdminAiVisitsQuery = { adminAiVisits: { from: string, to: string, total: number, crawler: number, referral: number, days: Array<{ day: string, total: number, crawler: number, referral: number }>, byPage: Array<{ key: string, count: number }>, byAgent: Array<{ agent: string, kind: string, count: number }> } };

export type AdminVideosQueryVariables = Exact<{
  status?: PublicationStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminVideosQuery = { adminVideos: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, slug: string, title: string, youtubeId: string, durationSeconds: number, status: PublicationStatus, demo: boolean, onSite: boolean, publishedAt: string | null, updatedAt: string, history: Array<{ at: string, by: string, action: string }> }> } };

export type AdminVideoQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminVideoQuery = { adminVideo: { id: string, slug: string, title: string, description: string, youtubeId: string, durationSeconds: number, transcript: string, thumbnailUrl: string | null, status: PublicationStatus, demo: boolean, onSite: boolean, publishedAt: string | null, updatedAt: string, history: Array<{ at: string, by: string, action: string, note: string | null }> } | null };

export type CreateVideoMutationVariables = Exact<{
  input: AdminVideoInput;
}>;


export type CreateVideoMutation = { createVideo: { id: string, updatedAt: string } };

export type UpdateVideoMutationVariables = Exact<{
  id: string | number;
  input: AdminVideoInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateVideoMutation = { updateVideo: { id: string, status: PublicationStatus, updatedAt: string } };

export type SubmitApplicationMutationVariables = Exact<{
  input: ApplicationInput;
  idempotencyKey: string;
  source?: SubmissionSourceInput | null | undefined;
  botCheck?: BotCheckInput | null | undefined;
}>;


export type SubmitApplicationMutation = { submitApplication: { id: string, reference: string, replayed: boolean } };

export type AuthorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorsQuery = { authors: Array<{ slug: string, name: string, jobTitle: string, summary: string, portraitUrl: string | null, demo: boolean }> };

export type AuthorQueryVariables = Exact<{
  slug: string;
}>;


export type AuthorQuery = { author: { slug: string, name: string, jobTitle: string, expertise: Array<string>, description: string, summary: string, html: string, portraitUrl: string | null, demo: boolean, photo: { url: string, srcSet: string, alt: string } | null, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }>, posts: Array<{ id: string, slug: string, title: string, excerpt: string, publishedAt: string | null, readingMinutes: number }>, guides: Array<{ path: string, title: string, description: string }> } | null };

export type BlogIndexQueryVariables = Exact<{
  page: number;
  pageSize: number;
  category?: string | null | undefined;
}>;


export type BlogIndexQuery = { posts: { totalCount: number, nodes: Array<{ id: string, slug: string, title: string, excerpt: string, category: string, publishedAt: string | null, readingMinutes: number, coverImage: { url: string, srcSet: string, width: number, height: number, alt: string } | null, author: { slug: string, name: string } | null }> } | null, postCategories: Array<{ slug: string, name: string, description: string, postCount: number }> };

export type BlogPostQueryVariables = Exact<{
  slug: string;
}>;


export type BlogPostQuery = { post: { id: string, slug: string, title: string, excerpt: string, category: string, tags: Array<string>, publishedAt: string | null, revisedAt: string | null, readingMinutes: number, html: string, coverImage: { url: string, srcSet: string, width: number, height: number, alt: string } | null, seo: { title: string | null, description: string | null, canonical: string | null }, author: { slug: string, name: string, jobTitle: string, summary: string } | null, relatedPosts: Array<{ id: string, slug: string, title: string, excerpt: string, publishedAt: string | null, readingMinutes: number }> } | null, postCategories: Array<{ slug: string, name: string }> };

export type SubmitCertificationRequestMutationVariables = Exact<{
  input: CertificationRequestInput;
  idempotencyKey: string;
  source?: SubmissionSourceInput | null | undefined;
  botCheck?: BotCheckInput | null | undefined;
}>;


export type SubmitCertificationRequestMutation = { submitCertificationRequest: { id: string, reference: string, replayed: boolean } };

export type CertificationDocumentsQueryVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type CertificationDocumentsQuery = { certificationDocuments: { id: string, reference: string, companyName: string, status: CertificationRequestStatus, uploadsOpen: boolean, linkExpiresAt: string, requiredDocuments: Array<{ type: CertificationDocumentType, label: string, state: DocumentState, document: { fileName: string, size: number, contentType: string, uploadedAt: string, review: DocumentReview, note: string | null } | null }> } };

export type VerifyCertificateQueryVariables = Exact<{
  number: string;
}>;


export type VerifyCertificateQuery = { verifyCertificate: { number: string, companyName: string, issuedAt: string, expiresAt: string, status: CertificateStatus, revokedAt: string | null } | null };

export type CertificationPrefillQueryVariables = Exact<{ [key: string]: never; }>;


export type CertificationPrefillQuery = { myCompany: { id: string, name: string, contactName: string, email: string, phone: string } };

export type PublicCompanyQueryVariables = Exact<{
  slug: string;
}>;


export type PublicCompanyQuery = { publicCompany: { id: string, slug: string, name: string, about: string, regions: Array<string>, services: Array<string>, website: string | null, certified: boolean, certificateNumber: string | null, certifiedUntil: string | null, joinedAt: string, rating: { count: number, average: number | null, aspects: { quality: number, tidiness: number, value: number, communication: number } | null }, reviews: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, overall: number, text: string, reviewerName: string, district: string, submittedAt: string, ratings: { quality: number, tidiness: number, value: number, communication: number }, reply: { text: string, at: string } | null }> }, vetting: { state: VettingState, graceUntil: string | null, insurance: { coverPence: number, expiresOn: string, reviewedOn: string } | null, wasteCarrier: { registrationNumber: string, tier: string, expiresOn: string | null, reviewedOn: string } | null } } | null };

export type RequestCompanyPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestCompanyPasswordResetMutation = { requestCompanyPasswordReset: boolean };

export type MyInvoicesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MyInvoicesQuery = { myInvoices: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, kind: InvoiceKind, number: string, issuedAt: string, description: string, netPence: number, vatRatePercent: number, vatPence: number, totalPence: number, creditsInvoiceNumber: string | null }> } };

export type MyInvoicePdfLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type MyInvoicePdfLinkMutation = { myInvoicePdfLink: { url: string, expiresAt: string } };

export type MyBalanceQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MyBalanceQuery = { myBalance: { balancePence: number }, myBalanceEntries: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, kind: BalanceEntryKind, amountPence: number, balanceAfterPence: number, leadId: string | null, description: string, byEmail: string | null, at: string }> } };

export type StartBalanceTopUpMutationVariables = Exact<{
  pounds: number;
}>;


export type StartBalanceTopUpMutation = { startBalanceTopUp: { paymentId: string, checkoutUrl: string } };

export type TopUpPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type TopUpPaymentQuery = { myPayment: { id: string, status: PaymentStatus, amountPence: number, failureReason: string | null } | null };

export type CertificationPaymentQueryVariables = Exact<{
  requestId: string | number;
}>;


export type CertificationPaymentQuery = { certificationPayment: { requestId: string, reference: string, companyName: string, status: CertificationRequestStatus, amountPence: number, vatPence: number, totalPence: number, certificateNumber: string | null, certificateExpiresAt: string | null } };

export type StartCertificationPaymentMutationVariables = Exact<{
  requestId: string | number;
}>;


export type StartCertificationPaymentMutation = { startCertificationPayment: { paymentId: string, checkoutUrl: string } };

export type CertificationPaymentStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type CertificationPaymentStatusQuery = { myPayment: { id: string, status: PaymentStatus, refundReason: string | null } | null };

export type MarketplaceLeadFieldsFragment = { id: string, ref: string, district: string, region: string, propertyType: string, bedrooms: number | null, foamType: string, locations: Array<string>, areaM2: number | null, access: string, urgency: string, reason: string, estimateLowPence: number, estimateHighPence: number, createdAt: string, ageDays: number, pricePence: number, vatPence: number, totalPence: number, maxBuyers: number, placesLeft: number, exclusive: boolean, purchasedByMe: boolean, declinedByMe: boolean, buyable: boolean, unavailableReason: string | null };

export type PurchasedLeadFieldsFragment = { paymentId: string, paidFromBalance: boolean, purchasedAt: string, boughtBy: string | null, refunded: boolean, disputeUntil: string, canDispute: boolean, hiredByHomeowner: boolean, jobDoneByHomeowner: boolean, contact: { name: string, email: string, phone: string, postcode: string, notes: string }, dispute: { id: string, status: DisputeStatus, reason: DisputeReason, note: string, refundTo: RefundDestination | null, resolutionNote: string | null, createdAt: string } | null, pipeline: { status: LeadPipelineStatus, lostReason: LeadLostReason | null, lostNote: string | null, nextActionDate: string | null, closed: boolean, updatedAt: string | null } };

export type MarketplaceLeadsQueryVariables = Exact<{
  filter?: MarketplaceFilter | null | undefined;
  sort?: MarketplaceSortOrder | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  allInRegions?: boolean | null | undefined;
}>;


export type MarketplaceLeadsQuery = { marketplaceLeads: { regions: Array<string>, preferencesApplied: boolean, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, ref: string, district: string, region: string, propertyType: string, bedrooms: number | null, foamType: string, locations: Array<string>, areaM2: number | null, access: string, urgency: string, reason: string, estimateLowPence: number, estimateHighPence: number, createdAt: string, ageDays: number, pricePence: number, vatPence: number, totalPence: number, maxBuyers: number, placesLeft: number, exclusive: boolean, purchasedByMe: boolean, declinedByMe: boolean, buyable: boolean, unavailableReason: string | null }> } };

export type MarketplaceLeadQueryVariables = Exact<{
  id: string | number;
}>;


export type MarketplaceLeadQuery = { marketplaceLead: { lead: { id: string, ref: string, district: string, region: string, propertyType: string, bedrooms: number | null, foamType: string, locations: Array<string>, areaM2: number | null, access: string, urgency: string, reason: string, estimateLowPence: number, estimateHighPence: number, createdAt: string, ageDays: number, pricePence: number, vatPence: number, totalPence: number, maxBuyers: number, placesLeft: number, exclusive: boolean, purchasedByMe: boolean, declinedByMe: boolean, buyable: boolean, unavailableReason: string | null }, purchase: { paymentId: string, paidFromBalance: boolean, purchasedAt: string, boughtBy: string | null, refunded: boolean, disputeUntil: string, canDispute: boolean, hiredByHomeowner: boolean, jobDoneByHomeowner: boolean, contact: { name: string, email: string, phone: string, postcode: string, notes: string }, dispute: { id: string, status: DisputeStatus, reason: DisputeReason, note: string, refundTo: RefundDestination | null, resolutionNote: string | null, createdAt: string } | null, pipeline: { status: LeadPipelineStatus, lostReason: LeadLostReason | null, lostNote: string | null, nextActionDate: string | null, closed: boolean, updatedAt: string | null } } | null }, myBalance: { balancePence: number } };

export type BuyLeadWithBalanceMutationVariables = Exact<{
  leadId: string | number;
}>;


export type BuyLeadWithBalanceMutation = { buyLeadWithBalance: { lead: { id: string, ref: string, district: string, region: string, propertyType: string, bedrooms: number | null, foamType: string, locations: Array<string>, areaM2: number | null, access: string, urgency: string, reason: string, estimateLowPence: number, estimateHighPence: number, createdAt: string, ageDays: number, pricePence: number, vatPence: number, totalPence: number, maxBuyers: number, placesLeft: number, exclusive: boolean, purchasedByMe: boolean, declinedByMe: boolean, buyable: boolean, unavailableReason: string | null }, purchase: { paymentId: string, paidFromBalance: boolean, purchasedAt: string, boughtBy: string | null, refunded: boolean, disputeUntil: string, canDispute: boolean, hiredByHomeowner: boolean, jobDoneByHomeowner: boolean, contact: { name: string, email: string, phone: string, postcode: string, notes: string }, dispute: { id: string, status: DisputeStatus, reason: DisputeReason, note: string, refundTo: RefundDestination | null, resolutionNote: string | null, createdAt: string } | null, pipeline: { status: LeadPipelineStatus, lostReason: LeadLostReason | null, lostNote: string | null, nextActionDate: string | null, closed: boolean, updatedAt: string | null } } | null } };

export type DeclineLeadMutationVariables = Exact<{
  leadId: string | number;
}>;


export type DeclineLeadMutation = { declineLead: { id: string, declinedByMe: boolean } };

export type UndoDeclineLeadMutationVariables = Exact<{
  leadId: string | number;
}>;


export type UndoDeclineLeadMutation = { undoDeclineLead: { id: string, declinedByMe: boolean } };

export type BuyLeadMutationVariables = Exact<{
  leadId: string | number;
}>;


export type BuyLeadMutation = { buyLead: { paymentId: string, checkoutUrl: string } };

export type LeadPaymentStatusQueryVariables = Exact<{
  paymentId: string | number;
  leadId: string | number;
}>;


export type LeadPaymentStatusQuery = { myPayment: { id: string, status: PaymentStatus, leadId: string | null, amountPence: number, vatPence: number, refundReason: string | null } | null, marketplaceLead: { lead: { id: string, ref: string, district: string, region: string, purchasedByMe: boolean } } };

export type MyLeadsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: LeadPipelineStatus | null | undefined;
}>;


export type MyLeadsQuery = { myLeadCounts: { all: number, byStatus: Array<{ status: LeadPipelineStatus, count: number }> }, myLeads: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ paymentId: string, paidFromBalance: boolean, purchasedAt: string, boughtBy: string | null, refunded: boolean, disputeUntil: string, canDispute: boolean, hiredByHomeowner: boolean, jobDoneByHomeowner: boolean, lead: { id: string, ref: string, district: string, region: string, propertyType: string, bedrooms: number | null, foamType: string, locations: Array<string>, areaM2: number | null, access: string, urgency: string, reason: string, estimateLowPence: number, estimateHighPence: number, createdAt: string, ageDays: number, pricePence: number, vatPence: number, totalPence: number, maxBuyers: number, placesLeft: number, exclusive: boolean, purchasedByMe: boolean, declinedByMe: boolean, buyable: boolean, unavailableReason: string | null }, contact: { name: string, email: string, phone: string, postcode: string, notes: string }, dispute: { id: string, status: DisputeStatus, reason: DisputeReason, note: string, refundTo: RefundDestination | null, resolutionNote: string | null, createdAt: string } | null, pipeline: { status: LeadPipelineStatus, lostReason: LeadLostReason | null, lostNote: string | null, nextActionDate: string | null, closed: boolean, updatedAt: string | null } }> } };

export type DisputeLeadMutationVariables = Exact<{
  leadId: string | number;
  input: LeadDisputeInput;
}>;


export type DisputeLeadMutation = { disputeLead: { paymentId: string, paidFromBalance: boolean, purchasedAt: string, boughtBy: string | null, refunded: boolean, disputeUntil: string, canDispute: boolean, hiredByHomeowner: boolean, jobDoneByHomeowner: boolean, lead: { id: string }, contact: { name: string, email: string, phone: string, postcode: string, notes: string }, dispute: { id: string, status: DisputeStatus, reason: DisputeReason, note: string, refundTo: RefundDestination | null, resolutionNote: string | null, createdAt: string } | null, pipeline: { status: LeadPipelineStatus, lostReason: LeadLostReason | null, lostNote: string | null, nextActionDate: string | null, closed: boolean, updatedAt: string | null } } };

export type MyVettingQueryVariables = Exact<{ [key: string]: never; }>;


export type MyVettingQuery = { myCompany: { id: string, certified: boolean, certifiedUntil: string | null, vetting: { state: VettingState, canBuy: boolean, reason: string | null, problems: Array<string>, graceUntil: string | null, insurance: { coverPence: number, expiresOn: string, reviewedOn: string } | null, wasteCarrier: { registrationNumber: string, tier: string, expiresOn: string | null, reviewedOn: string } | null } } };

export type StartVettingUploadMutationVariables = Exact<{ [key: string]: never; }>;


export type StartVettingUploadMutation = { startVettingUpload: { requestId: string, uploadPath: string } };

export type MyLeadFiguresQueryVariables = Exact<{
  months: number;
}>;


export type MyLeadFiguresQuery = { myLeadFigures: Array<{ month: string, bought: number, contacted: number, won: number, spendPence: number, contactRate: number | null, winRate: number | null, costPerWonPence: number | null }> };

export type LeadPipelineHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type LeadPipelineHistoryQuery = { marketplaceLead: { lead: { id: string }, purchase: { pipelineHistory: { nodes: Array<{ id: string, kind: string, status: LeadPipelineStatus | null, lostReason: LeadLostReason | null, text: string | null, nextActionDate: string | null, by: string, at: string }> } } | null } };

export type UpdateLeadPipelineMutationVariables = Exact<{
  leadId: string | number;
  input: LeadPipelineInput;
}>;


export type UpdateLeadPipelineMutation = { updateLeadPipeline: { paymentId: string, paidFromBalance: boolean, purchasedAt: string, boughtBy: string | null, refunded: boolean, disputeUntil: string, canDispute: boolean, hiredByHomeowner: boolean, jobDoneByHomeowner: boolean, lead: { id: string }, contact: { name: string, email: string, phone: string, postcode: string, notes: string }, dispute: { id: string, status: DisputeStatus, reason: DisputeReason, note: string, refundTo: RefundDestination | null, resolutionNote: string | null, createdAt: string } | null, pipeline: { status: LeadPipelineStatus, lostReason: LeadLostReason | null, lostNote: string | null, nextActionDate: string | null, closed: boolean, updatedAt: string | null } } };

export type LeadPreferencesFieldsFragment = { districts: Array<string>, propertyTypes: Array<string>, foamTypes: Array<string>, weeklyCapPounds: number | null, pausedUntil: string | null, paused: boolean, weekStartsOn: string, weekSpendPence: number, updatedAt: string | null, updatedBy: string | null };

export type MyLeadPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLeadPreferencesQuery = { myLeadPreferences: { districts: Array<string>, propertyTypes: Array<string>, foamTypes: Array<string>, weeklyCapPounds: number | null, pausedUntil: string | null, paused: boolean, weekStartsOn: string, weekSpendPence: number, updatedAt: string | null, updatedBy: string | null } };

export type UpdateLeadPreferencesMutationVariables = Exact<{
  input: LeadPreferencesInput;
}>;


export type UpdateLeadPreferencesMutation = { updateLeadPreferences: { districts: Array<string>, propertyTypes: Array<string>, foamTypes: Array<string>, weeklyCapPounds: number | null, pausedUntil: string | null, paused: boolean, weekStartsOn: string, weekSpendPence: number, updatedAt: string | null, updatedBy: string | null } };

export type CompanyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyProfileQuery = { myCompany: { id: string, name: string, slug: string, status: CompanyStatus, email: string, contactName: string, phone: string, website: string | null, address: string, postcode: string, description: string, services: Array<string>, regions: Array<string>, leadAlerts: boolean, certified: boolean, certificateNumber: string | null, certifiedUntil: string | null, aboutSubmission: { text: string, state: AboutState, submittedAt: string, reviewedAt: string | null, reason: string | null } | null } };

export type UpdateCompanyProfileMutationVariables = Exact<{
  input: CompanyProfileInput;
}>;


export type UpdateCompanyProfileMutation = { updateMyCompanyProfile: { id: string, contactName: string, phone: string, website: string | null, address: string, postcode: string, description: string, services: Array<string>, leadAlerts: boolean } };

export type SubmitCompanyAboutMutationVariables = Exact<{
  text: string;
}>;


export type SubmitCompanyAboutMutation = { submitMyCompanyAbout: { id: string, description: string, aboutSubmission: { text: string, state: AboutState, submittedAt: string, reviewedAt: string | null, reason: string | null } | null } };

export type MyCompanyReviewsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MyCompanyReviewsQuery = { myCompany: { id: string, name: string }, myCompanyRating: { count: number, average: number | null }, myCompanyReviews: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, overall: number, text: string, reviewerName: string, district: string, submittedAt: string, publishedAt: string | null, ratings: { quality: number, tidiness: number, value: number, communication: number }, reply: { text: string, at: string } | null }> } };

export type ReplyToCompanyReviewMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;


export type ReplyToCompanyReviewMutation = { replyToCompanyReview: { id: string, reply: { text: string, at: string } | null } };

export type MyTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTeamQuery = { myTeam: Array<{ uid: string, email: string, role: CompanyRole, lastSignInAt: string | null, you: boolean }> };

export type InviteTeamMemberMutationVariables = Exact<{
  email: string;
  role: CompanyRole;
}>;


export type InviteTeamMemberMutation = { inviteTeamMember: { uid: string, email: string, role: CompanyRole } };

export type ChangeTeamMemberRoleMutationVariables = Exact<{
  uid: string | number;
  role: CompanyRole;
}>;


export type ChangeTeamMemberRoleMutation = { changeTeamMemberRole: CompanyRole };

export type RemoveTeamMemberMutationVariables = Exact<{
  uid: string | number;
}>;


export type RemoveTeamMemberMutation = { removeTeamMember: boolean };

export type GuidePageQueryVariables = Exact<{
  path: string;
}>;


export type GuidePageQuery = { guidePage: { path: string, title: string, description: string, summary: string, updated: string, reviewedBy: string, reviewedAt: string, authorSlug: string | null, authorName: string | null, html: string, readingMinutes: number, illustration: { src: string, alt: string, width: number, height: number } | null, faq: Array<{ question: string, answerHtml: string, answerText: string }> } | null };

export type RequestCallbackMutationVariables = Exact<{
  input: CallbackInput;
  idempotencyKey: string;
  source?: SubmissionSourceInput | null | undefined;
  botCheck?: BotCheckInput | null | undefined;
}>;


export type RequestCallbackMutation = { requestCallback: { id: string, reference: string, replayed: boolean } };

export type SubmitContactInquiryMutationVariables = Exact<{
  input: ContactInquiryInput;
  idempotencyKey: string;
  source?: SubmissionSourceInput | null | undefined;
  botCheck?: BotCheckInput | null | undefined;
}>;


export type SubmitContactInquiryMutation = { submitContactInquiry: { id: string, reference: string, replayed: boolean } };

export type RequestRicsSurveyMutationVariables = Exact<{
  input: RicsSurveyInput;
  idempotencyKey: string;
  source?: SubmissionSourceInput | null | undefined;
  botCheck?: BotCheckInput | null | undefined;
}>;


export type RequestRicsSurveyMutation = { requestRicsSurvey: { id: string, reference: string, replayed: boolean } };

export type RequestFreeGuideMutationVariables = Exact<{
  input: FreeGuideRequestInput;
  idempotencyKey: string;
  source?: SubmissionSourceInput | null | undefined;
  botCheck?: BotCheckInput | null | undefined;
}>;


export type RequestFreeGuideMutation = { requestFreeGuide: { downloadUrl: string, expiresAt: string } };

export type SubmitGuestPostMutationVariables = Exact<{
  input: GuestPostInput;
  idempotencyKey: string;
  source?: SubmissionSourceInput | null | undefined;
  botCheck?: BotCheckInput | null | undefined;
}>;


export type SubmitGuestPostMutation = { submitGuestPost: { id: string, reference: string, replayed: boolean } };

export type GuestPostsQueryVariables = Exact<{ [key: string]: never; }>;


export type GuestPostsQuery = { guestPosts: { nodes: Array<{ id: string, slug: string, title: string, excerpt: string, publishedAt: string | null, author: { name: string } }> } };

export type GuestPostQueryVariables = Exact<{
  slug: string;
}>;


export type GuestPostQuery = { guestPost: { id: string, slug: string, title: string, excerpt: string, bodyHtml: string, publishedAt: string | null, author: { name: string, bio: string, website: string | null } } | null };

export type HomeownerRequestQueryVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type HomeownerRequestQuery = { homeownerRequest: { id: string, reference: string, createdAt: string, firstName: string, district: string, region: string, propertyType: string, foamType: string, locations: Array<string>, estimateLowPence: number, estimateHighPence: number, stage: string, maxCompanies: number, chosenCompanyName: string | null, salesStopped: boolean, jobDoneAt: string | null, linkExpiresAt: string, companies: Array<{ id: string, hired: boolean, jobDate: string | null, reviewPath: string | null, name: string, profileSlug: string | null, phone: string, email: string, boughtAt: string, active: boolean, vetted: boolean, insuranceUntil: string | null, wasteCarrierRegistration: string | null, certifiedUntil: string | null }> } };

export type StopHomeownerRequestSalesMutationVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type StopHomeownerRequestSalesMutation = { stopHomeownerRequestSales: { id: string, stage: string, salesStopped: boolean } };

export type MarkHomeownerRequestCompanyHiredMutationVariables = Exact<{
  id: string | number;
  token: string;
  companyId: string | number;
  jobDate?: string | null | undefined;
}>;


export type MarkHomeownerRequestCompanyHiredMutation = { markHomeownerRequestCompanyHired: { id: string, companies: Array<{ id: string, hired: boolean, jobDate: string | null, reviewPath: string | null }> } };

export type MarkHomeownerRequestJobDoneMutationVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type MarkHomeownerRequestJobDoneMutation = { markHomeownerRequestJobDone: { id: string, jobDoneAt: string | null, companies: Array<{ id: string, reviewPath: string | null }> } };

export type SendHomeownerRequestLinksMutationVariables = Exact<{
  input: HomeownerLinksInput;
  idempotencyKey: string;
  source?: SubmissionSourceInput | null | undefined;
  botCheck?: BotCheckInput | null | undefined;
}>;


export type SendHomeownerRequestLinksMutation = { sendHomeownerRequestLinks: { message: string } };

export type ReviewInvitationQueryVariables = Exact<{
  token: string;
}>;


export type ReviewInvitationQuery = { reviewInvitation: { companyName: string, companySlug: string | null, reference: string, district: string, reviewStatus: CompanyReviewStatus | null } };

export type SubmitCompanyReviewMutationVariables = Exact<{
  token: string;
  input: CompanyReviewInput;
}>;


export type SubmitCompanyReviewMutation = { submitCompanyReview: { companyName: string, companySlug: string | null, reference: string, district: string, reviewStatus: CompanyReviewStatus | null } };

export type JobRecordFieldsFragment = { id: string, leadId: string, companyId: string, companyName: string, status: JobRecordStatus, startedOn: string, finishedOn: string, rejectionReason: string | null, removalRecordNumber: string | null, submissions: number, submittedAt: string | null, confirmedAt: string | null, updatedAt: string, roofAreas: Array<{ name: string, areaM2: number, beforePhotoIds: Array<string>, afterPhotoIds: Array<string>, defectsFound: string, defectsRepaired: string, readings: Array<{ percent: number, where: string }> }>, waste: { transferNoteReference: string, carrier: string }, reinsulation: { material: string, thicknessMm: number, lambdaWPerMK: number, areaM2: number } | null };

export type MyJobRecordQueryVariables = Exact<{
  leadId: string | number;
}>;


export type MyJobRecordQuery = { myJobRecord: { id: string, leadId: string, companyId: string, companyName: string, status: JobRecordStatus, startedOn: string, finishedOn: string, rejectionReason: string | null, removalRecordNumber: string | null, submissions: number, submittedAt: string | null, confirmedAt: string | null, updatedAt: string, roofAreas: Array<{ name: string, areaM2: number, beforePhotoIds: Array<string>, afterPhotoIds: Array<string>, defectsFound: string, defectsRepaired: string, readings: Array<{ percent: number, where: string }> }>, waste: { transferNoteReference: string, carrier: string }, reinsulation: { material: string, thicknessMm: number, lambdaWPerMK: number, areaM2: number } | null } | null, jobPhotos: Array<{ id: string, url: string, width: number, height: number }> };

export type SaveJobRecordMutationVariables = Exact<{
  leadId: string | number;
  input: JobRecordInput;
}>;


export type SaveJobRecordMutation = { saveJobRecord: { id: string, leadId: string, companyId: string, companyName: string, status: JobRecordStatus, startedOn: string, finishedOn: string, rejectionReason: string | null, removalRecordNumber: string | null, submissions: number, submittedAt: string | null, confirmedAt: string | null, updatedAt: string, roofAreas: Array<{ name: string, areaM2: number, beforePhotoIds: Array<string>, afterPhotoIds: Array<string>, defectsFound: string, defectsRepaired: string, readings: Array<{ percent: number, where: string }> }>, waste: { transferNoteReference: string, carrier: string }, reinsulation: { material: string, thicknessMm: number, lambdaWPerMK: number, areaM2: number } | null } };

export type SubmitJobRecordMutationVariables = Exact<{
  leadId: string | number;
}>;


export type SubmitJobRecordMutation = { submitJobRecord: { id: string, leadId: string, companyId: string, companyName: string, status: JobRecordStatus, startedOn: string, finishedOn: string, rejectionReason: string | null, removalRecordNumber: string | null, submissions: number, submittedAt: string | null, confirmedAt: string | null, updatedAt: string, roofAreas: Array<{ name: string, areaM2: number, beforePhotoIds: Array<string>, afterPhotoIds: Array<string>, defectsFound: string, defectsRepaired: string, readings: Array<{ percent: number, where: string }> }>, waste: { transferNoteReference: string, carrier: string }, reinsulation: { material: string, thicknessMm: number, lambdaWPerMK: number, areaM2: number } | null } };

export type HomeownerJobRecordsQueryVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type HomeownerJobRecordsQuery = { homeownerJobRecords: Array<{ jobRecord: { id: string, leadId: string, companyId: string, companyName: string, status: JobRecordStatus, startedOn: string, finishedOn: string, rejectionReason: string | null, removalRecordNumber: string | null, submissions: number, submittedAt: string | null, confirmedAt: string | null, updatedAt: string, roofAreas: Array<{ name: string, areaM2: number, beforePhotoIds: Array<string>, afterPhotoIds: Array<string>, defectsFound: string, defectsRepaired: string, readings: Array<{ percent: number, where: string }> }>, waste: { transferNoteReference: string, carrier: string }, reinsulation: { material: string, thicknessMm: number, lambdaWPerMK: number, areaM2: number } | null }, shares: Array<{ id: string, number: string, createdAt: string }> }> };

export type ConfirmJobRecordMutationVariables = Exact<{
  id: string | number;
  token: string;
  jobRecordId: string | number;
}>;


export type ConfirmJobRecordMutation = { confirmJobRecord: Array<{ jobRecord: { id: string, leadId: string, companyId: string, companyName: string, status: JobRecordStatus, startedOn: string, finishedOn: string, rejectionReason: string | null, removalRecordNumber: string | null, submissions: number, submittedAt: string | null, confirmedAt: string | null, updatedAt: string, roofAreas: Array<{ name: string, areaM2: number, beforePhotoIds: Array<string>, afterPhotoIds: Array<string>, defectsFound: string, defectsRepaired: string, readings: Array<{ percent: number, where: string }> }>, waste: { transferNoteReference: string, carrier: string }, reinsulation: { material: string, thicknessMm: number, lambdaWPerMK: number, areaM2: number } | null }, shares: Array<{ id: string, number: string, createdAt: string }> }> };

export type RejectJobRecordMutationVariables = Exact<{
  id: string | number;
  token: string;
  jobRecordId: string | number;
  reason: string;
}>;


export type RejectJobRecordMutation = { rejectJobRecord: Array<{ jobRecord: { id: string, leadId: string, companyId: string, companyName: string, status: JobRecordStatus, startedOn: string, finishedOn: string, rejectionReason: string | null, removalRecordNumber: string | null, submissions: number, submittedAt: string | null, confirmedAt: string | null, updatedAt: string, roofAreas: Array<{ name: string, areaM2: number, beforePhotoIds: Array<string>, afterPhotoIds: Array<string>, defectsFound: string, defectsRepaired: string, readings: Array<{ percent: number, where: string }> }>, waste: { transferNoteReference: string, carrier: string }, reinsulation: { material: string, thicknessMm: number, lambdaWPerMK: number, areaM2: number } | null }, shares: Array<{ id: string, number: string, createdAt: string }> }> };

export type CreateRemovalRecordShareMutationVariables = Exact<{
  id: string | number;
  token: string;
  number: string;
}>;


export type CreateRemovalRecordShareMutation = { createRemovalRecordShare: { id: string, number: string, path: string, createdAt: string } };

export type RevokeRemovalRecordShareMutationVariables = Exact<{
  id: string | number;
  token: string;
  shareId: string | number;
}>;


export type RevokeRemovalRecordShareMutation = { revokeRemovalRecordShare: Array<{ jobRecord: { id: string, leadId: string, companyId: string, companyName: string, status: JobRecordStatus, startedOn: string, finishedOn: string, rejectionReason: string | null, removalRecordNumber: string | null, submissions: number, submittedAt: string | null, confirmedAt: string | null, updatedAt: string, roofAreas: Array<{ name: string, areaM2: number, beforePhotoIds: Array<string>, afterPhotoIds: Array<string>, defectsFound: string, defectsRepaired: string, readings: Array<{ percent: number, where: string }> }>, waste: { transferNoteReference: string, carrier: string }, reinsulation: { material: string, thicknessMm: number, lambdaWPerMK: number, areaM2: number } | null }, shares: Array<{ id: string, number: string, createdAt: string }> }> };

export type LocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationsQuery = { locations: Array<{ slug: string, name: string, region: string, county: string }> };

export type LocationQueryVariables = Exact<{
  slug: string;
}>;


export type LocationQuery = { location: { slug: string, name: string, region: string, county: string, description: string, summary: string, updated: string, html: string, companies: Array<{ id: string, slug: string, name: string, description: string, certified: boolean }>, demand: { requestsLast12Months: number | null, fewerThan: number | null, averageEstimateLowPence: number | null, averageEstimateHighPence: number | null } } | null };

export type PartnerQueryVariables = Exact<{
  slug: string;
}>;


export type PartnerQuery = { partner: { slug: string, name: string, role: string, summary: string, updated: string, html: string, demo: boolean, photo: { url: string, srcSet: string, width: number, height: number, alt: string } | null, qualifications: Array<{ title: string, checkedHow: string }>, links: Array<{ label: string, url: string }> } | null };

export type PartnersQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnersQuery = { partners: Array<{ slug: string, name: string, role: string, summary: string, demo: boolean }> };

export type RemovalRecordQueryVariables = Exact<{
  number: string;
  share?: string | null | undefined;
}>;


export type RemovalRecordQuery = { removalRecord: { number: string, issuedAt: string, district: string, companyName: string, companyVetting: string, companyCertificateNumber: string | null, companyCertifiedUntil: string | null, startedOn: string, finishedOn: string, wasteTransferNoteReference: string, surveyOutcome: string | null, supersededBy: string | null, shared: boolean, surveyReportAvailable: boolean | null, pdfPath: string, areas: Array<{ name: string, areaM2: number, lowestReadingPercent: number, highestReadingPercent: number, beforePhotoIds: Array<string> | null, afterPhotoIds: Array<string> | null, beforePhotoUrls: Array<string> | null, afterPhotoUrls: Array<string> | null }>, reinsulation: { material: string, thicknessMm: number, lambdaWPerMK: number, areaM2: number } | null, withdrawn: { reason: string, at: string } | null } };

export type SubmitRemovalRequestMutationVariables = Exact<{
  input: RemovalRequestInput;
  idempotencyKey: string;
  source?: SubmissionSourceInput | null | undefined;
  botCheck?: BotCheckInput | null | undefined;
}>;


export type SubmitRemovalRequestMutation = { submitRemovalRequest: { requestId: string, reference: string, estimateLowPence: number, estimateHighPence: number, replayed: boolean } };

export type QuoteCompanyQueryVariables = Exact<{
  company: string;
}>;


export type QuoteCompanyQuery = { quoteCompany: { id: string, name: string, slug: string, regions: Array<string>, acceptingRequests: boolean } | null };

export type VideosQueryVariables = Exact<{ [key: string]: never; }>;


export type VideosQuery = { videos: { nodes: Array<{ id: string, slug: string, title: string, description: string, youtubeId: string, durationSeconds: number, publishedAt: string | null, demo: boolean }> } };

export type VideoQueryVariables = Exact<{
  slug: string;
}>;


export type VideoQuery = { video: { id: string, slug: string, title: string, description: string, youtubeId: string, durationSeconds: number, transcript: string, publishedAt: string | null, demo: boolean } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { uid: string, email: string | null, isAdmin: boolean, companyId: string | null } | null };

export type RecordLoginMutationVariables = Exact<{ [key: string]: never; }>;


export type RecordLoginMutation = { recordLogin: boolean };

export type RegisterAdminMutationVariables = Exact<{
  input: RegisterAdminInput;
}>;


export type RegisterAdminMutation = { registerAdmin: { uid: string, email: string } };

export type MyCompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCompanyQuery = { myCompany: { id: string, name: string, slug: string, status: CompanyStatus, certified: boolean, regions: Array<string>, myRole: CompanyRole } };

export type FormTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type FormTokenQuery = { formToken: { token: string, minFillTimeMs: number } };

export type SiteImagesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type SiteImagesQuery = { adminSiteImages: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, url: string, srcSet: string, width: number, height: number, suggestedAlt: string | null, source: string, createdAt: string }> } };

export const AdminCompanyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCompanyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutSubmission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"leadAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AdminCompanyFieldsFragment, unknown>;
export const AdminLeadRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLeadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pricePence"}},{"kind":"Field","name":{"kind":"Name","value":"maxBuyers"}},{"kind":"Field","name":{"kind":"Name","value":"buyerCount"}},{"kind":"Field","name":{"kind":"Name","value":"distributionCount"}},{"kind":"Field","name":{"kind":"Name","value":"exclusive"}},{"kind":"Field","name":{"kind":"Name","value":"homeowner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foamType"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lowPence"}},{"kind":"Field","name":{"kind":"Name","value":"highPence"}}]}}]}}]} as unknown as DocumentNode<AdminLeadRowFragment, unknown>;
export const AdminLeadDistributionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLeadDistribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadDistribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}}]} as unknown as DocumentNode<AdminLeadDistributionFragment, unknown>;
export const AdminProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AdminProfileFieldsFragment, unknown>;
export const MarketplaceLeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketplaceLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"foamType"}},{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"estimateLowPence"}},{"kind":"Field","name":{"kind":"Name","value":"estimateHighPence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"pricePence"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}},{"kind":"Field","name":{"kind":"Name","value":"totalPence"}},{"kind":"Field","name":{"kind":"Name","value":"maxBuyers"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"exclusive"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"declinedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReason"}}]}}]} as unknown as DocumentNode<MarketplaceLeadFieldsFragment, unknown>;
export const PurchasedLeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasedLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasedLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidFromBalance"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"boughtBy"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"disputeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canDispute"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"lostNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextActionDate"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hiredByHomeowner"}},{"kind":"Field","name":{"kind":"Name","value":"jobDoneByHomeowner"}}]}}]} as unknown as DocumentNode<PurchasedLeadFieldsFragment, unknown>;
export const LeadPreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districts"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTypes"}},{"kind":"Field","name":{"kind":"Name","value":"foamTypes"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyCapPounds"}},{"kind":"Field","name":{"kind":"Name","value":"pausedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"weekStartsOn"}},{"kind":"Field","name":{"kind":"Name","value":"weekSpendPence"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<LeadPreferencesFieldsFragment, unknown>;
export const JobRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"finishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"roofAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"readings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defectsFound"}},{"kind":"Field","name":{"kind":"Name","value":"defectsRepaired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waste"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferNoteReference"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reinsulation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"lambdaWPerMK"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"removalRecordNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<JobRecordFieldsFragment, unknown>;
export const AiToolsStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiToolsStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiToolsStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"textModel"}},{"kind":"Field","name":{"kind":"Name","value":"imageModel"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyBudgetGbp"}},{"kind":"Field","name":{"kind":"Name","value":"spentThisMonthGbp"}}]}}]}}]} as unknown as DocumentNode<AiToolsStatusQuery, AiToolsStatusQueryVariables>;
export const AiPostChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiPostChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postCategoryOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postAuthorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AiPostChoicesQuery, AiPostChoicesQueryVariables>;
export const AiGenerateIdeasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AiGenerateIdeas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topic"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiGenerateIdeas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"topic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topic"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skippedAsCovered"}},{"kind":"Field","name":{"kind":"Name","value":"ideas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"searchIntent"}},{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]}}]} as unknown as DocumentNode<AiGenerateIdeasMutation, AiGenerateIdeasMutationVariables>;
export const AiGenerateOutlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AiGenerateOutline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brief"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AiPostBriefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiGenerateOutline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"brief"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brief"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]}}]} as unknown as DocumentNode<AiGenerateOutlineMutation, AiGenerateOutlineMutationVariables>;
export const AiSeoSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AiSeoSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiSeoSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentTitle"}},{"kind":"Field","name":{"kind":"Name","value":"currentDescription"}},{"kind":"Field","name":{"kind":"Name","value":"titles"}},{"kind":"Field","name":{"kind":"Name","value":"descriptions"}},{"kind":"Field","name":{"kind":"Name","value":"droppedForLength"}},{"kind":"Field","name":{"kind":"Name","value":"keywordAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"headingAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"internalLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"anchorText"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<AiSeoSuggestionsMutation, AiSeoSuggestionsMutationVariables>;
export const AiApplySeoSuggestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AiApplySeoSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seoTitle"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seoDescription"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiApplySeoSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"seoTitle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seoTitle"}}},{"kind":"Argument","name":{"kind":"Name","value":"seoDescription"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seoDescription"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AiApplySeoSuggestionMutation, AiApplySeoSuggestionMutationVariables>;
export const AiAnalyzeUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AiAnalyzeUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiAnalyzeUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendations"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"internalLinks"}},{"kind":"Field","name":{"kind":"Name","value":"externalLinks"}},{"kind":"Field","name":{"kind":"Name","value":"structuredDataTypes"}},{"kind":"Field","name":{"kind":"Name","value":"invalidStructuredData"}},{"kind":"Field","name":{"kind":"Name","value":"headings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AiAnalyzeUrlMutation, AiAnalyzeUrlMutationVariables>;
export const AiImagePromptForPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiImagePromptForPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiImagePromptForPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}]}]}}]} as unknown as DocumentNode<AiImagePromptForPostQuery, AiImagePromptForPostQueryVariables>;
export const AiGenerateImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AiGenerateImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prompt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiGenerateImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"prompt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prompt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAlt"}}]}}]}}]} as unknown as DocumentNode<AiGenerateImageMutation, AiGenerateImageMutationVariables>;
export const AiSetPostCoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AiSetPostCover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiSetPostCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"alt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alt"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}}]} as unknown as DocumentNode<AiSetPostCoverMutation, AiSetPostCoverMutationVariables>;
export const AiUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiUsage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiUsageSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"calls"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"tokensIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokensOut"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"costGbp"}},{"kind":"Field","name":{"kind":"Name","value":"byTool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tool"}},{"kind":"Field","name":{"kind":"Name","value":"calls"}},{"kind":"Field","name":{"kind":"Name","value":"costGbp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"calls"}},{"kind":"Field","name":{"kind":"Name","value":"costGbp"}},{"kind":"Field","name":{"kind":"Name","value":"byTool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tool"}},{"kind":"Field","name":{"kind":"Name","value":"calls"}},{"kind":"Field","name":{"kind":"Name","value":"costGbp"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiUsageRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tool"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"tokensIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokensOut"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"costGbp"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<AiUsageQuery, AiUsageQueryVariables>;
export const AdminApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminApplicationsQuery, AdminApplicationsQueryVariables>;
export const AdminApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"companiesHouseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"yearsTrading"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"publicLiabilityCoverPence"}},{"kind":"Field","name":{"kind":"Name","value":"accreditations"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"accountInvitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companiesHouseCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directors"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminApplicationQuery, AdminApplicationQueryVariables>;
export const ReviewApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companiesHouseCheck"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CompaniesHouseCheckInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}},{"kind":"Argument","name":{"kind":"Name","value":"companiesHouseCheck"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companiesHouseCheck"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"accountInvitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companiesHouseCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directors"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewApplicationMutation, ReviewApplicationMutationVariables>;
export const AdminPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authorSlug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"authorSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authorSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"authorSlug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"aiAssisted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postCategoryOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postAuthorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminPostsQuery, AdminPostsQueryVariables>;
export const PostEditorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostEditorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postCategoryOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postAuthorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PostEditorOptionsQuery, PostEditorOptionsQueryVariables>;
export const AdminPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"authorSlug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"aiAssisted"}},{"kind":"Field","name":{"kind":"Name","value":"oldSlugs"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"seo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"canonical"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPostQuery, AdminPostQueryVariables>;
export const PreviewPostHtmlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewPostHtml"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"markdown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewPostHtml"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"markdown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"markdown"}}}]}]}}]} as unknown as DocumentNode<PreviewPostHtmlQuery, PreviewPostHtmlQueryVariables>;
export const SavePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SavePostMutation, SavePostMutationVariables>;
export const PublishPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<PublishPostMutation, PublishPostMutationVariables>;
export const SchedulePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SchedulePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedulePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SchedulePostMutation, SchedulePostMutationVariables>;
export const UnpublishPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpublishPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UnpublishPostMutation, UnpublishPostMutationVariables>;
export const RestorePostRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestorePostRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restorePostRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<RestorePostRevisionMutation, RestorePostRevisionMutationVariables>;
export const AdminCallbacksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCallbacks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CallbackStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCallbacks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"preferredTime"}},{"kind":"Field","name":{"kind":"Name","value":"pagePath"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"convertedLeadId"}},{"kind":"Field","name":{"kind":"Name","value":"convertedLeadRef"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCallbacksQuery, AdminCallbacksQueryVariables>;
export const SetCallbackStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCallbackStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallbackStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCallbackStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetCallbackStatusMutation, SetCallbackStatusMutationVariables>;
export const AdminCertificationRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCertificationRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purpose"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationPurpose"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificationRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"purpose"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purpose"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCertificationRequestsQuery, AdminCertificationRequestsQueryVariables>;
export const AdminCertificationRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCertificationRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificationRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"coverPence"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"wasteCarrierTier"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCertificationRequestQuery, AdminCertificationRequestQueryVariables>;
export const ReviewCertificationDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewCertificationDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationDocumentType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"evidence"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VettingEvidenceInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentUploadedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewCertificationDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}},{"kind":"Argument","name":{"kind":"Name","value":"evidence"},"value":{"kind":"Variable","name":{"kind":"Name","value":"evidence"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentUploadedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentUploadedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReviewCertificationDocumentMutation, ReviewCertificationDocumentMutationVariables>;
export const CertificationDocumentLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CertificationDocumentLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationDocumentType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificationDocumentLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CertificationDocumentLinkMutation, CertificationDocumentLinkMutationVariables>;
export const AdminCertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCertificates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCertificatesQuery, AdminCertificatesQueryVariables>;
export const AdminCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedReason"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]}}]} as unknown as DocumentNode<AdminCertificateQuery, AdminCertificateQueryVariables>;
export const RevokeCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedReason"}}]}}]}}]} as unknown as DocumentNode<RevokeCertificateMutation, RevokeCertificateMutationVariables>;
export const RevokeCertificationUploadLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCertificationUploadLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCertificationUploadLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RevokeCertificationUploadLinkMutation, RevokeCertificationUploadLinkMutationVariables>;
export const AdminCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompanyFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompanies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"leadAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompaniesQuery, AdminCompaniesQueryVariables>;
export const AdminCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCompanyFields"}},{"kind":"Field","name":{"kind":"Name","value":"vetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}},{"kind":"Field","name":{"kind":"Name","value":"graceUntil"}},{"kind":"Field","name":{"kind":"Name","value":"insurance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverPence"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wasteCarrier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balancePence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountPence"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterPence"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"byEmail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadPurchases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"amountPence"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCompanyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutSubmission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"leadAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AdminCompanyQuery, AdminCompanyQueryVariables>;
export const UpdateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompanyInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCompanyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCompanyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutSubmission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"leadAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<UpdateCompanyMutation, UpdateCompanyMutationVariables>;
export const SetCompanyStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCompanyStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompanyStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCompanyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCompanyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutSubmission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"leadAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<SetCompanyStatusMutation, SetCompanyStatusMutationVariables>;
export const ApproveCompanyAboutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveCompanyAbout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveCompanyAbout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCompanyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCompanyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutSubmission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"leadAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<ApproveCompanyAboutMutation, ApproveCompanyAboutMutationVariables>;
export const RejectCompanyAboutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectCompanyAbout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectCompanyAbout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCompanyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCompanyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutSubmission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"leadAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<RejectCompanyAboutMutation, RejectCompanyAboutMutationVariables>;
export const ResendCompanySetPasswordLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendCompanySetPasswordLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendCompanySetPasswordLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userEmail"}}}]}]}}]} as unknown as DocumentNode<ResendCompanySetPasswordLinkMutation, ResendCompanySetPasswordLinkMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"newLeadsToday"}},{"kind":"Field","name":{"kind":"Name","value":"newLeads7Days"}},{"kind":"Field","name":{"kind":"Name","value":"newLeads30Days"}},{"kind":"Field","name":{"kind":"Name","value":"leadsSold30Days"}},{"kind":"Field","name":{"kind":"Name","value":"revenueThisMonthPence"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApplications"}},{"kind":"Field","name":{"kind":"Name","value":"certificationAwaitingReview"}},{"kind":"Field","name":{"kind":"Name","value":"callbacksWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"openDisputes"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"outreachFollowUpsDue"}},{"kind":"Field","name":{"kind":"Name","value":"leadsPerDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"bySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"weeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"revenuePence"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"leadSales"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminLeadDisputesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLeadDisputes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DisputeStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadDisputes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"leadRef"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"homeowner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminLeadDisputesQuery, AdminLeadDisputesQueryVariables>;
export const ResolveLeadDisputeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveLeadDispute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisputeDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveLeadDispute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]}}]} as unknown as DocumentNode<ResolveLeadDisputeMutation, ResolveLeadDisputeMutationVariables>;
export const AdminRicsSurveysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRicsSurveys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RicsSurveyStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRicsSurveys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"lender"}},{"kind":"Field","name":{"kind":"Name","value":"surveyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminRicsSurveysQuery, AdminRicsSurveysQueryVariables>;
export const SetRicsSurveyStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRicsSurveyStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RicsSurveyStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRicsSurveyStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<SetRicsSurveyStatusMutation, SetRicsSurveyStatusMutationVariables>;
export const AdminContactInquiriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactInquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInquiryStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContactInquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminContactInquiriesQuery, AdminContactInquiriesQueryVariables>;
export const ReplyToContactInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToContactInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reply"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToContactInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reply"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reply"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<ReplyToContactInquiryMutation, ReplyToContactInquiryMutationVariables>;
export const CloseContactInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseContactInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeContactInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<CloseContactInquiryMutation, CloseContactInquiryMutationVariables>;
export const AdminGuestPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGuestPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestPostStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGuestPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminGuestPostsQuery, AdminGuestPostsQueryVariables>;
export const AdminGuestPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGuestPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGuestPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"authorBio"}},{"kind":"Field","name":{"kind":"Name","value":"authorWebsite"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<AdminGuestPostQuery, AdminGuestPostQueryVariables>;
export const AdminReviewGuestPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReviewGuestPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestPostDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewGuestPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminReviewGuestPostMutation, AdminReviewGuestPostMutationVariables>;
export const AdminEditGuestPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditGuestPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bodyMarkdown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editGuestPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"bodyMarkdown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bodyMarkdown"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminEditGuestPostMutation, AdminEditGuestPostMutationVariables>;
export const IndexNowSubmissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IndexNowSubmissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"indexNowSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"keyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"host"}}]}},{"kind":"Field","name":{"kind":"Name","value":"indexNowSubmissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"urls"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}},{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<IndexNowSubmissionsQuery, IndexNowSubmissionsQueryVariables>;
export const SubmitIndexNowUrlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitIndexNowUrls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"urls"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitIndexNowUrls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"urls"},"value":{"kind":"Variable","name":{"kind":"Name","value":"urls"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}}]}}]}}]} as unknown as DocumentNode<SubmitIndexNowUrlsMutation, SubmitIndexNowUrlsMutationVariables>;
export const AdminInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"netPence"}},{"kind":"Field","name":{"kind":"Name","value":"vatRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}},{"kind":"Field","name":{"kind":"Name","value":"totalPence"}},{"kind":"Field","name":{"kind":"Name","value":"creditsInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminInvoicesQuery, AdminInvoicesQueryVariables>;
export const AdminInvoicesCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvoicesCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issuedFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issuedTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInvoicesCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"issuedFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issuedFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"issuedTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issuedTo"}}}]}]}}]} as unknown as DocumentNode<AdminInvoicesCsvQuery, AdminInvoicesCsvQueryVariables>;
export const AdminInvoicePdfLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminInvoicePdfLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInvoicePdfLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminInvoicePdfLinkMutation, AdminInvoicePdfLinkMutationVariables>;
export const AdminLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLeadRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLeadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pricePence"}},{"kind":"Field","name":{"kind":"Name","value":"maxBuyers"}},{"kind":"Field","name":{"kind":"Name","value":"buyerCount"}},{"kind":"Field","name":{"kind":"Name","value":"distributionCount"}},{"kind":"Field","name":{"kind":"Name","value":"exclusive"}},{"kind":"Field","name":{"kind":"Name","value":"homeowner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foamType"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lowPence"}},{"kind":"Field","name":{"kind":"Name","value":"highPence"}}]}}]}}]} as unknown as DocumentNode<AdminLeadsQuery, AdminLeadsQueryVariables>;
export const AdminLeadDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLeadDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLeadRow"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"exclusive"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"extras"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLeadDistribution"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLeadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pricePence"}},{"kind":"Field","name":{"kind":"Name","value":"maxBuyers"}},{"kind":"Field","name":{"kind":"Name","value":"buyerCount"}},{"kind":"Field","name":{"kind":"Name","value":"distributionCount"}},{"kind":"Field","name":{"kind":"Name","value":"exclusive"}},{"kind":"Field","name":{"kind":"Name","value":"homeowner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foamType"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lowPence"}},{"kind":"Field","name":{"kind":"Name","value":"highPence"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLeadDistribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadDistribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}}]} as unknown as DocumentNode<AdminLeadDetailsQuery, AdminLeadDetailsQueryVariables>;
export const LeadDistributionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadDistributions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"exclusive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLeadDistribution"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLeadDistribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadDistribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}}]} as unknown as DocumentNode<LeadDistributionsQuery, LeadDistributionsQueryVariables>;
export const LeadDistributionCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadDistributionCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadDistributionCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"sentBefore"}},{"kind":"Field","name":{"kind":"Name","value":"bought"}}]}}]}}]} as unknown as DocumentNode<LeadDistributionCandidatesQuery, LeadDistributionCandidatesQueryVariables>;
export const SendLeadToCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendLeadToCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendLeadToCompanies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"distributionCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SendLeadToCompaniesMutation, SendLeadToCompaniesMutationVariables>;
export const EmailLeadHomeownerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailLeadHomeowner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HomeownerMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailLeadHomeowner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<EmailLeadHomeownerMutation, EmailLeadHomeownerMutationVariables>;
export const SetLeadsArchivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLeadsArchived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leads"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadVersionInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLeadsArchived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leads"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leads"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetLeadsArchivedMutation, SetLeadsArchivedMutationVariables>;
export const PublishLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PublishLeadMutation, PublishLeadMutationVariables>;
export const CallbackToConvertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallbackToConvert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCallback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"convertedLeadRef"}}]}}]}}]} as unknown as DocumentNode<CallbackToConvertQuery, CallbackToConvertQueryVariables>;
export const CreateRemovalRequestByAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRemovalRequestByAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemovalRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"publishNow"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callbackId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callbackExpectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRemovalRequestByAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"publishNow"},"value":{"kind":"Variable","name":{"kind":"Name","value":"publishNow"}}},{"kind":"Argument","name":{"kind":"Name","value":"callbackId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callbackId"}}},{"kind":"Argument","name":{"kind":"Name","value":"callbackExpectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callbackExpectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"estimateLowPence"}},{"kind":"Field","name":{"kind":"Name","value":"estimateHighPence"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}}]} as unknown as DocumentNode<CreateRemovalRequestByAdminMutation, CreateRemovalRequestByAdminMutationVariables>;
export const AdminOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MailStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendOf"}},{"kind":"Field","name":{"kind":"Name","value":"resentBy"}},{"kind":"Field","name":{"kind":"Name","value":"resentAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOutboxQuery, AdminOutboxQueryVariables>;
export const AdminOutboxMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutboxMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<AdminOutboxMessageQuery, AdminOutboxMessageQueryVariables>;
export const ResendMailMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendMailMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendMailMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resendOf"}}]}}]}}]} as unknown as DocumentNode<ResendMailMessageMutation, ResendMailMessageMutationVariables>;
export const AdminOutreachListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutreachList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutreachStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutreachKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dueToday"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOutreachList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"dueToday"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dueToday"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"followUpAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminOutreachListQuery, AdminOutreachListQueryVariables>;
export const OutreachDueCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutreachDueCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOutreachList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dueToday"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<OutreachDueCountQuery, OutreachDueCountQueryVariables>;
export const CreateOutreachDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOutreach"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OutreachInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOutreach"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}}]}}]} as unknown as DocumentNode<CreateOutreachMutation, CreateOutreachMutationVariables>;
export const UpdateOutreachDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOutreach"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OutreachInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOutreach"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateOutreachMutation, UpdateOutreachMutationVariables>;
export const MoveOutreachDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveOutreach"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OutreachStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"followUpAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveOutreach"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"followUpAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"followUpAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"followUpAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<MoveOutreachMutation, MoveOutreachMutationVariables>;
export const AdminPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"netPence"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topUps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"netPence"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spentFromBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"netPence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedToCardPence"}},{"kind":"Field","name":{"kind":"Name","value":"refundedToBalancePence"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"netPence"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountPence"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPaymentsQuery, AdminPaymentsQueryVariables>;
export const RevenueThisMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RevenueThisMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revenueThisMonthPence"}}]}}]}}]} as unknown as DocumentNode<RevenueThisMonthQuery, RevenueThisMonthQueryVariables>;
export const AdminRefundPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRefundPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRefundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}}]}}]}}]} as unknown as DocumentNode<AdminRefundPaymentMutation, AdminRefundPaymentMutationVariables>;
export const AdminPdfLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPdfLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guide"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPdfLeads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"guide"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guide"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guide"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"lastRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastDownloadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPdfLeadsQuery, AdminPdfLeadsQueryVariables>;
export const SubjectAccessSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubjectAccessSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subjectAccessSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"erasableCount"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubjectAccessSearchQuery, SubjectAccessSearchQueryVariables>;
export const SubjectAccessExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubjectAccessExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subjectAccessExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}]}]}}]} as unknown as DocumentNode<SubjectAccessExportQuery, SubjectAccessExportQueryVariables>;
export const EraseSubjectDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EraseSubjectData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseSubjectData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditId"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedCount"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<EraseSubjectDataMutation, EraseSubjectDataMutationVariables>;
export const AdminAuthorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuthors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAuthors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AdminAuthorsQuery, AdminAuthorsQueryVariables>;
export const AdminPartnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPartners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPartners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AdminPartnersQuery, AdminPartnersQueryVariables>;
export const AdminAuthorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuthor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAuthor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AdminAuthorQuery, AdminAuthorQueryVariables>;
export const AdminPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AdminPartnerQuery, AdminPartnerQueryVariables>;
export const CreateAuthorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAuthor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAuthor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<CreateAuthorMutation, CreateAuthorMutationVariables>;
export const CreatePartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<CreatePartnerMutation, CreatePartnerMutationVariables>;
export const UpdateAuthorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAuthor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAuthor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<UpdateAuthorMutation, UpdateAuthorMutationVariables>;
export const UpdatePartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<UpdatePartnerMutation, UpdatePartnerMutationVariables>;
export const SetAuthorRetiredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAuthorRetired"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"retired"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAuthorRetired"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"retired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"retired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<SetAuthorRetiredMutation, SetAuthorRetiredMutationVariables>;
export const SetPartnerRetiredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPartnerRetired"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"retired"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPartnerRetired"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"retired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"retired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyMarkdown"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<SetPartnerRetiredMutation, SetPartnerRetiredMutationVariables>;
export const AdminCompanyReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanyReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyReviewStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompanyReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"leadRef"}},{"kind":"Field","name":{"kind":"Name","value":"jobDate"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"tidiness"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"communication"}}]}},{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompanyReviewsQuery, AdminCompanyReviewsQueryVariables>;
export const ModerateCompanyReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateCompanyReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyReviewDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderateCompanyReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedBy"}}]}}]}}]} as unknown as DocumentNode<ModerateCompanyReviewMutation, ModerateCompanyReviewMutationVariables>;
export const AdminPhoneClicksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPhoneClicks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPhoneClicks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPhoneClicksQuery, AdminPhoneClicksQueryVariables>;
export const AdminAiVisitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAiVisits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAiVisits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"crawler"}},{"kind":"Field","name":{"kind":"Name","value":"referral"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"crawler"}},{"kind":"Field","name":{"kind":"Name","value":"referral"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byAgent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAiVisitsQuery, AdminAiVisitsQueryVariables>;
export const AdminVideosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminVideos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminVideos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminVideosQuery, AdminVideosQueryVariables>;
export const AdminVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<AdminVideoQuery, AdminVideoQueryVariables>;
export const CreateVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CreateVideoMutation, CreateVideoMutationVariables>;
export const UpdateVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminVideoInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateVideoMutation, UpdateVideoMutationVariables>;
export const SubmitApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionSourceInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BotCheckInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}},{"kind":"Argument","name":{"kind":"Name","value":"botCheck"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}}]} as unknown as DocumentNode<SubmitApplicationMutation, SubmitApplicationMutationVariables>;
export const AuthorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Authors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"portraitUrl"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}}]}}]}}]} as unknown as DocumentNode<AuthorsQuery, AuthorsQueryVariables>;
export const AuthorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Author"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"expertise"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"portraitUrl"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<AuthorQuery, AuthorQueryVariables>;
export const BlogIndexDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogIndex"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]}}]} as unknown as DocumentNode<BlogIndexQuery, BlogIndexQueryVariables>;
export const BlogPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"seo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"canonical"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BlogPostQuery, BlogPostQueryVariables>;
export const SubmitCertificationRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitCertificationRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionSourceInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BotCheckInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitCertificationRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}},{"kind":"Argument","name":{"kind":"Name","value":"botCheck"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}}]} as unknown as DocumentNode<SubmitCertificationRequestMutation, SubmitCertificationRequestMutationVariables>;
export const CertificationDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificationDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificationDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"uploadsOpen"}},{"kind":"Field","name":{"kind":"Name","value":"linkExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CertificationDocumentsQuery, CertificationDocumentsQueryVariables>;
export const VerifyCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<VerifyCertificateQuery, VerifyCertificateQueryVariables>;
export const CertificationPrefillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificationPrefill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<CertificationPrefillQuery, CertificationPrefillQueryVariables>;
export const PublicCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"about"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"aspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"tidiness"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"communication"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"tidiness"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"communication"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"graceUntil"}},{"kind":"Field","name":{"kind":"Name","value":"insurance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverPence"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wasteCarrier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedOn"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublicCompanyQuery, PublicCompanyQueryVariables>;
export const RequestCompanyPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCompanyPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCompanyPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestCompanyPasswordResetMutation, RequestCompanyPasswordResetMutationVariables>;
export const MyInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"netPence"}},{"kind":"Field","name":{"kind":"Name","value":"vatRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}},{"kind":"Field","name":{"kind":"Name","value":"totalPence"}},{"kind":"Field","name":{"kind":"Name","value":"creditsInvoiceNumber"}}]}}]}}]}}]} as unknown as DocumentNode<MyInvoicesQuery, MyInvoicesQueryVariables>;
export const MyInvoicePdfLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MyInvoicePdfLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInvoicePdfLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<MyInvoicePdfLinkMutation, MyInvoicePdfLinkMutationVariables>;
export const MyBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balancePence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myBalanceEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountPence"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterPence"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"byEmail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<MyBalanceQuery, MyBalanceQueryVariables>;
export const StartBalanceTopUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartBalanceTopUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pounds"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBalanceTopUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pounds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pounds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]} as unknown as DocumentNode<StartBalanceTopUpMutation, StartBalanceTopUpMutationVariables>;
export const TopUpPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopUpPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountPence"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}}]} as unknown as DocumentNode<TopUpPaymentQuery, TopUpPaymentQueryVariables>;
export const CertificationPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificationPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificationPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountPence"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}},{"kind":"Field","name":{"kind":"Name","value":"totalPence"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certificateExpiresAt"}}]}}]}}]} as unknown as DocumentNode<CertificationPaymentQuery, CertificationPaymentQueryVariables>;
export const StartCertificationPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCertificationPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCertificationPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]} as unknown as DocumentNode<StartCertificationPaymentMutation, StartCertificationPaymentMutationVariables>;
export const CertificationPaymentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificationPaymentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}}]}}]}}]} as unknown as DocumentNode<CertificationPaymentStatusQuery, CertificationPaymentStatusQueryVariables>;
export const MarketplaceLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketplaceLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceSortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allInRegions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketplaceLeads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"allInRegions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allInRegions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"preferencesApplied"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketplaceLeadFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketplaceLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"foamType"}},{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"estimateLowPence"}},{"kind":"Field","name":{"kind":"Name","value":"estimateHighPence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"pricePence"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}},{"kind":"Field","name":{"kind":"Name","value":"totalPence"}},{"kind":"Field","name":{"kind":"Name","value":"maxBuyers"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"exclusive"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"declinedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReason"}}]}}]} as unknown as DocumentNode<MarketplaceLeadsQuery, MarketplaceLeadsQueryVariables>;
export const MarketplaceLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketplaceLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketplaceLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketplaceLeadFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasedLeadFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balancePence"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketplaceLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"foamType"}},{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"estimateLowPence"}},{"kind":"Field","name":{"kind":"Name","value":"estimateHighPence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"pricePence"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}},{"kind":"Field","name":{"kind":"Name","value":"totalPence"}},{"kind":"Field","name":{"kind":"Name","value":"maxBuyers"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"exclusive"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"declinedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasedLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasedLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidFromBalance"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"boughtBy"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"disputeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canDispute"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"lostNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextActionDate"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hiredByHomeowner"}},{"kind":"Field","name":{"kind":"Name","value":"jobDoneByHomeowner"}}]}}]} as unknown as DocumentNode<MarketplaceLeadQuery, MarketplaceLeadQueryVariables>;
export const BuyLeadWithBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyLeadWithBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyLeadWithBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketplaceLeadFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasedLeadFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketplaceLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"foamType"}},{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"estimateLowPence"}},{"kind":"Field","name":{"kind":"Name","value":"estimateHighPence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"pricePence"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}},{"kind":"Field","name":{"kind":"Name","value":"totalPence"}},{"kind":"Field","name":{"kind":"Name","value":"maxBuyers"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"exclusive"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"declinedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasedLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasedLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidFromBalance"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"boughtBy"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"disputeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canDispute"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"lostNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextActionDate"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hiredByHomeowner"}},{"kind":"Field","name":{"kind":"Name","value":"jobDoneByHomeowner"}}]}}]} as unknown as DocumentNode<BuyLeadWithBalanceMutation, BuyLeadWithBalanceMutationVariables>;
export const DeclineLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"declinedByMe"}}]}}]}}]} as unknown as DocumentNode<DeclineLeadMutation, DeclineLeadMutationVariables>;
export const UndoDeclineLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoDeclineLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoDeclineLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"declinedByMe"}}]}}]}}]} as unknown as DocumentNode<UndoDeclineLeadMutation, UndoDeclineLeadMutationVariables>;
export const BuyLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]} as unknown as DocumentNode<BuyLeadMutation, BuyLeadMutationVariables>;
export const LeadPaymentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadPaymentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"amountPence"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketplaceLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedByMe"}}]}}]}}]}}]} as unknown as DocumentNode<LeadPaymentStatusQuery, LeadPaymentStatusQueryVariables>;
export const MyLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadPipelineStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLeadCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myLeads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasedLeadFields"}},{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketplaceLeadFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasedLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasedLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidFromBalance"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"boughtBy"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"disputeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canDispute"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"lostNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextActionDate"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hiredByHomeowner"}},{"kind":"Field","name":{"kind":"Name","value":"jobDoneByHomeowner"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketplaceLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"foamType"}},{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"estimateLowPence"}},{"kind":"Field","name":{"kind":"Name","value":"estimateHighPence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"pricePence"}},{"kind":"Field","name":{"kind":"Name","value":"vatPence"}},{"kind":"Field","name":{"kind":"Name","value":"totalPence"}},{"kind":"Field","name":{"kind":"Name","value":"maxBuyers"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"exclusive"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"declinedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"buyable"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReason"}}]}}]} as unknown as DocumentNode<MyLeadsQuery, MyLeadsQueryVariables>;
export const DisputeLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisputeLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadDisputeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputeLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasedLeadFields"}},{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasedLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasedLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidFromBalance"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"boughtBy"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"disputeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canDispute"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"lostNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextActionDate"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hiredByHomeowner"}},{"kind":"Field","name":{"kind":"Name","value":"jobDoneByHomeowner"}}]}}]} as unknown as DocumentNode<DisputeLeadMutation, DisputeLeadMutationVariables>;
export const MyVettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyVetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"vetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"canBuy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}},{"kind":"Field","name":{"kind":"Name","value":"graceUntil"}},{"kind":"Field","name":{"kind":"Name","value":"insurance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverPence"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wasteCarrier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedOn"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyVettingQuery, MyVettingQueryVariables>;
export const StartVettingUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartVettingUpload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startVettingUpload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"uploadPath"}}]}}]}}]} as unknown as DocumentNode<StartVettingUploadMutation, StartVettingUploadMutationVariables>;
export const MyLeadFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLeadFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"months"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLeadFigures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"months"},"value":{"kind":"Variable","name":{"kind":"Name","value":"months"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"bought"}},{"kind":"Field","name":{"kind":"Name","value":"contacted"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"spendPence"}},{"kind":"Field","name":{"kind":"Name","value":"contactRate"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"costPerWonPence"}}]}}]}}]} as unknown as DocumentNode<MyLeadFiguresQuery, MyLeadFiguresQueryVariables>;
export const LeadPipelineHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadPipelineHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketplaceLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelineHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"nextActionDate"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LeadPipelineHistoryQuery, LeadPipelineHistoryQueryVariables>;
export const UpdateLeadPipelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLeadPipeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadPipelineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeadPipeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasedLeadFields"}},{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasedLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasedLead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidFromBalance"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"boughtBy"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"disputeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canDispute"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"lostNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextActionDate"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hiredByHomeowner"}},{"kind":"Field","name":{"kind":"Name","value":"jobDoneByHomeowner"}}]}}]} as unknown as DocumentNode<UpdateLeadPipelineMutation, UpdateLeadPipelineMutationVariables>;
export const MyLeadPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLeadPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLeadPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districts"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTypes"}},{"kind":"Field","name":{"kind":"Name","value":"foamTypes"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyCapPounds"}},{"kind":"Field","name":{"kind":"Name","value":"pausedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"weekStartsOn"}},{"kind":"Field","name":{"kind":"Name","value":"weekSpendPence"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<MyLeadPreferencesQuery, MyLeadPreferencesQueryVariables>;
export const UpdateLeadPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLeadPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeadPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districts"}},{"kind":"Field","name":{"kind":"Name","value":"propertyTypes"}},{"kind":"Field","name":{"kind":"Name","value":"foamTypes"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyCapPounds"}},{"kind":"Field","name":{"kind":"Name","value":"pausedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"weekStartsOn"}},{"kind":"Field","name":{"kind":"Name","value":"weekSpendPence"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<UpdateLeadPreferencesMutation, UpdateLeadPreferencesMutationVariables>;
export const CompanyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutSubmission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"leadAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedUntil"}}]}}]}}]} as unknown as DocumentNode<CompanyProfileQuery, CompanyProfileQueryVariables>;
export const UpdateCompanyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompanyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyCompanyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"leadAlerts"}}]}}]}}]} as unknown as DocumentNode<UpdateCompanyProfileMutation, UpdateCompanyProfileMutationVariables>;
export const SubmitCompanyAboutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitCompanyAbout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitMyCompanyAbout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutSubmission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitCompanyAboutMutation, SubmitCompanyAboutMutationVariables>;
export const MyCompanyReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCompanyReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myCompanyRating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"average"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myCompanyReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"tidiness"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"communication"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyCompanyReviewsQuery, MyCompanyReviewsQueryVariables>;
export const ReplyToCompanyReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToCompanyReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToCompanyReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<ReplyToCompanyReviewMutation, ReplyToCompanyReviewMutationVariables>;
export const MyTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"you"}}]}}]}}]} as unknown as DocumentNode<MyTeamQuery, MyTeamQueryVariables>;
export const InviteTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<InviteTeamMemberMutation, InviteTeamMemberMutationVariables>;
export const ChangeTeamMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeTeamMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeTeamMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}]}]}}]} as unknown as DocumentNode<ChangeTeamMemberRoleMutation, ChangeTeamMemberRoleMutationVariables>;
export const RemoveTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}}]}]}}]} as unknown as DocumentNode<RemoveTeamMemberMutation, RemoveTeamMemberMutationVariables>;
export const GuidePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuidePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guidePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorSlug"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"illustration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answerHtml"}},{"kind":"Field","name":{"kind":"Name","value":"answerText"}}]}}]}}]}}]} as unknown as DocumentNode<GuidePageQuery, GuidePageQueryVariables>;
export const RequestCallbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCallback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallbackInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionSourceInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BotCheckInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCallback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}},{"kind":"Argument","name":{"kind":"Name","value":"botCheck"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}}]} as unknown as DocumentNode<RequestCallbackMutation, RequestCallbackMutationVariables>;
export const SubmitContactInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContactInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInquiryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionSourceInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BotCheckInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}},{"kind":"Argument","name":{"kind":"Name","value":"botCheck"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}}]} as unknown as DocumentNode<SubmitContactInquiryMutation, SubmitContactInquiryMutationVariables>;
export const RequestRicsSurveyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestRicsSurvey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RicsSurveyInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionSourceInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BotCheckInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestRicsSurvey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}},{"kind":"Argument","name":{"kind":"Name","value":"botCheck"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}}]} as unknown as DocumentNode<RequestRicsSurveyMutation, RequestRicsSurveyMutationVariables>;
export const RequestFreeGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestFreeGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FreeGuideRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionSourceInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BotCheckInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestFreeGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}},{"kind":"Argument","name":{"kind":"Name","value":"botCheck"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RequestFreeGuideMutation, RequestFreeGuideMutationVariables>;
export const SubmitGuestPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitGuestPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestPostInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionSourceInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BotCheckInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitGuestPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}},{"kind":"Argument","name":{"kind":"Name","value":"botCheck"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}}]} as unknown as DocumentNode<SubmitGuestPostMutation, SubmitGuestPostMutationVariables>;
export const GuestPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuestPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GuestPostsQuery, GuestPostsQueryVariables>;
export const GuestPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuestPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}}]}}]}}]} as unknown as DocumentNode<GuestPostQuery, GuestPostQueryVariables>;
export const HomeownerRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeownerRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeownerRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"foamType"}},{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"estimateLowPence"}},{"kind":"Field","name":{"kind":"Name","value":"estimateHighPence"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"maxCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"chosenCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"salesStopped"}},{"kind":"Field","name":{"kind":"Name","value":"jobDoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hired"}},{"kind":"Field","name":{"kind":"Name","value":"jobDate"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPath"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileSlug"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"boughtAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"vetted"}},{"kind":"Field","name":{"kind":"Name","value":"insuranceUntil"}},{"kind":"Field","name":{"kind":"Name","value":"wasteCarrierRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedUntil"}}]}}]}}]}}]} as unknown as DocumentNode<HomeownerRequestQuery, HomeownerRequestQueryVariables>;
export const StopHomeownerRequestSalesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopHomeownerRequestSales"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopHomeownerRequestSales"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"salesStopped"}}]}}]}}]} as unknown as DocumentNode<StopHomeownerRequestSalesMutation, StopHomeownerRequestSalesMutationVariables>;
export const MarkHomeownerRequestCompanyHiredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkHomeownerRequestCompanyHired"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markHomeownerRequestCompanyHired"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hired"}},{"kind":"Field","name":{"kind":"Name","value":"jobDate"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPath"}}]}}]}}]}}]} as unknown as DocumentNode<MarkHomeownerRequestCompanyHiredMutation, MarkHomeownerRequestCompanyHiredMutationVariables>;
export const MarkHomeownerRequestJobDoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkHomeownerRequestJobDone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markHomeownerRequestJobDone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobDoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPath"}}]}}]}}]}}]} as unknown as DocumentNode<MarkHomeownerRequestJobDoneMutation, MarkHomeownerRequestJobDoneMutationVariables>;
export const SendHomeownerRequestLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendHomeownerRequestLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HomeownerLinksInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionSourceInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BotCheckInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendHomeownerRequestLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}},{"kind":"Argument","name":{"kind":"Name","value":"botCheck"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendHomeownerRequestLinksMutation, SendHomeownerRequestLinksMutationVariables>;
export const ReviewInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companySlug"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}}]}}]}}]} as unknown as DocumentNode<ReviewInvitationQuery, ReviewInvitationQueryVariables>;
export const SubmitCompanyReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitCompanyReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitCompanyReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companySlug"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}}]}}]}}]} as unknown as DocumentNode<SubmitCompanyReviewMutation, SubmitCompanyReviewMutationVariables>;
export const MyJobRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyJobRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myJobRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRecordFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobPhotos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"finishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"roofAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"readings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defectsFound"}},{"kind":"Field","name":{"kind":"Name","value":"defectsRepaired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waste"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferNoteReference"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reinsulation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"lambdaWPerMK"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"removalRecordNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyJobRecordQuery, MyJobRecordQueryVariables>;
export const SaveJobRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveJobRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveJobRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"finishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"roofAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"readings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defectsFound"}},{"kind":"Field","name":{"kind":"Name","value":"defectsRepaired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waste"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferNoteReference"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reinsulation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"lambdaWPerMK"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"removalRecordNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaveJobRecordMutation, SaveJobRecordMutationVariables>;
export const SubmitJobRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitJobRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJobRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"finishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"roofAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"readings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defectsFound"}},{"kind":"Field","name":{"kind":"Name","value":"defectsRepaired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waste"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferNoteReference"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reinsulation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"lambdaWPerMK"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"removalRecordNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SubmitJobRecordMutation, SubmitJobRecordMutationVariables>;
export const HomeownerJobRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeownerJobRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeownerJobRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRecordFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"finishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"roofAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"readings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defectsFound"}},{"kind":"Field","name":{"kind":"Name","value":"defectsRepaired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waste"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferNoteReference"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reinsulation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"lambdaWPerMK"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"removalRecordNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<HomeownerJobRecordsQuery, HomeownerJobRecordsQueryVariables>;
export const ConfirmJobRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmJobRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobRecordId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmJobRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobRecordId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobRecordId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRecordFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"finishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"roofAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"readings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defectsFound"}},{"kind":"Field","name":{"kind":"Name","value":"defectsRepaired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waste"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferNoteReference"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reinsulation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"lambdaWPerMK"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"removalRecordNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConfirmJobRecordMutation, ConfirmJobRecordMutationVariables>;
export const RejectJobRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectJobRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobRecordId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectJobRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"jobRecordId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobRecordId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRecordFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"finishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"roofAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"readings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defectsFound"}},{"kind":"Field","name":{"kind":"Name","value":"defectsRepaired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waste"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferNoteReference"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reinsulation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"lambdaWPerMK"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"removalRecordNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RejectJobRecordMutation, RejectJobRecordMutationVariables>;
export const CreateRemovalRecordShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRemovalRecordShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRemovalRecordShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreateRemovalRecordShareMutation, CreateRemovalRecordShareMutationVariables>;
export const RevokeRemovalRecordShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeRemovalRecordShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shareId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeRemovalRecordShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"shareId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shareId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobRecordFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"finishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"roofAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"readings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defectsFound"}},{"kind":"Field","name":{"kind":"Name","value":"defectsRepaired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waste"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferNoteReference"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reinsulation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"lambdaWPerMK"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"removalRecordNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submissions"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RevokeRemovalRecordShareMutation, RevokeRemovalRecordShareMutationVariables>;
export const LocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"county"}}]}}]}}]} as unknown as DocumentNode<LocationsQuery, LocationsQueryVariables>;
export const LocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Location"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}}]}},{"kind":"Field","name":{"kind":"Name","value":"demand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestsLast12Months"}},{"kind":"Field","name":{"kind":"Name","value":"fewerThan"}},{"kind":"Field","name":{"kind":"Name","value":"averageEstimateLowPence"}},{"kind":"Field","name":{"kind":"Name","value":"averageEstimateHighPence"}}]}}]}}]}}]} as unknown as DocumentNode<LocationQuery, LocationQueryVariables>;
export const PartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Partner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"checkedHow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<PartnerQuery, PartnerQueryVariables>;
export const PartnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Partners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}}]}}]}}]} as unknown as DocumentNode<PartnersQuery, PartnersQueryVariables>;
export const RemovalRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RemovalRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"share"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removalRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}},{"kind":"Argument","name":{"kind":"Name","value":"share"},"value":{"kind":"Variable","name":{"kind":"Name","value":"share"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyVetting"}},{"kind":"Field","name":{"kind":"Name","value":"companyCertificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyCertifiedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"finishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}},{"kind":"Field","name":{"kind":"Name","value":"lowestReadingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"highestReadingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotoIds"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotoUrls"}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotoUrls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wasteTransferNoteReference"}},{"kind":"Field","name":{"kind":"Name","value":"reinsulation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"lambdaWPerMK"}},{"kind":"Field","name":{"kind":"Name","value":"areaM2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"supersededBy"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"surveyReportAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]}}]} as unknown as DocumentNode<RemovalRecordQuery, RemovalRecordQueryVariables>;
export const SubmitRemovalRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRemovalRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemovalRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionSourceInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BotCheckInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRemovalRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}},{"kind":"Argument","name":{"kind":"Name","value":"botCheck"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botCheck"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"estimateLowPence"}},{"kind":"Field","name":{"kind":"Name","value":"estimateHighPence"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}}]} as unknown as DocumentNode<SubmitRemovalRequestMutation, SubmitRemovalRequestMutationVariables>;
export const QuoteCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"company"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"company"},"value":{"kind":"Variable","name":{"kind":"Name","value":"company"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"acceptingRequests"}}]}}]}}]} as unknown as DocumentNode<QuoteCompanyQuery, QuoteCompanyQueryVariables>;
export const VideosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"60"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}}]}}]}}]}}]} as unknown as DocumentNode<VideosQuery, VideosQueryVariables>;
export const VideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Video"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"video"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}}]}}]}}]} as unknown as DocumentNode<VideoQuery, VideoQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RecordLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordLogin"}}]}}]} as unknown as DocumentNode<RecordLoginMutation, RecordLoginMutationVariables>;
export const RegisterAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterAdminInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RegisterAdminMutation, RegisterAdminMutationVariables>;
export const MyCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certified"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}}]}}]}}]} as unknown as DocumentNode<MyCompanyQuery, MyCompanyQueryVariables>;
export const FormTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"minFillTimeMs"}}]}}]}}]} as unknown as DocumentNode<FormTokenQuery, FormTokenQueryVariables>;
export const SiteImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSiteImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAlt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<SiteImagesQuery, SiteImagesQueryVariables>;