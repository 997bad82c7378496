import { convertQuantity } from '@bar/domain';
import { fold } from '../text';
import { parseIngredientLine } from './ingredient-line';
import { matchIngredient, type StockIndex } from './matcher';
import type { StockItem } from './profile';

/**
 * A sub-recipe written above the drink that uses it ('Raspberry syrup: 500 g raspberries, 500 g sugar, 250 ml water',
 * 'House sour mix (makes 1 L)' over its lines, then '15 ml raspberry syrup' in the drink): its own lines are no
 * ingredients of the drink. When the bar stocks the product, the drink uses the stock and the sub-recipe goes to the
 * instructions, as written; when it does not, the drink's measure of it is split into the sub-recipe's measured parts
 * in proportion ('30 ml house sour mix' of '500 ml lemon juice, 500 ml sugar syrup' is 15 ml of each), and the
 * sub-recipe goes to the instructions too. Nothing is lost: a part that cannot be measured in millilitres leaves the
 * drink's line as written (ADR 47).
 */
export interface SubRecipesRead {
  lines: string[];
  notes: string[];
  /**
   * A house syrup or cordial the drink's line keeps as written, with the stocked product it is built on (its largest
   * part: the sugar syrup of a basil syrup, the lime juice of a lime cordial), for the line to be offered as that product. The product's name is folded, its '&' and hyphens read as spaces.
   */
  bases: Array<{ product: string; item: StockItem }>;
}

