import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { API_KEY_MAX_DAYS, API_KEY_NAME_MAX, API_KEY_SCOPE_LABELS, API_KEY_SCOPES } from '../../../common/apiKeys';

/** The scopes as a GraphQL enum: the stored values are the enum's names (common/apiKeys.ts). */
export const ApiKeyScopeEnum = Object.fromEntries(API_KEY_SCOPES.map((scope) => [scope, scope])) as {
  [S in (typeof API_KEY_SCOPES)[number]]: S;
};

registerEnumType(ApiKeyScopeEnum, {
  name: 'ApiKeyScope',
  description: 'What an API key may do (docs/integrations.md#scopes); each company field names the one it needs.',
  valuesConfig: Object.fromEntries(API_KEY_SCOPES.map((scope) => [scope, { description: `${API_KEY_SCOPE_LABELS[scope]}.` }])),
});

export enum ApiKeyStatus {
  ACTIVE = 'ACTIVE',
  EXPIRED = 'EXPIRED',
  REVOKED = 'REVOKED',
}

registerEnumType(ApiKeyStatus, {
  name: 'ApiKeyStatus',
  description: 'Whether an API key works.',
  valuesConfig: {
    ACTIVE: { description: 'It works, within its scopes and its creator’s current role.' },
    EXPIRED: { description: 'Its expiry has passed: it is refused.' },
    REVOKED: { description: 'An owner revoked it: it is refused on every instance.' },
  },
});

@ObjectType({ description: 'A company’s API key, without its secret, which is shown once when it is created and stored only as a hash.' })
export class ApiKey {
  @Field(() => ID, { description: 'The key’s id (not its secret).' }) id!: string;
  @Field(() => String, { description: 'The name the owner gave it; every call through it is recorded as “via key <name>”.' }) name!: string;
  @Field(() => [ApiKeyScopeEnum], { description: 'What it may do.' }) scopes!: string[];
  @Field(() => String, { description: 'The start of the key (`sfr_live_AbCd`), to tell keys apart.' }) prefix!: string;
  @Field(() => String, { description: 'The e-mail of the owner who created it: it never does more than their current role allows.' })
  createdBy!: string;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it stops working; null: never.' }) expiresAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was last used, to the minute; null: never.' }) lastUsedAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was revoked; null while it is not.' }) revokedAt?: Date | null;
  @Field(() => ApiKeyStatus, { description: 'ACTIVE, EXPIRED or REVOKED.' }) status!: ApiKeyStatus;
}

@ObjectType({ description: 'A new API key and its secret: the only time the secret is shown.' })
export class CreatedApiKey {
  @Field(() => ApiKey, { description: 'The key as listed.' }) key!: ApiKey;
  @Field(() => String, {
    description:
      'The whole key, `sfr_live_…` (`sfr_test_…` on the demo): send it as `Authorization: Bearer <key>`. Shown once; only its hash is kept.',
  })
  secret!: string;
}

@InputType({ description: 'A new API key.' })
export class CreateApiKeyInput {
  @Field(() => String, {
    description: `A name to know it by, 1–${API_KEY_NAME_MAX} characters, unique among the company’s keys that work.`,
  })
  name!: string;
  @Field(() => [ApiKeyScopeEnum], { description: 'What it may do: at least one scope.' }) scopes!: string[];
  @Field(() => Int, { nullable: true, description: `Days until it expires, 1–${API_KEY_MAX_DAYS}; null: it never expires.` })
  expiresInDays?: number | null;
}
