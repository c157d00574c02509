/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminLeads($filter: LeadFilter, $first: Int!, $after: String) {\n    leads(filter: $filter, first: $first, after: $after) {\n      total\n      hasNextPage\n      endCursor\n      items {\n        id\n        ref\n        status\n        origin\n        createdAt\n        pricePence\n        maxBuyers\n        buyerCount\n        homeowner {\n          name\n          email\n          phone\n        }\n        property {\n          postcode\n          region\n          type\n        }\n        job {\n          foamType\n          urgency\n        }\n        estimate {\n          lowPence\n          highPence\n        }\n      }\n    }\n  }\n": typeof types.AdminLeadsDocument,
    "\n  query GuidePage($path: String!) {\n    guidePage(path: $path) {\n      path\n      title\n      description\n      summary\n      updated\n      authorSlug\n      html\n      readingMinutes\n      faq {\n        question\n        answerHtml\n      }\n    }\n  }\n": typeof types.GuidePageDocument,
    "\n  mutation RequestFreeGuide($input: FreeGuideRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput) {\n    requestFreeGuide(input: $input, idempotencyKey: $idempotencyKey, source: $source) {\n      downloadUrl\n      expiresAt\n    }\n  }\n": typeof types.RequestFreeGuideDocument,
    "\n  mutation SubmitRemovalRequest($input: RemovalRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput) {\n    submitRemovalRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source) {\n      requestId\n      reference\n      estimateLowPence\n      estimateHighPence\n      replayed\n    }\n  }\n": typeof types.SubmitRemovalRequestDocument,
    "\n  query Me {\n    me {\n      uid\n      email\n      isAdmin\n      companyId\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RecordLogin {\n    recordLogin\n  }\n": typeof types.RecordLoginDocument,
    "\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      uid\n      email\n    }\n  }\n": typeof types.RegisterAdminDocument,
};
const documents: Documents = {
    "\n  query AdminLeads($filter: LeadFilter, $first: Int!, $after: String) {\n    leads(filter: $filter, first: $first, after: $after) {\n      total\n      hasNextPage\n      endCursor\n      items {\n        id\n        ref\n        status\n        origin\n        createdAt\n        pricePence\n        maxBuyers\n        buyerCount\n        homeowner {\n          name\n          email\n          phone\n        }\n        property {\n          postcode\n          region\n          type\n        }\n        job {\n          foamType\n          urgency\n        }\n        estimate {\n          lowPence\n          highPence\n        }\n      }\n    }\n  }\n": types.AdminLeadsDocument,
    "\n  query GuidePage($path: String!) {\n    guidePage(path: $path) {\n      path\n      title\n      description\n      summary\n      updated\n      authorSlug\n      html\n      readingMinutes\n      faq {\n        question\n        answerHtml\n      }\n    }\n  }\n": types.GuidePageDocument,
    "\n  mutation RequestFreeGuide($input: FreeGuideRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput) {\n    requestFreeGuide(input: $input, idempotencyKey: $idempotencyKey, source: $source) {\n      downloadUrl\n      expiresAt\n    }\n  }\n": types.RequestFreeGuideDocument,
    "\n  mutation SubmitRemovalRequest($input: RemovalRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput) {\n    submitRemovalRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source) {\n      requestId\n      reference\n      estimateLowPence\n      estimateHighPence\n      replayed\n    }\n  }\n": types.SubmitRemovalRequestDocument,
    "\n  query Me {\n    me {\n      uid\n      email\n      isAdmin\n      companyId\n    }\n  }\n": types.MeDocument,
    "\n  mutation RecordLogin {\n    recordLogin\n  }\n": types.RecordLoginDocument,
    "\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      uid\n      email\n    }\n  }\n": types.RegisterAdminDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLeads($filter: LeadFilter, $first: Int!, $after: String) {\n    leads(filter: $filter, first: $first, after: $after) {\n      total\n      hasNextPage\n      endCursor\n      items {\n        id\n        ref\n        status\n        origin\n        createdAt\n        pricePence\n        maxBuyers\n        buyerCount\n        homeowner {\n          name\n          email\n          phone\n        }\n        property {\n          postcode\n          region\n          type\n        }\n        job {\n          foamType\n          urgency\n        }\n        estimate {\n          lowPence\n          highPence\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminLeads($filter: LeadFilter, $first: Int!, $after: String) {\n    leads(filter: $filter, first: $first, after: $after) {\n      total\n      hasNextPage\n      endCursor\n      items {\n        id\n        ref\n        status\n        origin\n        createdAt\n        pricePence\n        maxBuyers\n        buyerCount\n        homeowner {\n          name\n          email\n          phone\n        }\n        property {\n          postcode\n          region\n          type\n        }\n        job {\n          foamType\n          urgency\n        }\n        estimate {\n          lowPence\n          highPence\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuidePage($path: String!) {\n    guidePage(path: $path) {\n      path\n      title\n      description\n      summary\n      updated\n      authorSlug\n      html\n      readingMinutes\n      faq {\n        question\n        answerHtml\n      }\n    }\n  }\n"): (typeof documents)["\n  query GuidePage($path: String!) {\n    guidePage(path: $path) {\n      path\n      title\n      description\n      summary\n      updated\n      authorSlug\n      html\n      readingMinutes\n      faq {\n        question\n        answerHtml\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestFreeGuide($input: FreeGuideRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput) {\n    requestFreeGuide(input: $input, idempotencyKey: $idempotencyKey, source: $source) {\n      downloadUrl\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestFreeGuide($input: FreeGuideRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput) {\n    requestFreeGuide(input: $input, idempotencyKey: $idempotencyKey, source: $source) {\n      downloadUrl\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRemovalRequest($input: RemovalRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput) {\n    submitRemovalRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source) {\n      requestId\n      reference\n      estimateLowPence\n      estimateHighPence\n      replayed\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRemovalRequest($input: RemovalRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput) {\n    submitRemovalRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source) {\n      requestId\n      reference\n      estimateLowPence\n      estimateHighPence\n      replayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      uid\n      email\n      isAdmin\n      companyId\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      uid\n      email\n      isAdmin\n      companyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordLogin {\n    recordLogin\n  }\n"): (typeof documents)["\n  mutation RecordLogin {\n    recordLogin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      uid\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      uid\n      email\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;