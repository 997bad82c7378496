import { Link } from 'react-router';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Logo } from '../../components/logo';
import { useProductName } from '../../config/app-config-context';
import { paths } from '../../config/paths';
import { PersonaSwitcher } from './persona-switcher';
import { UserMenu } from './user-menu';

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '56px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusMedium,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  spacer: { flexGrow: 1 },
  switcher: {
    '@media (max-width: 639.98px)': { display: 'none' },
  },
});

/** Shown only when signed in: logo and name, the persona switcher (wide screens), the user menu. */
export function Header() {
  const styles = useStyles();
  const productName = useProductName();
  return (
    <header className={styles.header}>
      <Link to={paths.home.href()} className={styles.brand} aria-label={`${productName}, home`}>
        <Logo size={32} />
        <span className={styles.name}>{productName}</span>
      </Link>
      <div className={styles.spacer} />
      <PersonaSwitcher className={styles.switcher} />
      <UserMenu />
    </header>
  );
}
