import type { ReactElement } from 'react';
import {
  Caption1,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
  tokens,
  type ButtonProps,
  type MenuProps,
} from '@fluentui/react-components';
import { DataBarVerticalRegular, PeopleSwapRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { PERSONA_LABELS } from '@bar/domain';
import { useAuth } from '../../auth/auth-context';
import { clearReturnTo } from '../../auth/return-to';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import { paths } from '../../config/paths';
import { usePersona } from '../../personas/persona-context';
import type { SignOutState } from '../routes/login-route';
import { PersonaMenuList, usePersonaMenuProps } from './persona-menu';

/** Submenus open on hover after 100 ms and stay open for a 300 ms grace period while the pointer crosses over. */
export const SUBMENU_HOVER_DELAY_MS = 100;
export const SUBMENU_GRACE_MS = 300;
// `safeZone` is accepted by Menu's state hook but missing from its public props type.
const submenuTiming = { hoverDelay: SUBMENU_HOVER_DELAY_MS, safeZone: { timeout: SUBMENU_GRACE_MS } } as Partial<MenuProps>;

const useStyles = makeStyles({
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  signedInAs: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    maxWidth: '260px',
  },
});

/** The user menu itself (loaded on first use, see DeferredMenu): who is signed in, the persona on small screens, Sign Out. */
export default function UserMenuPopup({ trigger, defaultOpen }: { trigger: ReactElement<ButtonProps>; defaultOpen: boolean }) {
  const styles = useStyles();
  const { user } = useAuth();
  const { persona, switcher } = usePersona();
  const navigate = useNavigate();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const personaMenuProps = usePersonaMenuProps();
  if (!user) return null;

  const signOut = () => {
    clearReturnTo();
    const state: SignOutState = { signOut: true };
    void navigate(paths.login.href(), { replace: true, state });
  };

  return (
    <Menu positioning="below-end" defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <div className={styles.signedInAs}>
          <Caption1>Signed in as</Caption1>
          <Text weight="semibold" className={styles.name}>
            {user.name}
          </Text>
          {small && switcher.length === 1 ? <Caption1>{PERSONA_LABELS[persona]}</Caption1> : null}
        </div>
        <MenuList>
          {small && switcher.length > 1 ? (
            <Menu {...submenuTiming} {...personaMenuProps}>
              <MenuTrigger disableButtonEnhancement>
                <MenuItem icon={<PeopleSwapRegular />} data-testid="role-submenu">
                  Persona: {PERSONA_LABELS[persona]}
                </MenuItem>
              </MenuTrigger>
              <MenuPopover>
                <PersonaMenuList />
              </MenuPopover>
            </Menu>
          ) : null}
          {small && switcher.length > 1 ? <MenuDivider /> : null}
          {persona === 'bar_manager' ? (
            <MenuItem icon={<DataBarVerticalRegular />} onClick={() => void navigate(paths.manageReports.href())} data-testid="menu-reports">
              Reports
            </MenuItem>
          ) : null}
          <MenuItem icon={<SignOutRegular />} onClick={signOut}>
            Sign Out
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
