/**
 * Arabic (the Gulf's, the Levant's, Egypt's and the standard's) and Persian, which share a script, read into English
 * words for what a guest likes (ADR 60). Keys are normalised (`arabicKey`: no vowel marks, one alef, Persian yeh and
 * kaf as Arabic ones, teh marbuta as heh, no zero-width joiner). A request in this script stays held to the strictest
 * reading whatever is read: these words only say which of the drinks that are safe to offer fit best.
 */
import { ownWords } from './own';

export const ARABIC_PHRASES: Record<string, string> = ownWords({
  'بدون كحول': 'alcohol free',
  'بدون الكل': 'alcohol free',
  'بي الكل': 'alcohol free',
  'من غير كحول': 'alcohol free',
  'خالي من الكحول': 'alcohol free',
  'لو سمحت': 'please',
  'من فضلك': 'please',
  'اذا ممكن': 'if possible',
  'مساء الخير': 'good evening',
  'صباح الخير': 'good morning',
  'عيد ميلاد': 'birthday',
  'فول سوداني': 'peanuts',
  'مضاد حيوي': 'antibiotics',
  'بادام زميني': 'peanuts',
  'تخم مرغ': 'egg',
  'يه چيز': 'something',
  'يك چيز': 'something',
  'اقل من': 'under',
  'باقل من': 'under',
  'حساسيه من': 'allergic to',
  // Urdu.
  'روح افزا': 'rooh afza',
  'گلاب كا شربت': 'rose syrup',
});

export const ARABIC_WORDS: Record<string, string> = ownWords({
  // Arabic.
  بدون: 'without', بلا: 'without', كحول: 'alcohol', الكحول: 'alcohol', خمر: 'alcohol', كحولي: 'alcoholic', مشروب: 'drink', مشروبات: 'drinks',
  كوكتيل: 'cocktail', كوكتيلات: 'cocktails', موكتيل: 'mocktail', عصير: 'juice', حلو: 'sweet', حلوه: 'sweet', حامض: 'sour', مر: 'bitter',
  بارد: 'cold', بارده: 'cold', منعش: 'refreshing', منعشه: 'refreshing', فواكه: 'fruity', فاكهه: 'fruity', فواكة: 'fruity', فراوله: 'strawberry',
  مانجو: 'mango', اناناس: 'pineapple', ليمون: 'lemon', نعناع: 'mint', زنجبيل: 'ginger', برتقال: 'orange', قهوه: 'coffee', شاي: 'tea',
  حليب: 'milk', كريمه: 'cream', بيض: 'egg', مكسرات: 'nuts', لوز: 'almond', جوز: 'walnut', فستق: 'pistachio', سكر: 'sugar', عسل: 'honey',
  غلوتين: 'gluten', جلوتين: 'gluten', قمح: 'wheat', موهيتو: 'mojito', يشبه: 'like', مثل: 'like', زي: 'like', نفس: 'same', احتفال: 'celebration',
  احتفالي: 'festive', نحتفل: 'we are celebrating', تخرج: 'graduation', عرس: 'wedding', زواج: 'wedding', عشاء: 'dinner', عائله: 'family',
  عائلي: 'family', اطفال: 'children', ولدي: 'my son', بنتي: 'my daughter', عمره: 'aged', عمرها: 'aged', سنه: 'years', سنين: 'years',
  ملون: 'colourful', ملونه: 'colourful', مختلفه: 'different', مختلف: 'different', صور: 'photos', للصور: 'for photos', ابي: 'i want',
  ابغى: 'i want', ابغي: 'i want', اريد: 'i want', بدي: 'i want', عايز: 'i want', عاوز: 'i want', نبي: 'we want', نبغى: 'we want',
  نريد: 'we want', عندكم: 'do you have', عندك: 'do you have', فيه: 'is there', شي: 'something', شيء: 'something', حاجه: 'something',
  شكرا: 'thanks', طبعا: 'of course', ما: 'not', لا: 'no', مو: 'not', مش: 'not', مب: 'not', اشرب: 'drink', نشرب: 'drink', حامل: 'pregnant',
  مرضعه: 'breastfeeding', ارضع: 'breastfeeding', سايق: 'driving', اسوق: 'driving', صايم: 'fasting', صائم: 'fasting', مسلم: 'muslim',
  حلال: 'halal', دواء: 'medication', سكري: 'diabetic', ريال: 'riyals', درهم: 'dirhams', دينار: 'dinars', ليره: 'lira', دولار: 'dollars',
  يورو: 'euros', تحت: 'under', قوي: 'strong', خفيف: 'light', كلنا: 'all of us', احنا: 'we', نحن: 'we', معنا: 'with us', اشخاص: 'people',
  // Persian.
  الكل: 'alcohol', نوشيدني: 'drink', كوكتل: 'cocktail', ابجو: 'beer', شراب: 'wine', ودكا: 'vodka', تكيلا: 'tequila', جين: 'gin', رام: 'rum',
  ويسكي: 'whisky', خنك: 'cool', ميوه: 'fruit', ميوهاي: 'fruity', شيرين: 'sweet', تلخ: 'bitter', ترش: 'sour', سبك: 'light',
  خامه: 'cream', شير: 'milk', گندم: 'wheat', گردو: 'walnut', پسته: 'pistachio', بادام: 'almond', حساسيت: 'allergy', دارم: 'i have',
  داريد: 'do you have', ميخوام: 'i want', ميخواد: 'wants', يه: 'a', يك: 'one', چيز: 'thing', چي: 'what', سلام: 'hello', ممنون: 'thanks',
  مرسي: 'thanks', لطفا: 'please', من: ' ', دوستم: 'my friend', براي: 'for', باردار: 'pregnant', حامله: 'pregnant', رانندگي: 'driving',
  بعد: 'after', عشا: 'dinner', العشا: 'dinner', العشاء: 'dinner', اصلا: 'at all', خيلي: 'very', كمي: 'a little', يكم: 'a little', تومن: 'tomans', تومان: 'tomans', ميليون: 'million', هزار: 'thousand', يا: 'or', و: 'and', با: 'with', پس: ' ', توش: 'in it',
  // Persian and Arabic numbers, for amounts ('دو میلیون تومن', 'خمسة آلاف').
  دو: 'two', سه: 'three', چهار: 'four', پنج: 'five', شش: 'six', هفت: 'seven', هشت: 'eight', ده: 'ten', صد: 'hundred', واحد: 'one', اثنين: 'two',
  ثلاث: 'three', ثلاثه: 'three', اربع: 'four', اربعه: 'four', خمس: 'five', خمسه: 'five', عشر: 'ten', عشره: 'ten', مليون: 'million', الف: 'thousand', الاف: 'thousand',
  // Urdu (its hehs and barree yeh as the keys keep them).
  ميٹها: 'sweet', ٹهنڈا: 'cold', ٹهنڈي: 'cold', گلابي: 'pink', كچه: 'something', بغير: 'without', روپے: 'rupees', روپيه: 'rupees', روپي: 'rupees',
});

