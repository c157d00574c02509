/**
 * Free-text search of the admin leads table (docs/requirements/admin-console.md#requests-area) on a
 * Firestore that has no text search: each lead stores the words it can be found by (`searchTerms`), and a
 * search is one `array-contains` on the normalised text typed.
 */
export function normaliseSearch(text: string): string {
  const trimmed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  // A phone number or postcode typed with or without spaces, "+44 7700…" as "07700…".
  const compact = trimmed.replace(/[\s()-]/g, '');
  if (/^\+?\d{7,}$/.test(compact)) return compact.replace(/^\+44/, '0');
  if (/^[a-z]{1,2}\d[a-z\d]?\d[a-z]{2}$/.test(compact)) return compact;
  return trimmed;
}

export function leadSearchTerms(lead: {
  ref: string;
  homeowner: { name: string; email: string; phone: string };
  property: { postcode: string };
}) {
  const name = lead.homeowner.name.trim().toLowerCase().replace(/\s+/g, ' ');
  const terms = new Set<string>([
    lead.ref.toLowerCase(),
    lead.ref.toLowerCase().replace(/^sfr-0*/, ''),
    lead.homeowner.email.toLowerCase(),
    normaliseSearch(lead.homeowner.phone),
    normaliseSearch(lead.property.postcode),
    lead.property.postcode.split(' ')[0].toLowerCase(),
    name,
    ...name.split(' ').filter((word) => word.length > 1),
  ]);
  terms.delete('');
  return [...terms];
}

/** The terms of a lead whose homeowner was erased (UK GDPR): its reference and district, nothing about the person. */
export function erasedLeadSearchTerms(lead: { ref: string; district: string | null }) {
  const terms = new Set<string>([
    lead.ref.toLowerCase(),
    lead.ref.toLowerCase().replace(/^sfr-0*/, ''),
    (lead.district ?? '').toLowerCase(),
  ]);
  terms.delete('');
  return [...terms];
}
