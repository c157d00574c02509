/** UK postcodes: validation and normalisation (`sw1a1aa` -> `SW1A 1AA`), outward code = district. */
const POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/;

export function normalisePostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const match = POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}

export function postcodeDistrict(postcode: string): string {
  return postcode.split(' ')[0];
}

/** UK phone numbers: landlines and mobiles, national (07…) or international (+44 7…) form. */
export function normaliseUkPhone(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '');
  let national: string;
  if (/^\+44\d+$/.test(digits)) national = `0${digits.slice(3)}`;
  else if (/^0044\d+$/.test(digits)) national = `0${digits.slice(4)}`;
  else if (/^0\d+$/.test(digits)) national = digits;
  else return null;
  return /^0(1\d{8,9}|[2378]\d{9})$/.test(national) ? national : null;
}
