import { Suspense, useEffect, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useInventory } from '../../api/inventory';
import { useRecipes } from '../../api/recipes';
import { useUsers } from '../../api/users';
import { retryableLazy } from '../../components/load-boundary';
import { LoadError } from '../../components/load-error';
import { problemText } from './problem-text';
import { LoadingScreen } from '../../components/loading-screen';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { InventoryManagement } from './inventory/inventory-management';
import { RecipeManagement } from './recipes/recipe-management';
import { ShoppingListTab } from './shopping/shopping-list-tab';
import { UsersTab } from './users/users-tab';

const ImageCleanupTab = retryableLazy(async () => ({ default: (await import('./images/image-cleanup-tab')).ImageCleanupTab }));
const BackupRestoreTab = retryableLazy(async () => ({ default: (await import('./backup/backup-restore-tab')).BackupRestoreTab }));

/** The six tabs, Inventory first (the default); `?tab=` keeps the open one across reloads and links. */
export const MANAGER_TABS = [
  { value: 'inventory', label: 'Inventory', Component: InventoryManagement },
  { value: 'recipes', label: 'Recipes', Component: RecipeManagement },
  { value: 'shopping', label: 'Shopping List', Component: ShoppingListTab },
  { value: 'users', label: 'Users', Component: UsersTab },
  { value: 'images', label: 'Image Cleanup', Component: ImageCleanupTab },
  { value: 'backup', label: 'Backup/Restore', Component: BackupRestoreTab },
] as const satisfies ReadonlyArray<{ value: string; label: string; Component: ComponentType }>;

export type ManagerTab = (typeof MANAGER_TABS)[number]['value'];

const useStyles = makeStyles({
  tabs: {
    // Narrower than a desktop, the six tabs are one row that scrolls sideways (about 44 px on a phone, not three
    // rows); from 800 px on, docs/spec.md's six-column grid.
    display: 'flex',
    flexWrap: 'nowrap',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    scrollSnapType: 'x proximity',
    '@media (min-width: 800px)': { display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', overflowX: 'visible' },
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalXXS,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  tab: {
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: 0,
    scrollSnapAlign: 'start',
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'nowrap',
  },
  selected: { backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2 },
  panel: { minWidth: 0 },
  reportsLink: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
});

const tabId = (value: string) => `manager-tab-${value}`;
const panelId = (value: string) => `manager-panel-${value}`;

/**
 * The bar manager's persona home: 'Loading dashboard...' until inventory, recipes and users are in, 'Failed to
 * load dashboard data' when one of them fails, then the six tabs.
 */
export function ManagerDashboard() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const inventory = useInventory();
  const recipes = useRecipes();
  const users = useUsers();

  const requested = params.get('tab');
  const selected = MANAGER_TABS.find((t) => t.value === requested) ?? MANAGER_TABS[0];

  const select = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === MANAGER_TABS[0].value) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  const ready = Boolean(inventory.data && recipes.data && users.data);
  // On a phone the row of tabs scrolls: the open one is brought into view (a link or reload may open the last).
  useEffect(() => {
    if (!ready) return;
    document.getElementById(tabId(selected.value))?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [ready, selected.value]);

  const failed = [inventory, recipes, users].find((r) => r.error && !r.data);
  const loading = !inventory.data || !recipes.data || !users.data;

  let content;
  if (failed) {
    content = (
      <LoadError
        title="Failed to load dashboard data"
        error={problemText(failed.error)}
        onRetry={() => {
          void inventory.mutate();
          void recipes.mutate();
          void users.mutate();
        }}
      />
    );
  } else if (loading) {
    content = <LoadingScreen label="Loading dashboard..." />;
  } else {
    const { Component } = selected;
    content = (
      <>
        <TabList
          className={styles.tabs}
          selectedValue={selected.value}
          onTabSelect={(_, data) => select(String(data.value))}
          aria-label="Manager sections"
          appearance="subtle"
        >
          {MANAGER_TABS.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              id={tabId(tab.value)}
              aria-controls={tab.value === selected.value ? panelId(tab.value) : undefined}
              className={tab.value === selected.value ? `${styles.tab} ${styles.selected}` : styles.tab}
            >
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <div className={styles.panel} role="tabpanel" id={panelId(selected.value)} aria-labelledby={tabId(selected.value)}>
          <Suspense fallback={<LoadingScreen />}>
            <Component />
          </Suspense>
        </div>
      </>
    );
  }

  const actions = (
    <Link to={paths.manageReports.href()} className={styles.reportsLink} data-testid="manager-reports-link">
      Reports
    </Link>
  );
  return (
    <Page title="Manager Dashboard" actions={actions}>
      {content}
    </Page>
  );
}
