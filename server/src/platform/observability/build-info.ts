import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AppConfig } from 'src/platform/config/app.config.js';

/**
 * The labels of `site_build_info`: which release runs where, so a dashboard can tell a slow
 * instance on the old build from one on the new. The commit comes from `SOURCE_COMMIT` (set by the
 * image build or the deploy), else from git when the server runs in a checkout, else "unknown".
 */
export function buildInfo(config: AppConfig): Record<'version' | 'commit' | 'engine' | 'node_version', string> {
  return {
    version: packageVersion(),
    commit: process.env.SOURCE_COMMIT?.trim().slice(0, 40) || gitCommit(),
    engine: config.database.kind,
    node_version: process.versions.node,
  };
}

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

let commit: string | undefined;
function gitCommit(): string {
  if (commit !== undefined) return commit;
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: new URL('.', import.meta.url),
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    })
      .toString()
      .trim();
  } catch {
    commit = 'unknown';
  }
  return commit;
}
