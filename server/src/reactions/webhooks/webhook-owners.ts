import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { AdminDeactivationPreview } from 'src/domain/admins/dto/admin-deactivation-preview.output.js';
import { ApiTokenDisposal } from 'src/domain/admins/dto/deactivate-admin.input.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

/**
 * Why an endpoint went off with its maker (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"); the list of
 * endpoints shows it.
 */
export const MAKER_DEACTIVATED = 'مدیری که این وب‌هوک را ثبت کرده بود غیرفعال شد و توکن‌هایش باطل شدند';

/**
 * The webhook endpoints of an admin a superadmin deactivates (docs/INTEGRATORS.md, "Admins, roles, sessions and
 * lockouts") follow the dialog's choice for that admin's API tokens: kept, with the acting superadmin as their new
 * owner, or turned off (`webhook-endpoint.revoked`: nothing more is sent; what happens meanwhile is kept for them, as
 * for any endpoint that is off). Heard in the deactivation's own transaction, whose choice its
 * `admin.deactivated` event names, so both happen together or not at all; each endpoint's change
 * is an event of that unit (the activity log names each). Domain modules do not know webhooks:
 * this is how the admins' deactivation reaches them.
 */
@Injectable()
export class WebhookOwners implements OnModuleInit, OnModuleDestroy {
  private off: (() => void) | null = null;

  constructor(private readonly events: DomainEvents) {}

  onModuleInit(): void {
    this.off = this.events.inTransaction(async (event) => {
      if (event.type !== 'admin.deactivated') return;
      const revoke = event.after?.values.apiTokens === ApiTokenDisposal.REVOKE;
      const newOwner = event.actor?.kind === 'admin' ? event.actor.id : null;
      // Joins the deactivation's unit (the handler runs inside it).
      await this.events.write(async (unit) => {
        const endpoints = await unit.manager.find(WebhookEndpoint, { select: { id: true }, where: { createdBy: event.id } });
        for (const { id } of endpoints) {
          await unit.change(revoke ? 'webhook-endpoint.revoked' : 'webhook-endpoint.transferred', WebhookEndpoint, id, async () => {
            await unit.manager.update(
              WebhookEndpoint,
              { id },
              revoke ? { enabled: false, disabledReason: MAKER_DEACTIVATED } : { createdBy: newOwner },
            );
            return { id };
          });
        }
      });
    });
  }

  onModuleDestroy(): void {
    this.off?.();
  }
}

/** The endpoints the «غیرفعال کردن» dialog lists beside the admin's API tokens (superadmins only, as its query). */
@Resolver(() => AdminDeactivationPreview)
export class WebhookOwnersResolver {
  constructor(private readonly dataSource: DataSource) {}

  @ResolveField(() => [WebhookEndpoint], { description: 'Webhook endpoints the admin registered, oldest first.' })
  webhookEndpoints(@Parent() preview: AdminDeactivationPreview): Promise<WebhookEndpoint[]> {
    return this.dataSource.getRepository(WebhookEndpoint).find({ where: { createdBy: preview.admin.id }, order: { id: 'ASC' } });
  }
}