/** A product made in the bar, named at the head of its sub-recipe ('For the passion fruit syrup:' too), with what follows on the line. */
const PRODUCT_HEAD =
  /^\s*(?:[-*\u2022#]+\s*)?(?:sub[- ]?recipe\s*(?:[:\-\u2013\u2014]\s*)?)?(?:(?:for|para|pour|fur|per|voor)\s+)?((?:(?:house|homemade|home made|our|my|the)\s+)?(?:[a-z][a-z' &-]{0,30}?\s)?(?:syrup|sour mix|mix|cordial|shrub|oleo saccharum|oleo|infusion|puree|concentrate|tincture|reduction|sirup|sirope|xarope|sciroppo|sirop))\s*(?:\(([^()]*)\)\s*)?(?:[:\-\u2013\u2014]\s*(.*))?$/;
// (One run of spaces before the mark, and one after a note in brackets: never two runs side by side that a long run of
// spaces could be shared between.)
/**
 * Any other name at the head of a list of parts ('Falernum: 300 ml white rum, 200 ml lime juice, ...', 'Clarified
 * lime:' over its lines): a sub-recipe only when the drink then uses it by that name with an amount ('20 ml falernum').
 */
const NAMED_HEAD = /^\s*(?:[-*\u2022#]+\s*)?(?:(?:for|para|pour|fur|per|voor)\s+(?:the\s+)?)?((?:(?:house|homemade|home made|our|my|the)\s+)?[a-z][a-z' -]{2,30}?)\s*(?:\(([^()]*)\)\s*)?(?:[:\-\u2013\u2014]\s*(.*))$/;
/** What a sub-recipe says it makes ('makes 1 L', 'yields 750 ml'). */
const MAKES = /\b(?:makes?|yields?|for|rende|ergibt|fait)\s+(?:about\s+|approx\.?\s+|ca\.?\s+|~\s*)?(\d+(?:[.,]\d+)?)\s*(l|litres?|liters?|ml|cl)\b/;
/** A method line inside a sub-recipe ('Simmer 10 minutes, strain.'). */
const METHOD_LINE = /^(?:simmer|boil|heat|warm|cool|steep|infuse|rest|chill|blend|blitz|strain|stir|shake|leave|let|bring|dissolve|combine|mix|muddle|macerate|cover|whisk|store|keeps?|bottle|refrigerate)\b/;
/** Plain water, which the drink's split leaves out ('coconut water', 'rose water' are products, kept). */
const WATER = /^(?:(?:hot|cold|warm|boiling|filtered|still|tap|plain|fresh|chilled|room temperature)\s+)*water$/;
/** A line that starts with its amount ('500 ml sugar syrup', '2 cinnamon sticks', '½ lemon', 'a pinch of salt'). */
const AMOUNT_FIRST = /^(?:[-*\u2022]\s*)?(?:[\d.,/\u00bc-\u00be\u2150-\u215e]|(?:a|an|one|two|three|four|five|six|half|a few|some|all(?: of)?(?: the)?)\s|(?:zest|peels?|rind|juice) of\s)/;
/** The parts of a sub-recipe the drink's name of it may be written in: '&', 'and' and hyphens read as spaces ('strawberry & balsamic shrub', 'strawberry-balsamic shrub'). */
export const looseName = (folded: string): string => folded.replace(/\s?(?:&|\band\b|[-\u2010-\u2013])\s?/g, ' ').replace(/ +/g, ' ');
/** A product whose drink's line is offered as what it is built on: a syrup, a cordial, an oleo (a shrub or an infusion is its own thing). */
const BUILT_ON = /(?:syrup|cordial|oleo|saccharum|sirup|sirope|xarope|sciroppo|sirop)$/;
/** A line's pieces, for an amount of the product inside a spec on one line ('GIN SMASH — 60 ml gin, 20 ml basil syrup'). */
const PIECES = /[,;+]|\s[\u2013\u2014]\s/;

/** A line's pieces, each without a label before it ('Per drink: 60 ml spirit base' is '60 ml spirit base'); trimmed. */
function piecesOf(line: string, asWritten = false): string[] {
  return line
    .split(asWritten ? /\s*[,;+]\s*|\s[\u2013\u2014]\s/ : PIECES)
    .map((piece) => piece.trim().replace(/^[^:\d]{2,30}:\s?/, '').trim())
    .filter(Boolean);
}

/** A volume said with its unit ('500 ml', '1 L', '2 oz', '1 tbsp'); a bare count, '5 cinnamon sticks', is none. */
const VOLUME_SAID = /(?:\d|\b(?:a|an|one|half))\s*(?:ml|cl|dl|l|ltr|litres?|liters?|oz|fl\.?\s*oz|ounces?|tsp|tbsp|teaspoons?|tablespoons?|barspoons?|dash(?:es)?|cups?)\b/i;

function mlOf(part: string): number | null {
  if (!VOLUME_SAID.test(fold(part))) return null;
  const line = parseIngredientLine(part);
  if (line.quantity === null || !line.unit) return null;
  return convertQuantity(line.quantity, line.unit, 'ml');
}

function gramsOf(part: string): number {
  const said = /(\d+(?:[.,]\d+)?)\s*(kg|g|grams?|grammes?)\b/.exec(fold(part));
  return said ? Number(said[1]!.replace(',', '.')) * (said[2] === 'kg' ? 1000 : 1) : 0;
}

function nameOf(part: string): string {
  return parseIngredientLine(part).name;
}

/**
 * A card app's checklist marks and heading, read as a list's ('[x] 300g caster sugar', '[ ] simmer 10 min', 'Checklist –
 * House rhubarb cordial (makes ~1 L)'). Folded.
 */
const CHECKLIST_MARK = /^(?:[-*\u2022]\s*)?\[[ x\u2713\u2714]?\]\s*|^checklist\s*[:\-\u2013\u2014]\s*/;
/** A part weighed ('500g forced rhubarb', '200 g demerara sugar'): no measure a drink's millilitres can be split into. */
const WEIGHED = /\d\s*(?:g|kg|grams?|grammes?)\b/;

/**
 * A prep labelled by letter or number on a prep sheet ('PREP A - Rum blend (1 bottle each)', 'Prep 2: Citrus mix (makes
 * 1 L)', 'Part A – Spiced cranberry syrup (makes 1 L)'), read as its name's heading; and the label the drink's line repeats after the name ('60 ml Rum blend (Prep A)').
 */
const PREP_LABEL = /^(?:prep|part|sub[- ]?recipe|component) (?:[a-z]|#?\d{1,2}) ?[:\-\u2013\u2014] ?([a-z][^:]{2,60}?) ?:?$/;
const PREP_LABEL_AFTER = / ?\((?:prep|sub[- ]?recipe|component) (?:[a-z]|#?\d{1,2})\)/g;

/**
 * A prep's heading said by what it makes, with no colon ('SPICED BASE (makes 1 litre)', 'House cordial (yields 750 ml)'):
 * read as a name's heading over its lines.
 */
const MAKES_HEADING = /^([a-z][a-z' -]{2,30}?\s?\((?:makes?|yields?)\s[^()]{1,30}\))$/;

/**
 * A prep labelled by a letter or a number and a bracket, with its volume in brackets ('A) GIN-BASE (1 l)', '2) CITRUS MIX
 * (500 ml)'): read as a name's heading that makes that much; and the label the drink's line repeats after it ('60 ml
 * gin-base (A)'). Folded.
 */
const LETTERED_HEADING = /^(?:[a-z]|\d{1,2})\)\s?([a-z][a-z' -]{2,30}?)\s?\((\d+(?:[.,]\d+)?\s?(?:l|ml|cl|litres?|liters?))\)$/;
/** A prep named by its kind after what it holds ('gin base', 'rum blend', 'citrus mix'). Folded. */
const PREP_KIND = /\s(base|blend|mix|premix|batch)$/;
const LETTER_AFTER = /(\d\s?(?:ml|cl|oz)\s[a-z][a-z' -]{2,30}?)\s?\((?:[a-z]|\d{1,2})\)$/;

export function withSubRecipes(lines: readonly string[], index: StockIndex): SubRecipesRead {
  const folded = lines.map((l) => fold(l).trim().replace(CHECKLIST_MARK, '').replace(PREP_LABEL, '$1:').replace(PREP_LABEL_AFTER, '').replace(MAKES_HEADING, '$1:').replace(LETTERED_HEADING, (_m: string, name: string, made: string) => `${looseName(name)} (makes ${made}):`).replace(LETTER_AFTER, '$1'));
  const out = [...lines];
  const dropped = new Set<number>();
  const notes: string[] = [];
  const bases: SubRecipesRead['bases'] = [];
  for (let i = 0; i < lines.length; i++) {
    if (dropped.has(i)) continue;
    const formed = PRODUCT_HEAD.exec(folded[i]!);
    const head = formed ?? NAMED_HEAD.exec(folded[i]!);
    if (!head) continue;
    const product = looseName(head[1]!.replace(/^(?:the|our|my)\s+/, '').trim());
    // (A product of its own name, two words or more: a bare 'Mix:' or 'Syrup' is a label, and 'mix' a step.)
    if (formed && !/\s/.test(product)) continue;
    // (A name of no form, 'Falernum:', only when a line uses it by that name with an amount, its hyphens as spaces: 'gin-base'.)
    if (!formed) {
      const usedByName = new RegExp(String.raw`^(?:[-*\u2022]\s*)?[\d.,/\u00bc-\u00be\u2150-\u215e][^a-z]*(?:ml|cl|oz|dashes|dash|tsp|barspoons?)?\s*(?:of\s+)?(?:the\s+)?${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\s*$`);
      if (!folded.some((t, k) => k !== i && (usedByName.test(looseName(t)) || piecesOf(t).some((piece) => usedByName.test(looseName(piece)))))) continue;
    }
    // (The head alone with an amount is the drink's own line: '15 ml raspberry syrup' is no heading.)
    if (/^\s*[\d.,/]/.test(folded[i]!)) continue;
    const inline = (head[3] ?? '').trim();
    let parts: string[];
    let end = i;
    if (inline && /\d/.test(inline)) {
      parts = inline.split(/\s*(?:,|;|\s\+\s)\s*/).filter(Boolean);
    } else if (!inline) {
      parts = [];
      // (Its lines end at a blank line or a heading before the drink's own: lines that run on into the drink's with no
      // break are not told apart, and the paste is read as written.)
      let ended = false;
      for (let k = i + 1; k < lines.length; k++) {
        const text = folded[k]!;
        if (!text) {
          ended = true;
          break;
        }
        // (The drink's own lines start where the product is used, or at a line with no amount after the parts.)
        if (looseName(text).includes(product) && /\d/.test(text)) break;
        // (A part starts with its amount, or is a step of the method; the drink's heading does neither, blank line or not:
        // 'AMARETTO SOUR — GALA DINNER, 40 COVERS'.)
        if (!AMOUNT_FIRST.test(text) && !METHOD_LINE.test(text)) {
          ended = true;
          break;
        }
        parts.push(lines[k]!.trim());
        end = k;
      }
      if (!ended) continue;
    } else continue;
    // Only a sub-recipe the drink uses: a line after it names the product with an amount.
    // (Or before it, when the sub-recipe is written under the drink: '15ml lavender syrup (see below)'.)
    // (Or inside a spec on one line, with its amount: 'GIN SMASH — 60 ml gin, 20 ml basil syrup'.)
    // (Or after a label, 'Per drink: 60 ml spirit base, 45 ml citrus mix'.)
    const usedIn = (t: string) => piecesOf(t).some((piece) => looseName(piece).includes(product) && AMOUNT_FIRST.test(piece.replace(/^[-*\u2022]\s*/, '')));
    const uses = folded.map((t, k) => ({ t, k })).filter(({ t, k }) => (k > end || k < i) && looseName(t).includes(product) && (AMOUNT_FIRST.test(t.replace(/^[-*\u2022]\s*/, '')) || usedIn(t)) && !PRODUCT_HEAD.exec(t)?.[3]);
    const measured = parts.filter((p) => !METHOD_LINE.test(fold(p)));
    if (uses.length === 0 || measured.length === 0) continue;
    notes.push(`${lines[i]!.trim().replace(/[:\s]+$/, '')}${inline ? '' : `: ${parts.join(', ')}`}`.replace(/\s+/g, ' '));
    for (let k = i; k <= end; k++) dropped.add(k);
    // (A base, blend or mix of a stocked spirit, 'gin base', 'rum blend', is the bar's own prep, not the spirit: stocked
    // only when the stock names it so.)
    const stocked = matchIngredient(parseIngredientLine(`30 ml ${product}`), index);
    const kind = PREP_KIND.exec(product)?.[1];
    if (stocked && !stocked.near && (!kind || fold(stocked.item.name).includes(kind))) continue;
    // (What it is built on, should the drink's line be kept as written: its largest part, water aside, when the bar
    // stocks that very product: the sugar syrup of a basil syrup, the lime juice of a lime cordial. A syrup of weighed
    // sugar, an oleo or a lavender syrup, is built on no product the bar pours: its line is listed as written.)
    if (formed && BUILT_ON.test(product)) {
      const sized = measured.filter((p) => !WATER.test(fold(nameOf(p)).trim())).map((p) => ({ p, size: mlOf(p) ?? gramsOf(p) }));
      const largest = sized.reduce<{ p: string; size: number } | null>((best, x) => (x.size > (best?.size ?? 0) ? x : best), null);
        const base = largest ? matchIngredient(parseIngredientLine(nameOf(largest.p)), index) : null;
      if (base && !base.near) bases.push({ product, item: base.item });
    }
    // (A sub-recipe written under the drink keeps the drink's line as written, for the manager: what it makes is said
    // after the drink has used it.)
    // (Unless every part of it is measured in millilitres: 'house sour mix (1 L): 600 ml lemon juice, 400 ml sugar syrup'.)
    if (uses.every(({ k }) => k < i) && measured.some((p) => mlOf(p) === null)) continue;
    // Not stocked: each use split into the measured parts, in proportion to what the sub-recipe makes.
    const withMl = measured.map((p) => ({ p, ml: mlOf(p) }));
    // (A sub-recipe of weighed fruit or sugar, '500g forced rhubarb, 300g caster sugar, 400ml water, 50ml lemon juice': the
    // drink's line stays as written, for the manager; its millilitres split would pour a sliver of lemon juice for it.)
    // (Only when the weighed parts are a good share of it, a quarter of the poured ones or more: 'Clarified lime: 500 ml
    // lime juice, 5 g agar' is still its lime juice; a cordial of 500 ml lime juice and 450 g sugar is no lime juice.)
    const grams = measured.reduce((sum, p) => sum + (WEIGHED.test(fold(p)) ? gramsOf(p) : 0), 0);
    const poured = measured.reduce((sum, p) => sum + (WATER.test(fold(nameOf(p)).trim()) ? 0 : (mlOf(p) ?? 0)), 0);
    if (grams * 4 >= poured && grams > 0) continue;
    // (Parts not measured in millilitres, 'two cinnamon sticks', are listed as written, for the manager.)
    const counted = withMl.filter((x) => x.ml === null).map((x) => x.p);
    if (withMl.every((x) => x.ml === null)) {
      for (const { k } of uses) out[k] = [lines[k]!, ...counted].join('\n');
      continue;
    }
    const said = MAKES.exec(head[2] ? fold(head[2]) : '') ?? MAKES.exec(folded[i]!);
    const total = said ? convertQuantity(Number(said[1]!.replace(',', '.')), /^l|lit/.test(said[2]!) ? 'l' : said[2]!, 'ml') : withMl.reduce((s, x) => s + (x.ml ?? 0), 0);
    if (!total) continue;
    for (const { k } of uses) {
      // (A use among other things on one line, 'Per drink: 60 ml spirit base, 45 ml citrus mix, 60 ml pineapple juice':
      // only its own piece is split, the others kept as lines of their own; a line another sub-recipe split is read as
      // it now stands.)
      const pieces = out[k]!.split('\n').flatMap((l) => (l === lines[k] ? piecesOf(l, true) : [l]));
      const at = pieces.findIndex((piece) => looseName(fold(piece)).includes(product) && AMOUNT_FIRST.test(fold(piece).replace(/^[-*\u2022]\s*/, '')));
      const piece = pieces.length > 1 && at >= 0 ? pieces[at]! : lines[k]!;
      const used = mlOf(piece);
      if (used === null) continue;
      const split = withMl.filter((x) => x.ml !== null && !WATER.test(fold(nameOf(x.p)).trim())).map((x) => `${Math.round(((used * x.ml!) / total) * 100) / 100} ml ${nameOf(x.p)}`);
      // (Water alone measured, the rest weighed or counted, '500 ml water, 500 g sugar, 10 passion fruits': the drink's
      // line stays as written, for the manager.)
      // (Nor when none of the parts is stocked, 'water, caster sugar, dried lavender': the drink's line, unmatched, says more
      // to the manager than its parts would.)
      const anyStocked = split.some((part) => {
        const found = matchIngredient(parseIngredientLine(part), index);
        return found !== null && found !== undefined && !found.near;
      });
      if (pieces.length > 1 && at >= 0) {
        if (split.length && anyStocked) out[k] = [...pieces.slice(0, at), ...split, ...counted, ...pieces.slice(at + 1)].join('\n');
        continue;
      }
      out[k] = split.length && anyStocked ? [...split, ...counted].join('\n') : lines[k]!;
    }
  }
  return { lines: out.flatMap((l, k) => (dropped.has(k) ? [] : l.split('\n'))), notes, bases };
}
