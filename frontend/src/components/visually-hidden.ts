import type { GriffelStyle } from '@fluentui/react-components';

/** Out of sight but read by screen readers: live regions, words only a screen reader needs (use as a makeStyles slot). */
export const visuallyHidden: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
