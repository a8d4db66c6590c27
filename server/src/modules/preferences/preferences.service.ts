import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { RecordState } from 'src/modules/events/domain-event.js';
import { eventOf } from 'src/modules/events/domain-event.js';
import { DomainEvents } from 'src/modules/events/domain-events.js';
import { Admin } from 'src/modules/admins/admin.entity.js';
import { AdminPreference } from './admin-preference.entity.js';
import type { AdminPreferences } from './dto/admin-preferences.output.js';
import type { UpdatePreferencesInput } from './dto/update-preferences.input.js';

const DEFAULTS: AdminPreferences = { alertSound: false };

@Injectable()
export class PreferencesService {
  constructor(
    @InjectRepository(AdminPreference) private readonly preferences: Repository<AdminPreference>,
    private readonly events: DomainEvents,
  ) {}

  async of(adminId: number, manager: EntityManager = this.preferences.manager): Promise<AdminPreferences> {
    const row = await manager.findOneBy(AdminPreference, { adminId });
    return row ? { alertSound: Boolean(row.alertSound) } : { ...DEFAULTS };
  }

  /** An upsert, so an admin's first change and every later one take the same path on both engines. */
  update(adminId: number, input: UpdatePreferencesInput): Promise<AdminPreferences> {
    return this.events.write(async (unit) => {
      const before = await this.of(adminId, unit.manager);
      const after: AdminPreferences = { alertSound: input.alertSound ?? before.alertSound };
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
