export type ProfileKind = 'author' | 'partner';

/** The words of each kind: the screens are the same for authors and partners. */
export const KINDS = {
  author: {
    title: 'Authors',
    one: 'author',
    many: 'authors',
    base: '/admin/authors',
    publicBase: '/authors',
    roleLabel: 'Job title or role',
    roleHint: 'e.g. Chartered building surveyor',
    slugHint: 'e.g. jane-smith',
  },
  partner: {
    title: 'Partners',
    one: 'partner',
    many: 'partners',
    base: '/admin/partners',
    publicBase: '/partners',
    roleLabel: 'What the partner is or does',
    roleHint: 'e.g. Surveying practice',
    slugHint: 'e.g. smith-surveyors',
  },
} as const;
