#!/usr/bin/env node
// Checks the operations kit in deploy/ with Prometheus's own promtool (Debian's `prometheus`
// package; .ci/run installs it), in a few seconds: the scrape configuration, the alert rules and
// their unit tests, and every Grafana panel's PromQL, compiled by promtool as recording rules (a
// typo in a dashboard is otherwise found only by an operator looking at an empty panel). Every
// `site_*` metric they name must be one the server defines.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const prometheusDir = join(root, 'deploy', 'prometheus');
const dashboardsDir = join(root, 'deploy', 'grafana', 'dashboards');

function promtool(...args) {
  try {
    execFileSync('promtool', args, { stdio: 'pipe', cwd: prometheusDir });
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error('promtool not found: apt-get install prometheus (Debian) or put promtool on PATH');
    throw new Error(`promtool ${args.join(' ')} failed:\n${error.stdout}${error.stderr}`);
  }
}

/** Grafana's variables, replaced by what Prometheus would get on a default dashboard. */
const asPromQL = (expr) =>
  expr
    .replaceAll('$__rate_interval', '5m')
    .replaceAll('$__interval', '1m')
    .replaceAll('$__range', '1h')
    .replace(/\$\{?instance\}?/g, '.*');

const exprs = [];
for (const file of readdirSync(dashboardsDir).filter((name) => name.endsWith('.json'))) {
  const dashboard = JSON.parse(readFileSync(join(dashboardsDir, file), 'utf8'));
  for (const panel of dashboard.panels ?? []) {
    if (!panel.targets?.length) throw new Error(`${file}: panel "${panel.title}" has no query`);
    for (const target of panel.targets)
      exprs.push({ record: `dashboard:${file.replace(/\W/g, '_')}:panel_${panel.id}_${target.refId}`, expr: asPromQL(target.expr) });
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'check-deploy-'));
try {
  const rules = join(scratch, 'dashboard-queries.yml');
  // JSON is YAML: no YAML library needed to write the rules file.
  writeFileSync(rules, JSON.stringify({ groups: [{ name: 'dashboard', rules: exprs }] }, null, 2));
  promtool('check', 'config', 'prometheus.yml');
  promtool('check', 'rules', 'alerts.yml', rules);
  promtool('test', 'rules', 'alerts.test.yml');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// The names the server defines (metrics.service.ts and its neighbours), against those the kit uses.
const sourceDir = join(root, 'server', 'src', 'platform', 'observability');
const defined = new Set();
for (const file of readdirSync(sourceDir)) {
  for (const [, name] of readFileSync(join(sourceDir, file), 'utf8').matchAll(/'(site_[a-z0-9_]+)'/g)) defined.add(name);
}
const used = new Set();
const kit = [readFileSync(join(prometheusDir, 'alerts.yml'), 'utf8'), ...exprs.map((e) => e.expr)].join('\n');
for (const [name] of kit.matchAll(/\bsite_[a-z0-9_]+/g)) used.add(name.replace(/_(bucket|count|sum)$/, ''));
const unknown = [...used].filter((name) => !defined.has(name));
if (unknown.length) throw new Error(`deploy/ names metrics the server does not define: ${unknown.join(', ')}`);

console.log(
  `deploy/: prometheus.yml, ${exprs.length} dashboard queries and the alert rules pass promtool; ${used.size} site_* metrics, all defined`,
);
