import { useState } from 'react';
import { Button, Field, Input, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { SERVICE_STAGES, SERVICE_STAGE_LABELS, reportRange, type DrinkLine, type SalesReport } from '@bar/domain';
import { usePrice } from '../../../config/app-config-context';
import { ApiError } from '../../../api/client';
import { useSalesReport, type ReportQuery } from '../../../api/reports';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { problemText } from '../problem-text';
import { BarChart, DataTable, Figures, duration, hourLabel, percent, type Column } from './report-parts';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  picker: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalXL },
  over: { color: tokens.colorPaletteRedForeground1 },
});

const PRESETS = [
  { range: 'today', label: 'Today' },
  { range: '7d', label: 'Last 7 days' },
  { range: '30d', label: 'Last 30 days' },
] as const;

/** Whole seconds for a spreadsheet (the percentiles are interpolated). */
const seconds = (value: number | null) => (value === null ? null : Math.round(value));

const drinkColumns = (price: (value: number) => string): Column<DrinkLine>[] => [
  { header: 'Drink', cell: (d) => d.name },
  { header: 'Sold', cell: (d) => d.count },
  { header: 'Revenue', cell: (d) => price(d.revenue), csv: (d) => d.revenue },
  { header: 'Pour cost', cell: (d) => percent(d.pourCost), csv: (d) => (d.pourCost === null ? null : Math.round(d.pourCost * 1000) / 10) },
];

/** Far enough ahead that only the server, which knows the bar's business date, refuses a date after today. */
const NO_LATER_THAN = '9999-12-31';

/**
 * The range picker: three presets and a chosen pair of business dates. What is wrong with the chosen dates (the
 * range rule of domain/, checked before asking, or the server's 400) is said on the date it is about.
 */
function RangePicker({ value, onChange, problem }: { value: ReportQuery; onChange: (q: ReportQuery) => void; problem: string | null }) {
  const styles = useStyles();
  const [from, setFrom] = useState('from' in value ? value.from : '');
  const [to, setTo] = useState('to' in value ? value.to : '');
  const [local, setLocal] = useState<string | null>(null);
  const message = local ?? problem;
  const onFrom = message !== null && /^from[:\s]/.test(message);
  // Said under the date it is about, without the parameter's name ('to: ...') the API prefixes it with.
  const said = message?.replace(/^(?:from|to):\s*/, '');
  const show = () => {
    const checked = reportRange({ from, to }, NO_LATER_THAN);
    setLocal(typeof checked === 'string' ? checked : null);
    if (typeof checked !== 'string') onChange({ from, to });
  };
  return (
    <div className={styles.picker} role="group" aria-label="Report range">
      {PRESETS.map((p) => (
        <ToggleButton
          key={p.range}
          checked={'range' in value && value.range === p.range}
          onClick={() => {
            setLocal(null);
            onChange({ range: p.range });
          }}
        >
          {p.label}
        </ToggleButton>
      ))}
      <Field label="From" validationState={message ? 'error' : 'none'} validationMessage={message && onFrom ? said : undefined}>
        <Input type="date" value={from} onChange={(_, d) => setFrom(d.value)} />
      </Field>
      <Field label="To" validationState={message ? 'error' : 'none'} validationMessage={message && !onFrom ? said : undefined}>
        <Input type="date" value={to} onChange={(_, d) => setTo(d.value)} />
      </Field>
      <Button appearance="primary" disabled={!from || !to} onClick={show}>
        Show
      </Button>
    </div>
  );
}

