import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchBox, makeStyles } from '@fluentui/react-components';
import { paths } from '../../config/paths';
import { Page } from '../../components/page';

const useStyles = makeStyles({
  search: { width: '100%', maxWidth: '480px' },
});

export interface DrinkMenuProps {
  /** From /search/{query}: the decoded query. */
  initialSearch?: string;
}

/**
 * The customer drinks view ('Drink Menu'): the persona home of customers, and /search/{query}.
 * The menu, cart ('Your Order') and 'Your Orders in Progress' come with the customer issue.
 */
export function DrinkMenu({ initialSearch = '' }: DrinkMenuProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialSearch);
  const [syncedFrom, setSyncedFrom] = useState(initialSearch);
  if (syncedFrom !== initialSearch) {
    setSyncedFrom(initialSearch);
    setTerm(initialSearch);
  }

  return (
    <Page title="Drink Menu">
      <SearchBox
        className={styles.search}
        aria-label="Search drinks"
        placeholder="Search drinks"
        value={term}
        onChange={(_, data) => setTerm(data.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && term.trim()) void navigate(paths.searchQuery.href(term));
        }}
      />
    </Page>
  );
}
