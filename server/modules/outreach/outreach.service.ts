import { z } from 'zod';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { isDocumentId } from '../../platform/documentId';
import { londonDay } from '../dailyStats';
import {
  changeOutreachIfUnchanged,
  countOutreachDueBy,
  createOutreach as storeOutreach,
  getOutreach,
  OutreachChangedMeanwhile,
  outreachList,
  OutreachNotFound,
  type OutreachFields,
} from './outreach.repository';
import {
  OPEN_OUTREACH_STATUSES,
  OutreachKind,
  OutreachStatus,
  type Outreach,
  type OutreachConnection,
  type OutreachInput,
} from './outreach.types';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

const isRealDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T12:00:00Z`).toISOString().startsWith(day);

const outreachSchema = z.object({
  site: z.string().trim().min(1, 'Enter the site’s name').max(200, 'Keep the site’s name to 200 characters'),
  url: z
    .string()
    .trim()
    .min(1, 'Enter the site’s address')
    .max(500, 'Keep the address to 500 characters')
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, 'Enter a full address, like https://example.co.uk'),
  contactName: optionalText(200, 'Keep the name to 200 characters'),
  contactEmail: z
    .string()
    .trim()
    .max(254, 'Enter a valid email address, like name@example.com')
    .nullish()
    .transform((value) => value?.toLowerCase() || null)
    .refine((value) => value === null || z.email().safeParse(value).success, 'Enter a valid email address, like name@example.com'),
  kind: z.enum(OutreachKind),
  followUpAt: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isRealDay(value), 'Enter the follow-up day as a date'),
  notes: optionalText(2000, 'Keep the notes to 2,000 characters'),
});

function checked(input: OutreachInput): OutreachFields {
  const parsed = outreachSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  return parsed.data;
}

function checkId(id: string) {
  if (!isDocumentId(id)) throw invalidInput([{ path: 'id', message: 'This is not an outreach id' }]);
}

const CHANGED_MEANWHILE = 'Someone else changed this site since you loaded it: refresh to see the latest and try again';

async function change(
  id: string,
  expectedUpdatedAt: Date | null,
  entry: { by: string; action: string; note?: string | null },
  changes: Partial<OutreachFields> & { status?: string },
) {
  checkId(id);
  try {
    return (await changeOutreachIfUnchanged(id, expectedUpdatedAt, entry, changes)) as Outreach;
  } catch (error) {
    if (error instanceof OutreachNotFound) throw notFound('There is no such outreach site');
    if (error instanceof OutreachChangedMeanwhile) throw conflict(CHANGED_MEANWHILE);
    throw error;
  }
}

export async function createOutreach(input: OutreachInput, by: string): Promise<Outreach> {
  return (await storeOutreach(checked(input), OutreachStatus.TO_CONTACT, by)) as Outreach;
}

/** Edits a site's details (not its status); the edit joins its history. */
export function updateOutreach(id: string, input: OutreachInput, expectedUpdatedAt: Date | null, by: string): Promise<Outreach> {
  const fields = checked(input);
  return change(id, expectedUpdatedAt, { by, action: 'edited' }, fields);
}

/** Moves a site through the pipeline, optionally setting its next follow-up day (empty clears it). */
export function moveOutreach(
  id: string,
  status: OutreachStatus,
  followUpAt: string | null | undefined,
  note: string | null,
  expectedUpdatedAt: Date | null,
  by: string,
): Promise<Outreach> {
  const changes: { status: string; followUpAt?: string | null } = { status };
  if (followUpAt !== undefined) {
    const day = followUpAt?.trim() || null;
    if (day !== null && !isRealDay(day)) throw invalidInput([{ path: 'followUpAt', message: 'Enter the follow-up day as a date' }]);
    changes.followUpAt = day;
  }
  const trimmedNote = note?.trim().slice(0, 2000) || null;
  return change(id, expectedUpdatedAt, { by, action: status, note: trimmedNote }, changes);
}

export async function adminOutreach(id: string): Promise<Outreach | null> {
  checkId(id);
  return (await getOutreach(id)) as Outreach | null;
}

export async function adminOutreachPage(
  filter: { status: OutreachStatus | null; kind: OutreachKind | null; dueToday: boolean },
  page: PageArgs,
  now = new Date(),
): Promise<OutreachConnection> {
  if (filter.dueToday && filter.status && !OPEN_OUTREACH_STATUSES.includes(filter.status)) {
    throw invalidInput([{ path: 'status', message: 'Follow-ups are due only on sites still in progress: leave out won and lost' }]);
  }
  const source = outreachList({
    status: filter.status,
    kind: filter.kind,
    dueBy: filter.dueToday ? { day: londonDay(now), statuses: OPEN_OUTREACH_STATUSES } : null,
  });
  return (await countedPage(source, page)) as OutreachConnection;
}

/** Follow-ups due today or earlier on sites still in progress: one count() aggregation, for the dashboard. */
export function countOutreachFollowUpsDue(now = new Date()): Promise<number> {
  return countOutreachDueBy(londonDay(now), OPEN_OUTREACH_STATUSES);
}
