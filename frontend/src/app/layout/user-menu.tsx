import { Button, makeStyles } from '@fluentui/react-components';
import { PersonCircleRegular } from '@fluentui/react-icons';
import { useAuth } from '../../auth/auth-context';
import { DeferredMenu } from '../../components/deferred-menu';
import { retryableLazy } from '../../components/load-boundary';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';

const useStyles = makeStyles({
  trigger: { maxWidth: '220px', minWidth: 'auto' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const UserMenuPopup = retryableLazy(() => import('./user-menu-popup'));

/** The header's user button; its menu (user-menu-popup.tsx) loads when it is first opened. */
export function UserMenu() {
  const styles = useStyles();
  const { user } = useAuth();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  if (!user) return null;
  return (
    <DeferredMenu
      menu={UserMenuPopup}
      trigger={
        <Button appearance="subtle" className={styles.trigger} icon={<PersonCircleRegular />} aria-label={`User menu, signed in as ${user.name}`}>
          {small ? null : <span className={styles.name}>{user.name}</span>}
        </Button>
      }
    />
  );
}
