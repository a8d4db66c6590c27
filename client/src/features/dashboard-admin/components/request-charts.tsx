import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatNumber } from '@/lib/format';
import type { RequestTrendsData } from '../use-request-trends';
import { conversionLabel, monthLabel, weekLabel } from '../trend-labels';

/**
 * The request charts (docs/INTEGRATORS.md, "Live back office"), in their own lazily loaded chunk: MUI X Charts is the back
 * office's largest dependency and no public page may carry any of it (the build checks both,
 * client/build/chart-chunk-guard.ts). Right to left: the oldest bucket on the right, the counts'
 * axis on the right, every number in Persian digits.
 */
const LOCALE = { noData: 'هنوز درخواستی ثبت نشده است', loading: 'در حال بارگذاری…' };
const count = (value: number | null) => (value === null ? '' : formatNumber(value));
const wholeTicks = (value: number) => (Number.isInteger(value) ? formatNumber(value) : '');

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="figure" aria-label={title}>
      <Typography component="figcaption" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ArrivalsChart({ title, labels, counts }: { title: string; labels: string[]; counts: number[] }) {
  return (
    <ChartCard title={title}>
      <BarChart
        height={290}
        localeText={LOCALE}
        hideLegend
        margin={{ left: 8, right: 8 }}
        // Twelve Jalali labels do not fit side by side on a phone: slanted, every one still shows.
        xAxis={[
          {
            scaleType: 'band',
            data: labels,
            reverse: true,
            height: 84,
            tickLabelInterval: () => true,
            // In right-to-left text the anchor's end is the label's left: it hangs down and to the right of its tick.
            tickLabelStyle: { fontSize: 11, angle: 45, textAnchor: 'end' },
          },
        ]}
        yAxis={[{ position: 'right', valueFormatter: wholeTicks, width: 36 }]}
        series={[{ data: counts, label: 'درخواست‌ها', valueFormatter: count, color: '#1565c0' }]}
      />
    </ChartCard>
  );
}

interface ConversionRow {
  id: number;
  title?: string | null;
  requests: number;
  converted: number;
}

function ConversionChart({ title, rows, missing }: { title: string; rows: readonly ConversionRow[]; missing: string }) {
  // The ten most requested: a longer list no longer reads as a chart on a phone.
  const shown = rows.slice(0, 10);
  if (shown.length === 0) {
    return (
      <ChartCard title={title}>
        <Typography color="text.secondary">{missing}</Typography>
      </ChartCard>
    );
  }
  return (
    <ChartCard title={title}>
      <BarChart
        height={Math.max(160, 48 + shown.length * 44)}
        layout="horizontal"
        localeText={LOCALE}
        margin={{ left: 8, right: 8 }}
        yAxis={[
          {
            scaleType: 'band',
            data: shown.map((row) => row.title ?? `حذف‌شده (${formatNumber(row.id)})`),
            position: 'right',
            width: 140,
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        xAxis={[{ valueFormatter: wholeTicks, reverse: true }]}
        series={[
          { data: shown.map((row) => row.requests), label: 'درخواست', valueFormatter: count, color: '#90caf9' },
          { data: shown.map((row) => row.converted), label: 'مشتری با طرح', valueFormatter: count, color: '#2e7d32' },
        ]}
      />
    </ChartCard>
  );
}

export default function RequestCharts({ trends }: { trends: RequestTrendsData }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="request-charts">
      <Typography color="text.secondary">
        تبدیل به مشتری با طرح: <b>{conversionLabel(trends.converted, trends.requests)}</b>
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <ArrivalsChart title="درخواست‌ها در هر هفته" labels={trends.weeks.map(weekLabel)} counts={trends.weeks.map((week) => week.count)} />
        <ArrivalsChart
          title="درخواست‌ها در هر ماه"
          labels={trends.months.map(monthLabel)}
          counts={trends.months.map((month) => month.count)}
        />
        <ConversionChart title="تبدیل به مشتری بر اساس پلن" rows={trends.byPlan} missing="هیچ درخواستی پلن مشخصی ندارد" />
        <ConversionChart title="تبدیل به مشتری بر اساس قالب" rows={trends.byTheme} missing="هیچ درخواستی قالب مشخصی ندارد" />
      </Box>
    </Box>
  );
}
