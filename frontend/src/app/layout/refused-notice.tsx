import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'react-router';
import { PERSONA_LABELS } from '@bar/domain';
import { usePersona } from '../../personas/persona-context';
import { refusedPageOf } from '../routes/guards';

const useStyles = makeStyles({ notice: { marginBottom: tokens.spacingVerticalL } });

/**
 * Said on the home page a visitor was brought to from a page their persona may not open (RequirePersona): which
 * page, who may open it, and, when they could switch to such a persona, how.
 */
export function RefusedNotice() {
  const styles = useStyles();
  const location = useLocation();
  const { accessible } = usePersona();
  const refused = refusedPageOf(location.state);
  if (!refused) return null;
  const who = refused.allowed.map((p) => PERSONA_LABELS[p]).join(' or ');
  const canSwitch = refused.allowed.some((p) => accessible.includes(p));
  return (
    <MessageBar intent="warning" role="status" data-testid="refused-notice" className={styles.notice}>
      <MessageBarBody>
        Only a {who} can open {refused.path}; you are using the app as {PERSONA_LABELS[refused.persona]}, so you were brought to your home page.
        {canSwitch ? ` Switch to ${who} in the user menu to open it.` : ' Ask the manager if you need it.'}
      </MessageBarBody>
    </MessageBar>
  );
}
