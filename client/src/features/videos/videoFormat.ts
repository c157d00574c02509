/** How the site shows and describes a YouTube video. The player itself loads only when someone asks for it. */

/** YouTube's 480×360 still for a video; the only thing fetched from YouTube before a click. */
export const posterUrl = (youtubeId: string) => `https://i.ytimg.com/vi/${encodeURIComponent(youtubeId)}/hqdefault.jpg`;
export const POSTER_WIDTH = 480;
export const POSTER_HEIGHT = 360;

/** The privacy-enhanced player, which sets no cookies until the video plays. */
export const embedUrl = (youtubeId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`;

/** ISO 8601 duration for structured data: 214 → "PT3M34S", 3725 → "PT1H2M5S". */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${h || m ? `${m}M` : ''}${s}S`;
}

/** A duration as a clock: 214 → "3:34", 3725 → "1:02:05". */
export function clockDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A duration in words for screen readers and text: 214 → "3 minutes 34 seconds". */
export function spokenDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return [m ? part(m, 'minute') : '', s || !m ? part(s, 'second') : ''].filter(Boolean).join(' ');
}
