import { paths } from '../../lib/paths';

export type ProfileKind = 'author' | 'partner';

/** The words of each kind: the screens are the same for authors and partners. */
export const KINDS = {
  author: {
    title: 'Authors',
    one: 'author',
    many: 'authors',
    list: paths.admin.authors,
    create: paths.admin.newAuthor,
    edit: paths.admin.author,
    publicBase: '/authors',
    roleLabel: 'Job title or role',
    roleHint: 'e.g. Chartered building surveyor',
    slugHint: 'e.g. jane-smith',
  },
  partner: {
    title: 'Partners',
    one: 'partner',
    many: 'partners',
    list: paths.admin.partners,
    create: paths.admin.newPartner,
    edit: paths.admin.partner,
    publicBase: '/partners',
    roleLabel: 'What the partner is or does',
    roleHint: 'e.g. Surveying practice',
    slugHint: 'e.g. smith-surveyors',
  },
} as const;
