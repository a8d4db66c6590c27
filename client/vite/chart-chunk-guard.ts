import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Issue 22: the dashboard's charts (MUI X Charts) are the back office's alone. The build fails
 * when what the charts' lazy import downloads is over its budget, or when any public page could
 * load a byte of them: a visitor pays for every kilobyte on a phone, and charts are for staff.
 */
export const CHART_BUDGET_KB = 115;

/** Modules that exist only for the charts: the chart library and what only it uses. */
export const CHART_MODULES = /node_modules[\\/](@mui[\\/](x-charts|x-charts-vendor|x-internal-gestures)|bezier-easing)[\\/]/;

/** The chunks a public page starts from: its route module (src/app/router.tsx) and the Apollo wrapper they share. */
const PUBLIC_PAGE = /src[\\/]app[\\/](public[\\/][^\\/]+|with-apollo)\.tsx$/;

export interface ChunkFacts {
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
}

export interface ChartReport {
  /** What opening the charts downloads beyond the page that shows them, gzip (level 9, as client/scripts/bundle-size.mjs). */
  gzipKB: number;
  files: string[];
  problems: string[];
}

export function chartReport(chunks: readonly ChunkFacts[], budgetKB = CHART_BUDGET_KB): ChartReport {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // Who first reached each chunk, so a refusal can show the way a public page gets to the charts.
  const via = new Map<string, string>();
  const closure = (starts: Iterable<string>, dynamic: boolean, into = new Set<string>()) => {
    const stack = [...starts];
    while (stack.length) {
      const name = stack.pop()!;
      if (into.has(name) || !byName.has(name)) continue;
      into.add(name);
      const chunk = byName.get(name)!;
      for (const next of [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])]) {
        if (!via.has(next)) via.set(next, name);
        stack.push(next);
      }
    }
    return into;
  };
  const wayTo = (name: string) => {
    const way = [name];
    while (via.has(way[0]) && way.length < 20) way.unshift(via.get(way[0])!);
    return way.map((file) => byName.get(file)?.facadeModuleId?.replace(/.*[\\/]src[\\/]/, 'src/') ?? file).join(' -> ');
  };
  const holdsCharts = (name: string) => byName.get(name)!.moduleIds.some((id) => CHART_MODULES.test(id));
  const chartChunks = chunks.filter((chunk) => holdsCharts(chunk.fileName)).map((chunk) => chunk.fileName);
  const problems: string[] = [];
  if (chartChunks.length === 0) problems.push('no chunk holds MUI X Charts: the chart guard checks nothing');

  // The entry only statically: it loads the router, whose lazy routes include the back office.
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const publicStarts = chunks.filter((chunk) => chunk.facadeModuleId && PUBLIC_PAGE.test(chunk.facadeModuleId)).map((c) => c.fileName);
  const onPublicPages = closure(publicStarts, true, closure(entries, false));
  for (const name of chartChunks) {
    if (onPublicPages.has(name)) problems.push(`${name} holds MUI X Charts and a public page loads it: ${wayTo(name)}`);
  }

  // What the charts' import adds: its chunks, less those the pages importing it (and the entry) already loaded.
  const loaders = chunks.filter((chunk) => chunk.dynamicImports.some((name) => chartChunks.includes(name))).map((c) => c.fileName);
  const already = closure(loaders, false, closure(entries, false));
  const chartImports = chunks.filter((chunk) => loaders.some((l) => byName.get(l)!.dynamicImports.includes(chunk.fileName)));
  const added = [
    ...closure(
      chartImports.filter((c) => chartChunks.includes(c.fileName)).map((c) => c.fileName),
      false,
    ),
  ].filter((name) => !already.has(name));
  const gzipKB = +(added.reduce((sum, name) => sum + gzipSync(byName.get(name)!.code, { level: 9 }).length, 0) / 1024).toFixed(1);
  if (gzipKB > budgetKB) problems.push(`the charts download ${gzipKB} KB gzip, over the ${budgetKB} KB budget (${added.join(', ')})`);
  return { gzipKB, files: added, problems };
}

export function chartChunkGuard(budgetKB = CHART_BUDGET_KB): Plugin {
  return {
    name: 'chart-chunk-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The server-rendering bundle is never sent to a browser.
      if (this.environment.config.build.ssr) return;
      const chunks: ChunkFacts[] = [];
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.push(output);
      const report = chartReport(chunks, budgetKB);
      if (report.problems.length) this.error(`chart chunk guard: ${report.problems.join('; ')}`);
      this.info(`charts: ${report.gzipKB} KB gzip (budget ${budgetKB} KB), on no public page: ${report.files.join(', ')}`);
    },
  };
}
