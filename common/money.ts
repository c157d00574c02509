/** Amounts as the site writes them, shared by the browser and the server. */

/**
 * A number as en-GB writes it: digits grouped in threes, at most three decimals ("1,234.5"). Done by hand
 * rather than with Intl, whose first use on a page costs the browser milliseconds of locale loading while
 * the page hydrates; tests/server/calculator.test.ts checks it against Intl.
 */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  const [whole, fraction] = String(Math.abs(rounded)).split('.');
  return `${rounded < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** An amount in pence as pounds: "£1,250" for whole pounds, "£1,250.50" otherwise. */
export function formatPounds(pence: number): string {
  const amount = Math.abs(Math.round(pence));
  const pounds = Math.floor(amount / 100);
  const rest = amount % 100;
  return `${pence < 0 && amount > 0 ? '-' : ''}£${formatNumber(pounds)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** An estimate as a price range before VAT, as e-mails write it: "£2,000–£2,800 + VAT". */
export function formatEstimate(lowPence: number, highPence: number): string {
  return `${formatPounds(lowPence)}–${formatPounds(highPence)} + VAT`;
}
