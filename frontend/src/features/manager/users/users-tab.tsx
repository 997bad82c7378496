import { Badge, Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, PersonRegular } from '@fluentui/react-icons';
import { PERSONA_LABELS, formatMonthDayYear, isPersona, type User } from '@bar/domain';
import { useUsers } from '../../../api/users';
import { LoadError } from '../../../components/load-error';
import { problemText } from '../problem-text';
import { LoadingScreen } from '../../../components/loading-screen';
import { ManagerSection } from '../manager-section';

export const USER_ROLES_NOTE =
  'User roles are managed through External Entra ID Enterprise Applications. Contact your system administrator to modify user permissions.';

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

/** 'Last seen 11/24/2026 at 18:40' in the viewer's time zone; 'Not seen yet' without a visit. */
export function lastSeenText(user: Pick<User, 'lastSeenAt'>): string {
  const date = user.lastSeenAt ? new Date(user.lastSeenAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Not seen yet';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `Last seen ${formatMonthDayYear(date)} at ${time}`;
}

/** The read-only user list: roles live in the identity provider. */
export function UsersTab() {
  const styles = useStyles();
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
        <MessageBarBody>{USER_ROLES_NOTE}</MessageBarBody>
      </MessageBar>
      {content}
    </ManagerSection>
  );
}
