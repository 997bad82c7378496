import { Card, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { RestoreResult } from '@bar/domain';
import { lineText } from '../problem-text';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, backgroundColor: tokens.colorNeutralBackground2 },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  counts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
    gap: tokens.spacingHorizontalS,
    margin: 0,
  },
  count: {
    display: 'flex',
    flexDirection: 'column-reverse',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  countLabel: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  countValue: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, wordBreak: 'break-word' },
});

const COUNTS: Array<[keyof RestoreResult['summary'], string]> = [
  ['usersRestored', 'Users'],
  ['inventoryRestored', 'Inventory Items'],
  ['recipesRestored', 'Recipes'],
  ['ordersRestored', 'Orders'],
  ['ledgerRestored', 'Stock Records'],
  ['imagesRestored', 'Images'],
];

/** What a restore wrote, and its warnings and errors. */
export function RestoreSummary({ result, headingLevel }: { result: RestoreResult; headingLevel: 'h3' | 'h4' }) {
  const styles = useStyles();
  const Heading = headingLevel;
  const warnings = Array.isArray(result.warnings) ? result.warnings.map(lineText) : [];
  const errors = Array.isArray(result.errors) ? result.errors.map(lineText) : [];
  return (
    <Card className={styles.card} data-testid="restore-summary">
      <Heading className={styles.title}>Restore Summary</Heading>
      <dl className={styles.counts} aria-label="Records restored">
        {COUNTS.map(([field, label]) => (
          <div key={field} className={styles.count}>
            <dt className={styles.countLabel}>{label}</dt>
            <dd className={styles.countValue}>{Number(result.summary?.[field]) || 0}</dd>
          </div>
        ))}
      </dl>
      {errors.length > 0 ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Errors ({errors.length})</MessageBarTitle>
            <ul className={styles.list}>
              {errors.map((text, i) => (
                <li key={i}>{text}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {warnings.length > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Warnings ({warnings.length})</MessageBarTitle>
            <ul className={styles.list}>
              {warnings.map((text, i) => (
                <li key={i}>{text}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </Card>
  );
}
