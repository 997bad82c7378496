import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStaticStyles,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, CheckmarkCircleRegular, PrintRegular } from '@fluentui/react-icons';
import { formatAmount, localIsoDate, purchaseList, purchaseText, shoppingListCsv } from '@bar/domain';
import { useInventory } from '../../../api/inventory';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { useProductName } from '../../../config/app-config-context';
import { downloadCsv } from '../csv-download';
import { ManagerSection } from '../manager-section';
import { problemText } from '../problem-text';
import { usePrice } from '../../../config/app-config-context';

const useStyles = makeStyles({
  tableWrap: { overflowX: 'auto' },
  total: { fontWeight: tokens.fontWeightSemibold, borderTop: `2px solid ${tokens.colorNeutralStroke1}` },
  well: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: tokens.spacingVerticalL },
  wellIcon: { fontSize: '24px', color: tokens.colorPaletteGreenForeground1 },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  printOnly: { display: 'none', '@media print': { display: 'block' } },
});

/*
 * The print stylesheet: on paper only the shopping list shows (no header, tabs or buttons), black on white, and
 * the table is never cut sideways.
 */
const usePrintStyles = makeStaticStyles(`
@media print {
  body * { visibility: hidden !important; }
  [data-print-area="shopping-list"], [data-print-area="shopping-list"] * { visibility: visible !important; }
  [data-print-area="shopping-list"] { position: absolute; inset: 0 auto auto 0; width: 100%; color: #000; background: #fff; }
  [data-print-area="shopping-list"] [data-print-hide] { display: none !important; }
  [data-print-area="shopping-list"] * { overflow: visible !important; }
  [data-print-area="shopping-list"] tr { break-inside: avoid; }
}
`);

/**
 * What to buy: every item at or below its threshold, restocked to twice the threshold, in whole bottles of the
 * item's size where it has one, with what that costs; printable and exportable as CSV.
 */
export function ShoppingListTab() {
  const formatPrice = usePrice();
  const styles = useStyles();
  usePrintStyles();
  const productName = useProductName();
  const { data: items, error, mutate } = useInventory();

  let content;
  let actions = null;
  if (error && !items) {
    content = <LoadError title="Failed to fetch inventory" error={problemText(error)} onRetry={() => void mutate()} />;
  } else if (!items) {
    content = <LoadingScreen label="Loading inventory..." />;
  } else {
    const { lines, total, purchaseTotal } = purchaseList(items);
    if (lines.length > 0) {
      const exportCsv = () => {
        downloadCsv(shoppingListCsv(items), `${productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-shopping-list-${localIsoDate()}.csv`);
      };
      actions = (
        <div className={styles.actions} data-print-hide>
          <Button icon={<PrintRegular />} onClick={() => window.print()}>
            Print
          </Button>
          <Button icon={<ArrowDownloadRegular />} onClick={exportCsv}>
            Export CSV
          </Button>
        </div>
      );
    }
    content =
      lines.length === 0 ? (
        <div className={styles.well} role="status">
          <CheckmarkCircleRegular className={styles.wellIcon} aria-hidden />
          <Text size={400}>All items are well stocked!</Text>
        </div>
      ) : (
        <>
          <Text className={styles.printOnly}>
            {productName} shopping list, {localIsoDate()}
          </Text>
          <Text className={styles.muted}>
            Items at or below their low stock threshold, restocked to twice the threshold. Buy rounds up to whole bottles
            of the item&apos;s size (set a bottle size on an item to buy it by the bottle).
          </Text>
          <div className={styles.tableWrap}>
            <Table aria-label="Shopping list" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Item</TableHeaderCell>
                  <TableHeaderCell>Quantity Needed</TableHeaderCell>
                  <TableHeaderCell>Estimated Cost</TableHeaderCell>
                  <TableHeaderCell>Buy</TableHeaderCell>
                  <TableHeaderCell>Cost to Buy</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lines.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell>{line.name}</TableCell>
                    <TableCell>{formatAmount(line.quantityNeeded, line.unit)}</TableCell>
                    <TableCell>{formatPrice(line.estimatedCost)}</TableCell>
                    <TableCell>{purchaseText(line)}</TableCell>
                    <TableCell>{formatPrice(line.purchaseCost)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <tfoot>
                <TableRow className={styles.total}>
                  <TableCell>Total</TableCell>
                  <TableCell />
                  <TableCell>{formatPrice(total)}</TableCell>
                  <TableCell />
                  <TableCell>{formatPrice(purchaseTotal)}</TableCell>
                </TableRow>
              </tfoot>
            </Table>
          </div>
        </>
      );
  }

  return (
    <div data-print-area="shopping-list">
      <ManagerSection title="Shopping List" actions={actions}>
        {content}
      </ManagerSection>
    </div>
  );
}
