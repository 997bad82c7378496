import { ownWords } from './own';
/**
 * Base spirits as a family tree: asking for whisky is answered by bourbon, rye or Scotch; asking for bourbon
 * prefers bourbon and accepts its whisky siblings less well.
 *
 * `words` are how a guest says it; `itemWords` are the words in an inventory item's name that make the item that
 * spirit (all the words of one entry must appear). Add a spirit by adding an entry; give it a `parent` when it
 * belongs to a family.
 */
export interface SpiritEntry {
  label: string;
  parent?: string;
  words: string[];
  itemWords: string[][];
  /** Typical strength when an inventory item gives none. */
  abv: number;
}

export const SPIRITS: Record<string, SpiritEntry> = ownWords({
  // ('Mother's ruin': gin's old name.)
  gin: { label: 'gin', words: ['gin', 'gins', 'genever', 'london dry', 'sloe gin', 'mother ruin', 'mothers ruin'], itemWords: [['gin'], ['genever']], abv: 40 },
  vodka: { label: 'vodka', words: ['vodka'], itemWords: [['vodka']], abv: 40 },
  rum: { label: 'rum', words: ['rum', 'rhum', 'rums'], itemWords: [['rum'], ['rhum']], abv: 40 },
  cachaca: { label: 'cachaça', words: ['cachaca', 'caipirinha spirit'], itemWords: [['cachaca']], abv: 40 },
  agave: { label: 'agave spirit', words: ['agave spirit', 'agave spirits', 'agave'], itemWords: [], abv: 40 },
  tequila: { label: 'tequila', parent: 'agave', words: ['tequila', 'tequilas', 'blanco', 'reposado', 'anejo'], itemWords: [['tequila']], abv: 40 },
  mezcal: { label: 'mezcal', parent: 'agave', words: ['mezcal', 'mescal'], itemWords: [['mezcal'], ['mescal']], abv: 42 },
  whisky: { label: 'whisky', words: ['whisky', 'whiskey', 'whiskies', 'whiskys', 'dram'], itemWords: [['whisky'], ['whiskey']], abv: 40 },
  bourbon: { label: 'bourbon', parent: 'whisky', words: ['bourbon', 'kentucky'], itemWords: [['bourbon']], abv: 43 },
  rye: { label: 'rye', parent: 'whisky', words: ['rye'], itemWords: [['rye']], abv: 45 },
  scotch: { label: 'Scotch', parent: 'whisky', words: ['scotch', 'single malt', 'malt', 'islay', 'peated whisky'], itemWords: [['scotch'], ['single', 'malt'], ['islay']], abv: 40 },
  brandy: { label: 'brandy', words: ['brandy', 'brandies', 'armagnac', 'calvados'], itemWords: [['brandy'], ['armagnac']], abv: 40 },
  cognac: { label: 'cognac', parent: 'brandy', words: ['cognac'], itemWords: [['cognac']], abv: 40 },
  pisco: { label: 'pisco', parent: 'brandy', words: ['pisco'], itemWords: [['pisco']], abv: 40 },
});

/** The spirit a guest's word names ('bourbon', 'whiskey', 'mescal'), or undefined. */
export function spiritNamed(word: string): string | undefined {
  return Object.keys(SPIRITS).find((key) => SPIRITS[key]!.words.includes(word));
}

/** The spirit and its ancestors: 'bourbon' -> ['bourbon', 'whisky']. */
export function spiritLineage(spirit: string): string[] {
  const line: string[] = [];
  let current: string | undefined = spirit;
  while (current && !line.includes(current)) {
    line.push(current);
    current = SPIRITS[current]?.parent;
  }
  return line;
}

/**
 * How well a drink's spirit answers a wish for a spirit: 1 for the same or a member of the family asked for
 * (whisky -> bourbon), 0.35 for a sibling (bourbon -> rye), 0.3 for the family when a member was asked for.
 */
export function spiritAffinity(wanted: string, actual: string): number {
  if (wanted === actual) return 1;
  const actualLine = spiritLineage(actual);
  if (actualLine.includes(wanted)) return 1;
  const wantedLine = spiritLineage(wanted);
  if (wantedLine.includes(actual)) return 0.3;
  const wantedParent = wantedLine[1];
  if (wantedParent && actualLine.includes(wantedParent)) return 0.35;
  return 0;
}
