// Run after `npm ci` (.ci/run). The machine reaches the npm registry but not GitHub, where
// better-sqlite3's installer (prebuild-install) fetches its compiled addon, so every install
// compiled SQLite from source: about two minutes of one core. The installer looks in npm's cache
// (~/.npm/_prebuilds) before the network; this stores the addon this machine compiled there, named
// as the installer asks for it: same package version, Node ABI, platform and architecture, so a
// new Node or a new better-sqlite3 misses the cache and compiles again.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const util = require('prebuild-install/util');
const packageDir = dirname(require.resolve('better-sqlite3/package.json'));
const addon = join('build', 'Release', 'better_sqlite3.node');
const url = util.getDownloadUrl({
  pkg: require('better-sqlite3/package.json'),
  runtime: 'node',
  abi: process.versions.modules,
  platform: process.platform,
  arch: process.arch,
  libc: '',
  'tag-prefix': 'v',
});
const cached = util.cachedPrebuild(url);

if (existsSync(cached)) {
  console.log(`better-sqlite3: the installer found its addon in ${cached}`);
} else if (existsSync(join(packageDir, addon))) {
  mkdirSync(dirname(cached), { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  // The layout of a published prebuild: the addon under build/Release, unpacked into the package.
  execFileSync('tar', ['-czf', partial, '-C', packageDir, addon]);
  renameSync(partial, cached);
  console.log(`better-sqlite3: kept the addon compiled here in ${cached} for the next install`);
}
