import { Badge, Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, PersonRegular } from '@fluentui/react-icons';
import { PERSONA_LABELS, formatMonthDayYear, isPersona, type User } from '@bar/domain';
import { useUsers } from '../../../api/users';
import { LoadError } from '../../../components/load-error';
import { problemText } from '../problem-text';
import { LoadingScreen } from '../../../components/loading-screen';
import { ManagerSection } from '../manager-section';
import { useAppConfig } from '../../../config/app-config-context';
import type { AuthMode } from '../../../config/app-config';

export const USER_ROLES_NOTE =
  'User roles are managed through External Entra ID Enterprise Applications. Contact your system administrator to modify user permissions.';

/** Where roles come from, in the sign-in mode the app runs in: Entra ID in Azure, the local sign-in otherwise. */
export function userRolesNote(authMode: AuthMode): string {
  if (authMode === 'entra') return USER_ROLES_NOTE;
  if (authMode === 'oidc') {
    return 'Signed in with the local sign-in (the OpenID Connect provider bundled for development): each demo account brings its roles, e.g. bartender is a Bartender and manager a Bar Manager. In Azure, roles are managed through Entra ID Enterprise Applications.';
  }
  return 'Development sign-in on this machine: whoever signs in holds every role (Customer, Bartender, Bar Manager). In Azure, roles are managed through Entra ID Enterprise Applications.';
}

const useStyles = makeStyles({
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  user: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  icon: { fontSize: '20px', color: tokens.colorNeutralForeground3 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1, flexBasis: '200px' },
  detail: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/**
 * 'Last seen 11/24/2026 at 6:40 PM' in the viewer's time zone and the locale's time format (18:40 where that is
 * how the clock reads); 'Not seen yet' without a visit.
 */
export function lastSeenText(user: Pick<User, 'lastSeenAt'>, locale?: string): string {
  const date = user.lastSeenAt ? new Date(user.lastSeenAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Not seen yet';
  const time = date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  return `Last seen ${formatMonthDayYear(date)} at ${time}`;
}

/** The read-only user list: roles live in the identity provider. */
export function UsersTab() {
  const styles = useStyles();
  const { authMode } = useAppConfig();
  const { data: users, error, isValidating, mutate } = useUsers();

  const actions = (
    <Button icon={<ArrowSyncRegular />} onClick={() => void mutate()} disabled={isValidating}>
      {isValidating ? 'Refreshing...' : 'Refresh Users'}
    </Button>
  );

  let content;
  if (error && !users) {
    content = <LoadError title="Failed to fetch users" error={problemText(error)} onRetry={() => void mutate()} />;
  } else if (!users) {
    content = <LoadingScreen label="Loading users..." />;
  } else {
    const sorted = [...users].sort((a, b) => a.name.localeCompare(b.name));
    content = (
      <>
        <h3 className={styles.heading}>All Users</h3>
        {sorted.length === 0 ? (
          <Text>No users found.</Text>
        ) : (
          <ul className={styles.list} aria-label="All Users">
            {sorted.map((user) => (
              <li key={`${user.role}-${user.id}`} className={styles.user}>
                <PersonRegular className={styles.icon} aria-hidden />
                <span className={styles.who}>
                  <Text weight="semibold">{user.name || user.id}</Text>
                  <Text size={200} className={styles.detail}>
                    {user.email ? (
                      <>
                        <a href={`mailto:${user.email}`}>{user.email}</a> ·{' '}
                      </>
                    ) : null}
                    {lastSeenText(user)}
                  </Text>
                </span>
                <span className={styles.badges}>
                  {(user.personas.length ? user.personas : ['customer']).map((p) => (
                    <Badge key={p} appearance="tint" color={p === 'bar_manager' ? 'brand' : p === 'bartender' ? 'success' : 'informative'}>
                      {isPersona(p) ? PERSONA_LABELS[p] : p}
                    </Badge>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <ManagerSection title="Users" actions={actions}>
      <MessageBar intent="info">
        <MessageBarBody>{userRolesNote(authMode)}</MessageBarBody>
      </MessageBar>
      {content}
    </ManagerSection>
  );
}
