import { demoBar, guestAsks } from './fixtures';

/**
 * 'Something strong' as a bartender pours it: of the drinks as strong on paper, the stirred, spirit-forward ones (no
 * juice or mixer in the glass) come first; a sour with a quarter of citrus in it (the Margarita) after them. Every
 * writer of an outside set who asked for a strong drink left the Margarita out (ADR 65).
 */
const bar = demoBar();
const { top, read } = guestAsks(bar);
const STIRRED = ['dry-martini', 'manhattan', 'boulevardier', 'negroni', 'old-fashioned', 'oaxaca-old-fashioned', 'mezcal-negroni', 'bourbon-neat', 'islay-single-malt-neat'];

describe('a strong drink asked for', () => {
  test.each(['something strong', "I'm not driving tonight, something strong", 'what is your strongest?'])(
    '%s: the first three are stirred, spirit-forward drinks',
    async (request) => {
      expect(read(request).strength?.level).toBe('strong');
      for (const id of await top(request, 3)) expect(STIRRED).toContain(id);
    },
  );

  test("a strong sour keeps its sours: 'strong and sour' answers sours", async () => {
    const sours = ['sidecar', 'daiquiri', 'margarita', 'whiskey-sour', 'cosmopolitan', 'caipirinha', 'clover-club', 'penicillin'];
    for (const id of await top('strong and sour', 3)) expect(sours).toContain(id);
  });

  test("a strong tequila drink may still be the Margarita: the spirit asked for rules first", async () => {
    expect(['margarita', 'oaxaca-old-fashioned']).toContain((await top('strong tequila drink', 1))[0]);
  });
});
