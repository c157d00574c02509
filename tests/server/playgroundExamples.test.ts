import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { queryLimitRules } from '../../server/platform/graphql/queryLimits';
import { EXAMPLE_TABS, NEW_TAB } from '../../client/src/playground/examples';

/** The playground's example tabs are valid against the published schema and within the query limits, so each one runs as it stands. */
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../schema/schema.graphql'), 'utf8'));

describe('playground examples', () => {
  it.each([...EXAMPLE_TABS.map((tab) => tab.query), NEW_TAB].map((query, i) => [i, query]))(
    'tab %i is valid against schema/schema.graphql',
    (_i, query) => {
      expect(validate(schema, parse(query), [...specifiedRules, ...queryLimitRules]).map((error) => error.message)).toEqual([]);
    },
  );

  it('has a tab for each role: public, the quote form with its form token, a company and an administrator', () => {
    const all = EXAMPLE_TABS.map((tab) => tab.query).join('\n');
    for (const field of ['posts(', 'formToken', 'submitRemovalRequest', 'marketplaceLeads', 'leads(']) expect(all).toContain(field);
    for (const tab of EXAMPLE_TABS) if (tab.variables) expect(() => JSON.parse(tab.variables!)).not.toThrow();
  });

  it('has a tab that sends a company’s API key in its headers instead of a sign-in', () => {
    const withKey = EXAMPLE_TABS.filter((tab) => tab.headers);
    expect(withKey).toHaveLength(1);
    expect(JSON.parse(withKey[0].headers!)).toEqual({ Authorization: expect.stringMatching(/^Bearer sfr_live_/) });
    expect(withKey[0].query).toContain('marketplaceLeads');
  });
});
