import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { unauthenticated } from '../../platform/graphql/errors';
import { CurrentCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import { ApiKey, CreateApiKeyInput, CreatedApiKey } from './apiKeys.types';
import { createApiKey, listApiKeys, revokeApiKey, type KeyActor } from './apiKeys.service';

const actor = (ctx: GraphQLContext): KeyActor => {
  if (!ctx.viewer) throw unauthenticated();
  return { uid: ctx.viewer.uid, email: ctx.viewer.email };
};

/** A company's API keys, managed by its owners (docs/decisions/0059-api-keys.md). No key may call these. */
@Resolver()
export class ApiKeysResolver {
  @Access('COMPANY', 'manage_api_keys')
  @Query(() => [ApiKey], {
    description:
      'This company’s API keys, newest first, revoked and expired ones too (at most 100). FORBIDDEN with the reason for a buyer or a viewer.',
  })
  myApiKeys(@CurrentCompany() company: Company): Promise<ApiKey[]> {
    return listApiKeys(company);
  }

  @Access('COMPANY', 'manage_api_keys')
  @Mutation(() => CreatedApiKey, {
    description:
      'Creates an API key with a name, scopes and an optional expiry: answers its secret, shown this once (only its hash is kept). FORBIDDEN with the reason for a buyer or a viewer; BAD_USER_INPUT naming the field (no name, a name a working key has, no scope, an expiry outside 1–730 days); CONFLICT when the company holds 20 working keys.',
  })
  createApiKey(
    @Arg('input', () => CreateApiKeyInput, { description: 'The key’s name, scopes and expiry.' }) input: CreateApiKeyInput,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatedApiKey> {
    return createApiKey(company, input, actor(ctx));
  }

  @Access('COMPANY', 'manage_api_keys')
  @Mutation(() => ApiKey, {
    description:
      'Revokes an API key: every instance refuses it from its next request. Revoking a revoked key answers it unchanged. NOT_FOUND when it is not one of this company’s keys.',
  })
  revokeApiKey(
    @Arg('id', () => ID, { description: 'The key’s id (`ApiKey.id`).' }) id: string,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ApiKey> {
    return revokeApiKey(company, id, actor(ctx));
  }
}
