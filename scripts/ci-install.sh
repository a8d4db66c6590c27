#!/usr/bin/env bash
# The install step of .ci/run. `npm ci` writes 1,749 packages (158,000 files, 1.1 GB) into a clean
# clone: three minutes of both cores on this machine, a fifth of the suite's budget. The tree it
# writes depends only on the lockfile and the Node version, so the first install on a machine
# keeps a copy under ~/.cache, keyed by both, and later runs link that copy in (seconds). `npm ls`
# then checks the linked tree against the root's and every workspace's package.json, as `npm ci`
# would have: a dependency added to a package.json without the lockfile fails here too.
set -euo pipefail
cd "$(dirname "$0")/.."

cache_root="${SITE_CI_CACHE:-$HOME/.cache/site-builder-ci}"
key="$(sha256sum package-lock.json | cut -c1-16)-node-$(node -p 'process.versions.modules')-$(node -p 'process.platform + "-" + process.arch')"
cache="$cache_root/node_modules-$key"
# Every folder npm ci fills: the root's and each workspace's own.
folders=(node_modules server/node_modules client/node_modules packages/rules/node_modules)

if [ -d "$cache/node_modules" ]; then
  for folder in "${folders[@]}"; do
    # As npm ci does, a tree already in the checkout is replaced, not added to.
    rm -rf "$folder"
    # Hard links: files are shared with the copy (nothing in the runs writes into node_modules
    # files in place; tools add files, such as Vite's .vite folder, in folders of their own).
    # A clone on another file system, where links cannot go, copies.
    if [ -d "$cache/$folder" ]; then
      cp -al "$cache/$folder" "$folder" 2>/dev/null || { rm -rf "$folder" && cp -a "$cache/$folder" "$folder"; }
    fi
  done
  # What npm ci runs after unpacking: the shared rules package's build (its `prepare`).
  npm run prepare -w packages/rules >/dev/null
  npm ls --workspaces --include-workspace-root >/dev/null
  echo "dependencies: linked from $cache (package-lock.json unchanged)"
  exit 0
fi

# The lockfile pins every package: npm's cached copies need no revalidation, and the audit and
# funding requests are answers nobody reads here.
npm ci --prefer-offline --no-audit --no-fund
node scripts/keep-native-build.mjs
keep() {
  mkdir -p "$cache_root"
  local partial="$cache.$$.partial" folder
  rm -rf "$partial"
  mkdir -p "$partial"
  for folder in "${folders[@]}"; do
    if [ -d "$folder" ]; then
      mkdir -p "$partial/$(dirname "$folder")"
      cp -al "$folder" "$partial/$folder" || return 1
    fi
  done
  mv "$partial" "$cache"
  # One copy per lockfile: older ones are for trees no run will ask for again.
  find "$cache_root" -mindepth 1 -maxdepth 1 -name 'node_modules-*' ! -path "$cache" -exec rm -rf {} +
}
if keep; then
  echo "dependencies: installed, and kept in $cache for the next run"
else
  rm -rf "$cache.$$.partial"
  echo "dependencies: installed (not kept: $cache_root is on another file system than the clone)"
fi
