import { useEffect, type CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { tokens } from '@fluentui/react-components';
import { attachToaster } from './toast';
import { TOAST_BOTTOM_INSET_VAR, TOAST_DURATION_MS, VISIBLE_TOASTS } from './toast-settings';

export const TOAST_WIDTH_PX = 356;

// Sonner reads its colours from CSS variables: point them at Fluent's tokens.
const fluentTheme = {
  '--width': `${TOAST_WIDTH_PX}px`,
  '--border-radius': tokens.borderRadiusLarge,
  '--normal-bg': tokens.colorNeutralBackground1,
  '--normal-border': tokens.colorNeutralStroke1,
  '--normal-text': tokens.colorNeutralForeground1,
  '--success-bg': tokens.colorPaletteGreenBackground1,
  '--success-border': tokens.colorPaletteGreenBorder1,
  '--success-text': tokens.colorPaletteGreenForeground1,
  '--info-bg': tokens.colorNeutralBackground1,
  '--info-border': tokens.colorBrandStroke2,
  '--info-text': tokens.colorBrandForeground1,
  '--warning-bg': tokens.colorPaletteYellowBackground1,
  '--warning-border': tokens.colorPaletteYellowBorder1,
  '--warning-text': tokens.colorPaletteDarkOrangeForeground1,
  '--error-bg': tokens.colorPaletteRedBackground1,
  '--error-border': tokens.colorPaletteRedBorder1,
  '--error-text': tokens.colorPaletteRedForeground1,
  fontFamily: tokens.fontFamilyBase,
} as CSSProperties;

// Sonner's own distances from the edge (24 px, 16 px on small screens), plus whatever a fixed bottom bar takes.
const above = (px: number) => ({ bottom: `calc(${px}px + var(${TOAST_BOTTOM_INSET_VAR}, 0px))` });

/**
 * Sonner's toast area, loaded with the first toast: bottom right on wide screens, full width at the bottom of a
 * phone, above the cart bar when there is one.
 */
export default function ToasterArea() {
  // Sonner's own Toaster (a child) subscribes in its effect, which runs before this one: nothing asked is lost.
  useEffect(() => attachToaster(toast), []);
  return (
    <SonnerToaster
      position="bottom-right"
      offset={above(24)}
      mobileOffset={above(16)}
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      richColors
      closeButton
      swipeDirections={['right', 'bottom']}
      containerAriaLabel="Notifications"
      style={fluentTheme}
      toastOptions={{
        style: { fontFamily: tokens.fontFamilyBase, fontSize: tokens.fontSizeBase300 },
        // A toast's one action (Undo) is a finger's size: 44 px high.
        actionButtonStyle: {
          minHeight: '44px',
          padding: `0 ${tokens.spacingHorizontalL}`,
          fontSize: tokens.fontSizeBase300,
          fontWeight: tokens.fontWeightSemibold,
          background: tokens.colorBrandBackground,
          color: tokens.colorNeutralForegroundOnBrand,
          borderRadius: tokens.borderRadiusMedium,
        },
      }}
    />
  );
}
