import {
  Badge,
  Menu,
  MenuButton,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  type MenuProps,
} from '@fluentui/react-components';
import { PeopleSwapRegular } from '@fluentui/react-icons';
import { PERSONA_LABELS, isPersona } from '@bar/domain';
import { usePersona } from '../../personas/persona-context';
import { useChoosePersona } from './use-persona-navigation';

export const ROLE_SWITCHER_TEST_ID = 'role-switcher';

/** The checked persona and what choosing one does, for the Menu that holds the persona items. */
export function usePersonaMenuProps(): Pick<MenuProps, 'checkedValues' | 'onCheckedValueChange'> {
  const { persona } = usePersona();
  const choose = useChoosePersona();
  return {
    checkedValues: { persona: [persona] },
    onCheckedValueChange: (_, data) => {
      const next = data.checkedItems[0];
      if (isPersona(next)) choose(next);
    },
  };
}

/** The persona items as a radio group, shared by the header switcher and the small-screen user submenu. */
export function PersonaMenuList() {
  const { switcher } = usePersona();
  return (
    <MenuList>
      {switcher.map((p) => (
        <MenuItemRadio key={p} name="persona" value={p}>
          {PERSONA_LABELS[p]}
        </MenuItemRadio>
      ))}
    </MenuList>
  );
}

/**
 * The header's persona switcher: hidden without personas, a static label with one, a menu with several
 * (a bar manager gets all three).
 */
export function PersonaSwitcher({ className }: { className?: string }) {
  const { persona, switcher } = usePersona();
  const menuProps = usePersonaMenuProps();
  if (switcher.length === 0) return null;
  if (switcher.length === 1) {
    return (
      <div className={className}>
        <Badge appearance="outline" size="large" data-testid={ROLE_SWITCHER_TEST_ID}>
          {PERSONA_LABELS[switcher[0] ?? persona]}
        </Badge>
      </div>
    );
  }
  return (
    <div className={className}>
      <Menu positioning="below-end" {...menuProps}>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton
            appearance="outline"
            icon={<PeopleSwapRegular />}
            data-testid={ROLE_SWITCHER_TEST_ID}
            aria-label={`Persona: ${PERSONA_LABELS[persona]}. Switch persona`}
          >
            {PERSONA_LABELS[persona]}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <PersonaMenuList />
        </MenuPopover>
      </Menu>
    </div>
  );
}
