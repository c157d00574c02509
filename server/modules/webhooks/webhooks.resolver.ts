import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../platform/graphql/connections';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { CurrentCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import {
  companyWebhookEndpoints,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  endpointDeliveries,
  resendWebhookDelivery,
  rollWebhookEndpointSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
} from './webhooks.service';
import {
  WebhookDelivery,
  WebhookDeliveryConnection,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointWithSecret,
} from './webhooks.types';

const OWNERS_ONLY = 'Owners only: anyone else gets FORBIDDEN with the reason.';
const NOT_FOUND = 'NOT_FOUND for an endpoint that is not the company’s.';

@Resolver()
export class WebhooksResolver {
  @Access('COMPANY', 'manage_webhooks')
  @Query(() => [WebhookEndpoint], {
    description: `The company’s webhook endpoints, oldest first (docs/integrations.md#webhooks). ${OWNERS_ONLY}`,
  })
  myWebhookEndpoints(@CurrentCompany() company: Company): Promise<WebhookEndpoint[]> {
    return companyWebhookEndpoints(company);
  }

  @Access('COMPANY', 'manage_webhooks')
  @Query(() => WebhookDeliveryConnection, {
    description: `An endpoint’s delivery log, newest first, a page at a time: each event sent to it, with every attempt’s response code, duration and time. ${OWNERS_ONLY} ${NOT_FOUND}`,
  })
  webhookDeliveries(
    @Arg('endpointId', () => ID, { description: 'The endpoint whose log is read.' }) endpointId: string,
    @Args(() => PageArgs) page: PageArgs,
    @CurrentCompany() company: Company,
  ): Promise<WebhookDeliveryConnection> {
    return endpointDeliveries(company, endpointId, page);
  }

  @Access('COMPANY', 'manage_webhooks')
  @Mutation(() => WebhookEndpointWithSecret, {
    description: `Registers an endpoint and answers its signing secret, once. ${OWNERS_ONLY} BAD_USER_INPUT on \`url\` for an address that is not https:// or not public (checked on every address its name resolves to), on \`events\` for none; CONFLICT past 10 endpoints.`,
  })
  createWebhookEndpoint(
    @Arg('input', () => WebhookEndpointInput, { description: 'The endpoint as the owner typed it.' }) input: WebhookEndpointInput,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookEndpointWithSecret> {
    return createWebhookEndpoint(company, input, ctx.viewer!.email ?? ctx.viewer!.uid);
  }

  @Access('COMPANY', 'manage_webhooks')
  @Mutation(() => WebhookEndpoint, {
    description: `Changes an endpoint’s address, note, events or whether it is enabled (enabling it again clears its failing state). ${OWNERS_ONLY} ${NOT_FOUND} BAD_USER_INPUT as for createWebhookEndpoint.`,
  })
  updateWebhookEndpoint(
    @Arg('id', () => ID, { description: 'The webhook endpoint’s id.' }) id: string,
    @Arg('input', () => WebhookEndpointInput, { description: 'The endpoint as the owner typed it.' }) input: WebhookEndpointInput,
    @CurrentCompany() company: Company,
  ): Promise<WebhookEndpoint> {
    return updateWebhookEndpoint(company, id, input);
  }

  @Access('COMPANY', 'manage_webhooks')
  @Mutation(() => WebhookEndpointWithSecret, {
    description: `Replaces an endpoint’s signing secret at once and answers the new one, once: deliveries from now on are signed with it. ${OWNERS_ONLY} ${NOT_FOUND}`,
  })
  rollWebhookEndpointSecret(
    @Arg('id', () => ID, { description: 'The webhook endpoint’s id.' }) id: string,
    @CurrentCompany() company: Company,
  ): Promise<WebhookEndpointWithSecret> {
    return rollWebhookEndpointSecret(company, id);
  }

  @Access('COMPANY', 'manage_webhooks')
  @Mutation(() => Boolean, { description: `Deletes an endpoint: its pending deliveries end FAILED. ${OWNERS_ONLY} ${NOT_FOUND}` })
  deleteWebhookEndpoint(
    @Arg('id', () => ID, { description: 'The webhook endpoint’s id.' }) id: string,
    @CurrentCompany() company: Company,
  ): Promise<boolean> {
    return deleteWebhookEndpoint(company, id);
  }

  @Access('COMPANY', 'manage_webhooks')
  @Mutation(() => WebhookDelivery, {
    description: `Sends a delivery again now, with the same event id, and retries it for another 72 hours if it fails. ${OWNERS_ONLY} NOT_FOUND for a delivery that is not the company’s; CONFLICT while the endpoint is disabled or the delivery is being sent.`,
  })
  resendWebhookDelivery(
    @Arg('id', () => ID, { description: 'The delivery’s id.' }) id: string,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookDelivery> {
    return resendWebhookDelivery(company, id, ctx.viewer!.email ?? ctx.viewer!.uid);
  }

  @Access('COMPANY', 'manage_webhooks')
  @Mutation(() => ID, {
    description: `Sends a \`webhook.test\` event to one enabled endpoint, or to every enabled one without \`endpointId\`; answers its event id. ${OWNERS_ONLY} ${NOT_FOUND} CONFLICT when the endpoint is disabled or none is enabled.`,
  })
  sendWebhookTestEvent(
    @Arg('endpointId', () => ID, { nullable: true, description: 'One endpoint; every enabled one when omitted.' })
    endpointId: string | null,
    @CurrentCompany() company: Company,
  ): Promise<string> {
    return sendWebhookTestEvent(company, endpointId ?? null);
  }
}
