import { services, siteUrl } from '../../platform/services';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { invalidInput } from '../../platform/graphql/errors';
import { logger } from '../../platform/logger';
import { getSubmission, recordQueuedSubmission, recordSubmissionOutcome, submissionsList } from './indexNow.repository';
import { IndexNowStatus, type IndexNowSettings, type IndexNowSubmission, type IndexNowSubmissionConnection } from './indexNow.types';

/** IndexNow accepts up to 10,000 URLs a request; an admin submitting by hand needs far fewer. */
export const MAX_MANUAL_URLS = 100;
const SEND_TIMEOUT_MS = 10_000;

function settings() {
  const { config } = services();
  const origin = siteUrl()?.replace(/\/+$/, '') ?? null;
  const key = config.indexNowKey;
  return {
    endpoint: config.indexNowEndpoint,
    key,
    origin,
    host: origin ? new URL(origin).host : null,
    keyLocation: origin && key ? `${origin}/${key}.txt` : null,
  };
}

export function indexNowSettings(): IndexNowSettings {
  const { endpoint, keyLocation, host } = settings();
  return { endpoint, keyLocation, host };
}

/**
 * Records the submission, then POSTs {host, key, keyLocation, urlList} to the endpoint (the IndexNow
 * protocol) and records its answer. Without an endpoint or key the submission is recorded as not sent.
 */
async function submit(urls: string[], trigger: 'manual' | 'publish', by: string): Promise<string> {
  const id = await recordQueuedSubmission(urls, trigger, by);
  const { endpoint, key, host, keyLocation } = settings();
  if (!endpoint || !key || !host) {
    await recordSubmissionOutcome(id, {
      status: IndexNowStatus.NOT_CONFIGURED,
      httpStatus: null,
      response: 'INDEXNOW_ENDPOINT or INDEXNOW_KEY is not set: nothing was sent',
    });
    return id;
  }
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ host, key, keyLocation, urlList: urls }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const body = (await response.text()).slice(0, 500);
    const accepted = response.status === 200 || response.status === 202;
    await recordSubmissionOutcome(id, {
      status: accepted ? IndexNowStatus.SENT : IndexNowStatus.FAILED,
      httpStatus: response.status,
      response: body || null,
    });
  } catch (err) {
    logger.warn({ err, endpoint }, 'IndexNow endpoint could not be reached');
    await recordSubmissionOutcome(id, {
      status: IndexNowStatus.FAILED,
      httpStatus: null,
      response: err instanceof Error ? err.message : String(err),
    });
  }
  return id;
}

/** Reports newly published site paths (e.g. /blog/x); called after a publish, never inside it. */
export async function submitPublishedUrls(paths: string[]): Promise<void> {
  const { origin } = settings();
  if (!origin) return;
  await submit(
    paths.map((path) => `${origin}${path}`),
    'publish',
    'system',
  );
}

/** An administrator's submission: every URL must be an http(s) URL of this site's host. */
export async function submitUrlsByHand(urls: string[], by: string): Promise<IndexNowSubmission> {
  const { host } = settings();
  const cleaned = [...new Set(urls.map((url) => url.trim()).filter(Boolean))];
  const problems = cleaned.flatMap((url, index) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return [{ path: `urls.${index}`, message: `“${url}” is not a full URL (start with https://)` }];
    }
    if (!/^https?:$/.test(parsed.protocol)) return [{ path: `urls.${index}`, message: `“${url}” must start with https://` }];
    if (parsed.host !== host) return [{ path: `urls.${index}`, message: `“${url}” is not on this site (${host ?? 'unknown host'})` }];
    return [];
  });
  if (cleaned.length === 0) problems.push({ path: 'urls', message: 'Enter at least one URL' });
  if (cleaned.length > MAX_MANUAL_URLS) problems.push({ path: 'urls', message: `Submit ${MAX_MANUAL_URLS} URLs at most at a time` });
  if (problems.length) throw invalidInput(problems);
  const id = await submit(cleaned, 'manual', by);
  return (await getSubmission(id)) as IndexNowSubmission;
}

export async function indexNowSubmissionsPage(page: PageArgs): Promise<IndexNowSubmissionConnection> {
  return (await countedPage(submissionsList(), page)) as IndexNowSubmissionConnection;
}
