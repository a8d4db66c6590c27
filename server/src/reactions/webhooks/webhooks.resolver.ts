import { Args, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { CreateWebhookEndpointInput } from './dto/create-webhook-endpoint.input.js';
import { UpdateWebhookEndpointInput } from './dto/update-webhook-endpoint.input.js';
import { WebhookDeliveriesArgs } from './dto/webhook-deliveries.args.js';
import { WebhookDeliveryPage } from './dto/webhook-delivery-page.output.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhooksService } from './webhooks.service.js';

@Resolver(() => WebhookEndpoint)
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @Query(() => [WebhookEndpoint], { description: 'Webhook endpoints, oldest first. Superadmins only.' })
  webhookEndpoints(@CurrentUser() user: AuthUser): Promise<WebhookEndpoint[]> {
    return this.webhooks.list(user);
  }

  @Query(() => WebhookEndpoint, { description: 'One webhook endpoint. Superadmins only.' })
  webhookEndpoint(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<WebhookEndpoint> {
    return this.webhooks.get(id, user);
  }

  @Query(() => WebhookDeliveryPage, { description: "An endpoint's deliveries, newest first, 20 a page by default. Superadmins only." })
  webhookDeliveries(@Args() args: WebhookDeliveriesArgs, @CurrentUser() user: AuthUser): Promise<WebhookDeliveryPage> {
    return this.webhooks.deliveriesPage(args, user);
  }

  @Mutation(() => WebhookEndpoint, { description: 'Registers an endpoint; its signing secret is generated (whsec_...).' })
  createWebhookEndpoint(@Args('input') input: CreateWebhookEndpointInput, @CurrentUser() user: AuthUser): Promise<WebhookEndpoint> {
    return this.webhooks.create(input, user);
  }

  @Mutation(() => WebhookEndpoint)
  updateWebhookEndpoint(
    @Args('id', { type: () => Int }) id: number,
    @Args('input') input: UpdateWebhookEndpointInput,
    @CurrentUser() user: AuthUser,
  ): Promise<WebhookEndpoint> {
    return this.webhooks.update(id, input, user);
  }

  @Mutation(() => WebhookEndpoint, { description: 'Removes the endpoint and its delivery log.' })
  deleteWebhookEndpoint(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<WebhookEndpoint> {
    return this.webhooks.remove(id, user);
  }

  @Mutation(() => WebhookEndpoint, { description: 'A new signing secret; the previous one keeps signing beside it for 24 hours.' })
  rotateWebhookSecret(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<WebhookEndpoint> {
    return this.webhooks.rotateSecret(id, user);
  }

  @Mutation(() => WebhookDelivery, { description: 'Sends a delivery again now, with the same webhook-id and body.' })
  redeliverWebhook(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<WebhookDelivery> {
    return this.webhooks.redeliver(id, user);
  }

  @Mutation(() => WebhookDelivery, { description: 'Sends a webhook.test event to the endpoint.' })
  sendTestWebhook(@Args('endpointId', { type: () => Int }) endpointId: number, @CurrentUser() user: AuthUser): Promise<WebhookDelivery> {
    return this.webhooks.sendTest(endpointId, user);
  }

  @ResolveField(() => String, { description: 'The signing secret (whsec_...): verify `webhook-signature` with it.' })
  secret(@Parent() endpoint: WebhookEndpoint): string {
    return endpoint.secret;
  }

  @ResolveField(() => Int, { description: 'Deliveries given up on (3 days of failures or a 410): the owners should look.' })
  failedDeliveries(@Parent() endpoint: WebhookEndpoint): Promise<number> {
    return this.webhooks.failedCount(endpoint.id);
  }
}