/** Words said after what they are about (Persian: 'آبجو نمی‌خوام', no beer; 'به گندم حساسیت دارم', allergic to wheat). */
export const ARABIC_AFTER: Record<string, string> = ownWords({
  نميخوام: 'no',
  نميخواهم: 'no',
  نميخورم: 'i do not drink',
  حساسيت: 'allergic to',
  'دوست ندارم': 'i do not like',
  'دوست نداريم': 'we do not like',
  'خوشم نمياد': 'i do not like',
});

/**
 * Arabic in Latin letters with digits for the letters Latin lacks ('Arabizi': '3' ain, '7' hah, '2' hamza, '5' khah, '9'
 * sad or qaf), as the Gulf, the Levant and Egypt type it ('3ndkom shi bdoon ko7ol?', 'mesh 3ayez 7aga 7elwa awi'). Read
 * only where one of its words with a digit is said; such a request stays held to the strictest reading (ADR 62).
 */
export const ARABIZI_PHRASES: Record<string, string> = ownWords({
  'ma ashrab': 'i do not drink',
  'ma ashrb': 'i do not drink',
  'ma bashrab': 'i do not drink',
  'mabashrabsh': 'i do not drink',
  'mesh 3ayez': 'i do not want',
  'mish 3ayez': 'i do not want',
  'mesh 3ayza': 'i do not want',
  'ma abi': 'i do not want',
  'ma abgha': 'i do not want',
  'ma baddi': 'i do not want',
});

export const ARABIZI_WORDS: Record<string, string> = ownWords({
  '7elw': 'sweet', '7elwa': 'sweet', '7ilw': 'sweet', '7ilwa': 'sweet', '7elo': 'sweet', '7elu': 'sweet', bdoon: 'without', bidoon: 'without',
  bedoon: 'without', bdun: 'without', bdoun: 'without', ko7ol: 'alcohol', k7ol: 'alcohol', kohol: 'alcohol', ku7ul: 'alcohol', kohool: 'alcohol',
  '3ndkom': 'do you have', '3andkom': 'do you have', '3indkom': 'do you have', '3andak': 'do you have', '3ndk': 'do you have', '3ndak': 'do you have',
  shi: 'something', '7aga': 'something', '7aja': 'something', mlawan: 'colourful', mlawwan: 'colourful', molawan: 'colourful', sowar: 'photos',
  '9owar': 'photos', bared: 'cold', barid: 'cold', morr: 'bitter', morra: 'bitter', murr: 'bitter', '7amed': 'sour', '7amid': 'sour',
  awi: 'very', '2awi': 'very', qawi: 'strong', '9awi': 'strong', ashrab: 'drink', abi: 'i want', abgha: 'i want', baddi: 'i want', '3ayez': 'i want',
  '3ayza': 'i want', '3awez': 'i want', mesh: 'not', mish: 'not', mush: 'not', bs: 'but', bas: 'but', bardo: 'either', lel: 'for', ahwa: 'coffee',
  '2ahwa': 'coffee', qahwa: 'coffee', gahwa: 'coffee', shai: 'tea', ne3na3: 'mint', na3na3: 'mint', lamoon: 'lemon', laymoon: 'lemon',
  sokkar: 'sugar', sukkar: 'sugar', sokar: 'sugar', '3asal': 'honey', beid: 'egg', bey9: 'egg', '7aleeb': 'milk', '7alib': 'milk', lawz: 'almond',
  fosto2: 'pistachio', '7amel': 'pregnant', '7amil': 'pregnant', '7amla': 'pregnant', sayi2: 'driving', sayeg: 'driving', '9ayim': 'fasting',
  sayim: 'fasting', sa2em: 'fasting', dawa: 'medication', ryal: 'riyals', riyal: 'riyals', derham: 'dirhams', ta7t: 'under', a2al: 'less',
  beera: 'beer', bira: 'beer', nbeed: 'wine', '3ara2': 'arak', mojito: 'mojito', cocktail: 'cocktail', '5afeef': 'light', '5afif': 'light',
  mon3esh: 'refreshing', mun3ish: 'refreshing', fawakeh: 'fruity', fawake: 'fruity', '3aseer': 'juice', '3asir': 'juice',
});
