import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { formatPercent, type DrinkEconomics } from '@bar/domain';
import { usePrice } from '../../../config/app-config-context';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  above: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

/** Cost, pour cost and margin of one drink, the pour cost flagged when it is above the target. */
export function DrinkEconomicsSummary({ economics, target }: { economics: DrinkEconomics; target: number }) {
  const formatPrice = usePrice();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <dl className={styles.list}>
        <div>
          <dt className={styles.term}>Cost</dt>
          <dd className={styles.value}>{formatPrice(economics.cost)}</dd>
        </div>
        <div>
          <dt className={styles.term}>Pour cost</dt>
          <dd className={economics.aboveTarget ? `${styles.value} ${styles.above}` : styles.value}>{formatPercent(economics.pourCost)}</dd>
        </div>
        <div>
          <dt className={styles.term}>Margin</dt>
          <dd className={styles.value}>{formatPrice(economics.margin)}</dd>
        </div>
      </dl>
      {economics.aboveTarget ? (
        <div>
          <Badge color="warning" appearance="tint" icon={<WarningRegular />}>
            Pour cost above {formatPercent(target)} target
          </Badge>
        </div>
      ) : null}
    </div>
  );
}
