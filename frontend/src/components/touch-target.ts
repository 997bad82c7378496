/**
 * Where a finger, not a mouse pointer, taps: a phone-sized screen or a coarse pointer (a tablet). There, small
 * icon buttons get the 44 x 44 px a finger needs, and neighbouring buttons at least 8 px between them.
 */
export const TOUCH_QUERY = '@media (max-width: 639.98px), (pointer: coarse)';

/** For an icon button's className (makeStyles). */
export const touchTarget = { [TOUCH_QUERY]: { minWidth: '44px', minHeight: '44px' } } as const;

/** For a row of such buttons (makeStyles): the gap between them on a touch screen. */
export const touchGap = { [TOUCH_QUERY]: { gap: '8px' } } as const;
