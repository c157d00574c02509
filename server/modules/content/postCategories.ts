/** The blog's categories: each post names one by slug, and each has a page at /blog/category/{slug}. */
export interface PostCategoryDefinition {
  slug: string;
  name: string;
  description: string;
}

export const POST_CATEGORIES: readonly PostCategoryDefinition[] = [
  {
    slug: 'guides',
    name: 'Homeowner guides',
    description: 'Practical guides for UK homeowners: how to spot spray foam, the difference between open- and closed-cell foam, and your options if it was sold to you.',
  },
  {
    slug: 'mortgages',
    name: 'Mortgages and selling',
    description: 'How spray foam insulation affects mortgage valuations, equity release and selling your home, and what lenders and surveyors want to see.',
  },
  {
    slug: 'costs',
    name: 'Removal costs',
    description: 'What spray foam removal costs in the UK, with worked examples by property type, region and foam type, and what pushes prices up.',
  },
  {
    slug: 'removal',
    name: 'Removal and aftercare',
    description: 'What happens during and after spray foam removal: timber inspections, removal reports and the evidence lenders and buyers ask for.',
  },
  {
    slug: 'health',
    name: 'Health and safety',
    description: 'Health and safety around spray foam: isocyanates, dust control, protective equipment and staying at home during removal work.',
  },
  {
    slug: 'regulations',
    name: 'Regulations and re-insulation',
    description: 'Building Regulations Parts C, F and L, ventilation and re-insulating a loft properly after spray foam has been removed.',
  },
];

export function findPostCategory(slug: string): PostCategoryDefinition | null {
  return POST_CATEGORIES.find((category) => category.slug === slug) ?? null;
}
