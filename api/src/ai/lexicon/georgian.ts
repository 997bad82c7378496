/**
 * Georgian (Mkhedruli letters) read into English words, or into the Hinglish words the reader's rules already know
 * ('nahi' and 'vagar' for a 'no' and a 'without' said after the thing), for what a guest likes (ADR 62). A request in
 * Georgian letters stays held to the strictest reading whatever is read: these words only say which of the drinks that
 * are safe to offer fit best, and where a price limit stands.
 */
import { ownWords } from './own';

export const GEORGIAN_PHRASES: Record<string, string> = ownWords({
  'არ ვსვამ': 'i do not drink',
  'არ ვსვამთ': 'we do not drink',
  'არ მინდა': 'nahi',
  'არ გვინდა': 'nahi',
  'არ შემიძლია': 'i can not have',
});

export const GEORGIAN_WORDS: Record<string, string> = ownWords({
  'ალკოჰოლი': 'alcohol', 'ალკოჰოლის': 'alcohol', 'ალკოჰოლიანი': 'alcoholic', 'უალკოჰოლო': 'alcohol free', 'გარეშე': 'vagar', 'არა': 'nahi',
  'ღვინო': 'wine', 'ღვინის': 'wine', 'წითელი': 'red', 'თეთრი': 'white', 'ლუდი': 'beer', 'ლუდის': 'beer', 'არაყი': 'vodka', 'არაყის': 'vodka',
  'ჭაჭა': 'chacha', 'ვისკი': 'whisky', 'ჯინი': 'gin', 'რომი': 'rum', 'ტეკილა': 'tequila', 'კონიაკი': 'cognac', 'კოქტეილი': 'cocktail',
  'კოქტეილს': 'cocktail', 'შამპანური': 'champagne', 'ტკბილი': 'sweet', 'ტკბილ': 'sweet', 'მჟავე': 'sour', 'მწარე': 'bitter', 'მაგარი': 'strong',
  'მსუბუქი': 'light', 'ცივი': 'cold', 'გამაგრილებელი': 'refreshing', 'ხილის': 'fruity', 'ლიმონი': 'lemon', 'ლიმონის': 'lemon', 'პიტნა': 'mint',
  'პიტნის': 'mint', 'ჯანჯაფილი': 'ginger', 'თაფლი': 'honey', 'კვერცხი': 'egg', 'კვერცხის': 'egg', 'რძე': 'milk', 'რძის': 'milk', 'თხილი': 'nuts',
  'ნიგოზი': 'walnut', 'ფისტა': 'pistachio', 'ნუში': 'almond', 'არაქისი': 'peanut', 'შაქარი': 'sugar', 'შაქრის': 'sugar', 'ყავა': 'coffee',
  'ყავის': 'coffee', 'ჩაი': 'tea', 'ალერგია': 'allergy', 'ალერგიული': 'allergic', 'ფეხმძიმე': 'pregnant', 'ორსული': 'pregnant', 'საჭესთან': 'driving',
  'ვატარებ': 'driving', 'საჭეს': 'driving', 'წამალს': 'medication', 'წამალი': 'medication', 'ანტიბიოტიკს': 'antibiotics', 'ლარი': 'lari',
  'ლარამდე': 'lari max', 'დოლარი': 'dollars', 'ერთი': 'one', 'ორი': 'two', 'სამი': 'three', 'ოთხი': 'four', 'ხუთი': 'five', 'ათი': 'ten',
  'ოცი': 'twenty', 'ასი': 'hundred', 'მსგავსი': 'like', 'რამე': 'something', 'რაიმე': 'something', 'ჩემთვის': 'for me', 'ოღონდ': 'but',
  'მაგრამ': 'but', 'და': 'and', 'ან': 'or', 'გაქვთ': 'do you have', 'მომეცით': 'please', 'გთხოვთ': 'please', 'წლის': 'years old', 'ბავშვი': 'child',
  'ბავშვისთვის': 'for my child', 'შვილისთვის': 'for my child', 'წითელ': 'red',
});
