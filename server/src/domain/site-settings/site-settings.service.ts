import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { SUPERADMIN } from 'src/domain/admins/admin.entity.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import type { CreateFaqItemInput } from './dto/create-faq-item.input.js';
import type { UpdateFaqItemInput } from './dto/update-faq-item.input.js';
import type { UpdateSiteSettingsInput } from './dto/update-site-settings.input.js';
import { FaqItem } from './faq-item.entity.js';
import { SITE_SETTINGS_ID, SiteSettings } from './site-settings.entity.js';

const FAQ_ITEM = 'پرسش';
/** A page of questions, not a knowledge base: the home page shows them all. */
const FAQ_MAX_ITEMS = 30;

/** Each badge is a link and its image: one without the other would show a broken badge or an empty link. */
const BADGES = [
  { link: 'enamadUrl', image: 'enamadImageUrl', name: 'نماد اعتماد الکترونیکی' },
  { link: 'samandehiUrl', image: 'samandehiImageUrl', name: 'نشان ساماندهی' },
] as const;

/**
 * The site's identity and its frequently asked questions, which superadmins edit («تنظیمات سایت»).
 * Visitors read them from the public catalogue; the writes announce themselves, so the cached pages
 * that show them are dropped (public-reads) and the log records who changed what (activity).
 */
@Injectable()
export class SiteSettingsService {
  constructor(
    @InjectRepository(SiteSettings) private readonly settings: Repository<SiteSettings>,
    @InjectRepository(FaqItem) private readonly faq: Repository<FaqItem>,
    private readonly events: DomainEvents,
  ) {}

  async update(input: UpdateSiteSettingsInput, actor: AuthUser): Promise<SiteSettings> {
    superadminOnly(actor);
    const current = await findOneOrFail(this.settings, SITE_SETTINGS_ID, 'تنظیمات سایت');
    const { version, ...fields } = input;
    const next: SiteSettings = Object.assign(this.settings.create({ ...current }), definedOnly(fields));
    for (const badge of BADGES) {
      if (Boolean(next[badge.link]) !== Boolean(next[badge.image])) {
        const missing = next[badge.link] ? badge.image : badge.link;
        throw DomainException.invalidField(missing, `${badge.name} هم پیوند و هم تصویر می‌خواهد`);
      }
    }
    return this.events.write(async (unit) => {
      next.version = await unit.claimEdit('site-settings.updated', SiteSettings, SITE_SETTINGS_ID, { version, what: 'تنظیمات سایت' });
      return unit.change('site-settings.updated', SiteSettings, SITE_SETTINGS_ID, () => unit.manager.save(SiteSettings, next));
    });
  }

  get(id: number, actor: AuthUser): Promise<FaqItem> {
    superadminOnly(actor);
    return findOneOrFail(this.faq, id, FAQ_ITEM);
  }

  async createFaqItem(input: CreateFaqItemInput, actor: AuthUser): Promise<FaqItem> {
    superadminOnly(actor);
    return this.events.write(async (unit) => {
      const repository = unit.manager.getRepository(FaqItem);
      if ((await repository.count()) >= FAQ_MAX_ITEMS) throw DomainException.refused(`بیش از ${FAQ_MAX_ITEMS} پرسش نمی‌شود ثبت کرد`);
      const last = await repository.createQueryBuilder('f').select('MAX(f.sort)', 'sort').getRawOne<{ sort: number | string | null }>();
      const sort = Number(last?.sort ?? 0) + 1;
      return unit.change('faq-item.created', FaqItem, null, () => repository.save(repository.create({ ...input, sort })));
    });
  }

  async updateFaqItem(id: number, input: UpdateFaqItemInput, actor: AuthUser): Promise<FaqItem> {
    superadminOnly(actor);
    const item = await this.events.editable('faq-item.updated', FaqItem, id, FAQ_ITEM);
    const { version, ...fields } = input;
    Object.assign(item, definedOnly(fields));
    return this.events.write(async (unit) => {
      item.version = await unit.claimEdit('faq-item.updated', FaqItem, id, { version, what: FAQ_ITEM });
      return unit.change('faq-item.updated', FaqItem, id, () => unit.manager.save(FaqItem, item));
    });
  }

  async deleteFaqItem(id: number, actor: AuthUser): Promise<FaqItem> {
    superadminOnly(actor);
    const item = await findOneOrFail(this.faq, id, FAQ_ITEM);
    return this.events.write((unit) =>
      unit.change('faq-item.deleted', FaqItem, id, async () => {
        await unit.manager.delete(FaqItem, { id });
        return item;
      }),
    );
  }

  /** The questions in the order given: every question once, no other id. */
  async sortFaqItems(ids: number[], actor: AuthUser): Promise<FaqItem[]> {
    superadminOnly(actor);
    return this.events.write(async (unit) => {
      const repository = unit.manager.getRepository(FaqItem);
      const items = await repository.find();
      const known = new Set(items.map((item) => item.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
        throw DomainException.invalidField('ids', 'فهرست باید همه پرسش‌ها را هر کدام یک بار داشته باشد');
      }
      const byId = new Map(items.map((item) => [item.id, item]));
      for (const [index, id] of ids.entries()) {
        const item = byId.get(id)!;
        if (item.sort === index + 1) continue;
        item.sort = index + 1;
        await unit.change('faq-item.sorted', FaqItem, id, () => repository.save(item));
      }
      return ids.map((id) => byId.get(id)!);
    });
  }
}

function superadminOnly(actor: AuthUser): void {
  if (!actor.roles.includes(SUPERADMIN)) throw DomainException.forbidden('فقط مدیر ارشد تنظیمات سایت را ویرایش می‌کند');
}

/** The fields an update names: left out (undefined) keeps the stored value. */
function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null)) as Partial<T>;
}
