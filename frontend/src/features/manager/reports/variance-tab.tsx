import { useMemo, useState } from 'react';
import { Badge, Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { defaultVariancePeriod, varianceBandLabel, formatAmount, type StockCount, type VarianceBand, type VarianceLine } from '@bar/domain';
import { usePrice } from '../../../config/app-config-context';
import { useLedger, useVariance } from '../../../api/reports';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { problemText } from '../problem-text';
import { DataTable, Figures, percent } from './report-parts';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  picker: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

const BAND_COLOR: Record<VarianceBand, 'success' | 'informative' | 'warning' | 'danger'> = {
  'under-2': 'success',
  '2-4': 'informative',
  '4-6': 'warning',
  'over-6': 'danger',
};

const useBadgeStyles = makeStyles({
  // A band's words wrap inside the badge instead of running past it on a narrow column.
  badge: { whiteSpace: 'normal', height: 'auto', minHeight: '20px', textAlign: 'start', paddingBlock: '2px' },
});

/** A band in words; `variance` below 0 (stock found over) is said as such, never as stock lost. */
export function BandBadge({ band, variance }: { band: VarianceBand; variance: number }) {
  return (
    <Badge appearance="tint" color={BAND_COLOR[band]} data-band={band} className={useBadgeStyles().badge}>
      {varianceBandLabel(band, variance)}
    </Badge>
  );
}

/**
 * A variance as a share of what the orders used. The orders used none (no share to take): any variance at all is
 * all unexplained (the band says over 6%), none is 0%; never a bare dash beside a band.
 */
export const variancePercent = (p: number | null, variance: number) => {
  if (p !== null) return `${p.toFixed(1)}%`;
  return variance === 0 ? '0.0%' : 'All unexplained (no order used it)';
};

/**
 * The variance between the counts of two business dates, per item: opening + deliveries - waste - closing
 * against what the orders took, sorted by dollar impact, with the trade's bands and the period's pour cost.
 */
export function VarianceTab() {
  // In the bar's currency and locale (BAR_CURRENCY, BAR_LOCALE).
  const price = usePrice();
  const styles = useStyles();
  const ledger = useLedger({ range: '30d' });
  const countDates = useMemo(() => [...new Set((ledger.data ?? []).filter((e) => e.kind === 'count').map((e) => e.date))].sort(), [ledger.data]);
  // Until the manager chooses: the last two counts of the same items (a count of the beer is no closing count of the spirits).
  const defaults = useMemo(() => defaultVariancePeriod((ledger.data ?? []).filter((e): e is StockCount => e.kind === 'count')), [ledger.data]);
  const [typedFrom, setFrom] = useState<string | null>(null);
  const [typedTo, setTo] = useState<string | null>(null);
  const [chosen, setAsked] = useState<{ from: string; to: string } | null>(null);
  const from = typedFrom ?? defaults?.from ?? '';
  const to = typedTo ?? defaults?.to ?? '';
  const asked = chosen ?? defaults;

  const report = useVariance(asked?.from ?? null, asked?.to ?? null);

  let content;
  if (ledger.error && !ledger.data) content = <LoadError title="Failed to load the counts" error={problemText(ledger.error)} onRetry={() => void ledger.mutate()} />;
  else if (!asked && ledger.data) content = <Text>No two counts of the same items in the last 30 days yet. Count a category twice to see its variance.</Text>;
  else if (report.error) content = <Text role="alert">{problemText(report.error)}</Text>;
  else if (!report.data) content = <LoadingScreen label="Loading variance..." />;
  else {
    const r = report.data;
    content = (
      <>
        <Figures
          items={[
            { label: 'Variance at cost', value: price(r.totals.varianceCost), testId: 'variance-total' },
            { label: 'Variance', value: variancePercent(r.totals.variancePercent, r.totals.varianceCost), testId: 'variance-percent' },
            { label: 'Theoretical usage at cost', value: price(r.totals.theoreticalCost) },
            { label: `Pour cost between the counts (target ${percent(r.targetPourCost, 0)})`, value: percent(r.pourCost), testId: 'variance-pour-cost' },
            { label: 'Of which the counted items', value: percent(r.countedPourCost) },
          ]}
        />
        <Text size={200}>
          Pour cost: what the served orders whose stock was taken between the two counts used, at cost, over their revenue ({price(r.revenue)}).
        </Text>
        <div>
          Overall: <BandBadge band={r.totals.band} variance={r.totals.varianceCost} />
        </div>
        <DataTable<VarianceLine>
          title="Variance by item"
          fileName={`variance-${r.from}-to-${r.to}.csv`}
          rows={r.lines}
          testId="variance-table"
          columns={[
            { header: 'Item', cell: (l) => l.name },
            { header: 'Opening', cell: (l) => formatAmount(l.opening, l.unit), csv: (l) => l.opening },
            { header: 'Deliveries', cell: (l) => formatAmount(l.delivered, l.unit), csv: (l) => l.delivered },
            { header: 'Waste', cell: (l) => formatAmount(l.wasted, l.unit), csv: (l) => l.wasted },
            { header: 'Closing', cell: (l) => formatAmount(l.closing, l.unit), csv: (l) => l.closing },
            { header: 'Used (counted)', cell: (l) => formatAmount(l.actual, l.unit), csv: (l) => l.actual },
            { header: 'Used (orders)', cell: (l) => formatAmount(l.theoretical, l.unit), csv: (l) => l.theoretical },
            { header: 'Variance', cell: (l) => formatAmount(l.variance, l.unit), csv: (l) => l.variance },
            { header: 'Variance at cost', cell: (l) => price(l.varianceCost), csv: (l) => l.varianceCost },
            { header: 'Variance %', cell: (l) => variancePercent(l.variancePercent, l.variance), csv: (l) => (l.variancePercent === null ? null : Math.round(l.variancePercent * 10) / 10) },
            { header: 'Band', cell: (l) => <BandBadge band={l.band} variance={l.variance} />, csv: (l) => varianceBandLabel(l.band, l.variance) },
          ]}
        />
      </>
    );
  }

  return (
    <div className={styles.tab}>
      <div className={styles.picker} role="group" aria-label="Counts to compare">
        <Field label="Opening count (business date)">
          <Input type="date" value={from} onChange={(_, d) => setFrom(d.value)} />
        </Field>
        <Field label="Closing count (business date)">
          <Input type="date" value={to} onChange={(_, d) => setTo(d.value)} />
        </Field>
        <Button appearance="primary" disabled={!from || !to} onClick={() => setAsked({ from, to })}>
          Compare
        </Button>
      </div>
      {countDates.length > 0 ? <Text size={200}>Dates with counts in the last 30 days: {countDates.join(', ')}</Text> : null}
      {content}
    </div>
  );
}
