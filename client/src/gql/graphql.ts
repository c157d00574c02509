/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ConsentInput = {
  marketing?: boolean | null | undefined;
  terms: boolean;
};

/** The free-guide form */
export type FreeGuideRequestInput = {
  consent: ConsentInput;
  email: string;
  name: string;
  /** Optional UK postcode */
  postcode?: string | null | undefined;
};

export type HomeownerInput = {
  email: string;
  name: string;
  phone: string;
};

export type JobInput = {
  /** easy | moderate | difficult */
  access: string;
  /** Square metres; the property type default when empty */
  areaM2?: number | null | undefined;
  /** timber_treatment | membrane | reinsulation | inspection_report */
  extras?: Array<string> | null | undefined;
  /** open | closed | unknown */
  foamType: string;
  /** loft | walls | floor | other */
  locations: Array<string>;
  notes?: string | null | undefined;
  /** selling | mortgage | health | damp | renovation | other */
  reason: string;
  /** emergency | asap | 1-3months | planning */
  urgency: string;
};

export type LeadFilter = {
  /** Archived leads only (default: not archived) */
  archived?: boolean | null | undefined;
  status?: LeadStatus | null | undefined;
};

/** Where a lead is in the marketplace */
export type LeadStatus =
  | 'archived'
  | 'available'
  | 'closed'
  | 'new'
  | 'rejected'
  | 'sold_out';

export type PropertyInput = {
  bedrooms?: number | null | undefined;
  postcode: string;
  /** terraced | semi | detached | bungalow | flat | commercial */
  type: string;
};

export type RegisterAdminInput = {
  email: string;
  password: string;
  registrationKey: string;
};

export type RemovalRequestInput = {
  consent: ConsentInput;
  homeowner: HomeownerInput;
  job: JobInput;
  property: PropertyInput;
  /** Set for a single-company (exclusive) request */
  targetCompanyId?: string | number | null | undefined;
};

/** Where a submission came from */
export type SubmissionSourceInput = {
  pagePath?: string | null | undefined;
  referrer?: string | null | undefined;
  utm?: UtmInput | null | undefined;
};

export type UtmInput = {
  campaign?: string | null | undefined;
  medium?: string | null | undefined;
  source?: string | null | undefined;
};

export type AdminLeadsQueryVariables = Exact<{
  filter?: LeadFilter | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminLeadsQuery = { leads: { total: number, hasNextPage: boolean, endCursor: string | null, items: Array<{ id: string, ref: string, status: LeadStatus, origin: string, createdAt: string, pricePence: number, maxBuyers: number, buyerCount: number, homeowner: { name: string, email: string, phone: string }, property: { postcode: string, region: string, type: string }, job: { foamType: string, urgency: string }, estimate: { lowPence: number, highPence: number } }> } };

export type GuidePageQueryVariables = Exact<{
  path: string;
}>;


export type GuidePageQuery = { guidePage: { path: string, title: string, description: string, summary: string, updated: string, authorSlug: string | null, html: string, readingMinutes: number, faq: Array<{ question: string, answerHtml: string }> } | null };

export type RequestFreeGuideMutationVariables = Exact<{
  input: FreeGuideRequestInput;
  idempotencyKey: string;
  source?: SubmissionSourceInput | null | undefined;
}>;


export type RequestFreeGuideMutation = { requestFreeGuide: { downloadUrl: string, expiresAt: string } };

export type SubmitRemovalRequestMutationVariables = Exact<{
  input: RemovalRequestInput;
  idempotencyKey: string;
  source?: SubmissionSourceInput | null | undefined;
}>;


export type SubmitRemovalRequestMutation = { submitRemovalRequest: { requestId: string, reference: string, estimateLowPence: number, estimateHighPence: number, replayed: boolean } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { uid: string, email: string | null, isAdmin: boolean, companyId: string | null } | null };

export type RecordLoginMutationVariables = Exact<{ [key: string]: never; }>;


export type RecordLoginMutation = { recordLogin: boolean };

export type RegisterAdminMutationVariables = Exact<{
  input: RegisterAdminInput;
}>;


export type RegisterAdminMutation = { registerAdmin: { uid: string, email: string } };


export const AdminLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pricePence"}},{"kind":"Field","name":{"kind":"Name","value":"maxBuyers"}},{"kind":"Field","name":{"kind":"Name","value":"buyerCount"}},{"kind":"Field","name":{"kind":"Name","value":"homeowner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foamType"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lowPence"}},{"kind":"Field","name":{"kind":"Name","value":"highPence"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminLeadsQuery, AdminLeadsQueryVariables>;
export const GuidePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuidePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guidePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"authorSlug"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answerHtml"}}]}}]}}]}}]} as unknown as DocumentNode<GuidePageQuery, GuidePageQueryVariables>;
export const RequestFreeGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestFreeGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FreeGuideRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionSourceInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestFreeGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RequestFreeGuideMutation, RequestFreeGuideMutationVariables>;
export const SubmitRemovalRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRemovalRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemovalRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionSourceInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRemovalRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"estimateLowPence"}},{"kind":"Field","name":{"kind":"Name","value":"estimateHighPence"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}}]} as unknown as DocumentNode<SubmitRemovalRequestMutation, SubmitRemovalRequestMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RecordLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordLogin"}}]}}]} as unknown as DocumentNode<RecordLoginMutation, RecordLoginMutationVariables>;
export const RegisterAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterAdminInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RegisterAdminMutation, RegisterAdminMutationVariables>;