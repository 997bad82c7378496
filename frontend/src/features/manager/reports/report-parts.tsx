import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { toCsv } from '@bar/domain';
import { downloadCsv } from '../csv-download';

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  title: { margin: 0 },
  frame: { position: 'relative', minWidth: 0 },
  tableWrap: { overflowX: 'auto' },
  // Columns as wide as their contents, the table scrolling sideways on a phone (a fixed layout squeezed them over
  // each other).
  table: { tableLayout: 'auto', width: 'max-content', minWidth: '100%' },
  // The first column (what the row is: the item, the hour) stays in place while the others scroll under it.
  stickyCell: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
  // A fade at the right edge while more columns are hidden there.
  moreRight: {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: '28px',
    pointerEvents: 'none',
    backgroundImage: `linear-gradient(to right, transparent, ${tokens.colorNeutralShadowAmbient})`,
  },
  hint: { color: tokens.colorNeutralForeground2 },
  chart: { display: 'flex', alignItems: 'flex-end', gap: '2px', height: '140px', padding: `${tokens.spacingVerticalS} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke1}` },
  column: { flex: '1 1 0', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-end', height: '100%', minWidth: '6px' },
  bar: { width: '100%', backgroundColor: tokens.colorBrandBackground, borderRadius: `${tokens.borderRadiusSmall} ${tokens.borderRadiusSmall} 0 0`, minHeight: '1px' },
  label: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap', overflow: 'hidden', maxWidth: '100%' },
  figures: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM },
  figure: { display: 'flex', flexDirection: 'column', padding: tokens.spacingVerticalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  figureLabel: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  figureValue: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
});

export interface Column<R> {
  header: string;
  /** What the cell shows. */
  cell: (row: R) => ReactNode;
  /** The raw value for the CSV (defaults to the shown text when it is a string or number). */
  csv?: (row: R) => string | number | null;
  /** Several CSV columns for this one (a cell that shows two figures): each a number a spreadsheet can use. */
  csvColumns?: Array<{ header: string; value: (row: R) => number | null }>;
  /** In the CSV only (a figure a spreadsheet wants apart, which the screen already shows in another cell). */
  csvOnly?: boolean;
}

/**
 * Whether the element's contents are wider than it (it scrolls sideways) and whether it is scrolled to the end,
 * following its size and its scrolling.
 */
function useSideways<E extends HTMLElement>(): [attach: (element: E | null) => void, state: { overflows: boolean; atEnd: boolean }] {
  const [element, setElement] = useState<E | null>(null);
  const [state, setState] = useState({ overflows: false, atEnd: true });
  const measure = useCallback(() => {
    if (!element) return;
    const overflows = element.scrollWidth - element.clientWidth > 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setState((s) => (s.overflows === overflows && s.atEnd === atEnd ? s : { overflows, atEnd }));
  }, [element]);
  const frame = useRef(0);
  useEffect(() => {
    if (!element) return;
    frame.current = requestAnimationFrame(measure);
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(measure);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      cancelAnimationFrame(frame.current);
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [element, measure]);
  return [setElement, state];
}

/**
 * A table with a caption and a CSV download of exactly its rows. On a narrow screen it scrolls sideways and says
 * so (a line above it, a fade at the edge), its first column staying in place.
 */
export function DataTable<R>({ title, columns, rows, fileName, empty = 'Nothing in this range.', testId }: { title: string; columns: Column<R>[]; rows: readonly R[]; fileName: string; empty?: string; testId?: string }) {
  const styles = useStyles();
  const download = () => {
    const csvRows = rows.map((r) =>
      columns.flatMap((c) => {
        if (c.csvColumns) return c.csvColumns.map((part) => part.value(r));
        if (c.csv) return [c.csv(r)];
        const shown = c.cell(r);
        return [typeof shown === 'string' || typeof shown === 'number' ? shown : null];
      }),
    );
    const headers = columns.flatMap((c) => (c.csvColumns ? c.csvColumns.map((part) => part.header) : [c.header]));
    downloadCsv(toCsv(headers, csvRows), fileName);
  };
  const [attachScroller, sideways] = useSideways<HTMLDivElement>();
  const shown = columns.filter((c) => !c.csvOnly);
  return (
    <section className={styles.block} aria-label={title} data-testid={testId}>
      <div className={styles.head}>
        <Title3 as="h3" className={styles.title}>
          {title}
        </Title3>
        {/* Named by its table for a screen reader's list of buttons: a page holds several. */}
        <Button size="small" icon={<ArrowDownloadRegular />} onClick={download} disabled={rows.length === 0} aria-label={`Download CSV: ${title}`}>
          Download CSV
        </Button>
      </div>
      {rows.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <>
          {sideways.overflows ? (
            <Text size={200} className={styles.hint} data-testid="scroll-hint">
              Swipe sideways for more columns ({shown.length} in all) →
            </Text>
          ) : null}
          <div className={styles.frame}>
            {/* Focusable while it scrolls, so that a keyboard can scroll it too. */}
            <div
              ref={attachScroller}
              className={styles.tableWrap}
              tabIndex={sideways.overflows ? 0 : undefined}
              role={sideways.overflows ? 'region' : undefined}
              aria-label={sideways.overflows ? `${title}, scrolls sideways` : undefined}
            >
              <Table size="small" aria-label={title} className={styles.table}>
                <TableHeader>
                  <TableRow>
                    {shown.map((c, n) => (
                      <TableHeaderCell key={c.header} className={n === 0 ? styles.stickyCell : undefined}>
                        {c.header}
                      </TableHeaderCell>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((r, i) => (
                    <TableRow key={i}>
                      {shown.map((c, n) => (
                        <TableCell key={c.header} className={n === 0 ? styles.stickyCell : undefined}>
                          {c.cell(r)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            {sideways.overflows && !sideways.atEnd ? <div className={styles.moreRight} aria-hidden="true" /> : null}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * Bars for people who would rather look than read. Hidden from screen readers: the table that always follows
 * it holds the same figures.
 */
export function BarChart({ bars }: { bars: ReadonlyArray<{ label: string; value: number }> }) {
  const styles = useStyles();
  const max = Math.max(0, ...bars.map((b) => b.value));
  return (
    <div className={styles.chart} aria-hidden="true">
      {bars.map((b) => (
        <div key={b.label} className={styles.column} title={`${b.label}: ${b.value}`}>
          <div className={styles.bar} style={{ height: max > 0 ? `${Math.round((b.value / max) * 100)}%` : '0%' }} />
          <span className={styles.label}>{b.label}</span>
        </div>
      ))}
    </div>
  );
}

/** The headline figures, as label and value pairs (a description list for screen readers). */
export function Figures({ items }: { items: ReadonlyArray<{ label: string; value: string; testId?: string }> }) {
  const styles = useStyles();
  return (
    <dl className={styles.figures}>
      {items.map((f) => (
        <div key={f.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{f.label}</dt>
          <dd className={styles.figureValue} data-testid={f.testId}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** '12.5%', or '—' when there is nothing to divide. */
export function percent(share: number | null, digits = 1): string {
  return share === null ? '—' : `${(share * 100).toFixed(digits)}%`;
}

/** Seconds as '4m 05s' ('—' for none). */
export function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

/** '18:00' for 18. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
