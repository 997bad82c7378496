import type { Flavour } from './flavours';
import { ownWords } from './own';

/**
 * How guests phrase what they want, beyond flavours and spirits: alcohol-free wishes, kinds of drink, negation,
 * price, occasions. Phrases are written naturally; they are folded, singularised and matched word by word
 * ("n't" is read as ' not' before matching, so "don't like" is written 'do not like').
 */

/** A blow to the guest's own head ('I hit my head on the slope', 'concussed'): a reason for no alcohol, and said back. */
export const HEAD_INJURY_SAID: readonly string[] = ['hit my head', 'banged my head', 'bumped my head', 'knocked my head', 'smacked my head', 'head injury', 'concussion', 'concussed'];

/** Any of these makes the request alcohol-free: no drink with alcohol will be suggested. */
export const ALCOHOL_FREE_PHRASES = [
  'non alcoholic', 'nonalcoholic', 'non-alcoholic', 'alcohol free', 'alcohol-free', 'alcoholfree', 'no alcohol', 'zero alcohol', 'zero proof',
  'zero-proof', '0%', '0.0', 'mocktail', 'virgin', 'sober', 'teetotal', 'teetotaler', 'teetotaller', 'not drinking',
  'i am driving', 'i\'m driving', 'driving tonight', 'designated driver', 'pregnant', 'soft drink', 'booze free', 'booze-free', 'no booze',
  'dry january', 'dry july', 'dry february', 'dryuary', 'dry this month', 'dry this week', 'dry for the month', 'going dry', 'staying dry', 'sober october', 'sober curious', 'free of alcohol', 'nothing alcoholic', 'without alcohol', 'without any alcohol',
  'for my kid', 'for a kid', 'for a child', 'for the kid', 'for my child', 'temperance', 'on antibiotic', 'alcohol-less', 'spirit-free', 'spirit free',
  // Slang and reasons.
  'non boozy', 'non-boozy', 'nonboozy', 'booze-less', 'boozeless', 'staying dry', 'stay dry', 'dry tonight', 'dry night', 'a dry night', 'dry night for me', 'dry evening', 'dry weekend', 'dry shift', 'no drink for me', 'no drinks for me', 'no drinking for me', 'keeping it dry', 'going dry', 'on the wagon',
  // At the helm of a boat as at the wheel of a car ('skipper here, taking the boat back', 'I'm at the helm'), and dry
  // said of the guest ('so I'm completely dry'), never of a drink.
  'skipper here', 'i am the skipper', 'i am skipper', 'i am skippering', 'skippering', 'at the helm', 'on the helm', 'helming', 'driving the boat',
  'sailing the boat', 'steering the boat', 'piloting the boat', 'driving the ferry', 'i am the captain tonight', 'captaining', 'i am completely dry',
  'i am totally dry', 'i am dry tonight', 'i am staying dry', 'i am keeping dry', 'stay completely dry', 'staying completely dry', 'keep completely dry', 'stay totally dry',
  'not drinking tonight', 'no drinking', 'not a drinker', 'i do not drink alcohol', 'in recovery', 'recovering alcoholic', 'breastfeeding', 'nursing',
  'on medication', 'antibiotics', 'i have to drive', 'i need to drive', 'driving home', 'designated', 'the driver', 'dd tonight', 'alcohol free drink',
  // Ages: never a price.
  'underage', 'under age', 'under aged', 'minor', 'a minor', 'teenager', 'teen', 'kid', 'kids', 'child', 'children', 'too young', 'not old enough',
  'not of age', 'under the drinking age', 'under drinking age',
  // More reasons and slang: driving, expecting, medication, quitting, faith, work.
  'mock tail', 'sobriety', 'i drive', 'driving', 'have to drive', 'got to drive', 'gotta drive', 'must drive', 'dd', 'expecting a baby', 'i am expecting',
  'we are expecting', 'preggers', 'preggo', 'preggy', 'up the duff', 'up the spout', 'knocked up', 'in the family way', 'in the pudding club', 'trimester', 'first trimester', 'second trimester', 'third trimester', 'weeks pregnant',
  // School: 'high school', 'in 10th grade' (the reader turns a grade into 'teenager'), 'junior high', 'lycée'.
  'high school', 'highschool', 'high schooler', 'middle school', 'junior high', 'in school still', 'lycee', 'lyceen', 'lyceenne', 'secundaria', 'en la prepa', 'on meds', 'medication', 'metronidazole', 'non alc', 'non-alc', 'na beer', 'quit drinking', 'stopped drinking',
  'gave up drinking', 'gave up alcohol', 'given up alcohol', 'giving up drink', 'given up drink', 'gave up drink', 'giving up alcohol', 'giving up booze', 'off the drink', 'off the booze', 'off alcohol', 'off the alcohol', 'off it for lent', 'off it for january', 'off it for the month', 'halal', 'muslim', 'mormon', 'on call', 'recovering',
  'amritdhari', 'baha i', 'jain', 'scram monitor', 'scram bracelet', 'scram device', 'ankle monitor', 'alcohol monitor', 'interlock', 'cabin crew', 'flight attendant', 'bottle to throttle', 'hotesse de l air', 'stewardess', 'i am fasting', 'breaking my fast', 'breaking the fast', 'breaking fast', 'break my fast', 'break the fast',
  'nothing haram', 'no haram', 'haram', 'ramadan', 'iftar', 'islamic', 'religious reasons', 'my religion', 'my faith',
  // The car and the keys, a shift or a standby, said sideways ('I'm the taxi tonight', 'got to get the car home',
  // 'firefighter on standby', 'on shift at 6', 'I'll be good tonight', 'a beer that doesn't count').
  'the taxi', 'taxi tonight', 'get the car home', 'take the car home', 'got the car', 'have the car', 'got the keys', 'have the keys', 'car keys',
  'behind the wheel', 'lifts duty', 'on lifts', 'giving lifts', 'giving a lift', 'drive us home', 'driving us home', 'driving everyone home',
  'drive everyone home', 'driving the minibus', 'on standby', 'on shift', 'on duty', 'be good tonight', 'being good tonight', 'behave tonight',
  'behaving tonight', 'clear head', 'a beer that does not count', 'beer that does not count', 'not really a beer', 'a beer that is not a beer',
  // Abstinence by a vow or a faith's rule ('I keep the five precepts, nothing intoxicating', an Irish Pioneer's pin).
  'nothing intoxicating', 'no intoxicants', 'no intoxicant', 'intoxicants', 'five precepts', 'the precepts', 'fifth precept', 'pioneer pin',
  'the pioneer', 'a pioneer', 'for a pioneer', 'i am a pioneer', 'the pin since', 'total abstinence', 'abstinence', 'i abstain', 'abstaining',
  'abstain from alcohol', 'the pledge', 'took the pledge', 'taken the pledge',
  // Not even a drop ('of alcohol' after it is no wish for it).
  'not a drop', 'not a single drop', 'not one drop', 'not even a drop', 'no trace of alcohol', 'not a trace of alcohol', 'not even a trace', 'zero zero',
  // Off the drink, said the pub's way ('been off the sauce for a year'), and a drink asked for without its alcohol ('G n T
  // but make it zero').
  'off the sauce', 'off the drink', 'off the grog', 'off the hooch', 'on the dry', 'make it zero',
  // (And in the words the north of England and Ireland use for drink itself: 'off the ale this month', 'off the bevvy',
  // 'off the gargle': no alcohol, not only no beer. 'Off the beer, a gin please' stays a 'no' to beer.)
  'off the ale', 'off the ales', 'off the bevvy', 'off the bevvies', 'off the bevy', 'off the gargle', 'off the jar', 'off the jars', 'off the lash',
  'off the piss', 'off the sesh', 'make it a zero', 'make it virgin',
  'make it a virgin', 'make it alcohol free', 'make it non alcoholic', 'zero version', 'the zero one', 'the zero version',
  // Medicines that do not mix with alcohol, by their kind or their name ('took a sleeping pill', 'on blood thinners',
  // 'on warfarin'), and the crew of a flight ('first officer on the morning flight', 'flying the plane tomorrow').
  'sleeping pill', 'sleeping pills', 'sleeping tablet', 'sleeping tablets', 'sleep aid', 'sleeping aid', 'melatonin', 'zolpidem', 'ambien', 'zopiclone',
  'temazepam', 'diazepam', 'valium', 'xanax', 'alprazolam', 'lorazepam', 'benzodiazepine', 'benzodiazepines', 'benzos', 'blood thinner', 'blood thinners',
  'blood thinning', 'anticoagulant', 'anticoagulants', 'warfarin', 'coumadin', 'apixaban', 'eliquis', 'rivaroxaban', 'xarelto', 'clopidogrel', 'plavix',
  'painkillers', 'opioids', 'codeine', 'tramadol', 'oxycodone', 'morphine', 'gabapentin', 'pregabalin', 'antidepressants', 'lithium', 'antipsychotics',
  'muscle relaxant', 'muscle relaxants', 'disulfiram', 'antabuse', 'insulin', 'anti anxiety meds', 'anxiety meds', 'epilepsy meds', 'seizure meds',
  // A blow to the head today ('hit my head on the slope', 'a concussion'): no alcohol until a doctor says so. A Buddhist
  // monk or nun keeps the precepts.
  ...HEAD_INJURY_SAID, 'hit his head', 'hit her head', 'buddhist monk', 'buddhist nun', 'i am a monk', 'i am a nun',
  // (A lay Buddhist keeping the precepts, 'keeping precepts this weekend', 'observing the five precepts', takes none either.)
  'keeping precepts', 'keeping the precepts', 'keeping the five precepts', 'keep the precepts', 'keep the five precepts', 'observing the precepts', 'observing the five precepts', 'taking the precepts', 'five precepts', 'eight precepts', '5 precepts', '8 precepts', 'the precepts', 'uposatha',
  'first officer', 'co pilot', 'copilot', 'co-pilot', 'i am a pilot', 'im a pilot', 'i m a pilot', 'pilot here', 'as a pilot', 'flight crew', 'aircrew', 'air crew', 'flying the plane', 'fly the plane',
  'flight deck', 'operating crew', 'as crew', 'on the crew', 'rostered to fly',
  // At work: 'can't drink on the job', 'on the clock', 'working tonight', 'still at work'.
  'on the job', 'on the clock', 'working tonight', 'working the gig', 'working the show', 'working the event', 'still working', 'at work tonight',
  // School, so under age: 'still in sixth form', 'still at school', 'year 12 student', 'just finished my GCSEs'.
  'sixth form', 'sixth former', 'sixth formers', 'still at school', 'still in school', 'year 10', 'year 11', 'year 12', 'year 13', 'gcse', 'gcses',
  'my a levels', 'doing my a levels',
  // An American first or second year of college, under the American drinking age ('college freshman', 'sophomore at UT').
  'freshman', 'freshmen', 'a freshman', 'college freshman', 'freshman year', 'sophomore', 'sophomores', 'just started college', 'first year of college', 'first semester of college',
  'still at work', 'on my shift', 'can not drink on the job', 'can not drink at work', 'can not drink while working', 'can not drink tonight', 'can not drink alcohol', 'not allowed to drink on the job', 'not allowed to drink at work', 'not allowed to drink tonight', 'during my shift', 'crew tonight', 'on the crew tonight',
];

/**
 * Saying one does not (or may not) drink, in the languages the reader knows, matched on the folded and translated
 * text ('pas de' is already 'no', 'nichts' already 'nothing'). A 'not' that is about a spirit ('je ne bois pas de
 * gin', 'I don't drink gin') is not one of these: the pattern ends at the clause, at a joining word ('I don't drink but I
 * have a sweet tooth') or at a word about time or alcohol.
 */
const CLAUSE_END = String.raw`(?=\s*(?:$|[,.;:!?)\-]|(?:on|with|while on) (?:it|them|this|that|these|those|my meds|my medication)\b|(?:but|though|tho|although|and|or|so|pero|mais|aber|ma|mas|y|et|und|pour|por|para|per|wegen|aus|weil|parce|porque|perche|car)\b|tonight\b|today\b|anymore\b|any more\b|alcohol\b|at all\b|now\b|lately\b|nowadays\b|these days\b|rn\b|atm\b|at the moment\b|currently\b|either\b|this (?:week|month|year|season|evening|winter|summer|time)\b|on (?:weeknights|weekdays|week nights|school nights|a school night|work nights|a work night)\b|during the week\b|because\b|since\b|as i\b|while\b|for (?:\w+ )?(?:reasons?|religious|religion|faith|health|medical|personal|my)\b|due to\b|for (?:\w+ )?(?:years?|months?|weeks?|a while|a long time|ages|life|good)\b|in (?:years|ages)\b|da (?:anni|tempo|mesi)\b|faz tempo\b|ha (?:anos|meses)\b|hace\b|depuis\b|seit\b|mehr\b|heute\b|ce soir\b|aujourd|esta noche\b|hoy\b|stasera\b|oggi\b|hoje\b))`;
export const NOT_DRINKING: readonly RegExp[] = [
  // A medicine not to be mixed with alcohol, said of it ('my GP said don't mix it with alcohol', 'told me not to mix my
  // tablets with booze').
  /\b(?:not|never|do not|does not|should not|must not|can not|could not)\s+(?:to\s+)?(?:mix|combine|take|have)\s+(?:it|them|this|that|these|those|(?:my|the|his|her)\s+(?:\w+\s+)?(?:tablets?|pills?|meds|medication|medicine|prescription|antibiotics?))\s+with\s+(?:any\s+)?(?:alcohol|booze|drink|drinks|drinking|liquor)\b/,
  // Mixing with alcohol refused, said of no object ('took meclizine, no mixing with booze', 'can't mix with alcohol').
  // (Never of a drink itself: 'my whisky not mixed with anything'.)
  /(?<!\b(?:whisky|whiskey|gin|rum|vodka|tequila|spirit|spirits|scotch|bourbon|cognac|drink)\s+)\b(?:no|not|never|can not|could not|should not|must not|do not|does not|not allowed to|not supposed to)\s+(?:be\s+)?(?:mix|mixing|mixed|combine|combining|combined)\s+(?:it\s+|them\s+|this\s+|that\s+)?with\s+(?:any\s+)?(?:alcohol|booze|liquor)\b/,
  // 'can't have a drop tonight', 'not allowed a single sip'.
  /\b(?:can not|could not|must not|should not|will not|do not|not allowed to|not supposed to|not allowed) (?:have |drink |take |touch )?(?:a|one|a single|even a|any) (?:drop|sip|drink(?=\s*(?:$|[,.;!?]|tonight|today|at all)))\b/,
  new RegExp(String.raw`\b(?:can not|could not|must not|should not|will not|do not|does not|did not|not allowed to|not supposed to|not going to|never)(?: (?:really )?(?:(?:want|wish|plan|intend|need|mean) to|wanna))?(?: (?:really|actually|usually|normally|even))? (?:drink|be drinking)${CLAUSE_END}`),
  // ('I don't feel like drinking at all tonight', 'not in the mood to drink'.)
  new RegExp(String.raw`\b(?:do not|does not|not)\s+(?:really\s+)?(?:feel like drinking|in the mood (?:to drink|for drinking))${CLAUSE_END}`),
  // Never drunk at all ('I have never taken a drink in my life', 'never touched a drop', 'never had alcohol'); not a
  // first visit ('never had a drink here') nor a drink never had so good ('never had a drink like this').
  /\b(?:never|not once|not ever)\s+(?:in my (?:whole |entire )?life\s+)?(?:had|taken|touched|tasted|drunk|drank|tried|sipped)\s+(?:a |one |any |an |even a |a single |one single )?(?:drop|sip|drink|alcohol|booze|alcoholic drink|alcoholic)\b(?!\s+(?:like|this|that|as|so|quite|better|of|here|at|on|in(?! my (?:whole |entire )?life)|with|from|made|mixed|i|you|since|while|outside|abroad)\b)/,
  new RegExp(String.raw`\bne (?:bois|boit|buvons|peux pas boire|dois pas boire|vais pas boire)(?: pas| plus| jamais| rien)?${CLAUSE_END}`),
  new RegExp(String.raw`\btrinke\s+(?:\w+\s+){0,2}(?:nicht|nothing|no alcohol)(?: mehr)?${CLAUSE_END}`),
  new RegExp(String.raw`\b(?:darf|kann|werde|will) (?:heute )?(?:nicht|nothing|no alcohol) trinken\b`),
  // ('No puedo comer huevo', 'não posso comer nada com ovo', 'non posso mangiare uova': eating is no drinking; a bare
  // 'no puedo' at a clause's end still is.)
  /\bno (?:(?:puedo|voy a|debo|quiero) (?:beber|tomar)|tomo|bebo)\b(?! (?:gin|rum|ron|vodka|tequila|whisky|whiskey|cerveza|vino))|\bno (?:puedo|debo)(?=\s*(?:$|[,.;:!?]))/,
  /\bnao (?:(?:posso|vou|devo|quero) beber|bebo)\b(?! (?:gin|rum|vodka|tequila|whisky|cerveja|vinho))|\bnao (?:posso|devo)(?=\s*(?:$|[,.;:!?]))/,
  /\bnon (?:(?:posso|devo|voglio) bere|bevo)\b(?! (?:gin|rum|vodka|tequila|whisky|birra|vino))|\bnon (?:posso|devo)(?=\s*(?:$|[,.;:!?]))/,
];

/**
 * Nothing but water ('doc said nothing but water after midnight', 'water only for me', 'solo agua', 'nur Wasser',
 * "rien que de l'eau", 'solo acqua', 'só água'), matched on the folded text: no drink on the menu is water, so none is
 * offered. Never water that is a mixer ('soda water', 'agua tónica') or water already drunk ('I've only had water
 * today').
 */
export const WATER_ONLY_SAID = new RegExp(
  [
    String.raw`\b(?:nothing|none|no drinks?|no other drinks?|not anything)\s+(?:but|except(?: for)?|other than|apart from|besides|beyond)\s+(?:plain |still |tap |a glass of |some )?water\b`,
    String.raw`(?<!\b(?:had|drank|drunk|been drinking|been|not|isn'?t|isn t|than|besides|but)\s+)\b(?:only|just|strictly)\s+(?:plain |still |tap )?water\b(?![ -]?based)`,
    String.raw`(?<!\b(?:soda|tonic|sparkling|fizzy|coconut|rose|orange blossom|tonica)\s+)\b(?:water|agua|eau|wasser|acqua)\s+(?:only|solamente|seulement|uniquement)\b`,
    String.raw`\b(?:solo|solamente|unicamente|nada mas que|nada excepto|nada salvo|soltanto|niente altro che|so|somente|apenas|nada alem de)\s+(?:agua|acqua)\b(?!\s+(?:tonica|con gas))`,
    String.raw`\b(?:rien que|que|seulement|uniquement|juste)\s+(?:de l\W?|d\W?)eau\b(?!\s+(?:tonique|gazeuse))`,
    String.raw`\b(?:nur|bloss|nichts ausser|nichts als)\s+(?:stilles\s+)?wasser\b`,
  ].join('|'),
);

