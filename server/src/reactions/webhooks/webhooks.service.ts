import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { Clock } from 'src/common/clock.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { pageWindow, toPage, type Page } from 'src/common/pagination/pagination.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { SUPERADMIN } from 'src/domain/admins/admin.entity.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import type { CreateWebhookEndpointInput } from './dto/create-webhook-endpoint.input.js';
import type { UpdateWebhookEndpointInput } from './dto/update-webhook-endpoint.input.js';
import type { WebhookDeliveriesArgs } from './dto/webhook-deliveries.args.js';
import { WebhookDelivery, WebhookDeliveryStatus } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { TEST_EVENT } from './webhook-events.js';
import { AddressRefused, checkedAddress } from './webhook-network.js';
import { enqueue, RETRY_WINDOW_MS } from './webhook-outbox.js';
import { newSecret } from './webhook-signature.js';
import { WebhookWorker } from './webhook-worker.js';

/**
 * After a rotation the old secret keeps signing beside the new one this long, so receivers can switch over
 * (docs/INTEGRATORS.md, "Webhooks").
 */
export const ROTATION_OVERLAP_MS = 24 * 3600_000;
export const DELIVERIES_PER_PAGE = 20;

/** Webhook endpoints and their deliveries, for superadmins only (docs/INTEGRATORS.md, "Webhooks"). */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly worker: WebhookWorker,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get endpoints() {
    return this.dataSource.getRepository(WebhookEndpoint);
  }

  private get deliveries() {
    return this.dataSource.getRepository(WebhookDelivery);
  }

  list(actor: AuthUser): Promise<WebhookEndpoint[]> {
    superadminOnly(actor);
    return this.endpoints.find({ order: { id: 'ASC' } });
  }

  async get(id: number, actor: AuthUser): Promise<WebhookEndpoint> {
    superadminOnly(actor);
    const endpoint = await this.endpoints.findOneBy({ id });
    if (!endpoint) throw DomainException.notFound('وب‌هوک');
    return endpoint;
  }

  async create(input: CreateWebhookEndpointInput, actor: AuthUser): Promise<WebhookEndpoint> {
    superadminOnly(actor);
    const url = await this.checkedUrl(input.url);
    const endpoint = this.endpoints.create({
      url,
      description: input.description ?? null,
      events: [...new Set(input.events)],
      secret: newSecret(),
      enabled: true,
      createdBy: actor.id,
    });
    return this.events.write((unit) => unit.change('webhook-endpoint.created', WebhookEndpoint, null, () => unit.manager.save(endpoint)));
  }

  async update(id: number, input: UpdateWebhookEndpointInput, actor: AuthUser): Promise<WebhookEndpoint> {
    const endpoint = await this.get(id, actor);
    if (input.url !== undefined && input.url !== null) endpoint.url = await this.checkedUrl(input.url);
    if (input.description !== undefined) endpoint.description = input.description ?? null;
    if (input.events) endpoint.events = [...new Set(input.events)];
    if (typeof input.enabled === 'boolean') {
      endpoint.enabled = input.enabled;
      if (input.enabled) endpoint.disabledReason = null;
    }
    const saved = await this.events.write((unit) =>
      unit.change('webhook-endpoint.updated', WebhookEndpoint, id, () => unit.manager.save(endpoint)),
    );
    if (saved.enabled) this.worker.kick();
    return saved;
  }

  async remove(id: number, actor: AuthUser): Promise<WebhookEndpoint> {
    const endpoint = await this.get(id, actor);
    await this.events.write((unit) =>
      unit.change('webhook-endpoint.deleted', WebhookEndpoint, id, async () => {
        await unit.manager.delete(WebhookEndpoint, { id });
        return endpoint;
      }),
    );
    return { ...endpoint, id };
  }

  /** A new secret; the old one signs beside it for 24 hours. */
  async rotateSecret(id: number, actor: AuthUser): Promise<WebhookEndpoint> {
    const endpoint = await this.get(id, actor);
    endpoint.previousSecret = endpoint.secret;
    endpoint.previousSecretUntil = new Date(this.clock.now().getTime() + ROTATION_OVERLAP_MS);
    endpoint.secret = newSecret();
    return this.events.write((unit) =>
      unit.change('webhook-endpoint.secret-rotated', WebhookEndpoint, id, () => unit.manager.save(endpoint)),
    );
  }

  async deliveriesPage(args: WebhookDeliveriesArgs, actor: AuthUser): Promise<Page<WebhookDelivery>> {
    await this.get(args.endpointId, actor);
    const { page, perPage, skip, take } = pageWindow(args, DELIVERIES_PER_PAGE);
    const [items, total] = await this.deliveries.findAndCount({
      where: { endpointId: args.endpointId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return toPage(items, total, page, perPage);
  }

  /** How many of the endpoint's deliveries were given up on: what its owners must look at. */
  failedCount(endpointId: number): Promise<number> {
    return this.deliveries.countBy({ endpointId, status: WebhookDeliveryStatus.FAILED });
  }

  /** Sends the same message (same `webhook-id`, same body) again now, with a new three-day window. */
  async redeliver(id: number, actor: AuthUser): Promise<WebhookDelivery> {
    superadminOnly(actor);
    const delivery = await this.deliveries.findOneBy({ id });
    if (!delivery) throw DomainException.notFound('ارسال');
    const now = this.clock.now();
    await this.deliveries.update(
      { id },
      { status: WebhookDeliveryStatus.PENDING, nextAttemptAt: now, giveUpAt: new Date(now.getTime() + RETRY_WINDOW_MS) },
    );
    this.worker.kick();
    return (await this.deliveries.findOneBy({ id }))!;
  }

  /** A `webhook.test` event to this endpoint alone, whatever it subscribed to. */
  async sendTest(endpointId: number, actor: AuthUser): Promise<WebhookDelivery> {
    const endpoint = await this.get(endpointId, actor);
    if (!endpoint.enabled) throw DomainException.refused('این وب‌هوک غیرفعال است؛ اول آن را فعال کنید');
    const now = this.clock.now();
    const [delivery] = await this.events.write(({ manager }) =>
      enqueue(manager, now, TEST_EVENT, { endpoint_id: endpoint.id, message: 'ارسال آزمایشی' }, endpoint),
    );
    this.worker.kick();
    return delivery;
  }

  /**
   * The URL as stored, once it is well formed, https (http only with the insecure flag), and its
   * host resolves now to addresses a webhook may reach; every delivery checks them again.
   */
  private async checkedUrl(text: string): Promise<string> {
    let url: URL;
    try {
      url = new URL(text.trim());
    } catch {
      throw DomainException.invalidField('url', 'نشانی معتبر نیست؛ نشانی کامل مثل https://example.com/hooks وارد کنید');
    }
    const insecure = this.config.webhooks.allowInsecure;
    if (url.protocol !== 'https:' && !(insecure && url.protocol === 'http:')) {
      throw DomainException.invalidField('url', 'نشانی باید با https شروع شود');
    }
    if (url.username || url.password) throw DomainException.invalidField('url', 'نشانی نباید نام کاربری یا گذرواژه داشته باشد');
    try {
      await checkedAddress(this.worker.network, url, insecure);
    } catch (error) {
      if (error instanceof AddressRefused && /private/.test(error.message)) {
        throw DomainException.invalidField('url', 'این نشانی به شبکهٔ داخلی می‌رسد و پذیرفته نمی‌شود');
      }
      throw DomainException.invalidField('url', 'نام میزبان این نشانی پیدا نشد');
    }
    return url.href;
  }
}

function superadminOnly(actor: AuthUser): void {
  if (!actor.roles.includes(SUPERADMIN)) throw DomainException.forbidden('فقط مدیر ارشد می‌تواند وب‌هوک‌ها را مدیریت کند');
}
