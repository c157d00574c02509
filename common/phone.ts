/** UK phone numbers as people read them; stored as national digits (normaliseUkPhone, common/postcode.ts). */

/** The areas of 01 whose code has six digits, Ofcom's mixed areas (013873, 015242, 015394–6, 016973/4/7, 017683/4/7, 019467). */
const SIX_DIGIT_AREA = /^01(3873|5242|539[456]|697[347]|768[347]|9467)/;

/**
 * A UK phone number as people read it, in the groups of the Ofcom numbering plan: "020 7946 0321", "0113 496 0000",
 * "01632 960999", "07700 900123", "0808 157 0192". Takes the stored national digits or anything typed (+44, spaces,
 * "(0)"); what is not a UK number of a known length comes back as given, trimmed.
 */
export function formatUkPhone(phone: string): string {
  const digits = phone.replace(/\(0\)/g, '').replace(/[\s().-]/g, '');
  const national = /^(\+44|0044)\d+$/.test(digits) ? `0${digits.replace(/^(\+44|0044)/, '')}` : digits;
  if (!/^0\d{9,10}$/.test(national)) return phone.trim();
  const groups = (...sizes: number[]) => {
    let at = 0;
    return sizes.map((size) => national.slice(at, (at += size))).join(' ');
  };
  if (national.length === 11) {
    if (national.startsWith('02')) return groups(3, 4, 4); // 020 7946 0321: London, Cardiff, Belfast…
    if (/^01(1\d|\d1)/.test(national)) return groups(4, 3, 4); // 0113 496 0000, 0121 496 0000
    if (SIX_DIGIT_AREA.test(national)) return groups(6, 5);
    if (/^0[17]/.test(national)) return groups(5, 6); // 01632 960999, mobiles 07700 900123
    return groups(4, 3, 4); // 03, 08, 09: 0300 123 4567, 0808 157 0192
  }
  if (national.startsWith('016977')) return groups(6, 4); // Brampton's four-digit numbers
  if (national.startsWith('01')) return groups(5, 5); // 01xxx xxxxx
  if (/^08(00|08)/.test(national)) return groups(4, 6); // 0800 123456
  return phone.trim();
}
