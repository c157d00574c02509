import { sendBeacon } from './beacon';
import { analyticsPath, pushEvent } from './dataLayer';
import { analyticsGranted } from './consent';

export const PHONE_CLICK_URL = '/api/phone-click';

/** The number in a `tel:` link (`tel:0800%20046%201234;ext=2` gives `0800 046 1234`), or null. */
export function phoneNumberOf(href: string | null): string | null {
  if (!href || !/^tel:/i.test(href)) return null;
  let value = href.slice(4).split(/[;?]/)[0];
  try {
    value = decodeURIComponent(value);
  } catch {
    // keep the raw text
  }
  value = value.trim();
  return value ? value.slice(0, 30) : null;
}

/**
 * Records clicks on every `tel:` link of the page, present or future, with one listener on the document
 * (capture phase, so a link that stops the click's propagation is still counted; keyboard activation
 * fires a click too). Each click is a beacon to /api/phone-click (`phoneClicks`, first-party, no
 * identifiers); with analytics consent it also goes to the data layer. Returns the uninstall function.
 */
export function installPhoneClickTracking(root: Document = document, send: typeof sendBeacon = sendBeacon): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href^="tel:"]');
    const number = phoneNumberOf(link?.getAttribute('href') ?? null);
    if (!number) return;
    const pagePath = analyticsPath(window.location.pathname);
    send(PHONE_CLICK_URL, { number, pagePath });
    if (analyticsGranted()) pushEvent({ event: 'phone_click', page_path: pagePath });
  };
  root.addEventListener('click', onClick, { capture: true });
  return () => root.removeEventListener('click', onClick, { capture: true });
}
