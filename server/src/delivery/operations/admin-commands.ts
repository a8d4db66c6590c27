import { DataSource, type DataSourceOptions } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { AppConfig } from 'src/platform/config/app.config.js';
import { dataSourceOptions } from 'src/database/data-source.options.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { normalizeLogin } from 'src/domain/admins/admins.service.js';
import { ActivityLog } from 'src/reactions/activity/activity-log.entity.js';
import { ActivityAction, ActivityEntity } from 'src/reactions/activity/activity.types.js';
import { labelOf } from 'src/platform/events/record-state.js';
import { AdminTwoFactor } from 'src/domain/two-factor/admin-two-factor.entity.js';
import { RecoveryCode } from 'src/domain/two-factor/recovery-code.entity.js';

/** What the activity log says made a change no signed-in admin made: the operator's command. */
const BY_OPERATOR = (command: string) => `npm run operation -- ${command}`;

/**
 * Commands for the server's operator when no superadmin can sign in (docs/INTEGRATORS.md, "Admins, roles, sessions
 * and lockouts"), run against the installation the environment names. Each works on the database alone, so it reaches
 * every instance at once (a lockout's generation is the admin row's `login_unlocks`: login-limits.service.ts), and
 * writes its activity entry in the same transaction, naming no admin (the operator did it).
 * `reset-admin-2fa` turns an admin's two-factor sign-in off the same way.
 */
export const ADMIN_COMMANDS: Record<string, (config: AppConfig, login: string) => Promise<string>> = {
  'unlock-admin': (config, login) =>
    withAdmin(config, login, 'unlock-admin', async (manager, admin) => {
      await manager.increment(Admin, { id: admin.id }, 'loginUnlocks', 1);
      return {
        action: ActivityAction.UNLOCK,
        before: { loginUnlocks: admin.loginUnlocks },
        after: { loginUnlocks: admin.loginUnlocks + 1 },
        done: `lifted the login lockout of ${admin.email} (every address and device)`,
      };
    }),
  // A lost phone when no superadmin can sign in (or it is the superadmin's own): the admin signs in
  // with the password alone, or sets two-factor sign-in up again where ADMIN_2FA requires it.
  'reset-admin-2fa': (config, login) =>
    withAdmin(config, login, 'reset-admin-2fa', async (manager, admin) => {
      const removed = await manager.delete(AdminTwoFactor, { adminId: admin.id });
      await manager.delete(RecoveryCode, { adminId: admin.id });
      if (!removed.affected) return `${admin.email} has no two-factor sign-in: nothing changed`;
      return {
        action: ActivityAction.RESET_TWO_FACTOR,
        before: { twoFactor: true },
        after: { twoFactor: false },
        done: `reset the two-factor sign-in of ${admin.email}: the next sign-in asks for the password alone, or to set it up again where ADMIN_2FA requires it`,
      };
    }),
};

interface AdminChange {
  action: ActivityAction;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  done: string;
}

async function withAdmin(
  config: AppConfig,
  login: string | undefined,
  command: string,
  /** A string: nothing to change (no activity entry), and what to tell the operator. */
  change: (manager: DataSource['manager'], admin: Admin) => Promise<AdminChange | string>,
): Promise<string> {
  if (!login?.trim()) throw new Error(`usage: npm run operation -- ${command} <admin e-mail or mobile>`);
  const options = { ...dataSourceOptions(config), logging: false, ...(config.database.kind === 'mysql' ? { poolSize: 2 } : {}) };
  const dataSource = await new DataSource(options as DataSourceOptions).initialize();
  try {
    return await dataSource.transaction(async (manager) => {
      const value = normalizeLogin(login);
      const admin = await manager.findOneBy(Admin, value.includes('@') ? { email: value } : { phone: value });
      if (!admin) throw new Error(`no admin signs in as ${login}`);
      const changed = await change(manager, admin);
      if (typeof changed === 'string') return changed;
      const { action, before, after, done } = changed;
      const entry: Partial<ActivityLog> = {
        adminId: null,
        apiTokenId: null,
        apiTokenName: null,
        action,
        entityType: ActivityEntity.ADMIN,
        entityId: admin.id,
        label: labelOf(admin).slice(0, 191),
        before,
        after: { ...after, operator: BY_OPERATOR(command) },
        createdAt: new Date(),
      };
      await manager.insert(ActivityLog, entry as QueryDeepPartialEntity<ActivityLog>);
      return done;
    });
  } finally {
    await dataSource.destroy();
  }
}