/**
 * Not wanting to get drunk, in the six languages, matched on the folded and translated text: a 'no' within a few words
 * before being drunk ('not get wasted', 'nothing that gets me drunk', 'no quiero emborracharme', 'je ne veux pas être
 * ivre', 'ich will nicht betrunken werden', 'non voglio ubriacarmi', 'não quero ficar bêbado').
 */
export const NOT_GETTING_DRUNK =
  /\b(?:no|not|never|nothing|without|sin|sans|ohne|senza|sem|nicht|pas|nao|non)\b(?:\s+\S+){0,4}?\s+(?:tipsy|drunk|buzzed|wasted|hammered|smashed|plastered|legless|sloshed|dizzy|woozy|light[ -]?headed|knock me over|knock me out|knocks me over|floor me|borrach[oa]s?|emborrach\w*|betrunken|besoffen|ivre|bourre|soul|ubriac\w*|bebad[oa]s?|embebedar\w*|pedo)\b/g;

/**
 * An alcohol-free wish that allows not even a trace (the 0.5% an alcohol-free beer may carry): '0.0', 'not even
 * 0.5%', 'no trace', pregnancy and nursing, a child or a minor, recovery, faith (halal), an alcohol allergy. Matched on
 * the folded, translated text.
 */
const NO_ALCOHOL_TRACE_SAID =
  /(?:antibiot|\bmeds\b|medication|(?:^|[^\d.,])0[.,]0(?![.,]?\d)|\bnot even (?:the |a |an |that )?0[.,]5|\b(?:no|not a) trace(?!s?\s+of\s+(?!alcohol|booze|alc\b|ethanol)[a-z])|\b(?:any|a) trace(?!s?\s+of\s+(?!alcohol|booze|alc\b|ethanol)[a-z])(?!s?\s+(?:of (?:alcohol|booze)\s+)?(?:(?:is|are|would be|'s|s)\s+)?(?:totally\s+|perfectly\s+|absolutely\s+)?(?:fine|ok|okay|alright|all right|no problem|acceptable|good)\b|\s+(?:won'?t|will not|wont|doesn'?t|does not) (?:hurt|matter))|\bnot (?:a|one) (?:single )?drop|\b(?:can'?\s?t|cannot|can not|won'?\s?t|mustn'?\s?t|must not|not allowed to|never) touch (?:a|one) (?:single )?drop|\b(?:strictly|completely|totally|absolutely|100%) (?:alcohol|non|no alcohol|zero)|\bzero alcohol|\bzero zero|pregnan|\bpregg(?:o|y|ers)\b|trimest|\bexpecting|breastfeed|\bnursing|amament|amamant|\blactan|\blactando|allait|\bstill(?:e|en|end|zeit)\b|allatt|\bteetotal|\bon the wagon\b|\boff the (?:sauce|drink|grog|hooch|booze)\b|\bsixth form|\bstill (?:at|in) school\b|\byear 1[0-3]\b|\bgcses?\b|\ba levels?\b|\bsleeping (?:pills?|tablets?|aids?)\b|\bsleep aid|\bmelatonin|\bzolpidem|\bambien|\bzopiclone|\btemazepam|\bdiazepam|\bvalium|\bxanax|\balprazolam|\blorazepam|\bbenzo|\bblood thin|\banticoagul|\bwarfarin|\bcoumadin|\bapixaban|\beliquis|\brivaroxaban|\bxarelto|\bclopidogrel|\bplavix|\bpainkillers\b|\bopioid|\bcodeine|\btramadol|\boxycodone|\bmorphine|\bgabapentin|\bpregabalin|\bantidepressant|\blithium\b|\bantipsychotic|\bmuscle relaxant|\bdisulfiram|\bantabuse|\binsulin\b|\banxiety meds\b|\bepilepsy meds\b|\bseizure meds\b|\bfirst officer\b|\bco-?\s?pilot\b|\bflight crew\b|\ba(?:ir)?\s?crew\b|\bfly(?:ing)? the plane\b|\bflight deck\b|\bas crew\b|\bon the crew\b|\brostered to fly\b|\bdo(?:n't|nt| not) drink (?:any ?more|these days|now)\b|\bno longer drink|\b(?:stopped|quit|gave up|given up|giving up) (?:drinking|alcohol|the booze|booze|the drink)\b|\bastemi|\babstemi|\babstinen|\bpioneer\b|\bprecepts?\b|\bintoxica|\b(?:took|taken|take) the pledge\b|\bzero[ -]?proof|\brecover|\bsobriety|\baa\b|alcoholics anonymous|\b(?:12|twelve)[ -]steps?\b|\bsober\b|\bkids?\b|\bchild|\bteen|\bunder ?age|\bminor\b|\bnephew|\bniece|\bdaughter|\bson\b|\bmy boy\b|\bmy girl\b|\btoo young|\bnot old enough|\bnot of age|\bdrinking age|\bhalal|\bharam|\bmuslim|\bislam|\breligio|\bmy faith\b|\bramadan|\bmormon|\blds\b|allergic to alcohol|alcohol allerg|alcohol intoleran|\bamritdhari|\bbaha i\b|\bjain\b|\bscram (?:monitor|bracelet|device)|ankle monitor|alcohol monitor|interlock|cabin crew|flight attendant|bottle to throttle|hotesse de l air|\bpilots?\b|\bnot even (?:a |an |the )?(?:alcohol free|non alcoholic|zero|0 0) beer|\b(?:doc|doctor|gp|dr|physician|consultant|surgeon|nurse)(?:'s|\u2019s| s| has| had)? (?:says?|said|told me|orders?|advised?|forbids?)\b)/;
/** A pregnancy said sideways or in jest ('my midwife would kill me', 'the bump says no', 'bun in the oven'). */
// (And by how far along or when the baby is due: '5 months along', 'due in June', 'due in March!'; not an essay due;
// not the guest's trade: 'I'm a midwife, delivered twins'.)
// (And as a midwife writes it: 'G2P1', 'primip', '28/40' or '32+3/40', weeks out of forty.)
export const PREGNANCY_SAID_SIDEWAYS = String.raw`\bg\d{1,2}\s*p\d{1,2}\b|\b(?:primip|primigravida|multip|multigravida|gravida)\b|(?<!\b(?:scored|score|got|quiz|test|exam|marks?|points?)\s+)\b(?:[4-9]|[1-3]\d|4[0-2])(?:\s*\+\s*[0-6])?\s*\/\s*40\b(?!\s*(?:points?|marks?|on|in the)\b)|(?<!\b(?:i am|i'm|im|i m|as|work as|working as)\s+(?:a|the|an)\s+)\bmidwife|\b(?:my|the|baby) bump\b|\bbun in the oven\b|\bbaby on board\b|\bantenatal\b|\bprenatal\b|\bobstetrician|\bob ?gyn\b|\b\d{1,2} (?:months?|mos?) (?:along|gone|pregnant)\b|\bmonths along\b|(?<!\b(?:essay|report|paper|rent|project|thesis|assignment|bill|payment|deadline|invoice|it|that|this|which|work|homework|coursework|taxes|tax return|return|flight|train|bus)\s+(?:is\s+|are\s+|was\s+)?)\bdue (?:in|on|next|this|at the end of|early|late|mid|around) (?:jan\w*|feb\w*|march|mar|apr\w*|may|june?|july?|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|spring|summer|autumn|fall|winter|\d{1,2} weeks?)\b`;
export const NO_ALCOHOL_TRACE = new RegExp(`${PREGNANCY_SAID_SIDEWAYS}|${NO_ALCOHOL_TRACE_SAID.source}`);

/** A guest under this age gets only alcohol-free drinks ('I'm 16', 'we are 17 and 15', 'under 21'); when in doubt, alcohol-free. */
export const DRINKING_AGE = 21;

/** Words for alcohol itself: negated they mean alcohol-free ('no alcohol'), softly negated a light drink. */
export const ALCOHOL_WORDS = ['alcohol', 'alcoholic', 'booze', 'boozy', 'boozey', 'liquor', 'hooch', 'spirit'];

/** What a guest who can take nothing fizzy must not be given: every carbonated thing, beers with the sodas and the wine. */
export const FIZZY_THINGS: readonly string[][] = [['soda'], ['tonic'], ['ginger', 'beer'], ['cola'], ['prosecco'], ['champagne'], ['cava'], ['sparkling'], ['lager'], ['ipa'], ['stout'], ['beer']];

/** Kinds of drink a guest can ask for (or rule out). 'spirit' means a spirit served on its own. */
export const CATEGORY_WORDS: Record<'beer' | 'wine' | 'spirit' | 'cocktail', string[]> = {
  // (And the glasses and cans it comes in: Australia's 'schooner', 'middy', 'a pot'; a 'tinnie', a 'stubby', a 'tall boy'.)
  beer: ['beer', 'lager', 'ale', 'pint', 'brew', 'brewski', 'pilsner', 'pils', 'porter', 'ipa', 'stout', 'cold one', 'craft beer', 'draft', 'draught', 'on tap', 'on draught', 'on draft', 'schooner', 'middy', 'a pot', 'pot of', 'tinnie', 'tinny', 'tinnies', 'stubby', 'stubbie', 'stubbies', 'tall boy', 'tallboy'],
  wine: ['wine', 'vino', 'glass of red', 'glass of white', 'a red', 'a white', 'red wine', 'white wine', 'rose wine', 'rose', 'sommelier'],
  spirit: ['neat', 'straight', 'straight up', 'on the rock', 'on the rocks', 'sipping spirit', 'a dram', 'just the spirit', 'no mixer', 'a shot', 'shot'],
  cocktail: ['cocktail', 'mixed drink', 'something mixed', 'mixology'],
};

/** Wine styles, answered by the drinks whose ingredients carry these words. */
export const WINE_STYLE_WORDS: Record<string, string[]> = ownWords({
  'glass of red': ['red'],
  'a red': ['red'],
  'red wine': ['red'],
  'glass of white': ['white'],
  'a white': ['white'],
  'white wine': ['white'],
  'rose wine': ['rose'],
  rose: ['rose'],
});

/** 'Light' is about body as well as alcohol: these also steer away from rich and creamy drinks. */
export const LIGHT_BODY_WORDS = ['light', 'lighter', 'light-bodied', 'not heavy', 'nothing heavy', 'not too heavy', 'nothing too heavy', 'delicate'];

/** Words that turn what follows into something to avoid. */
export const NEGATORS = [
  'no', 'not', 'without', 'never', 'nothing', 'nothin', 'nuthin', 'nothng', 'none', 'avoid', 'hate', 'dislike', 'except', 'excluding', 'minus', 'skip', 'nor', 'neither',
  'allergic', 'allergic to', 'allergy to', 'intolerant', 'react to', 'reacts to', 'react badly to', 'reaction to', 'reactions to', 'sensitive to', 'sensitivity to', 'do not like', 'do not want', 'do not love', 'not a fan of', 'not into', 'not keen on', 'rather not',
  'stay away from', 'stay well away from', 'stay far away from', 'keep well away from', 'steer clear of', 'can not stand', 'can not have', 'can not drink', 'can not eat', 'can not take', 'do not eat', 'must avoid',
  'have to avoid', 'need to avoid', 'other than', 'instead of', 'no more', 'hold the', 'free from',
  'anything but', 'everything but', 'anything apart from', 'anything aside from', 'anything besides', 'anything bar', 'anything save', 'anything excluding', 'everything apart from', 'everything besides', 'everything except', 'anything else but', 'anything else except', 'anything else apart from', 'anything else besides', 'something apart from', 'something besides', 'sick of', 'tired of', 'had enough of', 'less', 'hatred of', 'hatred for',
  'rather than', 'detest', 'loathe', 'despise', 'abhor', 'can not tolerate', 'can not stomach', 'lose the', 'ditch the', 'exclude', 'staying away from',
  'keeping away from', 'stay clear of', 'steering clear of', 'lay off', 'laying off', 'can not do', 'can not handle', 'can not manage', 'can not cope with',
  'can not deal with', 'can not abide', 'can not bear', 'can not face',
  // Tired of a drink: 'I'm so over spritzes', 'bored of mojitos', 'done with gin'.
  'so over', 'i am over', 'bored of', 'bored with', 'am done with', 'fed up with', 'over it with',
  // Passed on: 'I'll pass on anything from Mexico', 'passing on the gin tonight'.
  'pass on', 'passing on', 'will pass on', 'give a miss to',
  // Asked not to be put in: 'please don't put ginger beer', 'do not add tonic', "don't use any syrup".
  'do not put', 'do not add', 'do not use', 'do not include', 'do not mix', 'do not pour',
];

/** Words right after a negator that soften it: 'not too sweet' avoids sweetness a little, not at all costs. */
export const SOFTENERS = ['too', 'very', 'overly', 'so', 'that', 'super', 'excessively', 'particularly', 'overpoweringly', 'much', 'crazy'];

/** Words after a negator that do not end its reach before what it negates: 'nothing with gin', 'no sweet or fruity'. */
export const NEGATION_CONTINUERS = ['even', 'those', 'these', 'touch', 'touching', 'having', 'ordering', 'another', 'or', 'nor', 'with', 'from', 'usual', 'same', 'typical', 'regular', 'a', 'an', 'any', 'anything', 'something', 'the', 'of', 'like', 'drink', 'too', 'really', 'at', 'all', 'in', 'it', 'al', 'au', 'aux', 'alla', 'allo', 'ao', 'aos', 'del', 'della', 'dello'];

/**
 * How a guest says a thing is no limit, in English: 'lime is fine', 'eggs are no problem'. One table for the three
 * readers of it (the safety layer's items said fine and its allergen words said fine, the request reader's exceptions
 * to a group ruled out).
 */
export const FINE_WORDS = ['fine', 'ok', 'okay', 'alright', 'allowed', 'good', 'no problem', 'not a problem', 'welcome'];
/**
 * The same in the other languages ('Limette passt', 'la lima está bien'): only for the request reader's exceptions,
 * which never lift an allergen; never for the safety layer, where 'bien' and 'bueno' are also 'very' and 'well'
 * ('huevo bien malo para mí' is an egg said to be very bad).
 */
export const FINE_WORDS_ABROAD = ['bien', 'gut', 'bene', 'bem', 'bueno', 'passt'];
/** The words before an exception to a group ruled out ('no whisky except bourbon', 'nothing fizzy apart from prosecco'). */
export const EXCEPT_WORDS = ['except for', 'except', 'excepting', 'apart from', 'aside from', 'besides', 'save for', 'bis auf'];
/** The English heads of an allergy before what it is to ('allergic to kiwi', 'an intolerance to lactose'). */
export const ALLERGY_HEADS = ['allergic to', 'allergy to', 'allergies to', 'intolerant to', 'intolerance to'];

/** After a thing, words that make it a kind ('a Guinness-type thing', 'gin kind of stuff'): a 'no' goes on past them. */
const KIND_OF_THING = ['type', 'thing', 'things', 'kind', 'sort', 'style'];
/** After the negated thing, only these carry the negation on to more things: 'no gin or vodka'; 'no gin, anything with lime' does not. */
export const NEGATION_LIST_WORDS = ['or', 'nor', 'a', 'an', 'any', 'the', 'of', 'too', 'really', 'at', 'all', ...KIND_OF_THING];

/** Phrases that cancel a following negator: "I don't mind gin". */
export const NEGATION_CANCELLERS = ['do not mind', 'would not mind', 'not against', 'not opposed to', 'no problem with', 'not bad'];

/** Before a drink's name: the guest wants something like it, not necessarily it. */
export const LIKE_CUES = [
  'something like', 'anything like', 'drink like', 'one like', 'similar to', 'similar', 'such as', 'in the style of', 'style of', 'twist on',
  'alternative to', 'kind of', 'along the line of', 'reminiscent of', 'usually drink', 'usually have', 'usually order', 'normally drink', 'normally have',
  'favourite is', 'favorite is', 'fan of', 'i love', 'i like', 'i enjoy', 'i really like', 'i really love', 'i enjoyed', 'i had a', 'close to', 'in the vein of',
  'in the spirit of', 'riff on', 'take on', 'spin on', 'inspired by', 'reminds me of', 'version of', 'cousin of', 'loved the', 'liked the', 'enjoyed the', 'i loved', 'i liked',
];

/** Degree words before a flavour. */
export const INTENSIFIERS: Record<string, number> = ownWords({ very: 1.3, really: 1.3, extra: 1.3, super: 1.3, properly: 1.2, seriously: 1.3, quite: 1.1, proper: 1.2 });
export const DIMINISHERS: Record<string, number> = ownWords({ slightly: 0.5, 'a bit': 0.6, 'a little': 0.6, 'a touch': 0.5, hint: 0.5, 'a hint of': 0.5, somewhat: 0.7, mildly: 0.6, lightly: 0.6 });

/** A preference for cheaper drinks (a price limit is read from the text: 'under $10'). */
export const CHEAP_WORDS = ['cheap', 'cheapest', 'cheaper', 'budget', 'inexpensive', 'affordable', 'bargain', 'low cost', 'on a budget', 'good value', 'value for money', 'not expensive', 'not too expensive', 'skint',
  // Broke as money, not as a thing that broke ('the shuttle broke down').
  'i am broke', 'we are broke', 'so broke', 'bit broke', 'flat broke', 'stone broke', 'pretty broke', 'kinda broke', 'totally broke', 'really broke',
  'very broke', 'quite broke', 'broke student', 'broke students', 'broke af', 'broke till payday', 'broke this week', 'broke until payday', 'feeling broke',
  'being broke', 'am broke', 'are broke', 'is broke', 'broke college'];

/** A bundle of flavours, a strength, a kind of drink and ingredients that a word stands for. */
export interface Occasion {
  flavours: Partial<Record<Flavour, number>>;
  strength?: 'strong' | 'light';
  category?: 'beer' | 'wine';
  /** Ingredients the wish asks for (item words), answered only by what this bar stocks. */
  ingredients?: string[][];
  /** How a drink for it is served ('elegant', 'for a date': served up, in a stemmed glass). */
  serve?: Serve;
  /** A character known for a drink ('James Bond'), not a drink's name: never said to be missing from the menu. */
  character?: boolean;
  /** A drink with no alcohol in it ('a lassi', 'nimbu pani'): its closest are the menu's alcohol-free drinks, a wish, no limit. */
  noAlcohol?: boolean;
}

/**
 * Classic drinks that are often not on the menu, and the characters known for a drink: what they are made of and
 * taste like, so 'anything like a Sazerac?' or 'feeling like James Bond' is answered with the menu's closest drinks.
 * A bar whose menu has the drink by name answers it by name as well.
 */
export const CLASSICS: Record<string, Occasion> = ownWords({
  sazerac: { flavours: { rich: 0.7, bitter: 0.4 }, strength: 'strong', ingredients: [['rye'], ['bourbon'], ['bitters']] },
  gimlet: { flavours: { citrus: 0.9, sour: 0.6 }, ingredients: [['gin'], ['lime']] },
  // Argentina's fernet with cola ('fernet con coca', 'fernandito'): bitter, herbal and long with cola.
  'fernet with cola': { flavours: { bitter: 0.8, herbal: 0.6, bubbly: 0.5 }, ingredients: [['cola'], ['campari']] },
  'fernet and cola': { flavours: { bitter: 0.8, herbal: 0.6, bubbly: 0.5 }, ingredients: [['cola'], ['campari']] },
  fernandito: { flavours: { bitter: 0.8, herbal: 0.6, bubbly: 0.5 }, ingredients: [['cola'], ['campari']] },
  fernet: { flavours: { bitter: 0.9, herbal: 0.8 }, ingredients: [['campari']] },
  'mint julep': { flavours: { minty: 0.7, sweet: 0.3 }, strength: 'strong', ingredients: [['bourbon'], ['mint']] },
  julep: { flavours: { minty: 0.7, sweet: 0.3 }, strength: 'strong', ingredients: [['bourbon'], ['mint']] },
  'white russian': { flavours: { coffee: 1, creamy: 0.8, sweet: 0.5 }, ingredients: [['coffee', 'liqueur'], ['vodka']] },
  'black russian': { flavours: { coffee: 1, sweet: 0.4 }, ingredients: [['coffee', 'liqueur'], ['vodka']] },
  'irish coffee': { flavours: { coffee: 1, rich: 0.6 }, ingredients: [['espresso'], ['coffee', 'liqueur']] },
  bellini: { flavours: { bubbly: 1, fruity: 0.7 }, ingredients: [['prosecco']] },
  mimosa: { flavours: { bubbly: 1, citrus: 0.5, fruity: 0.5 }, ingredients: [['prosecco']] },
  'kir royale': { flavours: { bubbly: 1, fruity: 0.7 }, ingredients: [['prosecco']] },
  'pisco sour': { flavours: { sour: 1, citrus: 0.6 }, ingredients: [['egg', 'white'], ['lemon']] },
  vesper: { flavours: { dry: 1 }, strength: 'strong', ingredients: [['gin'], ['vodka'], ['dry', 'vermouth']] },
  'rob roy': { flavours: { rich: 0.8, bitter: 0.3 }, strength: 'strong', ingredients: [['scotch'], ['sweet', 'vermouth'], ['bitters']] },
  'sea breeze': { flavours: { fruity: 0.9, refreshing: 0.6 }, ingredients: [['vodka'], ['cranberry'], ['grapefruit']] },
  'sex on the beach': { flavours: { fruity: 1, sweet: 0.6 }, ingredients: [['vodka'], ['cranberry'], ['orange', 'juice']] },
  screwdriver: { flavours: { fruity: 0.8, citrus: 0.6 }, ingredients: [['vodka'], ['orange', 'juice']] },
  'lemon drop': { flavours: { citrus: 1, sweet: 0.5 }, ingredients: [['vodka'], ['lemon'], ['triple', 'sec']] },
  'pornstar martini': { flavours: { fruity: 1, sweet: 0.5, bubbly: 0.4 }, ingredients: [['vodka'], ['prosecco']] },
  caipiroska: { flavours: { citrus: 0.9, refreshing: 0.6 }, ingredients: [['vodka'], ['lime']] },
  bramble: { flavours: { fruity: 0.9, sour: 0.5 }, ingredients: [['gin'], ['raspberry'], ['lemon']] },
  'gin fizz': { flavours: { bubbly: 0.8, citrus: 0.7 }, ingredients: [['gin'], ['lemon'], ['soda']] },
  'gin basil smash': { flavours: { herbal: 0.8, citrus: 0.7 }, ingredients: [['gin'], ['lemon']] },
  aviation: { flavours: { floral: 0.8, citrus: 0.6 }, ingredients: [['gin'], ['lemon']] },
  'last word': { flavours: { herbal: 0.8, citrus: 0.6 }, ingredients: [['gin'], ['lime']] },
  "tommy's margarita": { flavours: { citrus: 0.9, sour: 0.6 }, ingredients: [['tequila'], ['lime']] },
  'tommys margarita': { flavours: { citrus: 0.9, sour: 0.6 }, ingredients: [['tequila'], ['lime']] },
  'paper plane': { flavours: { bitter: 0.5, sour: 0.6, citrus: 0.4 }, ingredients: [['bourbon'], ['aperol'], ['lemon']] },
  'long island': { flavours: { citrus: 0.4, sweet: 0.4 }, strength: 'strong', ingredients: [['vodka'], ['gin'], ['rum'], ['tequila'], ['cola']] },
  'long island iced tea': { flavours: { citrus: 0.4, sweet: 0.4 }, strength: 'strong', ingredients: [['vodka'], ['gin'], ['rum'], ['tequila'], ['cola']] },
  hurricane: { flavours: { tropical: 0.9, fruity: 0.8 }, strength: 'strong', ingredients: [['rum']] },
  zombie: { flavours: { tropical: 0.9, fruity: 0.6 }, strength: 'strong', ingredients: [['rum']] },
  'rum punch': { flavours: { fruity: 1, tropical: 0.6 }, ingredients: [['rum']] },
  'negroni sbagliato': { flavours: { bitter: 0.9, bubbly: 0.6 }, ingredients: [['campari'], ['sweet', 'vermouth'], ['prosecco']] },
  sbagliato: { flavours: { bitter: 0.9, bubbly: 0.6 }, ingredients: [['campari'], ['sweet', 'vermouth'], ['prosecco']] },
  'aperol sour': { flavours: { bitter: 0.5, sour: 0.8 }, ingredients: [['aperol'], ['lemon']] },
  'bloody mary': { flavours: { savoury: 1, spicy: 0.6 }, ingredients: [['vodka']] },
  'bloody caesar': { flavours: { savoury: 1, spicy: 0.6 }, ingredients: [['vodka']] },
  caesar: { flavours: { savoury: 1, spicy: 0.6 }, ingredients: [['vodka']] },
  caesars: { flavours: { savoury: 1, spicy: 0.6 }, ingredients: [['vodka']] },
  // Long soft drinks from home ('a rock shandy', 'lemon lime and bitters', 'kvass', 'ayran', 'cà phê sữa đá').
  'rock shandy': { flavours: { refreshing: 0.9, citrus: 0.7, bubbly: 0.7, bitter: 0.3 }, strength: 'light', ingredients: [['soda'], ['lime']] },
  'lemon lime and bitters': { flavours: { refreshing: 0.9, citrus: 0.8, bubbly: 0.7, bitter: 0.3 }, strength: 'light', ingredients: [['soda'], ['lime']] },
  'lemon lime bitters': { flavours: { refreshing: 0.9, citrus: 0.8, bubbly: 0.7, bitter: 0.3 }, strength: 'light', ingredients: [['soda'], ['lime']] },
  kvass: { flavours: { refreshing: 0.7, sour: 0.5, bubbly: 0.5 }, strength: 'light' },
  ayran: { flavours: { savoury: 0.8, creamy: 0.6, refreshing: 0.6 }, strength: 'light' },
  'ca phe sua da': { flavours: { coffee: 1, sweet: 0.6, creamy: 0.6 }, ingredients: [['espresso']] },
  'vietnamese iced coffee': { flavours: { coffee: 1, sweet: 0.6, creamy: 0.6 }, ingredients: [['espresso']] },
  // Drinks a guest knows from elsewhere that a cocktail bar may not pour: said to be missing, the closest offered.
  'dirty martini': { flavours: { dry: 1, savoury: 0.8 }, strength: 'strong', ingredients: [['gin'], ['dry', 'vermouth']] },
  sherry: { flavours: { rich: 0.6, nutty: 0.4, dry: 0.4 }, ingredients: [['vermouth'], ['wine']] },
  cider: { flavours: { fruity: 0.7, bubbly: 0.7, refreshing: 0.6 }, category: 'beer' },
  // South Africa's ciders by their names ('a Savanna Dry', 'a Hunter's Dry'): a cider, crisp and dry.
  savanna: { flavours: { fruity: 0.7, bubbly: 0.7, refreshing: 0.7, dry: 0.5 }, category: 'beer' },
  'savanna dry': { flavours: { fruity: 0.7, bubbly: 0.7, refreshing: 0.7, dry: 0.6 }, category: 'beer' },
  'hunters dry': { flavours: { fruity: 0.7, bubbly: 0.7, refreshing: 0.7, dry: 0.6 }, category: 'beer' },
  // Nigeria's Chapman (orange and lemon-lime sodas, grenadine, a dash of bitters, cucumber): red, fruity and fizzy.
  chapman: { flavours: { fruity: 0.9, sweet: 0.6, bubbly: 0.7, refreshing: 0.6 } },
  pastis: { flavours: { herbal: 1 }, strength: 'strong' },
  ouzo: { flavours: { herbal: 1 }, strength: 'strong' },
  sambuca: { flavours: { herbal: 0.8, sweet: 0.5 }, strength: 'strong' },
  'whisky highball': { flavours: { refreshing: 0.8, bubbly: 0.7 }, ingredients: [['bourbon'], ['scotch'], ['whisky']] },
  'japanese highball': { flavours: { refreshing: 0.8, bubbly: 0.7 }, ingredients: [['bourbon'], ['scotch'], ['whisky']] },
  michelada: { flavours: { savoury: 0.6, citrus: 0.6, refreshing: 0.6 }, category: 'beer' },
  // The mountains' drinks ('a bombardino', 'Jägerbomb', 'Jagertee', 'a hot chocolate with rum'): served hot or a shot.
  bombardino: { flavours: { creamy: 0.9, sweet: 0.7, rich: 0.6 }, strength: 'strong', ingredients: [['cognac'], ['brandy']], serve: 'hot' },
  jagerbomb: { flavours: { sweet: 0.7, herbal: 0.6, bubbly: 0.5 }, strength: 'strong' },
  'jager bomb': { flavours: { sweet: 0.7, herbal: 0.6, bubbly: 0.5 }, strength: 'strong' },
  jagertee: { flavours: { spicy: 0.7, rich: 0.6 }, strength: 'strong', ingredients: [['dark', 'rum']], serve: 'hot' },
  jagatee: { flavours: { spicy: 0.7, rich: 0.6 }, strength: 'strong', ingredients: [['dark', 'rum']], serve: 'hot' },
  // (Chocolate is closest in a stout's and an espresso's roast.)
  'hot chocolate': { flavours: { creamy: 0.9, sweet: 0.6, rich: 0.6, coffee: 0.7 }, serve: 'hot' },
  // Christmas drinks from home ('eggnog', 'a Tom and Jerry', 'a snowball'): named, then the closest said.
  eggnog: { flavours: { creamy: 0.9, sweet: 0.7, spicy: 0.5, rich: 0.5 }, strength: 'strong', ingredients: [['egg', 'white']] },
  'egg nog': { flavours: { creamy: 0.9, sweet: 0.7, spicy: 0.5, rich: 0.5 }, strength: 'strong', ingredients: [['egg', 'white']] },
  'tom and jerry': { flavours: { creamy: 0.9, sweet: 0.7, spicy: 0.5, rich: 0.5 }, strength: 'strong', ingredients: [['egg', 'white']], serve: 'hot' },
  snowball: { flavours: { creamy: 0.8, sweet: 0.8, citrus: 0.4, bubbly: 0.4 }, ingredients: [['egg', 'white']] },
  grog: { flavours: { spicy: 0.6, rich: 0.6, citrus: 0.3 }, strength: 'strong', ingredients: [['dark', 'rum']], serve: 'hot' },
  punsch: { flavours: { spicy: 0.6, fruity: 0.5, rich: 0.4 }, ingredients: [['dark', 'rum']], serve: 'hot' },
  shandy: { flavours: { refreshing: 0.9, citrus: 0.5 }, category: 'beer', strength: 'light' },
  kalimotxo: { flavours: { fruity: 0.6, sweet: 0.4 }, ingredients: [['red', 'wine'], ['cola']] },
  'tinto de verano': { flavours: { fruity: 0.6, refreshing: 0.6 }, ingredients: [['red', 'wine']] },
  // Drinks from home a mountain bar or a Dutch one may not have ('Becherovka with tonic', 'a beton', 'a kopstootje',
  // 'jenever', 'génépi', 'a Bundy and Coke'): what they are made of and taste like.
  becherovka: { flavours: { herbal: 1, spicy: 0.7, bitter: 0.4 }, strength: 'strong', ingredients: [['sweet', 'vermouth'], ['bitters']] },
  becherovku: { flavours: { herbal: 1, spicy: 0.7, bitter: 0.4 }, strength: 'strong', ingredients: [['sweet', 'vermouth'], ['bitters']] },
  beton: { flavours: { herbal: 0.9, bitter: 0.6, bubbly: 0.6 }, ingredients: [['tonic'], ['gin']] },
  kopstootje: { flavours: { herbal: 0.5, refreshing: 0.5 }, ingredients: [['gin'], ['lager']] },
  jenever: { flavours: { herbal: 0.8 }, strength: 'strong', ingredients: [['gin']] },
  genever: { flavours: { herbal: 0.8 }, strength: 'strong', ingredients: [['gin']] },
  genepi: { flavours: { herbal: 1 }, strength: 'strong', ingredients: [['gin'], ['dry', 'vermouth']] },
  'bundy and coke': { flavours: { sweet: 0.5, rich: 0.5 }, ingredients: [['dark', 'rum'], ['cola']] },
  bundy: { flavours: { sweet: 0.4, rich: 0.5 }, ingredients: [['dark', 'rum'], ['cola']] },
  tintodeverano: { flavours: { fruity: 0.6, refreshing: 0.6 }, ingredients: [['red', 'wine']] },
  // Drinks from home of South Africa, New Zealand and Kenya ('Klippies and Coke', 'an Amarula on ice', 'a Springbokkie',
  // 'Hanepoot', 'an L&P', 'a dawa'): named back as not on the menu, and the closest offered.
  'klippies and coke': { flavours: { sweet: 0.5, rich: 0.5, bubbly: 0.4 }, ingredients: [['cognac'], ['cola']] },
  'klipdrift and coke': { flavours: { sweet: 0.5, rich: 0.5, bubbly: 0.4 }, ingredients: [['cognac'], ['cola']] },
  'brandy and coke': { flavours: { sweet: 0.5, rich: 0.5, bubbly: 0.4 }, ingredients: [['cognac'], ['cola']] },
  'brannas and coke': { flavours: { sweet: 0.5, rich: 0.5, bubbly: 0.4 }, ingredients: [['cognac'], ['cola']] },
  klippies: { flavours: { rich: 0.6 }, ingredients: [['cognac']] },
  klipdrift: { flavours: { rich: 0.6 }, ingredients: [['cognac']] },
  brannas: { flavours: { rich: 0.6 }, ingredients: [['cognac']] },
  amarula: { flavours: { creamy: 0.9, sweet: 0.8, rich: 0.5 } },
  springbokkie: { flavours: { minty: 0.9, sweet: 0.7, creamy: 0.5 } },
  springbokkies: { flavours: { minty: 0.9, sweet: 0.7, creamy: 0.5 } },
  hanepoot: { flavours: { sweet: 0.9, fruity: 0.7 }, category: 'wine' },
  'l and p': { flavours: { citrus: 0.8, sweet: 0.6, bubbly: 0.8 }, strength: 'light' },
  'lemon and paeroa': { flavours: { citrus: 0.8, sweet: 0.6, bubbly: 0.8 }, strength: 'light' },
  dawa: { flavours: { citrus: 0.8, sweet: 0.5, refreshing: 0.5 }, ingredients: [['vodka'], ['lime']] },
  umqombothi: { flavours: { sour: 0.5, rich: 0.4 }, category: 'beer' },
  // Drinks from home of Quebec, Portugal, Lebanon, Haiti, Japan and Korea ('du caribou', 'uma ginjinha', 'an Almaza', 'Rhum
  // Barbancourt', 'a port', 'umeshu', 'a chuhai', 'somaek'), and an espresso tonic: named back as not on the menu, and
  // the closest offered.
  caribou: { flavours: { sweet: 0.8, rich: 0.7 }, strength: 'strong', ingredients: [['red', 'wine']] },
  ginjinha: { flavours: { fruity: 0.9, sweet: 0.8 } },
  ginja: { flavours: { fruity: 0.9, sweet: 0.8 } },
  almaza: { flavours: { refreshing: 0.8 }, category: 'beer' },
  barbancourt: { flavours: { rich: 0.6 }, ingredients: [['dark', 'rum']] },
  'rhum barbancourt': { flavours: { rich: 0.6 }, ingredients: [['dark', 'rum']] },
  'port wine': { flavours: { sweet: 0.9, rich: 0.8, fruity: 0.5 }, category: 'wine' },
  'tawny port': { flavours: { sweet: 0.9, rich: 0.8, fruity: 0.5 }, category: 'wine' },
  'ruby port': { flavours: { sweet: 0.9, rich: 0.8, fruity: 0.5 }, category: 'wine' },
  umeshu: { flavours: { sweet: 0.8, fruity: 0.8 } },
  chuhai: { flavours: { refreshing: 0.8, citrus: 0.6, bubbly: 0.7 }, strength: 'light', ingredients: [['vodka'], ['soda']] },
  'chu hi': { flavours: { refreshing: 0.8, citrus: 0.6, bubbly: 0.7 }, strength: 'light', ingredients: [['vodka'], ['soda']] },
  shochu: { flavours: { dry: 0.5, refreshing: 0.4 }, ingredients: [['vodka']] },
  makgeolli: { flavours: { creamy: 0.6, sweet: 0.5, sour: 0.3 }, strength: 'light' },
  somaek: { flavours: { refreshing: 0.6, bubbly: 0.5 }, category: 'beer' },
  'soju bomb': { flavours: { refreshing: 0.6, bubbly: 0.5 }, category: 'beer' },
  'sake bomb': { flavours: { refreshing: 0.6, bubbly: 0.5 }, category: 'beer' },
  'espresso tonic': { flavours: { coffee: 0.9, bitter: 0.4 }, ingredients: [['espresso']] },
  // Drinks from home the menu may lack, by what they are ('a Radler', 'sake', 'soju', "a Pimm's", 'sangria').
  radler: { flavours: { refreshing: 0.9, citrus: 0.6 }, category: 'beer', strength: 'light' },
  // Belgium's fruit beers ('a Kriek', 'a framboise', 'a lambic'), the Alps' pine schnapps ('Zirbenschnaps', 'a Zirbe')
  // and Austria's herbal lemonade ('an Almdudler', no alcohol in it).
  kriek: { flavours: { fruity: 0.9, sour: 0.5, sweet: 0.4 }, category: 'beer' },
  framboise: { flavours: { fruity: 0.9, sweet: 0.5 }, category: 'beer' },
  lambic: { flavours: { sour: 0.8, fruity: 0.5 }, category: 'beer' },
  zirbenschnaps: { flavours: { herbal: 1, dry: 0.4 }, strength: 'strong', ingredients: [['gin']] },
  zirbe: { flavours: { herbal: 1, dry: 0.4 }, strength: 'strong', ingredients: [['gin']] },
  zirben: { flavours: { herbal: 1, dry: 0.4 }, strength: 'strong', ingredients: [['gin']] },
  zirbenlikor: { flavours: { herbal: 1, sweet: 0.5 }, strength: 'strong', ingredients: [['gin']] },
  almdudler: { flavours: { herbal: 0.8, sweet: 0.6, bubbly: 0.7 }, noAlcohol: true },
  // Austria's white wine with soda ('a G'spritzter', 'a Weißer Spritzer', 'eine Weinschorle') and a Christmas market's
  // children's punch ('a Kinderpunsch', no alcohol in it).
  gspritzter: { flavours: { refreshing: 0.6, dry: 0.5 }, category: 'wine', strength: 'light', ingredients: [['white', 'wine']] },
  "g'spritzter": { flavours: { refreshing: 0.6, dry: 0.5 }, category: 'wine', strength: 'light', ingredients: [['white', 'wine']] },
  gespritzter: { flavours: { refreshing: 0.6, dry: 0.5 }, category: 'wine', strength: 'light', ingredients: [['white', 'wine']] },
  'weisser spritzer': { flavours: { refreshing: 0.6, dry: 0.5 }, category: 'wine', strength: 'light', ingredients: [['white', 'wine']] },
  weinschorle: { flavours: { refreshing: 0.6, dry: 0.5 }, category: 'wine', strength: 'light', ingredients: [['white', 'wine']] },
  weissweinschorle: { flavours: { refreshing: 0.6, dry: 0.5 }, category: 'wine', strength: 'light', ingredients: [['white', 'wine']] },
  kinderpunsch: { flavours: { fruity: 0.8, sweet: 0.6, spicy: 0.4 }, noAlcohol: true },
  'shandy gaff': { flavours: { refreshing: 0.8, spicy: 0.4 }, category: 'beer', strength: 'light' },
  sake: { flavours: { dry: 0.8, floral: 0.4 }, ingredients: [['white', 'wine']] },
  soju: { flavours: { refreshing: 0.6 }, strength: 'light', ingredients: [['vodka']] },
  pimms: { flavours: { fruity: 0.8, refreshing: 0.8, herbal: 0.4 }, ingredients: [['gin'], ['lemon'], ['soda']] },
  "pimm's": { flavours: { fruity: 0.8, refreshing: 0.8, herbal: 0.4 }, ingredients: [['gin'], ['lemon'], ['soda']] },
  'pimms cup': { flavours: { fruity: 0.8, refreshing: 0.8, herbal: 0.4 }, ingredients: [['gin'], ['lemon'], ['soda']] },
  sangria: { flavours: { fruity: 0.8, refreshing: 0.5 }, ingredients: [['red', 'wine']] },
  // Poland's bison-grass vodka with apple juice ('szarlotka', 'tatanka'), the Philippines' calamansi, China's baijiu.
  szarlotka: { flavours: { fruity: 0.8, refreshing: 0.5 }, ingredients: [['vodka']] },
  tatanka: { flavours: { fruity: 0.8, refreshing: 0.5 }, ingredients: [['vodka']] },
  zubrowka: { flavours: { herbal: 0.5, fruity: 0.4 }, ingredients: [['vodka']] },
  'bison grass vodka': { flavours: { herbal: 0.5, fruity: 0.4 }, ingredients: [['vodka']] },
  calamansi: { flavours: { citrus: 1, sour: 0.8 }, ingredients: [['lime']] },
  baijiu: { flavours: { dry: 0.6 }, strength: 'strong', ingredients: [['vodka']] },
  // Taiwan's sorghum spirit ('kaoliang', '高粱酒'), the Levant's arak and its mint lemonade.
  // Singapore's own ('a Singapore Sling'): gin, cherry, pineapple and lime.
  'singapore sling': { flavours: { fruity: 0.9, sweet: 0.6, citrus: 0.5 }, ingredients: [['gin'], ['pineapple'], ['cherry'], ['lime']] },
  kaoliang: { flavours: { dry: 0.6 }, strength: 'strong', ingredients: [['vodka']] },
  gaoliang: { flavours: { dry: 0.6 }, strength: 'strong', ingredients: [['vodka']] },
  arak: { flavours: { herbal: 0.8 }, strength: 'strong' },
  araq: { flavours: { herbal: 0.8 }, strength: 'strong' },
  // The anise spirits of Turkey and Greece ('a rakı', 'tsipouro'), Georgia's grape spirit ('chacha'), Iran's yoghurt
  // drink ('doogh'), a Turkish coffee, and a snakebite (lager and cider): named as missing, the closest offered.
  raki: { flavours: { herbal: 0.8 }, strength: 'strong' },
  tsipouro: { flavours: { herbal: 0.6, dry: 0.5 }, strength: 'strong' },
  tsikoudia: { flavours: { dry: 0.6 }, strength: 'strong' },
  chacha: { flavours: { fruity: 0.4, dry: 0.6 }, strength: 'strong', ingredients: [['cognac'], ['brandy']] },
  doogh: { flavours: { savoury: 0.8, creamy: 0.6, refreshing: 0.6 }, strength: 'light', noAlcohol: true },
  dugh: { flavours: { savoury: 0.8, creamy: 0.6, refreshing: 0.6 }, strength: 'light', noAlcohol: true },
  'turkish coffee': { flavours: { coffee: 1, rich: 0.5 }, ingredients: [['espresso']] },
  snakebite: { flavours: { fruity: 0.6, refreshing: 0.7 }, category: 'beer' },
  limonana: { flavours: { citrus: 0.9, minty: 0.8, refreshing: 0.8 }, strength: 'light', noAlcohol: true, ingredients: [['lemon'], ['mint']] },
  // India's own ('a Kingfisher', 'feni', 'thandai', 'a mango lassi', 'jaljeera', 'nimbu pani',
  // 'Rooh Afza'): named as missing, the closest offered; the ones with no alcohol answered light.
  kingfisher: { flavours: { refreshing: 0.9 }, category: 'beer' },
  feni: { flavours: { fruity: 0.6, dry: 0.4 }, strength: 'strong' },
  thandai: { flavours: { creamy: 0.9, sweet: 0.7, spicy: 0.5, nutty: 0.6 }, strength: 'light', noAlcohol: true },
  lassi: { flavours: { creamy: 0.9, sweet: 0.6, sour: 0.3 }, strength: 'light', noAlcohol: true },
  'mango lassi': { flavours: { creamy: 0.9, sweet: 0.8, fruity: 0.8 }, strength: 'light', noAlcohol: true },
  jaljeera: { flavours: { savoury: 0.8, minty: 0.7, citrus: 0.6, refreshing: 0.8 }, strength: 'light', noAlcohol: true, ingredients: [['lime'], ['mint']] },
  'jal jeera': { flavours: { savoury: 0.8, minty: 0.7, citrus: 0.6, refreshing: 0.8 }, strength: 'light', noAlcohol: true, ingredients: [['lime'], ['mint']] },
  'nimbu pani': { flavours: { citrus: 0.9, refreshing: 0.9, sweet: 0.4 }, strength: 'light', noAlcohol: true, ingredients: [['lime'], ['soda']] },
  shikanji: { flavours: { citrus: 0.9, refreshing: 0.9, sweet: 0.4 }, strength: 'light', noAlcohol: true, ingredients: [['lime'], ['soda']] },
  'rooh afza': { flavours: { sweet: 0.9, floral: 0.8 }, strength: 'light', noAlcohol: true },
  roohafza: { flavours: { sweet: 0.9, floral: 0.8 }, strength: 'light', noAlcohol: true },
  // White wine with blackcurrant ('un Kir'), Central Europe's fruit brandies ('slivovice', 'pálinka'), Scandinavia's
  // caraway spirit ('aquavit') and New Orleans' Vieux Carré: named as missing, the closest offered.
  kir: { flavours: { fruity: 0.8, dry: 0.3 }, ingredients: [['white', 'wine'], ['prosecco']] },
  slivovitz: { flavours: { fruity: 0.7, dry: 0.4 }, strength: 'strong', ingredients: [['cognac'], ['brandy']] },
  slivovice: { flavours: { fruity: 0.7, dry: 0.4 }, strength: 'strong', ingredients: [['cognac'], ['brandy']] },
  slivovici: { flavours: { fruity: 0.7, dry: 0.4 }, strength: 'strong', ingredients: [['cognac'], ['brandy']] },
  slivovica: { flavours: { fruity: 0.7, dry: 0.4 }, strength: 'strong', ingredients: [['cognac'], ['brandy']] },
  palinka: { flavours: { fruity: 0.7, dry: 0.4 }, strength: 'strong', ingredients: [['cognac'], ['brandy']] },
  rakija: { flavours: { fruity: 0.6, dry: 0.5 }, strength: 'strong', ingredients: [['cognac'], ['brandy']] },
  aquavit: { flavours: { herbal: 0.9, dry: 0.5 }, strength: 'strong', ingredients: [['gin']] },
  akvavit: { flavours: { herbal: 0.9, dry: 0.5 }, strength: 'strong', ingredients: [['gin']] },
  akevitt: { flavours: { herbal: 0.9, dry: 0.5 }, strength: 'strong', ingredients: [['gin']] },
  // The Nordic shot of aquavit ('snaps', 'en snaps').
  snaps: { flavours: { herbal: 0.9, dry: 0.5 }, strength: 'strong', ingredients: [['gin']] },
  'vieux carre': { flavours: { rich: 0.8, bitter: 0.3 }, strength: 'strong', ingredients: [['rye'], ['cognac'], ['sweet', 'vermouth']] },
  'spritz veneziano': { flavours: { bitter: 0.5, bubbly: 0.9 }, ingredients: [['aperol'], ['prosecco']] },
  'vinho verde': { flavours: { dry: 0.6, refreshing: 0.8, citrus: 0.4 }, ingredients: [['white', 'wine']] },
  'kölsch': { flavours: { refreshing: 0.9 }, category: 'beer' },
  kolsch: { flavours: { refreshing: 0.9 }, category: 'beer' },
  weissbier: { flavours: { refreshing: 0.8, fruity: 0.3 }, category: 'beer' },
  hefeweizen: { flavours: { refreshing: 0.8, fruity: 0.3 }, category: 'beer' },
  // Characters known for a drink.
  'james bond': { character: true, flavours: { dry: 1 }, strength: 'strong', ingredients: [['gin'], ['vodka'], ['dry', 'vermouth']] },
  '007': { character: true, flavours: { dry: 1 }, strength: 'strong', ingredients: [['gin'], ['vodka'], ['dry', 'vermouth']] },
  'don draper': { character: true, flavours: { rich: 0.8 }, strength: 'strong', ingredients: [['bourbon'], ['rye'], ['bitters']] },
  'mad men': { character: true, flavours: { rich: 0.8 }, strength: 'strong', ingredients: [['bourbon'], ['rye'], ['bitters']] },
  'carrie bradshaw': { character: true, flavours: { fruity: 0.9, citrus: 0.5 }, ingredients: [['vodka'], ['cranberry'], ['triple', 'sec']] },
  'sex and the city': { character: true, flavours: { fruity: 0.9, citrus: 0.5 }, ingredients: [['vodka'], ['cranberry'], ['triple', 'sec']] },
  'the dude': { character: true, flavours: { coffee: 1, creamy: 0.8 }, ingredients: [['coffee', 'liqueur'], ['vodka']] },
  'big lebowski': { character: true, flavours: { coffee: 1, creamy: 0.8 }, ingredients: [['coffee', 'liqueur'], ['vodka']] },
  // Known by its cup: the copper mug is the Moscow Mule's.
  'copper mug': { character: true, flavours: { spicy: 0.7, refreshing: 0.6 }, ingredients: [['vodka'], ['ginger', 'beer'], ['lime']] },
  'copper cup': { character: true, flavours: { spicy: 0.7, refreshing: 0.6 }, ingredients: [['vodka'], ['ginger', 'beer'], ['lime']] },
  hemingway: { character: true, flavours: { citrus: 0.9, sour: 0.5 }, ingredients: [['white', 'rum'], ['lime'], ['grapefruit']] },
});

/**
 * The classics guests know best, best known first (the trade's yearly lists of best-selling classic cocktails agree on
 * the head of this list): what a bartender names first when a guest only says what to leave out ('no gin pls',
 * 'allergic to eggs, what can I have?'). Folded names, an alias after a bar; a bar's own name for the drink must
 * match one of them whole (a 'Mezcal Negroni' is not the Negroni).
 */
export const BEST_KNOWN: readonly string[] = [
  'margarita', 'mojito', 'daiquiri', 'negroni', 'old fashioned', 'aperol spritz|spritz', 'espresso martini', 'whiskey sour|whisky sour',
  'dry martini|martini', 'moscow mule', 'manhattan', 'paloma', 'cosmopolitan|cosmo', 'mai tai', 'pina colada', 'penicillin', 'boulevardier',
  'french 75', 'caipirinha', 'gin and tonic|gin tonic|g and t', 'tom collins', 'amaretto sour', 'clover club', 'dark n stormy|dark and stormy',
  'americano', 'sidecar', 'cuba libre|rum and coke', 'bloody mary', 'pisco sour', 'gimlet', 'sazerac', 'tequila sunrise', 'hugo spritz|hugo',
];

/** Occasions and moods, as bundles of flavours and a strength; the classics and characters above read the same way. */
export const OCCASIONS: Record<string, Occasion> = ownWords({
  ...CLASSICS,
  // Heat said as a feeling ('melting', 'so hot out', '35 degrees': the reader turns a hot temperature into 'heatwave').
  // A first legal drink is a celebration.
  'first legal drink': { flavours: { bubbly: 0.8, fruity: 0.3 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  melting: { flavours: { refreshing: 1, citrus: 0.4 } },
  'so hot': { flavours: { refreshing: 1, citrus: 0.4 } },
  'too hot': { flavours: { refreshing: 1, citrus: 0.4 } },
  'hot out': { flavours: { refreshing: 1, citrus: 0.4 } },
  roasting: { flavours: { refreshing: 1, citrus: 0.4 } },
  sweating: { flavours: { refreshing: 1, citrus: 0.4 } },
  'something cold': { flavours: { refreshing: 0.6 } },
  'ice cold': { flavours: { refreshing: 0.6 } },
  brunch: { flavours: { bubbly: 0.7, fruity: 0.5, citrus: 0.4 }, strength: 'light' },
  dessert: { flavours: { sweet: 0.8, creamy: 0.6, coffee: 0.5, nutty: 0.5 } },
  'after dinner': { flavours: { rich: 0.7, coffee: 0.5, sweet: 0.3 }, strength: 'strong' },
  'after-dinner': { flavours: { rich: 0.7, coffee: 0.5, sweet: 0.3 }, strength: 'strong' },
  nightcap: { flavours: { rich: 0.8 }, strength: 'strong' },
  'before dinner': { flavours: { bitter: 0.7, bubbly: 0.4, dry: 0.3 }, strength: 'light' },
  'pre-dinner': { flavours: { bitter: 0.7, bubbly: 0.4, dry: 0.3 }, strength: 'light' },
  aperitivo: { flavours: { bitter: 0.8, bubbly: 0.3 } },
  party: { flavours: { bubbly: 0.5, fruity: 0.5, sweet: 0.3 } },
  celebrate: { flavours: { bubbly: 1 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  celebration: { flavours: { bubbly: 1 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  celebrating: { flavours: { bubbly: 1 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  toast: { flavours: { bubbly: 0.8 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  birthday: { flavours: { bubbly: 0.8, fruity: 0.3 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  anniversary: { flavours: { bubbly: 0.8 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  'date night': { flavours: { bubbly: 0.4, fruity: 0.3, rich: 0.3 } },
  beach: { flavours: { tropical: 0.9, refreshing: 0.7, fruity: 0.5 } },
  poolside: { flavours: { tropical: 0.7, refreshing: 0.9 } },
  'hot day': { flavours: { refreshing: 1, citrus: 0.4 } },
  heatwave: { flavours: { refreshing: 1, citrus: 0.4 } },
  'long day': { flavours: { refreshing: 0.5, rich: 0.3 } },
  winter: { flavours: { rich: 0.8, spicy: 0.5 }, strength: 'strong' },
  'cold night': { flavours: { rich: 0.8, spicy: 0.5 }, strength: 'strong' },
  rainy: { flavours: { rich: 0.6, spicy: 0.4 } },
  bbq: { flavours: { refreshing: 0.8 }, category: 'beer' },
  barbecue: { flavours: { refreshing: 0.8 }, category: 'beer' },
  'watching the game': { flavours: { refreshing: 0.6 }, category: 'beer' },
  football: { flavours: { refreshing: 0.6 }, category: 'beer' },
  'with dinner': { flavours: { dry: 0.5, fruity: 0.4 }, category: 'wine' },
  'with my meal': { flavours: { dry: 0.5, fruity: 0.4 }, category: 'wine' },
  'with food': { flavours: { dry: 0.5, fruity: 0.4 }, category: 'wine' },
  'after a meal': { flavours: { rich: 0.7, coffee: 0.5, bitter: 0.4 }, strength: 'strong' },
  'after a big meal': { flavours: { rich: 0.7, coffee: 0.5, bitter: 0.4 }, strength: 'strong' },
  'after a heavy meal': { flavours: { rich: 0.7, coffee: 0.5, bitter: 0.4 }, strength: 'strong' },
  'after eating': { flavours: { rich: 0.7, coffee: 0.5, bitter: 0.4 }, strength: 'strong' },
  'after the meal': { flavours: { rich: 0.7, coffee: 0.5, bitter: 0.4 }, strength: 'strong' },
  digestif: { flavours: { rich: 0.7, coffee: 0.5, bitter: 0.4 }, strength: 'strong' },
  digestive: { flavours: { rich: 0.7, coffee: 0.5, bitter: 0.4 }, strength: 'strong' },
  'the game': { flavours: { refreshing: 0.6 }, category: 'beer' },
  'game night': { flavours: { refreshing: 0.6 }, category: 'beer' },
  'the match': { flavours: { refreshing: 0.6 }, category: 'beer' },
  'sweet tooth': { flavours: { sweet: 1, fruity: 0.3 } },
  scorching: { flavours: { refreshing: 1, citrus: 0.4 } },
  sweltering: { flavours: { refreshing: 1, citrus: 0.4 } },
  'boiling hot': { flavours: { refreshing: 1, citrus: 0.4 } },
  'hot outside': { flavours: { refreshing: 1, citrus: 0.4 } },
  'cool down': { flavours: { refreshing: 1, citrus: 0.4 } },
  'cool off': { flavours: { refreshing: 1, citrus: 0.4 } },
  thirsty: { flavours: { refreshing: 0.9 } },
  quench: { flavours: { refreshing: 0.9 } },
  promotion: { flavours: { bubbly: 0.8 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  engaged: { flavours: { bubbly: 0.8 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  graduation: { flavours: { bubbly: 0.8 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  // The morning after: something light and bubbly, a beer or a spritz.
  'hair of the dog': { flavours: { refreshing: 0.6, bubbly: 0.5 }, strength: 'light', ingredients: [['lager'], ['ipa'], ['prosecco'], ['beer']] },
  hangover: { flavours: { refreshing: 0.6, bubbly: 0.5 }, strength: 'light', ingredients: [['lager'], ['ipa'], ['prosecco'], ['beer']] },
  hungover: { flavours: { refreshing: 0.6, bubbly: 0.5 }, strength: 'light', ingredients: [['lager'], ['ipa'], ['prosecco'], ['beer']] },
  // Something with a kick of caffeine.
  'wake me up': { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] },
  'pick me up': { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] },
  'pick-me-up': { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] },
  // An energy boost, a second wind for the dance floor: a coffee drink.
  ...occasionFamily(['energy boost', 'boost of energy', 'energy', 'second wind', 'keep me going', 'keep me dancing', 'perk me up', 'need a boost', 'little boost', 'recharge'], { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] }),
  // Wetting the baby's head, toasting news: a celebration's bubbles.
  ...occasionFamily(["wet the baby's head", 'wet the babys head', 'wetting the baby', 'wet the baby', 'toast the news', 'good news', 'to toast', 'for a toast'], { flavours: { bubbly: 1 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] }),
  'keep me awake': { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] },
  'need energy': { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] },
  'stay awake': { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] },
  'jet lag': { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] },
  'jet lagged': { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] },
  jetlag: { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] },
  jetlagged: { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] },
  'perk me up': { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] },
  'need a boost': { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] },
  'beach vibe': { flavours: { tropical: 0.9, refreshing: 0.6, fruity: 0.5 } },
  // More occasions and moods.
  'first date': { flavours: { bubbly: 0.4, fruity: 0.4, rich: 0.2 } },
  date: { flavours: { bubbly: 0.4, fruity: 0.3, rich: 0.3 } },
  'girls night': { flavours: { fruity: 0.6, bubbly: 0.5, sweet: 0.4 } },
  'ladies night': { flavours: { fruity: 0.6, bubbly: 0.5, sweet: 0.4 } },
  'night out': { flavours: { fruity: 0.5, bubbly: 0.5, sweet: 0.3 } },
  // Drinks before a club ('pregaming before the club', 'clubbing later', 'pre drinks'): a place, never the Clover Club.
  ...occasionFamily(['the club', 'a club', 'clubbing', 'nightclub', 'pregaming', 'pre gaming', 'predrinks', 'pre drinks', 'pre-drinks', 'before going out'], { flavours: { fruity: 0.4, bubbly: 0.5, refreshing: 0.3 } }),
  'hen party': { flavours: { bubbly: 0.7, fruity: 0.5, sweet: 0.3 }, ingredients: [['prosecco'], ['champagne'], ['sparkling', 'wine']] },
  bachelorette: { flavours: { bubbly: 0.7, fruity: 0.5, sweet: 0.3 }, ingredients: [['prosecco'], ['champagne'], ['sparkling', 'wine']] },
  // 'Something girly', 'a girl drink': as a bartender takes it, fruity, sweet and pink in the glass.
  girly: { flavours: { fruity: 0.8, sweet: 0.5 }, ingredients: [['raspberry'], ['cranberry'], ['grenadine']] },
  girlie: { flavours: { fruity: 0.8, sweet: 0.5 }, ingredients: [['raspberry'], ['cranberry'], ['grenadine']] },
  'girl drink': { flavours: { fruity: 0.8, sweet: 0.5 }, ingredients: [['raspberry'], ['cranberry'], ['grenadine']] },
  wedding: { flavours: { bubbly: 1 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  'new year': { flavours: { bubbly: 1 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  nye: { flavours: { bubbly: 1 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] },
  'by the fire': { flavours: { rich: 0.9, spicy: 0.4 }, strength: 'strong' },
  fireside: { flavours: { rich: 0.9, spicy: 0.4 }, strength: 'strong' },
  'to sip': { flavours: { rich: 0.6 }, strength: 'strong' },
  sipper: { flavours: { rich: 0.6 }, strength: 'strong' },
  'apres ski': { flavours: { rich: 0.8, spicy: 0.6, coffee: 0.3 }, strength: 'strong' },
  christmas: { flavours: { spicy: 0.7, rich: 0.7, creamy: 0.3 } },
  // A Christmas party, an office party: a party's drinks, bubbly and fruity, not a fireside's.
  ...occasionFamily(['christmas party', 'xmas party', 'office party', 'work party', 'company party', 'holiday party', 'office christmas party', 'work christmas party', 'company christmas party', 'office xmas party', 'company xmas party'], { flavours: { bubbly: 0.6, fruity: 0.4 } }),
  xmas: { flavours: { spicy: 0.7, rich: 0.7, creamy: 0.3 } },
  festive: { flavours: { spicy: 0.6, rich: 0.5, bubbly: 0.4 } },
  christmassy: { flavours: { spicy: 0.7, rich: 0.7, creamy: 0.3 } },
  wintery: { flavours: { spicy: 0.7, rich: 0.7 }, strength: 'strong' },
  wintry: { flavours: { spicy: 0.7, rich: 0.7 }, strength: 'strong' },
  // Baking spice and gingerbread: spiced and warm, ginger the nearest.
  gingerbread: { flavours: { spicy: 1, sweet: 0.6, rich: 0.5 }, ingredients: [['ginger']] },
  cinnamon: { flavours: { spicy: 0.9, rich: 0.4 } },
  'baking spice': { flavours: { spicy: 0.9, sweet: 0.4, rich: 0.4 } },
  'mince pie': { flavours: { spicy: 0.8, fruity: 0.5, rich: 0.6 } },
  'after work': { flavours: { refreshing: 0.7, bitter: 0.3 }, strength: 'light' },
  'after-work': { flavours: { refreshing: 0.7, bitter: 0.3 }, strength: 'light' },
  'game day': { flavours: { refreshing: 0.6 }, category: 'beer' },
  'sunday afternoon': { flavours: { refreshing: 0.6, bubbly: 0.5 }, strength: 'light' },
  afternoon: { flavours: { refreshing: 0.6, bubbly: 0.4 }, strength: 'light' },
  sundowner: { flavours: { refreshing: 0.6, bitter: 0.4, bubbly: 0.4 }, strength: 'light' },
  sunset: { flavours: { refreshing: 0.6, bitter: 0.4, bubbly: 0.4 }, strength: 'light' },
  'happy hour': { flavours: { refreshing: 0.6 } },
  'late night': { flavours: { rich: 0.7 }, strength: 'strong' },
  ...occasionFamily(['footy', 'soccer', 'rugby', 'cricket', 'hockey', 'playoffs', 'super bowl', 'pregame', 'pre-game', 'tailgate', 'tailgating', 'the big game', 'with the lads', 'at the pub', 'game tonight', 'match tonight', 'game day', 'gameday', 'match day', 'matchday', 'the team', 'champions league'], { flavours: { refreshing: 0.6 }, category: 'beer' }),
  // (A round for a group, with nothing else said: 'a round for the lads', 'shout the boys a round': the pub's round.)
  ...occasionFamily(['a round for the lads', 'round for the lads', 'a round for the boys', 'round for the boys', 'the boys a round', 'the lads a round', 'a round for the table', 'a round for my mates', 'a round for the team', 'shout a round'], { flavours: { refreshing: 0.6 }, category: 'beer' }),
  // ('Something fun', 'a fun drink': a party's drink.)
  // (Lightly: 'something fun and fruity' is the fruity wish first.)
  ...occasionFamily(['something fun', 'a fun drink', 'fun drinks', 'fun cocktail', 'fun cocktails', 'fun one', 'fun ones', 'a fun one'], { flavours: { fruity: 0.4, bubbly: 0.3 } }),
  ...occasionFamily(['freezing', 'chilly', 'cold out', 'cold outside', 'snowing', 'snowy', 'warm me up', 'warm up', 'warming', 'cosy', 'cozy', 'fireplace', 'log fire'], { flavours: { rich: 0.8, spicy: 0.5 }, strength: 'strong' }),
  ...occasionFamily(['classy', 'elegant', 'sophisticated', 'refined', 'upscale', 'posh', 'for a date', 'on a date', 'a date tonight', 'date tonight', 'to impress', 'impress my date', 'impress her', 'impress him', 'elegante', 'elegant', 'chic', 'raffinato', 'raffinata', 'sofisticado', 'sofisticada', 'une cita', 'para una cita', 'un rendez vous', 'pour un rendez vous', 'per un appuntamento', 'para um encontro', 'fur ein date', 'fuer ein date'], { flavours: { dry: 0.3, bubbly: 0.2 }, ingredients: [['vermouth'], ['cognac'], ['prosecco']], serve: 'up' }),
  ...occasionFamily(['bride', 'groom', 'newlyweds', 'just married', 'honeymoon', 'cheers to', 'raise a glass'], { flavours: { bubbly: 1 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] }),
  ...occasionFamily(['rough day', 'hard day', 'stressful day', 'tough day', 'long week', 'rough week', 'hard week', 'tough week', 'stressful week', 'need a stiff one', 'stiff drink', 'unwind'], { flavours: { rich: 0.6 }, strength: 'strong' }),
  ...occasionFamily(['terrace', 'patio', 'rooftop', 'garden', 'summer', 'summery', 'sunny', 'in the sun', 'heat', 'hot afternoon', 'hot summer'], { flavours: { refreshing: 1, citrus: 0.4, bubbly: 0.3 } }),
  ...occasionFamily(['pudding', 'with dessert', 'with cake', 'sweet treat', 'instead of dessert', 'chocolate cake', 'brownie', 'tiramisu', 'cheesecake'], { flavours: { sweet: 0.8, creamy: 0.6, coffee: 0.5, nutty: 0.5 } }),
  ...occasionFamily(['wind down', 'winding down', 'decompress', 'switch off', 'end of the week', 'calm me down', 'calm down', 'calm my nerves', 'settle me down'], { flavours: { rich: 0.6 }, strength: 'strong' }),
  // Comfort for someone far from home or low ('homesick', 'something comforting'): rich and warming, not strong.
  ...occasionFamily(['comforting', 'comfort', 'comfort drink', 'homesick', 'missing home', 'miss home', 'like a hug', 'hug in a glass'], { flavours: { rich: 0.7, sweet: 0.3, spicy: 0.2 } }),
  // The start of an evening ('to ease into the evening', 'to kick the night off'): an aperitif.
  ...occasionFamily(['ease into', 'ease me into', 'ease in', 'start the evening', 'start the night', 'kick off the evening', 'kick the night off', 'kick off the night', 'to start the evening'], { flavours: { bitter: 0.5, bubbly: 0.5, refreshing: 0.3 }, strength: 'light' }),
  // An early start tomorrow ('a 9am keynote', 'nothing that will wreck me', 'need a clear head'): a light drink.
  // ('Gin wrecks me' is the gin's harm, not this.)
  // A reward after a shift on one's feet ('staff here, we finally closed, something that feels like a reward').
  ...occasionFamily(['reward', 'a reward', 'earned it', 'earned this', 'earned one', 'deserve it', 'deserve this', 'deserve one', 'deserve a drink', 'finally closed', 'on my feet all day', 'on my feet for', 'end of shift', 'end of my shift', 'after my shift', 'after shift', 'long shift'], { flavours: { refreshing: 0.6, rich: 0.3 }, ingredients: [['lager'], ['ipa']] }),
  ...occasionFamily(['wreck my aim', 'ruin my aim', 'mess up my aim', 'steady hand', 'steady aim', 'keep my aim', 'calm the nerves', 'steady the nerves', 'settle the nerves'], { flavours: { refreshing: 0.5, herbal: 0.3 }, strength: 'light' }),
  ...occasionFamily(['will wreck me', 'would wreck me', 'll wreck me', 'not wreck me', 'wreck me tomorrow', 'early start', 'early meeting', 'early flight', 'big day tomorrow', 'keynote', 'presentation tomorrow', 'clear head', 'fresh tomorrow', 'up early', 'work tomorrow', 'school night'], { flavours: { refreshing: 0.4 }, strength: 'light' }),
  // Keeping going when tired ('awake for 30 hours', 'running on empty', 'keep me going'): coffee.
  ...occasionFamily(['keep me going', 'keep going', 'keep me up', 'running on empty', 'awake for', 'been up for', 'been up all night', 'need energy', 'need a boost'], { flavours: { coffee: 1 }, ingredients: [['espresso'], ['coffee'], ['cola']] }),
  // A date with someone just met ('someone I met on the flight', 'my Tinder match'): as a date.
  ...occasionFamily(['someone i met', 'someone i just met', 'met on the flight', 'met on the plane', 'tinder', 'hinge', 'bumble', 'my match'], { flavours: { bubbly: 0.4, fruity: 0.3, rich: 0.3 } }),
  // A pub's occasions: good news, a big night, a wake, the roast, the quiz, a book club, a
  // long walk, the gym, and a bad day.
  ...occasionFamily(['promoted', 'promotion', 'new job', 'got the job', 'passed my exams', 'passed our exams', 'passed my driving test', 'finished my exams', 'exams are over', 'graduated', 'graduation', 'graduating', 'just engaged', 'got engaged', 'we re engaged', 'drink to that', 'toast to that', 'toast that', 'nailed it', 'personal best', 'new record', 'high score', 'best game', 'game of my life', 'spare of my life', 'strike of my life', 'leaving do', 'leaving drinks', 'farewell drinks', 'retirement', 'retiring', 'had her baby', 'had a baby', 'new baby', 'i am an uncle', 'i am an aunt', 'good news', 'we won'], { flavours: { bubbly: 1 }, ingredients: [['prosecco'], ['champagne'], ['cava'], ['sparkling', 'wine']] }),
  ...occasionFamily(['stag do', 'stag night', 'stag party', 'bachelor party', 'get the night going', 'get the party started', 'big night out', 'pre drinks', 'predrinks'], { flavours: { refreshing: 0.4, bubbly: 0.3 }, ingredients: [['lager'], ['espresso'], ['white', 'rum'], ['tequila']] }),
  ...occasionFamily(['a wake', 'the wake', 'wake for', 'funeral', 'after the funeral', 'memorial', 'in memory of', 'raise one to', 'toast to absent friends'], { flavours: { rich: 0.7, smoky: 0.3 }, strength: 'strong', ingredients: [['bourbon'], ['scotch'], ['whisky'], ['stout'], ['red', 'wine']] }),
  ...occasionFamily(['sunday roast', 'roast dinner', 'sunday lunch', 'a roast', 'pub lunch', 'pie and mash', 'shepherd s pie', 'bangers and mash', 'ploughman s'], { flavours: { rich: 0.5 }, ingredients: [['red', 'wine'], ['stout'], ['ipa'], ['lager']] }),
  ...occasionFamily(['fish and chips', 'fish n chips', 'chippy'], { flavours: { refreshing: 0.6, dry: 0.3 }, ingredients: [['lager'], ['white', 'wine'], ['prosecco'], ['ipa']] }),
  ...occasionFamily(['quiz', 'quiz night', 'pub quiz', 'trivia', 'trivia night'], { flavours: { refreshing: 0.4 }, ingredients: [['lager'], ['ipa'], ['stout']] }),
  ...occasionFamily(['book club', 'reading group', 'book group'], { flavours: { fruity: 0.3, dry: 0.2 }, category: 'wine' }),
  ...occasionFamily(['long walk', 'a hike', 'hiking', 'after a hike', 'in the hills', 'a ramble', 'after a walk'], { flavours: { refreshing: 0.6 }, ingredients: [['lager'], ['ipa'], ['stout']] }),
  ...occasionFamily(['the gym', 'at the gym', 'after the gym', 'workout', 'work out', 'after a run', 'after training', 'spin class'], { flavours: { refreshing: 1 }, strength: 'light' }),
  ...occasionFamily(['raining', 'rainy', 'chucking it down', 'pouring down', 'pouring outside', 'bucketing down', 'miserable weather', 'grim weather', 'drizzly'], { flavours: { rich: 0.7, spicy: 0.4 }, strength: 'strong' }),
  ...occasionFamily(['bad day', 'awful day', 'crap day', 'terrible day', 'bad week', 'awful week'], { flavours: { rich: 0.6 }, strength: 'strong' }),
  // What goes with the food: seafood wants dry, crisp and bubbly; red meat something rich; spicy food something cold
  // and long; a cheese board wine.
  ...occasionFamily(['oyster', 'oysters', 'seafood', 'sushi', 'sashimi', 'ceviche', 'grilled fish', 'with fish', 'lobster', 'mussels', 'scallops', 'fish', 'sea bass', 'seabass', 'salmon', 'cod', 'tuna', 'prawns', 'shrimp', 'calamari', 'squid', 'crab', 'fish tacos', 'halibut', 'trout', 'bream', 'monkfish'], {
    flavours: { dry: 0.6, citrus: 0.5, bubbly: 0.5, refreshing: 0.3 },
    ingredients: [['prosecco'], ['white', 'wine'], ['dry', 'vermouth']],
  }),
  ...occasionFamily(['steak', 'burger', 'burgers', 'red meat', 'roast beef', 'rack of lamb', 'brisket', 'bbq ribs', 'spare ribs', 'beef wellington', 'roast lamb', 'lamb shank', 'venison', 'duck breast', 'ribeye', 'sirloin', 'fillet steak'], { flavours: { rich: 0.7, spicy: 0.3 }, ingredients: [['red', 'wine'], ['bourbon'], ['rye']] }),
  ...occasionFamily(['a curry', 'curry night', 'spicy food', 'thai food', 'indian food', 'hot wings', 'chicken wings'], { flavours: { refreshing: 0.9, citrus: 0.4 }, category: 'beer' }),
  ...occasionFamily(['cheese board', 'cheeseboard', 'charcuterie', 'cheese plate', 'fondue', 'cheese fondue', 'raclette', 'with cheese', 'the cheese'], { flavours: { dry: 0.5, fruity: 0.4 }, category: 'wine' }),
  // Days of the year.
  ...occasionFamily(['st patrick', 'saint patrick', 'st paddy', 'paddy day', 'paddys day', 'patricks day'], { flavours: { rich: 0.4 }, category: 'beer', ingredients: [['stout']] }),
  ...occasionFamily(['oktoberfest', 'beer festival'], { flavours: { refreshing: 0.6 }, category: 'beer' }),
  ...occasionFamily(['fourth of july', '4th of july', 'july 4th', 'independence day'], { flavours: { refreshing: 0.8 }, ingredients: [['lager'], ['bourbon']] }),
  ...occasionFamily(['thanksgiving', 'halloween', 'bonfire night'], { flavours: { rich: 0.7, spicy: 0.6 } }),
  // Burns Night and Hogmanay: Scotch; Christmas and the New Year's Eve countdown: bubbles.
  ...occasionFamily(['burns night', 'burns supper', 'hogmanay', 'haggis'], { flavours: { smoky: 0.5, rich: 0.5 }, ingredients: [['scotch'], ['islay']] }),
  ...occasionFamily(['new years eve', 'new year s eve', 'nye', 'countdown', 'midnight toast'], { flavours: { bubbly: 0.9 }, ingredients: [['prosecco'], ['champagne']] }),
  // Small plates ('with the tapas', 'some meze', 'antipasti'): wine, a spritz or a vermouth drink.
  ...occasionFamily(['tapas', 'pintxos', 'meze', 'mezze', 'antipasti', 'small plates'], { flavours: { dry: 0.5, bitter: 0.4, bubbly: 0.3 }, ingredients: [['vermouth'], ['aperol'], ['prosecco']] }),
  // Feeling the altitude: light and long, alcohol-free first (the answer says to drink water with it).
  ...occasionFamily(['altitude', 'altitude sickness', 'thin air', 'breathless', 'short of breath', 'out of breath'], { flavours: { refreshing: 0.8 }, strength: 'light' }),
  // Moods: comfort for a low one, something strong for a stressed one, bubbles and fruit for romance.
  ...occasionFamily(['sad', 'feeling down', 'feeling low', 'feeling blue', 'a bit down', 'a little down', 'a bit low', 'a bit blue', 'down in the dumps', 'heartbroken', 'broken heart', 'got dumped', 'miserable', 'gloomy', 'cheer me up', 'cheering up', 'bad news', 'drown my sorrows', 'drown our sorrows', 'drown the sorrows', 'drowning my sorrows', 'drowning our sorrows', 'drown my sorrow', 'we lost', 'lost the game', 'lost the match', 'commiserate', 'commiserations'], { flavours: { rich: 0.7, sweet: 0.3 }, strength: 'strong' }),
  ...occasionFamily(['stressed', 'stressed out', 'stressful', 'frazzled', 'burnt out', 'burned out', 'exhausted'], { flavours: { rich: 0.6 }, strength: 'strong' }),
  // A drink that needs no thinking ('my brain is fried, something simple', 'nothing fancy'): a plain highball, a beer.
  ...occasionFamily(['brain is fried', 'brain fried', 'fried brain', 'brain dead', 'braindead', 'no thinking', 'no thinking required', 'nothing complicated', 'something simple', 'keep it simple', 'simple drink'], { flavours: { refreshing: 0.5 }, ingredients: [['tonic'], ['lager'], ['cola'], ['soda']] }),
  ...occasionFamily(['romantic', 'romance', 'candlelit', 'for the two of us', 'for us two', 'with my partner', 'with my girlfriend', 'with my boyfriend', 'with my wife', 'with my husband'], { flavours: { bubbly: 0.7, fruity: 0.5 }, ingredients: [['prosecco'], ['raspberry'], ['cranberry']] }),
  // Courage for a stage ('liquid courage', 'karaoke in 10 min', 'my speech is next'): a short, strong one.
  ...occasionFamily(['liquid courage', 'dutch courage', 'steady my nerves', 'settle my nerves', 'for my nerves', 'nervous', 'stage fright', 'before my speech', 'my speech', 'give a speech', 'giving a speech', 'best man speech'], { flavours: { spicy: 0.3 }, strength: 'strong' }),
  // The dance floor ('heels off, ready to dance till 1', 'something that won't slow me down'): long, cold and lively.
  ...occasionFamily(['dancing', 'dance floor', 'dancefloor', 'ready to dance', 'dance till', 'dance until', 'dance all night', 'hit the floor', 'not slow me down', 'won t slow me down', 'will not slow me down'], { flavours: { refreshing: 0.6, citrus: 0.3 } }),
  ...occasionFamily(['karaoke', 'sing along', 'singalong', 'before i sing', 'going to sing', 'gonna sing'], { flavours: { citrus: 0.6, fruity: 0.5, refreshing: 0.4 } }),
  // Kind to tomorrow ('least likely to give me a hangover', 'no headache tomorrow'): light, clean and long (a hangover
  // already had is read elsewhere).
  ...occasionFamily(['give me a hangover', 'not give me a hangover', 'no hangover', 'avoid a hangover', 'without a hangover', 'not be hungover', 'not to be hungover', 'no headache', 'a headache tomorrow', 'headache in the morning', 'feel fine tomorrow', 'fresh tomorrow', 'regret tomorrow'], { flavours: { refreshing: 0.8, dry: 0.4 }, strength: 'light' }),
  // Counting calories ('lowest calorie', 'low cal', 'skinny'): light and dry, not sweet and creamy (the recipes do not count calories).
  ...occasionFamily(['calories', 'calorie', 'low cal', 'low calorie', 'lowest calorie', 'counting calories', 'skinny', 'on a diet', 'watching my weight', 'cutting', 'light on calories'], { flavours: { dry: 0.7, refreshing: 0.5 }, strength: 'light' }),
  // A sore throat or a voice lost ('my voice is gone', 'hoarse'): honey and ginger, nothing strong.
  ...occasionFamily(['sore throat', 'scratchy throat', 'my throat', 'voice is gone', 'voice is shot', 'lost my voice', 'losing my voice', 'hoarse', 'no voice left'], { flavours: { spicy: 0.4, sweet: 0.3 }, ingredients: [['honey'], ['ginger']], strength: 'light' }),
  // Something fancy for someone ('she loves fancy stuff', 'something fancy'): a cocktail served up.
  ...occasionFamily(['fancy stuff', 'something fancy', 'loves fancy', 'likes fancy', 'feeling fancy', 'feeling posh', 'something posh', 'dressed up'], { flavours: { fruity: 0.3, bubbly: 0.2 }, ingredients: [['prosecco'], ['espresso'], ['raspberry'], ['cranberry']], serve: 'up' }),
  // A drink that goes down easy ('liquid courage that goes down easy'): a long, easy highball.
  ...occasionFamily(['goes down easy', 'go down easy', 'goes down easily', 'easy to drink', 'easy to get down', 'slides down'], { flavours: { refreshing: 0.7, fruity: 0.3 }, ingredients: [['cola'], ['ginger', 'beer'], ['lime']] }),
  // A night of a decade ('90s night', 'a nineties drink'): its famous drinks.
  ...occasionFamily(['90s', '90 s', 'nineties', '1990s', 'y2k'], { flavours: { fruity: 0.4 }, ingredients: [['cranberry'], ['espresso'], ['vodka']] }),
  // One lost, remembered ('my late dad', 'in his memory'): what they drank, strong and slow.
  ...occasionFamily(['my late dad', 'my late father', 'my late mum', 'my late mom', 'my late mother', 'my late grandad', 'my late grandpa', 'my late grandfather', 'my late grandma', 'my late granny', 'my late grandmother', 'my late husband', 'my late wife', 'my late brother', 'my late sister', 'my late friend', 'my late uncle', 'my late aunt', 'my late appa', 'my late umma', 'my late papa', 'my late nonno', 'my late nonna', 'my late abuelo', 'my late abuela', 'in his memory', 'in her memory', 'in memory of', 'passed away', 'rest in peace'], { flavours: { rich: 0.6 }, strength: 'strong', ingredients: [['scotch'], ['bourbon'], ['whisky']] }),
  ...occasionFamily(['valentine', 'valentines', 'galentines'], { flavours: { bubbly: 0.7, fruity: 0.5 }, ingredients: [['prosecco'], ['raspberry'], ['cranberry']] }),
});

/** One reading for every word of a family of occasions ('footy', 'rugby', 'tailgate': beer for the game). */
function occasionFamily(phrases: readonly string[], reading: Occasion): Record<string, Occasion> {
  return Object.fromEntries(phrases.map((p) => [p, reading]));
}

/** Words that say the guest wants something other than the drink they name ('like a Negroni but ...', 'other than a mojito'). */
export const DIFFERENT_CUES = /\b(?:but|different|another (?:spirit|base|liquor)|other (?:spirit|base|liquor)|swap(?:ped)? (?:out|the)|other than|instead of|rather than|something else|apart from|besides|change from|for a change|fancy a change|a change|change it up|switch it up|mix it up|bored of|always (?:get|have|order|drink)|not (?:a|an|the) (?:same|usual)|something new|try something|again|what else|anything else|else|last time|(?:just|but|only) not (?:that|that one|it|this one|the same one|that exact one|itself)|in the same family)\b/;
/** Words that ask for others like a named drink, not for it ('close to a Negroni', 'a twist on a Mojito'): its variations stay welcome. */
export const SIMILAR_CUES = /\b(?:similar to|(?:something|anything) similar|alternative to|close to|closest (?:thing |one )?to|nearest (?:thing |one )?to|comparable to|akin to|reminiscent of|reminds me of|substitute for|stand in for|dupe (?:for|of)|twist on|riff on|spin on|take on|version of|cousin of|in the spirit of|inspired by|scratch(?:es)? the same itch|hits? the same spot|same itch)\b/;

/**
 * Where a guest's mind is ('Mexican vibes', 'something Italian'): the spirits and ingredients of that place, as
 * gentle wishes. Colours work the same way, through the ingredients that give them.
 */
export const ORIGINS: Record<string, { spirits?: string[]; ingredients?: string[][] }> = ownWords({
  mexican: { spirits: ['tequila', 'mezcal'] },
  // Its food and its days: 'taco tuesday', 'nachos', 'Cinco de Mayo'.
  taco: { spirits: ['tequila', 'mezcal'] },
  tacos: { spirits: ['tequila', 'mezcal'] },
  'taco tuesday': { spirits: ['tequila', 'mezcal'] },
  nachos: { spirits: ['tequila', 'mezcal'] },
  burrito: { spirits: ['tequila', 'mezcal'] },
  quesadilla: { spirits: ['tequila', 'mezcal'] },
  guacamole: { spirits: ['tequila', 'mezcal'] },
  fajitas: { spirits: ['tequila', 'mezcal'] },
  'cinco de mayo': { spirits: ['tequila', 'mezcal'] },
  pizza: { ingredients: [['campari'], ['aperol'], ['vermouth'], ['prosecco'], ['red', 'wine']] },
  pasta: { ingredients: [['campari'], ['aperol'], ['vermouth'], ['prosecco'], ['red', 'wine']] },
  mexico: { spirits: ['tequila', 'mezcal'] },
  italian: { ingredients: [['campari'], ['aperol'], ['vermouth'], ['prosecco'], ['amaretto']] },
  italy: { ingredients: [['campari'], ['aperol'], ['vermouth'], ['prosecco'], ['amaretto']] },
  cuban: { spirits: ['rum'] },
  cuba: { spirits: ['rum'] },
  caribbean: { spirits: ['rum'] },
  brazilian: { spirits: ['cachaca'] },
  brazil: { spirits: ['cachaca'] },
  scottish: { spirits: ['scotch'] },
  scotland: { spirits: ['scotch'] },
  american: { spirits: ['bourbon', 'rye'] },
  kentucky: { spirits: ['bourbon'] },
  french: { spirits: ['cognac'], ingredients: [['prosecco'], ['champagne']] },
  russian: { spirits: ['vodka'] },
  british: { spirits: ['gin'] },
  english: { spirits: ['gin'] },
  london: { spirits: ['gin'] },
  // Colours (`COLOURS`) are what the guest will see in the glass: a wish said outright, not a mood.
  pink: { ingredients: [['raspberry'], ['cranberry'], ['grenadine'], ['rose']] },
  red: { ingredients: [['campari'], ['grenadine'], ['cranberry'], ['red', 'wine']] },
  orange: { ingredients: [['aperol'], ['orange', 'juice']] },
  green: { ingredients: [['mint'], ['lime', 'juice']] },
  black: { ingredients: [['espresso'], ['coffee'], ['stout'], ['cola']] },
  yellow: { ingredients: [['pineapple'], ['lemon', 'juice'], ['elderflower'], ['egg', 'white']] },
  blue: { ingredients: [['blue', 'curacao'], ['butterfly', 'pea']] },
  purple: { ingredients: [['creme', 'de', 'violette'], ['butterfly', 'pea'], ['blackberry']] },
  dark: { ingredients: [['dark', 'rum'], ['stout'], ['coffee'], ['espresso']] },
  // Colourful, of no one colour: a drink that shows red, pink, orange or blue in the glass.
  colourful: { ingredients: [['grenadine'], ['cranberry'], ['raspberry'], ['aperol'], ['campari'], ['orange', 'juice'], ['blue', 'curacao']] },
  colorful: { ingredients: [['grenadine'], ['cranberry'], ['raspberry'], ['aperol'], ['campari'], ['orange', 'juice'], ['blue', 'curacao']] },
  instagrammable: { ingredients: [['grenadine'], ['cranberry'], ['raspberry'], ['aperol'], ['campari'], ['orange', 'juice'], ['blue', 'curacao']] },
  photogenic: { ingredients: [['grenadine'], ['cranberry'], ['raspberry'], ['aperol'], ['campari'], ['orange', 'juice'], ['blue', 'curacao']] },
});

/** The colours among `ORIGINS`: the guest's own wish for the look of the drink, weighed as an ingredient asked for. */
export const COLOURS: ReadonlySet<string> = new Set(['pink', 'red', 'green', 'black', 'yellow', 'blue', 'purple']);

/** Wines and wine-based items: fined with egg, milk or fish for all the recipes tell, and carrying sulfites. */
const WINE_BASED = ['wine', 'prosecco', 'champagne', 'cava', 'vermouth', 'sherry', 'port', 'lillet'] as const;

/**
 * Allergens and diets: the words of inventory items a drink with them may contain (an entry of several words,
 * 'ginger beer', needs all of them in one item). These are hard constraints: a drink with any of them is never
 * offered, whichever engine answered. When the recipes cannot tell (soy, sulfites, whether a wine was fined with
 * egg), the list holds every item that may carry it, and the answer says so (`UNRECORDED`).
 */
export const ALLERGENS = {
  egg: ['egg'],
  dairy: ['cream', 'milk', 'butter', 'yogurt', 'yoghurt', 'baileys', 'cheese'],
  // Coconut is a tree nut for food labelling (FDA): a nut allergy leaves it out too.
  nuts: ['almond', 'amaretto', 'orgeat', 'nut', 'hazelnut', 'frangelico', 'walnut', 'pecan', 'pistachio', 'peanut', 'macadamia', 'nocino', 'praline', 'coconut', 'malibu'],
  gluten: ['beer', 'lager', 'ipa', 'stout', 'ale', 'porter', 'pilsner'],
  honey: ['honey'],
  vegan: ['egg', 'honey', 'cream', 'milk', 'butter', 'yogurt', 'yoghurt', 'baileys', ...WINE_BASED],
  caffeine: ['coffee', 'espresso', 'cola', 'coke', 'tea', 'matcha', 'guarana', 'energy drink', 'mate', 'cold brew'],
  sugar: [
    'sugar', 'syrup', 'honey', 'agave', 'grenadine', 'liqueur', 'cordial', 'cola', 'tonic', 'ginger beer', 'ginger ale', 'lemonade', 'grapefruit soda',
    'orange juice', 'pineapple juice', 'cranberry juice', 'apple juice', 'coconut cream', 'cherry', 'amaretto', 'triple sec', 'aperol', 'campari',
    'sweet vermouth', 'bitter aperitif', 'alcohol free beer', 'schnapps', 'baileys',
  ],
  soy: ['soy', 'soya', 'lecithin', 'baileys', 'cream liqueur', 'chocolate'],
  sulfites: [...WINE_BASED, 'cider', 'cherry', 'cordial', 'dried'],
  sesame: ['sesame', 'tahini'],
  shellfish: ['shellfish', 'clam', 'oyster', 'shrimp', 'prawn'],
  celery: ['celery'],
  mustard: ['mustard'],
  citrus: ['lime', 'lemon', 'orange', 'grapefruit', 'citrus', 'yuzu', 'triple sec', 'cointreau', 'curacao', 'bergamot', 'aperol'],
  // What spirits and wines are made from: an allergy to the fruit or plant rules out what is made from it. A liqueur
  // may sit on a grape brandy (item names do not tell): left out for grapes, and said.
  grape: [...WINE_BASED, 'grape', 'raisin', 'cognac', 'brandy', 'armagnac', 'grappa', 'pisco', 'calvados', 'liqueur'],
  agave: ['agave', 'tequila', 'mezcal', 'mescal'],
  apple: ['apple', 'cider', 'calvados', 'applejack'],
  coconut: ['coconut', 'malibu'],
  juniper: ['juniper', 'gin'],
  // Quinine is the tonic's; some aperitifs hold cinchona too, which the recipes do not record (said).
  quinine: ['tonic', 'quinine', 'bitter lemon'],
  // Cinnamon is among the spices of aromatic bitters, spiced rum and cola, which the recipes do not list (said).
  // (Sweet vermouth's botanicals commonly hold cinnamon or cassia too.)
  cinnamon: ['cinnamon', 'bitters', 'angostura', 'spiced', 'falernum', 'cola', 'coke', 'sweet vermouth'],
  // Vanilla flavours coffee liqueurs, amaretto and cream liqueurs, which the recipes do not list (said).
  vanilla: ['vanilla', 'coffee liqueur', 'amaretto', 'galliano', 'licor 43', 'cream liqueur', 'baileys'],
  // A low-sodium diet (blood pressure, the kidneys): the salt of a rim, and olives, kept in brine (a green olive holds
  // more salt than a rim's pinch).
  salt: ['salt', 'olive'],
  // Stone fruit (cherries, peaches, apricots, plums and their spirits); amaretto is made with apricot kernels, which
  // many with a stone-fruit allergy react to as well.
  stoneFruit: ['cherry', 'peach', 'apricot', 'plum', 'nectarine', 'amaretto', 'kirsch', 'maraschino', 'slivovitz', 'sloe', 'damson', 'mirabelle', 'prune'],
  // Bubbles ruled out ('no bubbles', "I can't do bubbles", 'sin gas'): every sparkling wine, beer and soda.
  carbonated: ['prosecco', 'champagne', 'cava', 'sparkling', 'soda', 'tonic', 'ginger beer', 'ginger ale', 'cola', 'coke', 'lemonade', 'seltzer', 'beer', 'lager', 'ipa', 'stout', 'ale', 'cider'],
} as const satisfies Record<string, readonly string[]>;
export type Allergen = keyof typeof ALLERGENS;

/**
 * Allergens and diets the bar's recipes do not record for sure (item names cannot tell a soy lecithin or how a wine
 * was fined): the drinks that may carry them are left out, and every answer asks the guest to check with the bartender.
 */
export const UNRECORDED: Partial<Record<Allergen, string>> = {
  vegan: 'the animal products used to fine wines',
  sugar: 'every source of sugar',
  soy: 'soy',
  sulfites: 'sulfites',
  sesame: 'sesame',
  shellfish: 'shellfish',
  celery: 'celery',
  mustard: 'mustard',
  gluten: 'gluten traces',
  citrus: 'citrus peel in every product',
  grape: 'the base spirit of every liqueur',
  agave: 'agave in every product',
  apple: 'apple in every product',
  coconut: 'coconut in every product',
  juniper: 'juniper in every product',
  quinine: 'quinine (cinchona) in every aperitif',
  cinnamon: 'cinnamon among the spices of every product',
  vanilla: 'vanilla in every liqueur',
};

/** How an answer names a drink free of it ('No caffeine-free drink on our menu has cola'). */
export const FREE_OF: Record<Allergen, string> = {
  egg: 'egg-free', dairy: 'dairy-free', nuts: 'nut-free', gluten: 'gluten-free', honey: 'honey-free', vegan: 'vegan', caffeine: 'caffeine-free',
  sugar: 'sugar-free', soy: 'soy-free', sulfites: 'sulfite-free', sesame: 'sesame-free', shellfish: 'shellfish-free', celery: 'celery-free', mustard: 'mustard-free',
  citrus: 'citrus-free', grape: 'grape-free', agave: 'agave-free', apple: 'apple-free', coconut: 'coconut-free', juniper: 'juniper-free',
  salt: 'salt-free', quinine: 'quinine-free', cinnamon: 'cinnamon-free', vanilla: 'vanilla-free', stoneFruit: 'stone-fruit-free', carbonated: 'still',
};

/** Dietary needs and allergies as guests say them (in English; other languages are translated first, see languages.ts). */
export const DIETARY: Record<string, readonly string[]> = ownWords({
  vegan: ALLERGENS.vegan,
  // A Jain diet: no egg, no honey, nothing grown under the ground (ginger); no alcohol either (read as a reason).
  jain: ['egg', 'honey', 'ginger'],
  'plant based': ALLERGENS.vegan,
  'nut allergy': ALLERGENS.nuts,
  'allergic to nut': ALLERGENS.nuts,
  'nut free': ALLERGENS.nuts,
  'tree nut': ALLERGENS.nuts,
  'egg free': ALLERGENS.egg,
  'egg allergy': ALLERGENS.egg,
  'no raw egg': ALLERGENS.egg,
  'dairy free': ALLERGENS.dairy,
  'lactose intolerant': ALLERGENS.dairy,
  'lactose free': ALLERGENS.dairy,
  'gluten free': ALLERGENS.gluten,
  coeliac: ALLERGENS.gluten,
  celiac: ALLERGENS.gluten,
  'honey allergy': ALLERGENS.honey,
  'no nut': ALLERGENS.nuts,
  'animal product': ALLERGENS.vegan,
  'no animal': ALLERGENS.vegan,
  // Caffeine: asked to go without, or pregnant (alcohol-free as well, see ALCOHOL_FREE_PHRASES).
  decaf: ALLERGENS.caffeine,
  decaffeinated: ALLERGENS.caffeine,
  'caffeine free': ALLERGENS.caffeine,
  pregnant: ALLERGENS.caffeine,
  // Sleep at stake ('senza caffè, che poi non dormo', "no coffee or I won't sleep", 'sonst kann ich nicht schlafen').
  ...Object.fromEntries(
    [
      'will not sleep', 'would not sleep', 'can not sleep', 'could not sleep', 'never sleep', 'be up all night', 'keep me up all night', 'keeps me up at night',
      'keeps me awake at night', 'trouble sleeping', 'non dormo', 'non dormiro', 'no duermo', 'no voy a dormir', 'no podre dormir', 'ne dors pas', 'dors pas',
      'dormirai pas', 'nicht schlafen', 'nicht einschlafen', 'nao durmo', 'nao vou dormir', 'nao consigo dormir',
    ].map((phrase) => [phrase, ALLERGENS.caffeine]),
  ),
  // Bubbles said as a limit, not a taste ('not too fizzy' stays a taste): in the six languages once translated.
  ...Object.fromEntries(
    [
      'no bubbles', 'no bubble', 'no bubbly', 'without bubbles', 'without bubbly', 'nothing bubbly', 'nothing with bubbles', 'no fizz', 'no fizzy',
      'nothing fizzy', 'not fizzy', 'no sparkling', 'nothing sparkling', 'not carbonated', 'non carbonated', 'no carbonation', 'no carbonated',
      'nothing carbonated', 'can not do bubbles', 'can not have bubbles', 'can not do fizzy', 'can not have fizzy', 'can not do bubbly',
      'can not handle bubbles', 'bubbles make me', 'no gas', 'without gas', 'nothing con gas', 'without kohlensaure', 'no kohlensaure',
      'ohne kohlensaure', 'no sprudel', 'still drink', 'still drinks', 'nothing de bubbly', 'nothing di bubbly', 'nothing de gas', 'nothing di gas',
      'no gassy', 'nothing gassy', 'no gas', 'bubbles give me', 'bubbles make me', 'fizzy drinks give me', 'fizz gives me', 'can not have fizzy drinks',
    ].map((phrase) => [phrase, ALLERGENS.carbonated]),
  ),
  // Sugar.
  diabetic: ALLERGENS.sugar,
  diabetes: ALLERGENS.sugar,
  // (A guest on insulin is a diabetic: 'on insulin, I do drink, just nothing sugary'.)
  insulin: ALLERGENS.sugar,
  'sugar free': ALLERGENS.sugar,
  sugarfree: ALLERGENS.sugar,
  'no added sugar': ALLERGENS.sugar,
  'nothing with added sugar': ALLERGENS.sugar,
  'without added sugar': ALLERGENS.sugar,
  'sugar makes me': ALLERGENS.sugar,
  'can not have sugar': ALLERGENS.sugar,
  // ('low sugar' is a taste, read as 'not too sweet' before this list.) Keto and low carb rule out the beers too.
  keto: [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  'low carb': [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  'no carbs': [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  'no carb': [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  'carb free': [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  // Keto in the other languages and as its whole word ('dieta cetogénica', 'régime cétogène', 'ketogene Diät', 'dieta chetogenica').
  ketogenic: [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  cetogenica: [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  cetogenico: [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  cetogene: [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  ketogen: [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  ketogene: [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  ketogenen: [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  chetogenica: [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  chetogenico: [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  'low carb diet': [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  'sin carbohidratos': [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  'sem carboidratos': [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  'sans glucides': [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  'ohne kohlenhydrate': [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  'senza carboidrati': [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  'zero carbs': [...ALLERGENS.sugar, ...ALLERGENS.gluten],
  // Diabetes in the other languages (the reader's translation leaves these words as they are).
  diabetico: ALLERGENS.sugar,
  diabetica: ALLERGENS.sugar,
  diabetique: ALLERGENS.sugar,
  diabetiker: ALLERGENS.sugar,
  diabetikerin: ALLERGENS.sugar,
  diabete: ALLERGENS.sugar,
  // A low-sodium diet, as guests and doctors say it, in the six languages.
  'low sodium': ALLERGENS.salt,
  'low salt': ALLERGENS.salt,
  'salt free': ALLERGENS.salt,
  'no salt': ALLERGENS.salt,
  'without salt': ALLERGENS.salt,
  'easy on the salt': ALLERGENS.salt,
  'easy on salt': ALLERGENS.salt,
  sodium: ALLERGENS.salt,
  hypertension: ALLERGENS.salt,
  'high blood pressure': ALLERGENS.salt,
  'blood pressure': ALLERGENS.salt,
  'sin sal': ALLERGENS.salt,
  'bajo en sal': ALLERGENS.salt,
  'bajo en sodio': ALLERGENS.salt,
  hiposodica: ALLERGENS.salt,
  hiposodico: ALLERGENS.salt,
  'sans sel': ALLERGENS.salt,
  'pauvre en sel': ALLERGENS.salt,
  hyposode: ALLERGENS.salt,
  salzarm: ALLERGENS.salt,
  'ohne salz': ALLERGENS.salt,
  natriumarm: ALLERGENS.salt,
  'senza sale': ALLERGENS.salt,
  iposodica: ALLERGENS.salt,
  iposodico: ALLERGENS.salt,
  'sem sal': ALLERGENS.salt,
  'pouco sal': ALLERGENS.salt,
  'baixo sodio': ALLERGENS.salt,
  // What the recipes do not record: ruled out as far as item names tell, and said.
  'soy allergy': ALLERGENS.soy,
  'soya allergy': ALLERGENS.soy,
  'soy free': ALLERGENS.soy,
  'sulfite allergy': ALLERGENS.sulfites,
  'sulphite allergy': ALLERGENS.sulfites,
  'sulfite free': ALLERGENS.sulfites,
  'sulphite free': ALLERGENS.sulfites,
  'sesame allergy': ALLERGENS.sesame,
  'shellfish allergy': ALLERGENS.shellfish,
  'celery allergy': ALLERGENS.celery,
  'mustard allergy': ALLERGENS.mustard,
  'peanut allergy': ALLERGENS.nuts,
  'dairy allergy': ALLERGENS.dairy,
  'milk allergy': ALLERGENS.dairy,
  'gluten allergy': ALLERGENS.gluten,
  'gluten intolerance': ALLERGENS.gluten,
  'gluten intolerant': ALLERGENS.gluten,
  'lactose intolerance': ALLERGENS.dairy,
  'egg allergies': ALLERGENS.egg,
});

/** Allergen words that rule drinks out when negated ('no dairy', 'allergic to nuts', 'sans oeuf') and say nothing otherwise. */
export const ALLERGEN_WORDS: Record<string, readonly string[]> = ownWords({
  nut: ALLERGENS.nuts,
  'tree nut': ALLERGENS.nuts,
  peanut: ALLERGENS.nuts,
  almond: ALLERGENS.nuts,
  dairy: ALLERGENS.dairy,
  lactose: ALLERGENS.dairy,
  milk: ALLERGENS.dairy,
  cream: ALLERGENS.dairy,
  gluten: ALLERGENS.gluten,
  wheat: ALLERGENS.gluten,
  // Malt and barley are the beers' gluten ('I can't have malt').
  malt: ALLERGENS.gluten,
  malted: ALLERGENS.gluten,
  // Grains ('paleo, no grains'): the beers, and the whiskies distilled from them.
  grain: [...ALLERGENS.gluten, 'whisky', 'whiskey', 'bourbon', 'scotch', 'rye'],
  grains: [...ALLERGENS.gluten, 'whisky', 'whiskey', 'bourbon', 'scotch', 'rye'],
  barley: ALLERGENS.gluten,
  egg: ALLERGENS.egg,
  honey: ALLERGENS.honey,
  stonefruit: ALLERGENS.stoneFruit,
  // (Amaretto is made with apricot kernels.)
  apricot: ['apricot', 'amaretto'],
  caffeine: ALLERGENS.caffeine,
  // ('Not sugary' alone is a taste, avoided as sweetness; a diabetic's 'nothing sugary' is ruled out by 'diabetic'.)
  sugar: ALLERGENS.sugar,
  sweetener: ALLERGENS.sugar,
  sweetened: ALLERGENS.sugar,
  // Sugary things named as things ('no sugary mixers', 'no added sugar'): the sugar in them is ruled out, not only their taste.
  'sugary mixers': ALLERGENS.sugar,
  'sugary mixer': ALLERGENS.sugar,
  'sugary sodas': ALLERGENS.sugar,
  'sugary juices': ALLERGENS.sugar,
  'sugary stuff': ALLERGENS.sugar,
  'sugary syrups': ALLERGENS.sugar,
  'added sugar': ALLERGENS.sugar,
  soy: ALLERGENS.soy,
  soya: ALLERGENS.soy,
  sulfite: ALLERGENS.sulfites,
  sulphite: ALLERGENS.sulfites,
  sulfites: ALLERGENS.sulfites,
  sulphites: ALLERGENS.sulfites,
  sulfur: ALLERGENS.sulfites,
  sesame: ALLERGENS.sesame,
  shellfish: ALLERGENS.shellfish,
  celery: ALLERGENS.celery,
  mustard: ALLERGENS.mustard,
  citrus: ALLERGENS.citrus,
  grape: ALLERGENS.grape,
  agave: ALLERGENS.agave,
  apple: ALLERGENS.apple,
  coconut: ALLERGENS.coconut,
  juniper: ALLERGENS.juniper,
  quinine: ALLERGENS.quinine,
  cinnamon: ALLERGENS.cinnamon,
  vanilla: ALLERGENS.vanilla,
  // Egg and nuts by what is made of them, or instead of them: a meringue is egg white; aquafaba stands in for it.
  meringue: ALLERGENS.egg,
  aquafaba: ALLERGENS.egg,
  eggwhite: ALLERGENS.egg,
  eggnog: ALLERGENS.egg,
  pavlova: ALLERGENS.egg,
  // The foam of a sour is its egg white ('like a whiskey sour but without the foam').
  foam: ALLERGENS.egg,
  // Honey by where it comes from: 'anything from a beehive', 'bee products', 'propolis'.
  beehive: ALLERGENS.honey,
  'bee products': ALLERGENS.honey,
  bees: ALLERGENS.honey,
  'anything from bees': ALLERGENS.honey,
  'bee pollen': ALLERGENS.honey,
  propolis: ALLERGENS.honey,
  mayonnaise: ALLERGENS.egg,
  mayo: ALLERGENS.egg,
  custard: ALLERGENS.egg,
  marzipan: ALLERGENS.nuts,
  nutella: ALLERGENS.nuts,
  pesto: ALLERGENS.nuts,
  // Orgeat is almond syrup: a reaction to it is a nut allergy ('orgeat makes me swell up').
  orgeat: ALLERGENS.nuts,
  // Every nut by its own name is the nut allergy ('macadamia allergy', 'no pistachio').
  hazelnut: ALLERGENS.nuts,
  walnut: ALLERGENS.nuts,
  pecan: ALLERGENS.nuts,
  pistachio: ALLERGENS.nuts,
  macadamia: ALLERGENS.nuts,
  cashew: ALLERGENS.nuts,
  'brazil nut': ALLERGENS.nuts,
  'pine nut': ALLERGENS.nuts,
  nougat: ALLERGENS.nuts,
  praline: ALLERGENS.nuts,
  salt: ALLERGENS.salt,
  // 'Like a margarita but not salty': the salt on the rim is what the guest leaves out.
  salty: ALLERGENS.salt,
  salted: ALLERGENS.salt,
  sodium: ALLERGENS.salt,
  sal: ALLERGENS.salt,
  sel: ALLERGENS.salt,
  salz: ALLERGENS.salt,
});

/**
 * Spirits by colour or kind ('no brown liquor', 'no clear spirits', 'no hard liquor'): negated, every stocked spirit of
 * the kind is ruled out (not every alcohol, as a 'no liquor' alone is). Brown: whiskies, brandies, dark and aged rum;
 * clear: gin, vodka, white rum, unaged agave spirits, cachaça; hard: both, and the liqueurs and bitters of 20% or more.
 */
const BROWN_SPIRITS = ['whisky', 'whiskey', 'bourbon', 'rye', 'scotch', 'single malt', 'cognac', 'brandy', 'armagnac', 'calvados', 'dark rum', 'aged rum', 'spiced rum', 'anejo', 'reposado'];
const CLEAR_SPIRITS = ['gin', 'vodka', 'white rum', 'light rum', 'silver rum', 'tequila', 'mezcal', 'cachaca', 'pisco', 'genever', 'grappa'];
const BROWN_KINDS = ['brown liquor', 'brown spirit', 'brown stuff', 'brown booze', 'dark liquor', 'dark spirit', 'aged spirit', 'something brown', 'brown drink', 'brown cocktail'];
const CLEAR_KINDS = ['clear liquor', 'clear spirit', 'white spirit', 'white liquor', 'clear booze', 'clear stuff', 'something clear', 'clear drink', 'clear cocktail'];
/** Said as a wish ('something brown and stirred', 'a clear spirit please'): the spirits of the kind. */
export const SPIRIT_KIND_WISHES: Record<string, readonly string[]> = Object.fromEntries([
  ...BROWN_KINDS.map((p) => [p, ['whisky', 'brandy']]),
  ...CLEAR_KINDS.map((p) => [p, ['gin', 'vodka', 'rum', 'tequila']]),
]);
export const SPIRIT_KINDS: Record<string, readonly string[]> = Object.fromEntries([
  ...BROWN_KINDS.map((p) => [p, BROWN_SPIRITS]),
  ...CLEAR_KINDS.map((p) => [p, CLEAR_SPIRITS]),
  ...['hard liquor', 'hard alcohol', 'strong alcohol', 'hard booze', 'strong booze', 'hard stuff', 'strong liquor', 'strong spirit', 'hard spirit', 'distilled spirit', 'superalcolico', 'superalcolici', 'destilado', 'spiritueux', 'spirituose', 'spirituosen', 'licor fuerte', 'bebida destilada']
    .map((p) => [p, [...BROWN_SPIRITS, ...CLEAR_SPIRITS, 'rum', 'triple sec', 'cointreau', 'bitters', 'schnapps', 'liqueur', 'campari', 'amaretto', 'amaro', 'fernet', 'absinthe', 'chartreuse', 'kahlua']]),
]);

/** Of those, the ones said with a word for alcohol ('no hard alcohol', 'niente superalcolici'): no doubt about alcohol itself. */
export const SPIRIT_KINDS_SAID_WITH_ALCOHOL =
  /\b(?:superalcolic[oi]|alcools? forts?|(?:hard|strong) alcohol|alcohol(?:es)? fuertes?|alcool forte|alcol forte|alcolici forti|starke[nr]? alkohol)\b/g;

/** Other names guests use for drinks: the key is the drink's name as the menu writes it (folded). */
export const DRINK_ALIASES: Record<string, string[]> = ownWords({
  'gin and tonic': ['g and t', 'gnt', 'g t', 'g n t', 'gin tonic', 'gin n tonic', 'gee and tee', 'gee n tee', 'g and tee', 'gin and t'],
  // 'A martini' is the dry one; the Espresso Martini is asked for by its whole name.
  'dry martini': ['martini', 'gin martini'],
  "dark 'n' stormy": ['dark and stormy', 'dark n stormy', 'dark n storm'],
  margarita: ['marg', 'margarita'],
  cosmopolitan: ['cosmo', 'cosmopolitical', 'cosmopolitian', 'cosmopoliton'],
  'espresso martini': ['espresso tini', 'expresso martini'],
  'old fashioned': ['old fashion', 'oldfashioned'],
  'moscow mule': ['mule', 'vodka mule'],
  'pina colada': ['colada', 'pina colda', 'pina coloda', 'pina collada', 'pinacolda', 'pineapple colada', 'pineapple colda', 'pineapple coloda', 'pineapple collada'],
  'whiskey sour': ['whisky sour', 'bourbon sour'],
  'aperol spritz': ['spritz', 'aperol'],
  'alcohol-free gin & tonic': ['virgin g and t', 'alcohol free g and t', 'nogroni'],
  'glass of prosecco': ['prosecco', 'glass of bubbly', 'glass of fizz'],
  'house red wine': ['house red', 'glass of red', 'red wine'],
  'house white wine': ['house white', 'glass of white', 'white wine'],
  'house rose': ['house rose', 'rose wine', 'glass of rose'],
  'bourbon, neat': ['bourbon neat', 'neat bourbon'],
  'islay single malt, neat': ['islay', 'peaty scotch', 'single malt'],
  // The classics as a phone hears them said ('mo hee toe', 'neg roany', 'dakiri', 'kai pi rin ya').
  mojito: ['mo hee toe', 'mo hee to', 'mo he toe', 'mo he to', 'moheeto', 'mojeeto', 'mo jito'],
  negroni: ['neg roany', 'neg roni', 'negrony', 'ne groni', 'negroany'],
  daiquiri: ['dakiri', 'dackery', 'dak ery', 'dai kiri', 'daikiri', 'dackiri', 'daq'],
  caipirinha: ['kai pi rin ya', 'kaipirinha', 'caipi', 'caipirina', 'kaipirinya'],
  'mai tai': ['mai thai', 'my tai'],
  paloma: ['pa loma', 'palomma'],
  manhattan: ['man hattan', 'manhatten'],
  sidecar: ['side car'],
  boulevardier: ['boulevard ear', 'bool var dee ay', 'boulevardeer'],
  'cuba libre': ['cuba lee bray', 'cuba libra'],
  'tom collins': ['tom colins', 'tom collin'],
  'french 75': ['french seventy five', 'french seventy-five'],
  'clover club': ['clover'],
  penicillin: ['penicilin', 'penicillan'],
});

/**
 * Words of inventory item names that say nothing about taste on their own and so are not read as an ingredient
 * the guest asks for: 'juice' in 'I want juice' would otherwise pull every drink with any juice.
 */
export const GENERIC_ITEM_WORDS = new Set([
  'fresh', 'juice', 'syrup', 'water', 'house', 'wine', 'beer', 'bottle', 'can', 'ml', 'cl', 'dry', 'sweet', 'white', 'red', 'dark', 'non', 'alcoholic',
  'alcohol', 'free', 'alternative', 'single', 'blended', 'leaf', 'wedge', 'slice', 'twist', 'peel', 'piece', 'green', 'flaky', 'sea', 'cocktail', 'london',
  'vs', 'liqueur', 'whiskey', 'whisky', 'malt', 'blanco', 'soda', 'bitter', 'aperitif', 'cordial', 'light', 'gold', 'silver', 'premium', 'classic',
  'sparkling', 'rum', 'gin', 'vodka', 'tequila', 'mezcal', 'bourbon', 'rye', 'scotch', 'cognac', 'brandy', 'cachaca', 'islay', 'lager', 'ipa', 'stout',
]);

/** Words that carry no wish when a request is matched against drink names and descriptions. */
export const STOP_WORDS = new Set([
  'a', 'an', 'the', 'i', 'me', 'my', 'we', 'us', 'our', 'you', 'your', 'it', 'is', 'am', 'are', 'be', 'was', 'do', 'doe', 'did', 'have', 'ha', 'had',
  'want', 'wanna', 'would', 'like', 'love', 'liked', 'need', 'something', 'anything', 'thing', 'drink', 'drinks', 'please', 'thanks', 'thank', 'can',
  'could', 'get', 'give', 'recommend', 'suggest', 'suggestion', 'what', 'which', 'good', 'nice', 'great', 'some', 'one', 'with', 'and', 'or', 'of', 'to',
  'for', 'in', 'on', 'at', 'that', 'this', 'it', 'tonight', 'today', 'now', 'just', 'really', 'very', 'bit', 'little', 'lot', 'kind', 'sort', 'type',
  'feel', 'feeling', 'mood', 'fancy', 'maybe', 'perhaps', 'also', 'but', 'not', 'no', 'too', 'so', 'more', 'less', 'm', 's', 'im', 'ive', 'd', 'll',
  'surprise', 'whatever', 'any', 'anything', 'make', 'try', 'new', 'different', 'order', 'have', 'taste', 'tasting', 'flavour', 'flavor', 'bar',
  'bartender', 'menu', 'option', 'choice', 'pick', 'best', 'popular', 'favourite', 'favorite', 'glass', 'served', 'serve', 'ice', 'time', 'night',
  'evening', 'day', 'after', 'before', 'friend', 'wife', 'husband', 'girlfriend', 'boyfriend', 'partner', 'there', 'here', 'how', 'about', 'yes',
  'cocktail', 'cocktails', 'up', 'out', 'go', 'going', 'drinking', 'which', 'who', 'will', 'shall', 'should', 'let', 'lets', 'into', 'from', 'by', 'all',
  'pls', 'plz', 'por', 'favor', 'bitte', 'grazie', 'merci', 'danke', 'vous', 'plait', 'si', 'il', 'un', 'una', 'une', 'uno', 'ein', 'eine', 'et', 'y', 'e',
  'und', 'de', 'di', 'da', 'do', 'des', 'du', 'la', 'le', 'el', 'lo', 'los', 'las', 'les', 'der', 'die', 'das', 'ich', 'je', 'yo', 'io', 'eu', 'para', 'pour',
  'per', 'fur', 'con', 'avec', 'mit', 'com', 'tienes', 'tiene', 'tenes', 'tene', 'avez', 'haben', 'hast', 'avete', 'tem', 'tens', 'usual', 'same',
  // Everyday words that are not slips of flavour words ('happy' is not 'hoppy', 'share' is not 'sharp').
  'happy', 'hour', 'share', 'sharing', 'friends', 'friend', 'first', 'party', 'fire', 'work', 'weekend', 'summer', 'spring', 'autumn', 'fall',
  'sunday', 'saturday', 'friday', 'morning', 'lunch', 'dinner', 'table', 'group', 'team', 'date', 'girls', 'guys', 'ladies', 'mates', 'movie',
  // Chat spelling: words, not slips of other words ('gimme' is not 'gomme').
  'gimme', 'gonna', 'gotta', 'lemme', 'sumthin', 'somethin', 'sth', 'smth', 'thx', 'ty', 'af', 'n', 'u', 'ur', 'ya', 'yall', 'dunno', 'kinda', 'sorta',
]);

/** Allergens as the six languages name them (stems, folded): an allergy or a 'no' to one rules out all of it. */
const ALLERGEN_STEMS: Array<[RegExp, Allergen]> = [
  [/^(?:marzipan|mazapan|massepain|marzapan|macapao|nougat|turron|torrone|praline|castanh|noten$|noot$|orzech|orzesz|fistik|findik|pinda|mandorl|mandel|amande|almendr|amendo|amendoim|noci|noce|noix|nuss|nuse|nues|nuez|noz|cacahuet|cacahuat|mani$|arachid|erdnus|avellan|noisett|haselnus|nocciol|avela|pistach|pistazi|anacard|cajou|caju|nut|peanut|almond|hazelnut|walnut|pecan|cashew|macadami|brazil nut|pinon|pignol|pinienk)/, 'nuts'],
  [/^(?:ova$|ovalbumin|ovomucoid|itlog|jajk|jaj$|jajo|yumurta|huevo|oeuf|ei$|eier|eiweis|uov|ovo|ovos|clara|albume|eggs?$|eggless|eggwhites?$|eggnog|advocaat|rompope|meringu|merengu|meringa|aquafaba)/, 'egg'],
  [/^(?:leche|lait|milch|latte$|leite|lacto|lactos|lattosi|nata$|sahne|panna|queso|kase|formaggi|burro|beurre|mantequill|manteig|dairy|lacteo|laitier|milchprodukt|latticin|laticini)/, 'dairy'],
  [/^(?:glutin|gluten|trigo|ble$|weizen|frumento|cebada|orge$|gerste|orzo|cevada|celiac|celiaq|zoliak|coeliac)/, 'gluten'],
  [/^(?:miel$|honig|miele|mel$)/, 'honey'],
  [/^(?:soja|soy$|soya)/, 'soy'],
  [/^(?:sesam)/, 'sesame'],
];

/** English words of those allergens that the stems above leave out. */
export const MENTIONED_ALLERGEN: Record<string, Allergen> = ownWords({
  milk: 'dairy', lactose: 'dairy', wheat: 'gluten', barley: 'gluten', shellfish: 'shellfish', shrimp: 'shellfish', prawn: 'shellfish', crab: 'shellfish',
  lobster: 'shellfish', celery: 'celery', mustard: 'mustard', sesame: 'sesame',
  // Sulphites, as guests spell them ('sulphites: wine gives me a wheeze', 'sulfite sensitive'): nobody asks for them.
  sulphite: 'sulfites', sulphites: 'sulfites', sulfite: 'sulfites', sulfites: 'sulfites', sulfitos: 'sulfites', solfiti: 'sulfites', sulfiti: 'sulfites', sulfitaller: 'sulfites',
});
/** Words the stems take for an allergen that are none: 'nutmeg', 'nutty' (a taste), 'Clara' (a name). */
/**
 * Words beside an allergy that name nothing a drink could hold: none at all, how bad or what kind of allergy ('a
 * severe allergy to kiwi', 'food allergies', 'tengo intolerancia a la lactosa'), or allergies to no food or drink.
 */
export const NO_ALLERGEN_SAID: ReadonlySet<string> = new Set([
  'nothing', 'none', 'anything', 'nada', 'rien', 'nichts', 'niente', 'nulla', 'nenhum', 'nenhuma', 'nothin',
  // How bad or what kind of allergy, not what to ('a severe allergy to kiwi', 'food allergies', 'tengo intolerancia').
  'severe', 'serious', 'bad', 'mild', 'slight', 'real', 'terrible', 'awful', 'nasty', 'deadly', 'major', 'minor', 'big', 'small', 'little', 'weird',
  'strange', 'known', 'several', 'multiple', 'many', 'some', 'few', 'food', 'foods', 'dietary', 'medical', 'seasonal', 'skin', 'contact', 'anaphylactic',
  // ('Allergic to tree nuts': the kind of nut, not a tree.)
  'tree', 'trees',
  // ('Saya alergi nanas', 'aku alergi susu': who has the allergy, in Malay, Indonesian and Tagalog.)
  'saya', 'aku', 'gue', 'gw', 'ako', 'ko',
  'tengo', 'tiene', 'tenemos', 'tenho', 'tem', 'temos', 'have', 'has', 'got', 'had', 'my', 'his', 'her', 'their', 'our', 'any', 'other', 'random',
  // Allergies to no food or drink: the recipes have nothing to say of them.
  'pollen', 'hay', 'dust', 'cat', 'cats', 'dog', 'dogs', 'pet', 'pets', 'animal', 'latex', 'penicillin', 'bee', 'wasp', 'sun', 'grass', 'mold', 'mould', 'drug',
  // ... nor the ones said in jest ('allergic to paying', 'allergic to Mondays', 'allergic to cheap drinks').
  'work', 'mornings', 'morning', 'monday', 'mondays', 'people', 'exercise', 'responsibility', 'responsibilities', 'bills', 'taxes', 'sobriety', 'cheap',
  'boring', 'effort', 'queues', 'homework', 'adulting', 'ex', 'sleep', 'early', 'gym', 'sports', 'nonsense', 'rules', 'budgets', 'budget', 'money',
]);
/** An allergy in jest to something one does ('allergic to paying', 'allergic to waiting'): no food, and no limit. */
export const DOING_IN_JEST = /^(?!(?:pudding|icing|dressing|stuffing|filling|topping|dumpling|herring|whiting|ling|seasoning|frosting|sprinkling|shortening)$)[a-z]{3,}ing$/;
/**
 * Foods a guest may say no to that no stock item is named for ('no kiwi please', 'nothing with celery'): the answer
 * says it could not find them in the recipes, as for an allergy to one, rather than reading nothing.
 */
export const FOODS: ReadonlySet<string> = new Set([
  'kiwi', 'mango', 'banana', 'strawberry', 'peach', 'apple', 'pear', 'cherry', 'melon', 'watermelon', 'blueberry', 'blackberry', 'papaya', 'lychee',
  'guava', 'plum', 'apricot', 'fig', 'grape', 'pomegranate', 'cucumber', 'celery', 'tomato', 'carrot', 'basil', 'rosemary', 'thyme', 'cinnamon',
  'clove', 'nutmeg', 'vanilla', 'chocolate', 'cocoa', 'chili', 'chilli', 'jalapeno', 'mustard', 'lupin', 'fish', 'shellfish', 'crustacean', 'mollusc',
  'shrimp', 'prawn', 'cardamom', 'anise', 'aniseed', 'liquorice', 'licorice', 'fennel', 'lavender', 'hibiscus', 'sage', 'caramel', 'toffee', 'berry', 'maple', 'yuzu', 'matcha', 'lychee', 'shiso', 'wasabi', 'ume',
  'apio', 'fresa', 'fraise', 'erdbeere', 'fragola', 'morango', 'platano', 'manzana', 'pomme', 'apfel', 'mela', 'maca', 'pepino', 'concombre', 'gurke',
  'cetriolo', 'canela', 'cannelle', 'zimt', 'cannella', 'sedano', 'sellerie', 'celeri', 'aipo', 'mostaza', 'moutarde', 'senf', 'senape', 'mostarda',
]);

export const NOT_THE_ALLERGEN = /^(?:nutmeg|nutty|nutella|nutrition|nutritio|clara$|eich|eigen|eis$|ein|eggnog|egg nog)/;

/** The allergen a word names by its stem in any of the languages ('huevo', 'Mandeln', 'lattosio'), if any. */
export function allergenByStem(token: string): Allergen | undefined {
  return ALLERGEN_STEMS.find(([pattern]) => pattern.test(token))?.[1];
}

/** How a drink is made and served, as the recipe's method tells it. */
export type Serve = 'stirred' | 'shaken' | 'up' | 'rocks' | 'hot';
/**
 * Hot drinks a guest names that a bar may not serve ('a hot chocolate for the little one', 'en Tee'), said back by name
 * when nothing on the menu is served hot (a tea asked for is read as a hot drink; a hot chocolate keeps its own reading).
 */
/** Teas by their kinds and India's own ('masala chai', 'green tea', 'any tea?'): a hot drink asked for. Never 'iced tea'. */
const TEAS_NAMED = ['masala chai', 'masala tea', 'chai latte', 'cutting chai', 'adrak chai', 'ginger tea', 'green tea', 'mint tea', 'peppermint tea', 'chamomile tea', 'any tea', 'got tea', 'have tea', 'tea please'];
export const HOT_DRINKS_NAMED = ['hot chocolate', 'chocolat chaud', 'chocolats chauds', 'heisse schokolade', 'cioccolata calda', 'chocolate caliente', 'chocolate quente', 'cocoa', 'a tea', 'some tea', 'cup of tea', 'hot tea', 'herbal tea', 'en tee', 'ein tee', 'einen tee', ...TEAS_NAMED];
/**
 * How guests ask for a drink to be made and served, in the six languages ('something stirred', 'shaken not
 * stirred', 'straight up', 'on the rocks', 'sin hielo'): a wish weighed like a flavour, read from each recipe's method.
 */
export const SERVE_WORDS: Record<string, Serve> = ownWords({
  ...Object.fromEntries(['stirred', 'stir', 'stirred down', 'geruhrt', 'geruehrt', 'mexido', 'mezclado en vaso', 'mescolato', 'remue'].map((w) => [w, 'stirred'])),
  ...Object.fromEntries(['shaken', 'shake', 'shaken hard', 'geschuttelt', 'geschuettelt', 'agitado', 'batido', 'shakerato', 'secoue', 'agite'].map((w) => [w, 'shaken'])),
  ...Object.fromEntries(['straight up', 'served up', 'in a coupe', 'coupe', 'in a martini glass', 'without ice', 'no ice', 'sin hielo', 'sans glace', 'sans glacons', 'ohne eis', 'senza ghiaccio', 'sem gelo'].map((w) => [w, 'up'])),
  // Served hot ('got anything hot?', 'a hot drink', 'algo caliente', 'vin chaud'); a hot day is no hot drink.
  // ('Warm me up', 'something warm': a drink to warm the guest, hot if the menu has one.)
  ...Object.fromEntries(['warm me up', 'warm us up', 'something warm', 'anything warm', 'warm drink', 'warm drinks', 'something warming to drink', 'anything hot', 'something hot', 'hot drink', 'hot drinks', 'a hot one', 'served hot', 'hot cocktail', 'hot cocktails', 'hot toddy', 'toddy', 'hot whiskey', 'hot whisky', 'hot port', 'hot rum', 'hot gin', 'hot brandy', 'mulled wine', 'irish coffee', 'bebida caliente', 'algo caliente', 'algo calentito', 'boisson chaude', 'quelque chose de chaud', 'vin chaud', 'grog', 'heisses getrank', 'was heisses', 'etwas heisses', 'gluhwein', 'gluehwein', 'jagertee', 'jaegertee', 'feuerzangenbowle', 'grzaniec', 'grzanca', 'grzancem', 'grzane wino', 'gluhwijn', 'bisschopswijn', 'glogg', 'glug', 'bombardino', 'punch chaud', 'cidre chaud', 'hot cider', 'mulled cider', 'hot buttered rum', 'sidra caliente', 'qualcosa di caldo', 'bevanda calda', 'vin brule', 'bebida quente', 'algo quente', 'quentao', 'a tea', 'some tea', 'cup of tea', 'a cup of tea', 'hot tea', 'herbal tea', ...TEAS_NAMED].map((w) => [w, 'hot'])),
  ...Object.fromEntries(['on the rocks', 'over ice', 'with ice', 'lots of ice', 'on ice', 'con hielo', 'con mucho hielo', 'sur glace', 'avec glacons', 'avec des glacons', 'mit eis', 'auf eis', 'con ghiaccio', 'com gelo', 'on the rock'].map((w) => [w, 'rocks'])),
});

/**
 * A drink to sip slowly, as after dinner or as a nightcap ('something to sip slowly', 'a sipper', 'un digestivo',
 * 'ein Absacker'): a short drink, not a long one topped with soda.
 */
/**
 * A long drink: tall, topped up with a mixer ('something long I can sip', 'a long drink', 'a highball', 'un trago largo',
 * 'ein Longdrink'); a long day, week or flight is no drink.
 */
export const LONG_DRINK =
  /\b(?:something|anything|a|an|one|some|nice|cold|refreshing|light)\s+(?:nice\s+|cold\s+|refreshing\s+|light\s+)?(?:long|tall)\b(?!\s+(?:day|days|week|weeks|night|nights|time|flight|flights|trip|drive|walk|wait|haul|story|list|way|island|shift|speech|journey|year|month|while|one day))|\blong ?drinks?\b|\btall (?:drinks?|glass|ones?)\b|\bhighballs?\b|\btrago largo\b|\bqualcosa di lungo\b|\bun long\b|\bwas langes\b|\betwas langes\b/;
/**
 * A sour asked for as a kind of drink ('some kind of sour', 'a frothy sour', 'which sours can you do', 'un sour'):
 * spirit, lemon or lime and a sweetener, as a bartender makes one; not the taste alone ('something sour').
 */
export const A_SOUR = /\b(?:a|an|one|some|any|which|what|the|classic|frothy|foamy|good|nice|proper|kind of|sort of|type of|un|una|ein(?:en)?)\s+(?:kind of\s+|sort of\s+|type of\s+|classic\s+|frothy\s+|nice\s+)?sours?\b(?!\s+(?:taste|tasting|flavou?r|note|notes|mix|cherr\w*|apple|candy|sweets|cream|beer|puss))|\bsours\b(?!\s+(?:taste|flavou?r))/;
export const SIPPING = /\b(?:sip|sips|sipping|sipper|sipped|slowly|after dinner|after-dinner|nightcap|night cap|digestif|digestivo|digestivos|absacker|dopo cena|despues de cenar|apres le diner|apres diner|nach dem essen|depois do jantar|to savou?r)\b/;
