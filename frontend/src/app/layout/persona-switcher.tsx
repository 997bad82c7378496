import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, PeopleSwapRegular } from '@fluentui/react-icons';
import { PERSONA_LABELS } from '@bar/domain';
import { DeferredMenu } from '../../components/deferred-menu';
import { retryableLazy } from '../../components/load-boundary';
import { usePersona } from '../../personas/persona-context';

export const ROLE_SWITCHER_TEST_ID = 'role-switcher';

const useStyles = makeStyles({
  chevron: { marginLeft: tokens.spacingHorizontalXS, fontSize: '16px' },
});

const PersonaMenu = retryableLazy(() => import('./persona-menu'));

/**
 * The header's persona switcher: hidden without personas, a static label with one, a menu with several
 * (a bar manager gets all three).
 */
export function PersonaSwitcher({ className }: { className?: string }) {
  const styles = useStyles();
  const { persona, switcher } = usePersona();
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
      <DeferredMenu
        menu={PersonaMenu}
        trigger={
          <Button
            appearance="outline"
            icon={<PeopleSwapRegular />}
            iconPosition="before"
            data-testid={ROLE_SWITCHER_TEST_ID}
            aria-label={`Persona: ${PERSONA_LABELS[persona]}. Switch persona`}
          >
            {PERSONA_LABELS[persona]}
            <ChevronDownRegular aria-hidden className={styles.chevron} />
          </Button>
        }
      />
    </div>
  );
}