function SalesFigures({ report }: { report: SalesReport }) {
  const styles = useStyles();
  // In the bar's currency and locale (BAR_CURRENCY, BAR_LOCALE).
  const price = usePrice();
  const drinks = drinkColumns(price);
  const t = report.totals;
  const over = t.pourCost !== null && t.pourCost > t.targetPourCost;
  const slug = `${report.from}-to-${report.to}`;
  return (
    <>
      <Figures
        items={[
          { label: 'Revenue', value: price(t.revenue), testId: 'report-revenue' },
          { label: 'Orders', value: String(t.orders), testId: 'report-orders' },
          { label: 'Drinks sold', value: String(t.drinks) },
          { label: 'Average order', value: t.averageOrderValue === null ? '—' : price(t.averageOrderValue) },
          { label: 'Cancelled orders', value: String(t.cancelledOrders ?? 0), testId: 'report-cancelled' },
          { label: `Pour cost (target ${percent(t.targetPourCost, 0)})`, value: percent(t.pourCost) },
        ]}
      />
      {over ? <Text className={styles.over}>Pour cost is above the target for this range.</Text> : null}
      <div className={styles.grid}>
        <div>
          <BarChart bars={report.byDay.map((d) => ({ label: d.date.slice(5), value: d.revenue }))} />
          <DataTable
            title="Revenue by day"
            fileName={`revenue-by-day-${slug}.csv`}
            rows={report.byDay}
            columns={[
              { header: 'Business date', cell: (d) => d.date },
              { header: 'Revenue', cell: (d) => price(d.revenue), csv: (d) => d.revenue },
              { header: 'Orders', cell: (d) => d.orders },
              { header: 'Drinks', cell: (d) => d.drinks },
            ]}
          />
        </div>
        <div>
          <BarChart bars={report.byHour.map((h) => ({ label: String(h.hour), value: h.revenue }))} />
          <DataTable
            title="Revenue by hour"
            fileName={`revenue-by-hour-${slug}.csv`}
            rows={report.byHour.filter((h) => h.orders > 0)}
            columns={[
              { header: 'Hour', cell: (h) => hourLabel(h.hour) },
              { header: 'Revenue', cell: (h) => price(h.revenue), csv: (h) => h.revenue },
              { header: 'Orders', cell: (h) => h.orders },
              { header: 'Drinks', cell: (h) => h.drinks },
            ]}
          />
        </div>
      </div>
      <div className={styles.grid}>
        <DataTable title="Top drinks by count" fileName={`top-drinks-by-count-${slug}.csv`} rows={report.topByCount} columns={drinks} testId="top-by-count" />
        <DataTable title="Bottom drinks by count" fileName={`bottom-drinks-by-count-${slug}.csv`} rows={report.bottomByCount} columns={drinks} />
        <DataTable title="Top drinks by revenue" fileName={`top-drinks-by-revenue-${slug}.csv`} rows={report.topByRevenue} columns={drinks} />
        <DataTable title="Bottom drinks by revenue" fileName={`bottom-drinks-by-revenue-${slug}.csv`} rows={report.bottomByRevenue} columns={drinks} />
      </div>
      <div>
        <BarChart bars={report.service.map((s) => ({ label: String(s.hour), value: s.completed.p90 ?? 0 }))} />
        <DataTable
          title="Service times by hour (median / 90th percentile)"
          fileName={`service-times-${slug}.csv`}
          rows={report.service}
          empty="No order was started in this range."
          columns={[
            { header: 'Hour', cell: (s) => hourLabel(s.hour) },
            ...SERVICE_STAGES.map((stage) => ({
              header: SERVICE_STAGE_LABELS[stage],
              cell: (s: SalesReport['service'][number]) => `${duration(s[stage].median)} / ${duration(s[stage].p90)}`,
              csvColumns: [
                { header: `${SERVICE_STAGE_LABELS[stage]}: median (s)`, value: (s: SalesReport['service'][number]) => seconds(s[stage].median) },
                { header: `${SERVICE_STAGE_LABELS[stage]}: 90th percentile (s)`, value: (s: SalesReport['service'][number]) => seconds(s[stage].p90) },
              ],
            })),
            { header: 'Orders served', cell: (s) => s.completed.count },
          ]}
        />
      </div>
    </>
  );
}

/** Sales and service for a range of business dates. */
export function SalesTab() {
  const styles = useStyles();
  const [query, setQuery] = useState<ReportQuery>({ range: '7d' });
  const { data, error, mutate } = useSalesReport(query);
  // A range the server refuses (a date after today's business date) is said on the dates, not as a failure.
  const refused = !data && error instanceof ApiError && error.status === 400 && 'from' in query ? problemText(error) : null;
  let content;
  if (refused) content = null;
  else if (error && !data) content = <LoadError title="Failed to load the report" error={problemText(error)} onRetry={() => void mutate()} />;
  else if (!data) content = <LoadingScreen label="Loading report..." />;
  else content = <SalesFigures report={data} />;
  return (
    <div className={styles.tab}>
      <RangePicker value={query} onChange={setQuery} problem={refused} />
      {data ? (
        <Text>
          Business dates {data.from} to {data.to}; sales and pour cost count served orders.
        </Text>
      ) : null}
      {content}
    </div>
  );
}
