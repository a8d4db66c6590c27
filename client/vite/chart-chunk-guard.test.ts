import { randomBytes } from 'node:crypto';
import { chartReport, type ChunkFacts } from './chart-chunk-guard';

const CHARTS = '/app/node_modules/@mui/x-charts/BarChart/BarChart.mjs';
const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  code: 'export {}',
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  dynamicImports: [],
  ...facts,
});

/** The build as the guard sees it: an entry, a public page, the dashboard and its lazy charts. */
function build(overrides: Record<string, Partial<ChunkFacts>> = {}): ChunkFacts[] {
  const facts: Record<string, Partial<ChunkFacts>> = {
    'entry.js': { isEntry: true, imports: ['shared.js'], dynamicImports: ['home.js', 'dashboard.js'] },
    'shared.js': {},
    'home.js': { facadeModuleId: '/app/client/src/app/public/home-page.tsx', imports: ['shared.js'] },
    'dashboard.js': {
      facadeModuleId: '/app/client/src/app/admin/dashboard/dashboard-page.tsx',
      imports: ['shared.js'],
      dynamicImports: ['charts.js'],
    },
    'charts.js': { moduleIds: [CHARTS], imports: ['shared.js', 'popper.js'], code: 'x'.repeat(1000) },
    'popper.js': {},
  };
  for (const [name, change] of Object.entries(overrides)) facts[name] = { ...facts[name], ...change };
  return Object.entries(facts).map(([name, fact]) => chunk(name, fact));
}

describe('the chart chunk guard', () => {
  it('passes charts loaded by the back office only, counting what their import adds', () => {
    const report = chartReport(build());
    expect(report.problems).toEqual([]);
    expect(report.files.sort()).toEqual(['charts.js', 'popper.js']);
  });

  it('fails a build where a public page can load the charts, naming the way', () => {
    const report = chartReport(build({ 'home.js': { dynamicImports: ['charts.js'] } }));
    expect(report.problems).toEqual([
      expect.stringContaining('charts.js holds MUI X Charts and a public page loads it: src/app/public/home-page.tsx -> charts.js'),
    ]);
  });

  it('fails a build where the entry carries chart modules', () => {
    const report = chartReport(build({ 'shared.js': { moduleIds: [CHARTS] } }));
    expect(report.problems).toContainEqual(expect.stringContaining('shared.js holds MUI X Charts and a public page loads it'));
  });

  it('fails charts over the budget', () => {
    // Random bytes do not compress: about 3 KB of gzip against a 2 KB budget.
    const report = chartReport(build({ 'charts.js': { code: randomBytes(3000).toString('base64') } }), 2);
    expect(report.problems).toEqual([expect.stringMatching(/^the charts download [\d.]+ KB gzip, over the 2 KB budget/)]);
  });

  it('fails a build in which no chunk holds the charts, so the guard cannot pass by checking nothing', () => {
    expect(chartReport(build({ 'charts.js': { moduleIds: [] } })).problems).toContain(
      'no chunk holds MUI X Charts: the chart guard checks nothing',
    );
  });
});
