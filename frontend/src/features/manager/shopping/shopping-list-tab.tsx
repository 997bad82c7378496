import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { formatPrice, shoppingList } from '@bar/domain';
import { useInventory } from '../../../api/inventory';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { ManagerSection } from '../manager-section';

const useStyles = makeStyles({
  tableWrap: { overflowX: 'auto' },
  total: { fontWeight: tokens.fontWeightSemibold, borderTop: `2px solid ${tokens.colorNeutralStroke1}` },
  well: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: tokens.spacingVerticalL },
  wellIcon: { fontSize: '24px', color: tokens.colorPaletteGreenForeground1 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** What to buy: every item at or below its threshold, restocked to twice the threshold, with a total. */
export function ShoppingListTab() {
  const styles = useStyles();
  const { data: items, error, mutate } = useInventory();

  let content;
  if (error && !items) {
    content = <LoadError title="Failed to fetch inventory" error={error} onRetry={() => void mutate()} />;
  } else if (!items) {
    content = <LoadingScreen label="Loading inventory..." />;
  } else {
    const { lines, total } = shoppingList(items);
    content =
      lines.length === 0 ? (
        <div className={styles.well} role="status">
          <CheckmarkCircleRegular className={styles.wellIcon} aria-hidden />
          <Text size={400}>All items are well stocked!</Text>
        </div>
      ) : (
        <>
          <Text className={styles.muted}>Items at or below their low stock threshold, restocked to twice the threshold.</Text>
          <div className={styles.tableWrap}>
            <Table aria-label="Shopping list" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Item</TableHeaderCell>
                  <TableHeaderCell>Quantity Needed</TableHeaderCell>
                  <TableHeaderCell>Estimated Cost</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lines.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell>{line.name}</TableCell>
                    <TableCell>
                      {line.quantityNeeded} {line.unit}
                    </TableCell>
                    <TableCell>{formatPrice(line.estimatedCost)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <tfoot>
                <TableRow className={styles.total}>
                  <TableCell>Total</TableCell>
                  <TableCell />
                  <TableCell>{formatPrice(total)}</TableCell>
                </TableRow>
              </tfoot>
            </Table>
          </div>
        </>
      );
  }

  return <ManagerSection title="Shopping List">{content}</ManagerSection>;
}
