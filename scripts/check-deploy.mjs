#!/usr/bin/env node
// Checks the operations kit in deploy/ with Prometheus's own promtool and Alertmanager's amtool
// (Debian's `prometheus` and `prometheus-alertmanager` packages; .ci/run installs them), in a few seconds: the scrape configuration, the alert rules and
// their unit tests, and every Grafana panel's PromQL, compiled by promtool as recording rules (a
// typo in a dashboard is otherwise found only by an operator looking at an empty panel). Every
// `site_*` metric they name must be one the server defines.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGES = { promtool: 'prometheus', amtool: 'prometheus-alertmanager' };
/**
 * The alerts that fire on a counter's first increase. Their tests must fail when the counters are
 * shaped as the server exposed them before issue 39 (absent until the first event, then 1):
 * increase() reads 0 there, which is how the first 410 went unnoticed.
 */
const FIRST_EVENT_ALERTS = ['SiteRequestsUnanswered', 'SiteFirstContactMissed', 'SiteWebhooksGivenUp', 'SiteNotificationsGivenUp'];

const root = join(import.meta.dirname, '..');
const prometheusDir = join(root, 'deploy', 'prometheus');
const dashboardsDir = join(root, 'deploy', 'grafana', 'dashboards');

function promtool(...args) {
  return run('promtool', args, prometheusDir);
}

function run(tool, args, cwd) {
  try {
    return execFileSync(tool, args, { stdio: 'pipe', cwd, encoding: 'utf8' });
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error(`${tool} not found: apt-get install ${PACKAGES[tool]} (Debian) or put ${tool} on PATH`);
    throw new Error(`${tool} ${args.join(' ')} failed:\n${error.stdout}${error.stderr}`);
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
  // The same tests with every counter absent until its first non-zero sample ('0x5 1x18' -> '_x5 1x18').
  const oldShape = readFileSync(join(prometheusDir, 'alerts.test.yml'), 'utf8').replace(
    /(series: 'site_\w+_total\{[^']*\}'\n\s+values: ')0x(\d+)/g,
    '$1_x$2',
  );
  writeFileSync(join(scratch, 'alerts.yml'), readFileSync(join(prometheusDir, 'alerts.yml')));
  writeFileSync(join(scratch, 'old-shape.test.yml'), oldShape);
  let failures = '';
  try {
    run('promtool', ['test', 'rules', 'old-shape.test.yml'], scratch);
  } catch (error) {
    failures = error.message;
  }
  const unmoved = FIRST_EVENT_ALERTS.filter((name) => !failures.includes(`alertname: ${name},`));
  if (unmoved.length)
    throw new Error(
      `alerts.test.yml: the tests of ${unmoved.join(', ')} pass on counters absent until their first event: they cannot tell`,
    );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// Alertmanager's configuration (Debian's `prometheus-alertmanager`, .ci/run installs it), and that
// an alert of each severity reaches both the e-mail and the webhook receiver.
const alertmanagerDir = join(root, 'deploy', 'alertmanager');
run('amtool', ['check-config', 'alertmanager.yml'], alertmanagerDir);
for (const severity of ['critical', 'warning'])
  run(
    'amtool',
    [
      'config',
      'routes',
      'test',
      '--config.file=alertmanager.yml',
      '--verify.receivers=operators-email,on-call-webhook',
      'alertname=SiteTest',
      `severity=${severity}`,
    ],
    alertmanagerDir,
  );

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
  `deploy/: prometheus.yml, ${exprs.length} dashboard queries and the alert rules pass promtool (their counter tests fail on the old shape), alertmanager.yml passes amtool; ${used.size} site_* metrics, all defined`,
);
