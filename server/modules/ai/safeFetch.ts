import http from 'node:http';
import https from 'node:https';
import { guardedLookup, isIpLiteral, refusedAddressMessage, refusedAddressReason } from '../../platform/http/addressPolicy';

export const PAGE_SIZE_LIMIT = 2 * 1024 * 1024;
export const PAGE_TIME_LIMIT_MS = 10_000;
export const MAX_REDIRECTS = 5;

/** Why a page could not be fetched, in words an admin can act on. */
export class PageFetchRefused extends Error {}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

export interface SafeFetchOptions {
  /** host:port pairs fetched although not public (tests only; config keeps it empty elsewhere). */
  allow: string[];
  sizeLimit?: number;
  timeLimitMs?: number;
}

const refusedPage = (message: string) => new PageFetchRefused(`${message} The URL analyzer only fetches public web pages.`);
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** Checks one URL before it is requested: scheme, credentials, and an address written as an IP literal. */
export function checkTarget(url: URL, allow: string[]): { allowed: boolean } {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PageFetchRefused('Only http:// and https:// addresses can be analysed.');
  if (url.username || url.password) throw new PageFetchRefused('Addresses with a user name or password cannot be analysed.');
  const host = hostOf(url);
  if (allow.includes(`${host}:${portOf(url)}`)) return { allowed: true };
  if (isIpLiteral(host)) {
    const reason = refusedAddressReason(host);
    if (reason) throw refusedPage(refusedAddressMessage(host, host, reason));
  }
  return { allowed: false };
}

function requestOnce(url: URL, allowed: boolean, deadline: number, sizeLimit: number, signal?: AbortSignal) {
  return new Promise<{ status: number; location: string | null; contentType: string; body: string }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        headers: { 'user-agent': 'SprayFoamRemovalUK-URLAnalyzer/1.0', accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
        lookup: allowed ? undefined : guardedLookup(hostOf(url), refusedPage),
        timeout: Math.max(1, deadline - Date.now()),
        signal,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location: response.headers.location ?? null, contentType: '', body: '' });
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > sizeLimit) {
          request.destroy();
          return reject(new PageFetchRefused(`The page is larger than ${Math.round(sizeLimit / 1024 / 1024)} MB: too large to analyse.`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > sizeLimit) {
            request.destroy(
              new PageFetchRefused(`The page is larger than ${Math.round(sizeLimit / 1024 / 1024)} MB: too large to analyse.`),
            );
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status,
            location: null,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    const timer = setTimeout(
      () =>
        request.destroy(new PageFetchRefused(`The page did not answer within ${Math.round((deadline - Date.now() + 1) / 1000) || 1} s.`)),
      Math.max(1, deadline - Date.now()),
    );
    request.on('timeout', () => request.destroy(new PageFetchRefused('The page took too long to answer.')));
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('close', () => clearTimeout(timer));
    request.end();
  });
}

/**
 * Fetches a public web page for the URL analyzer: http(s) only, public addresses only (checked on the address
 * DNS actually returned), redirects followed by hand (at most 5, each hop checked again), a size and a time limit.
 */
export async function fetchPublicPage(rawUrl: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const sizeLimit = options.sizeLimit ?? PAGE_SIZE_LIMIT;
  const deadline = Date.now() + (options.timeLimitMs ?? PAGE_TIME_LIMIT_MS);
  let url: URL;
  try {
    url = new URL(rawUrl.trim());
  } catch {
    throw new PageFetchRefused('Enter a full address starting with https://');
  }
  for (let hop = 0; ; hop++) {
    const { allowed } = checkTarget(url, options.allow);
    let answer;
    try {
      answer = await requestOnce(url, allowed, deadline, sizeLimit);
    } catch (error) {
      if (error instanceof PageFetchRefused) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') throw new PageFetchRefused(`${hostOf(url)} could not be found (no such domain).`);
      throw new PageFetchRefused(`The page could not be fetched (${code ?? (error as Error).message}).`);
    }
    if (answer.location !== null) {
      if (hop >= MAX_REDIRECTS) throw new PageFetchRefused(`The page redirected more than ${MAX_REDIRECTS} times.`);
      try {
        url = new URL(answer.location, url);
      } catch {
        throw new PageFetchRefused('The page redirected to an address that is not valid.');
      }
      continue;
    }
    if (answer.status >= 400) throw new PageFetchRefused(`The page answered HTTP ${answer.status}.`);
    if (!/html|xml/i.test(answer.contentType))
      throw new PageFetchRefused(`This address is not a web page (${answer.contentType || 'no content type'}).`);
    return { url: url.toString(), status: answer.status, contentType: answer.contentType, body: answer.body };
  }
}
