import 'reflect-metadata';
import { buildSchema, Mutation, Query, Resolver } from 'type-graphql';
import { Access, authDirective, companyOperations } from '../../server/platform/graphql/access';
import { withAccessRules } from '../../server/platform/graphql/accessRules';

/**
 * The schema build (server/schema.ts runs withAccessRules) refuses a company operation that does not say what it
 * does for the company, and a mutation that calls itself a read (docs/api.md#what-each-company-role-may-call).
 */
const build = (resolver: new () => object) =>
  buildSchema({ resolvers: [resolver], authChecker: () => true, directives: [authDirective], validate: false });

// As a resolver written before permissions were declared (or typed past the compiler) would be.
const companyOnly = Access as unknown as (role: string) => MethodDecorator;

describe('the schema build', () => {
  it('fails for a COMPANY field without a permission, naming it', async () => {
    @Resolver()
    class Forgotten {
      @Access('PUBLIC')
      @Query(() => Boolean)
      open(): boolean {
        return true;
      }
      @companyOnly('COMPANY')
      @Mutation(() => Boolean)
      replaceAbout(): boolean {
        return true;
      }
    }
    const schema = await build(Forgotten);
    expect(() => withAccessRules(schema)).toThrow(
      "Every COMPANY Query and Mutation field must declare the team permission it needs, or 'read', with @Access('COMPANY', action) (docs/api.md#what-each-company-role-may-call); missing on: Mutation.replaceAbout",
    );
  });

  it('fails for a COMPANY mutation declared read', async () => {
    @Resolver()
    class Reading {
      @Access('COMPANY', 'read')
      @Query(() => Boolean)
      look(): boolean {
        return true;
      }
      @Access('COMPANY', 'read')
      @Mutation(() => Boolean)
      change(): boolean {
        return true;
      }
    }
    const schema = await build(Reading);
    expect(() => withAccessRules(schema)).toThrow(/not 'read' \(docs\/api\.md#what-each-company-role-may-call\): Mutation\.change$/);
  });

  it('keeps each declaration with its field', async () => {
    @Resolver()
    class Declared {
      @Access('COMPANY', 'read')
      @Query(() => Boolean)
      look(): boolean {
        return true;
      }
      @Access('COMPANY', 'buy_leads', 'LEADS_BUY')
      @Mutation(() => Boolean)
      buy(): boolean {
        return true;
      }
    }
    const schema = withAccessRules(await build(Declared));
    expect(companyOperations(schema)).toEqual([
      { operation: 'query', field: 'look', action: 'read', keyScope: null },
      { operation: 'mutation', field: 'buy', action: 'buy_leads', keyScope: 'LEADS_BUY' },
    ]);
    // The scope that opens a field to API keys opens its description, after the role (docs/decisions/0059-api-keys.md).
    expect(schema.getMutationType()!.getFields().buy.description).toBe('**Requires:** COMPANY. **API key scope:** LEADS_BUY.');
    expect(schema.getQueryType()!.getFields().look.description).toBe('**Requires:** COMPANY.');
  });
});
