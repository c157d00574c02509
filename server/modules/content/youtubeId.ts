/** An 11-character YouTube video id, e.g. dQw4w9WgXcQ. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id from a bare id or any YouTube address form (watch?v=, youtu.be/, embed/, shorts/, live/, v/);
 * null when there is none.
 */
export function youtubeIdFrom(input: string): string | null {
  const text = input.trim();
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|music\.)/, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(first ?? '')) candidate = second ?? null;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** YouTube's own thumbnail for a video id. */
export const youtubeThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/** "3:34" or "1:02:03" (or plain seconds) as seconds; null when it is not a length. */
export function secondsFromDuration(input: string): number | null {
  const text = input.trim();
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : null;
  const match = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  return seconds > 0 ? seconds : null;
}
