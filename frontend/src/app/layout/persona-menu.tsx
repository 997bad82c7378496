import type { ReactElement } from 'react';
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, type ButtonProps, type MenuProps } from '@fluentui/react-components';
import { PERSONA_LABELS, isPersona } from '@bar/domain';
import { usePersona } from '../../personas/persona-context';
import { useChoosePersona } from './use-persona-navigation';

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

/** The header switcher's menu (loaded on first use, see DeferredMenu). */
export default function PersonaMenu({ trigger, defaultOpen }: { trigger: ReactElement<ButtonProps>; defaultOpen: boolean }) {
  const menuProps = usePersonaMenuProps();
  return (
    <Menu positioning="below-end" defaultOpen={defaultOpen} {...menuProps}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <PersonaMenuList />
      </MenuPopover>
    </Menu>
  );
}
