/**
 * @engines sqlite: it lints source text and touches no database.
 *
 * The rooms of server/src and what each may import (docs/ARCHITECTURE.md, "Folders by kind"), as
 * the lint holds them: a probe file placed in each room imports across each forbidden direction
 * and must be refused, and the same probe importing an allowed direction must pass, so a zone that
 * forbade everything (or nothing) would fail here too.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';

const REPO = join(import.meta.dirname, '../..');
const RULE = 'import-x/no-restricted-paths';

// The project's configuration with its zones, this rule alone, and no type information: the probe
// file exists only as text, and the zones need none.
const eslint = new ESLint({
  cwd: REPO,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** One import of `specifier` from a new file at `room` (server/src-relative): the rule's messages. */
async function restrictedImports(room: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${specifier}';\nexport default probe;\n`, {
    filePath: join(REPO, 'server/src', room, 'architecture-probe.ts'),
  });
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const FORBIDDEN: [room: string, specifier: string][] = [
  ['common/http', 'src/platform/config/app.config.js'],
  ['common/http', 'src/domain/orders/order.entity.js'],
  ['common/http', 'src/reactions/webhooks/webhooks.module.js'],
  ['common/http', 'src/delivery/site/site.module.js'],
  ['common/http', 'src/database/entities.js'],
  ['platform/files', 'src/domain/themes/theme.entity.js'],
  ['platform/files', 'src/reactions/activity/activity.module.js'],
  ['platform/files', 'src/delivery/graphql/graphql.options.js'],
  ['platform/events', 'src/platform/files/file-storage.js'],
  ['domain/orders', 'src/reactions/live/order-feed.js'],
  ['domain/orders', 'src/reactions/public-reads/public-catalogue.js'],
  ['domain/orders', 'src/delivery/legacy-rest/legacy-rest.module.js'],
  ['domain/orders', 'src/database/entities.js'],
  ['reactions/webhooks', 'src/domain/orders/orders.service.js'],
  ['reactions/live', 'src/domain/auth/auth.module.js'],
  ['reactions/activity', 'src/delivery/graphql/graphql.options.js'],
];

const ALLOWED: [room: string, specifier: string][] = [
  ['common/http', 'src/common/clock.js'],
  ['platform/files', 'src/platform/config/app.config.js'],
  ['platform/events', 'src/common/clock.js'],
  ['domain/orders', 'src/domain/themes/theme.entity.js'],
  ['domain/orders', 'src/platform/events/domain-events.js'],
  ['reactions/webhooks', 'src/domain/orders/order.entity.js'],
  ['delivery/site', 'src/domain/orders/orders.service.js'],
  ['delivery/site', 'src/reactions/public-reads/public-catalogue.js'],
];

describe('the rooms of server/src', () => {
  it.each(FORBIDDEN)('refuses an import from %s of %s', async (room, specifier) => {
    expect(await restrictedImports(room, specifier)).toHaveLength(1);
  });

  it.each(ALLOWED)('allows an import from %s of %s', async (room, specifier) => {
    expect(await restrictedImports(room, specifier)).toEqual([]);
  });
});
