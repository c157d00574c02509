/**
 * The honest default author: content/authors/editorial-team.md. It is a team, not a person, so structured data
 * calls it an Organization; an author the operator configures in content/authors is a Person.
 */
export const EDITORIAL_TEAM_SLUG = 'editorial-team';

export const authorSchemaType = (slug: string): 'Organization' | 'Person' => (slug === EDITORIAL_TEAM_SLUG ? 'Organization' : 'Person');
