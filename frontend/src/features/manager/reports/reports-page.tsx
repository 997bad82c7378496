import { useSearchParams } from 'react-router';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { Page } from '../../../components/page';
import { CountTab } from './count-tab';
import { SalesTab } from './sales-tab';
import { StockMovesTab } from './stock-moves-tab';
import { VarianceTab } from './variance-tab';

const useStyles = makeStyles({
  // Every section in sight on a phone: the tabs wrap onto a second line rather than run off the screen (a tab
  // off to the right had no sign that it was there). On a laptop they fit on one line as before.
  tabs: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
  panel: { paddingTop: tokens.spacingVerticalM },
});

export const REPORT_TABS = [
  { value: 'sales', label: 'Sales & Service', Component: SalesTab },
  { value: 'count', label: 'Stock Count', Component: CountTab },
  { value: 'moves', label: 'Deliveries & Waste', Component: StockMovesTab },
  { value: 'variance', label: 'Variance', Component: VarianceTab },
] as const;

/** /manage/reports (bar_manager only): sales and service, stock counts, deliveries and waste, variance. */
export function ReportsPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const selected = REPORT_TABS.find((t) => t.value === params.get('tab')) ?? REPORT_TABS[0];
  const { Component } = selected;
  return (
    <Page title="Reports">
      <TabList
        className={styles.tabs}
        selectedValue={selected.value}
        onTabSelect={(_, data) => setParams({ tab: String(data.value) }, { replace: true })}
        aria-label="Report sections"
      >
        {REPORT_TABS.map((t) => (
          <Tab key={t.value} value={t.value} id={`report-tab-${t.value}`}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      <div className={styles.panel} role="tabpanel" aria-labelledby={`report-tab-${selected.value}`}>
        <Component />
      </div>
    </Page>
  );
}
