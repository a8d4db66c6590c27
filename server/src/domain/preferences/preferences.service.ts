import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import type { RecordState } from 'src/platform/events/domain-event.js';
import { eventOf } from 'src/platform/events/domain-event.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { AdminPreference } from './admin-preference.entity.js';
import type { AdminPreferences, NotificationChannels } from './dto/admin-preferences.output.js';
import type { UpdatePreferencesInput } from './dto/update-preferences.input.js';

const DEFAULTS: AdminPreferences = {
  alertSound: false,
  notifyAssignedEmail: false,
  notifyAssignedSms: false,
  notifyOverdueEmail: false,
  notifyOverdueSms: false,
  notifyOffHours: false,
};
const KEYS = Object.keys(DEFAULTS) as (keyof AdminPreferences)[];

@Injectable()
export class PreferencesService {
  constructor(
    @InjectRepository(AdminPreference) private readonly preferences: Repository<AdminPreference>,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async of(adminId: number, manager: EntityManager = this.preferences.manager): Promise<AdminPreferences> {
    const row = await manager.findOneBy(AdminPreference, { adminId });
    if (!row) return { ...DEFAULTS };
    return Object.fromEntries(KEYS.map((key) => [key, Boolean(row[key])])) as unknown as AdminPreferences;
  }

  async channels(adminId: number): Promise<NotificationChannels> {
    const admin = await this.preferences.manager.findOneByOrFail(Admin, { id: adminId });
    const { email, sms } = this.config.notifications;
    return { email: admin.email, mobile: admin.phone, emailAvailable: email !== null, smsAvailable: sms !== null };
  }

  /** An upsert, so an admin's first change and every later one take the same path on both engines. */
  update(adminId: number, input: UpdatePreferencesInput): Promise<AdminPreferences> {
    return this.events.write(async (unit) => {
      const before = await this.of(adminId, unit.manager);
      const after = Object.fromEntries(KEYS.map((key) => [key, input[key] ?? before[key]])) as unknown as AdminPreferences;
      await unit.manager.upsert(AdminPreference, { adminId, ...after }, ['adminId']);
      const admin = await unit.manager.findOneBy(Admin, { id: adminId });
      const state = (values: AdminPreferences): RecordState => ({
        label: admin ? `${admin.name} ${admin.family}` : `#${adminId}`,
        values: { ...values },
      });
      await unit.publish(eventOf('admin-preference.updated', { id: adminId, before: state(before), after: state(after) }));
      return after;
    });
  }
}
