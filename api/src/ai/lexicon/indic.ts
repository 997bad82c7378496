/**
 * Hindi and Marathi (Devanagari), Gujarati, Punjabi (Gurmukhi), Bengali and Tamil, read into English words, or into the
 * Hinglish words the reader's rules already know ('nahi', 'wala', 'vagar', 'tak', 'mein', 'sau', 'hazaar'), for what a
 * guest likes (ADR 61). Keys are normalised by `indicKey` (no nukta, no joiners, candrabindu as anusvara). A request in
 * these scripts stays held to the strictest reading whatever is read: these words only say which of the drinks that
 * are safe to offer fit best, and where a price limit stands.
 */
import { ownWords } from './own';

export const INDIC_PHRASES: Record<string, string> = ownWords({
  // Hindi.
  'बिना शराब': 'alcohol free',
  'बिना अल्कोहल': 'alcohol free',
  'के अंदर': 'ke andar',
  'से कम': 'se kam',
  'से ज्यादा नहीं': 'se zyada nahi',
  'मूंगफली से': 'peanut',
  'मसाला चाय': 'masala chai',
  'મસાલા ચા': 'masala chai',
  // Punjabi.
  'ਤੋਂ ਘੱਟ': 'se kam',
  'ਤੋਂ ਬਿਨਾਂ': 'vagar',
  'ਸਾਲ ਦਾ': 'saal ka',
  'ਸਾਲ ਦੀ': 'saal ki',
  // Bengali.
  'নন অ্যালকোহলিক': 'alcohol free',
  'নন-অ্যালকোহলিক': 'alcohol free',
  // Tamil.
  'ஆல்கஹால் இல்லாத': 'alcohol free',
  'ஆல்கஹால் இல்லாதது': 'alcohol free',
});

export const INDIC_WORDS: Record<string, string> = ownWords({
  // Hindi and Marathi (Devanagari).
  'शराब': 'alcohol', 'दारू': 'alcohol', 'दारु': 'alcohol', 'अल्कोहल': 'alcohol', 'ऐल्कोहल': 'alcohol', 'मदिरा': 'alcohol', 'बिना': 'bina', 'नहीं': 'nahi', 'नही': 'nahi',
  'मत': 'mat', 'हो': 'ho', 'होना': 'ho', 'नको': 'nako', 'नाही': 'nahi', 'न': 'na', 'ना': 'na', 'वाला': 'wala', 'वाली': 'wala', 'वाले': 'wala', 'वाल': 'wala', 'मीठा': 'sweet', 'मीठी': 'sweet',
  'मीठे': 'sweet', 'मीठ': 'salt', 'गोड': 'sweet', 'खट्टा': 'sour', 'खट्टी': 'sour', 'खट्टे': 'sour', 'आंबट': 'sour', 'कड़वा': 'bitter', 'कडवा': 'bitter', 'कडू': 'bitter',
  'ठंडा': 'cold', 'ठंडी': 'cold', 'ठंडे': 'cold', 'थंड': 'cold', 'थंडगार': 'cold', 'हल्का': 'light', 'हल्की': 'light', 'हलका': 'light', 'कड़क': 'strong', 'कडक': 'strong',
  'स्ट्रांग': 'strong', 'स्ट्रॉन्ग': 'strong', 'तेज़': 'strong', 'फ्रूटी': 'fruity', 'फलों': 'fruity', 'रंगीन': 'colourful', 'ताज़ा': 'refreshing', 'ताजा': 'refreshing',
  'नींबू': 'lime and lemon', 'निंबू': 'lime and lemon', 'लिंबू': 'lime and lemon', 'पुदीना': 'mint', 'पुदिना': 'mint', 'अदरक': 'ginger', 'आले': 'ginger', 'शहद': 'honey',
  'मध': 'honey', 'अंडा': 'egg', 'अंडे': 'egg', 'अंड्याची': 'egg', 'अंड्याशिवाय': 'without egg', 'अंडी': 'egg', 'दूध': 'milk', 'दुध': 'milk', 'नारियल': 'coconut',
  'नारळ': 'coconut', 'अनानास': 'pineapple', 'अननस': 'pineapple', 'आम': 'mango', 'आंबा': 'mango', 'चीनी': 'sugar', 'साखर': 'sugar', 'कॉफी': 'coffee', 'कॉफ़ी': 'coffee',
  'चाय': 'a tea', 'चहा': 'a tea', 'बियर': 'beer', 'बीयर': 'beer', 'बिअर': 'beer', 'वाइन': 'wine', 'वाईन': 'wine', 'व्हिस्की': 'whisky', 'विस्की': 'whisky', 'वोडका': 'vodka',
  'व्होडका': 'vodka', 'रम': 'rum', 'जिन': 'gin', 'टकीला': 'tequila', 'कॉकटेल': 'cocktail', 'मॉकटेल': 'mocktail', 'ड्रिंक': 'drink', 'पेय': 'drink', 'एलर्जी': 'allergy',
  'ऍलर्जी': 'allergy', 'ॲलर्जी': 'allergy', 'अलर्जी': 'allergy', 'से': 'se', 'साल': 'saal', 'वर्ष': 'saal', 'वर्षांची': 'years old', 'उम्र': 'age', 'बेटी': 'my daughter',
  'बेटा': 'my son', 'मुलगी': 'my daughter', 'मुलगा': 'my son', 'गर्भवती': 'pregnant', 'प्रेग्नेंट': 'pregnant', 'गरोदर': 'pregnant', 'ड्राइव': 'driving', 'ड्राइविंग': 'driving',
  'रुपये': 'rupees', 'रुपए': 'rupees', 'रुपया': 'rupees', 'रुपयांपर्यंत': 'rupees tak', 'रुपयांत': 'rupees mein', 'सौ': 'sau', 'हजार': 'hazaar', 'लाख': 'lakh',
  'में': 'mein', 'तक': 'tak', 'पर्यंत': 'tak', 'अंदर': 'ke andar', 'एक': 'ek', 'दो': 'do', 'तीन': 'teen', 'चार': 'char', 'पाँच': 'paanch', 'पांच': 'paanch', 'छह': 'chhe',
  'सात': 'saat', 'आठ': 'aath', 'नौ': 'nau', 'दस': 'das', 'कुछ': 'something', 'काहीतरी': 'something', 'कोई': 'any', 'चाहिए': 'want', 'दीजिए': 'please',
  'द्या': 'please', 'बताइए': 'suggest', 'और': 'and', 'आणि': 'and', 'या': 'or', 'लेकिन': 'but', 'पर': 'but', 'पण': 'but', 'बस': 'just', 'ज्यादा': 'too', 'ज़्यादा': 'too',
  'मैं': 'main', 'मुझे': 'mujhe', 'मेरे': 'mere', 'मेरा': 'mera', 'मेरी': 'meri', 'हम': 'hum', 'हमें': 'humein', 'हमारे': 'hamare', 'है': 'hai', 'हैं': 'hain',
  'हूँ': 'hoon', 'हूं': 'hoon', 'था': 'tha', 'थी': 'thi', 'को': 'ko', 'का': 'ka', 'की': 'ki', 'के': 'ke', 'लिए': 'liye', 'लिये': 'liye', 'भी': 'bhi',
  'बिल्कुल': 'bilkul', 'थोड़ा': 'a little', 'थोडा': 'a little', 'थोड़ी': 'a little', 'थोडी': 'a little', 'बहुत': 'very', 'जैसा': 'like', 'जैसी': 'like', 'जैसे': 'like',
  'जिसमें': 'jisme', 'चलेगा': 'is fine', 'चलेगी': 'is fine', 'चालेल': 'is fine', 'थोडं': 'a little', 'खूप': 'very', 'शाकाहारी': 'vegetarian', 'वीगन': 'vegan', 'जैन': 'jain', 'व्रत': 'fasting', 'उपवास': 'fasting', 'रोज़ा': 'fasting', 'दवाई': 'medication', 'दवा': 'medication',
  'स्ट्रॉ': 'straw', 'धूम्रपान': 'smoky', 'स्मोकी': 'smoky', 'सोडा': 'soda', 'टॉनिक': 'tonic', 'जिंजर': 'ginger', 'बर्फ': 'ice', 'पानी': 'water', 'मोहितो': 'mojito',
  'मार्गरिटा': 'margarita', 'नेग्रोनी': 'negroni', 'सावर': 'sour', 'लस्सी': 'lassi', 'ठंडाई': 'thandai', 'जन्मदिन': 'birthday', 'शादी': 'wedding', 'लग्न': 'wedding',
  // Gujarati.
  'દારૂ': 'alcohol', 'દારુ': 'alcohol', 'આલ્કોહોલ': 'alcohol', 'નહીં': 'nahi', 'નહિ': 'nahi', 'નથી': 'nathi', 'ના': 'na', 'વગર': 'vagar', 'વિના': 'vagar', 'વાળું': 'wala',
  'વાળી': 'wala', 'વાળો': 'wala', 'મધ': 'honey', 'આદુ': 'ginger', 'ઠંડું': 'cold', 'ઠંડુ': 'cold', 'ઠંડી': 'cold', 'તાજગીવાળું': 'refreshing', 'તાજું': 'refreshing', 'મીઠો': 'sweet',
  'મીઠી': 'sweet', 'ગળ્યું': 'sweet', 'ખાટું': 'sour', 'કડવું': 'bitter', 'હળવું': 'light', 'કડક': 'strong', 'લીંબુ': 'lime and lemon', 'ફુદીનો': 'mint', 'નાળિયેર': 'coconut',
  'નાળિયેરની': 'coconut', 'ઈંડા': 'egg', 'ઇંડા': 'egg', 'દૂધ': 'milk', 'ખાંડ': 'sugar', 'કોફી': 'coffee', 'કોફીવાળું': 'coffee wala', 'ચા': 'a tea', 'બિયર': 'beer', 'વાઇન': 'wine',
  'વ્હિસ્કી': 'whisky', 'વોડકા': 'vodka', 'વોડકાવાળું': 'vodka', 'રમ': 'rum', 'જિન': 'gin', 'ટકીલા': 'tequila', 'કોકટેલ': 'cocktail', 'મોકટેલ': 'mocktail', 'એલર્જી': 'allergy',
  'રૂપિયા': 'rupees', 'રૂપિયામાં': 'rupees mein', 'સુધી': 'tak', 'સુધીમાં': 'tak', 'માં': 'mein', 'સો': 'sau', 'હજાર': 'hazaar', 'કંઈક': 'something', 'કંઈ': 'any',
  'કોઈ': 'any', 'આપો': 'please', 'અને': 'and', 'પણ': 'but', 'જૈન': 'jain', 'ઉપવાસ': 'fasting', 'વર્ષ': 'saal', 'દીકરી': 'my daughter', 'દીકરો': 'my son', 'હું': 'hu', 'છું': 'chu', 'વર્ષનો': 'saal ka', 'વર્ષની': 'saal ki', 'વર્ષનું': 'saal ka', 'પીના': 'pina',
  'કોલાડા': 'colada', 'ટ્રોપિકલ': 'tropical', 'જેવું': 'like', 'થોડું': 'a little', 'બહુ': 'very', 'ચાલશે': 'is fine',
  // Punjabi (Gurmukhi).
  'ਸ਼ਰਾਬ': 'alcohol', 'ਸਰਾਬ': 'alcohol', 'ਦਾਰੂ': 'alcohol', 'ਨਹੀਂ': 'nahi', 'ਨਾ': 'na', 'ਬਿਨਾਂ': 'bina', 'ਵਾਲੀ': 'wala', 'ਵਾਲਾ': 'wala', 'ਮਿੱਠੀ': 'sweet', 'ਮਿੱਠਾ': 'sweet',
  'ਠੰਡੀ': 'cold', 'ਠੰਡਾ': 'cold', 'ਹਲਕੀ': 'light', 'ਹਲਕਾ': 'light', 'ਕੜਕ': 'strong', 'ਅਨਾਨਾਸ': 'pineapple', 'ਨਿੰਬੂ': 'lime and lemon', 'ਪੁਦੀਨਾ': 'mint', 'ਅਦਰਕ': 'ginger',
  'ਸ਼ਹਿਦ': 'honey', 'ਆਂਡਾ': 'egg', 'ਅੰਡਾ': 'egg', 'ਦੁੱਧ': 'milk', 'ਐਲਰਜੀ': 'allergy', 'ਵਿਸਕੀ': 'whisky', 'ਰਮ': 'rum', 'ਜਿਨ': 'gin', 'ਵੋਡਕਾ': 'vodka', 'ਬੀਅਰ': 'beer',
  'ਵਾਈਨ': 'wine', 'ਡਰਿੰਕ': 'drink', 'ਰੁਪਏ': 'rupees', 'ਰੁਪਈਏ': 'rupees', 'ਤੱਕ': 'tak', 'ਤਕ': 'tak', 'ਸੌ': 'sau', 'ਹਜ਼ਾਰ': 'hazaar', 'ਹਜਾਰ': 'hazaar', 'ਕੁਝ': 'something',
  'ਕੋਈ': 'any', 'ਦੱਸੋ': 'suggest', 'ਦਿਓ': 'please', 'ਅਤੇ': 'and', 'ਪਰ': 'but', 'ਸਾਲ': 'saal', 'ਪੈੱਗ': 'peg', 'ਪਟਿਆਲਾ': 'patiala', 'ਥੋੜ੍ਹਾ': 'a little', 'ਬਹੁਤ': 'very', 'ਚੱਲੇਗੀ': 'is fine',
  // Bengali.
  'মদ': 'alcohol', 'অ্যালকোহল': 'alcohol', 'না': 'nahi', 'নয়': 'nahi', 'ছাড়া': 'vagar', 'বাদে': 'vagar', 'মিষ্টি': 'sweet', 'টক': 'sour', 'টক-মিষ্টি': 'sweet and sour',
  'তেতো': 'bitter', 'ঠান্ডা': 'cold', 'হালকা': 'light', 'কড়া': 'strong', 'লেবু': 'lime and lemon', 'পুদিনা': 'mint', 'আদা': 'ginger', 'মধু': 'honey', 'ডিম': 'egg',
  'দুধ': 'milk', 'নারকেল': 'coconut', 'নারকেলে': 'coconut', 'আনারস': 'pineapple', 'চিনি': 'sugar', 'কফি': 'coffee', 'চা': 'a tea', 'বিয়ার': 'beer', 'ওয়াইন': 'wine',
  'হুইস্কি': 'whisky', 'ভদকা': 'vodka', 'রাম': 'rum', 'জিন': 'gin', 'টাকিলা': 'tequila', 'ককটেল': 'cocktail', 'মকটেল': 'mocktail', 'অ্যালার্জি': 'allergy', 'টাকা': 'taka',
  'রুপি': 'rupees', 'কিছু': 'something', 'একটা': 'a', 'দিন': 'please', 'আর': 'and', 'কিন্তু': 'but', 'নিরামিষ': 'vegetarian', 'জন্মদিন': 'birthday', 'বছর': 'saal', 'বয়স': 'age', 'একটু': 'a little', 'খুব': 'very', 'দিয়ে': 'with', 'মতো': 'like', 'ভালো': 'good',
  // Tamil.
  'ஆல்கஹால்': 'alcohol', 'சாராயம்': 'alcohol', 'மது': 'alcohol', 'வேண்டாம்': 'nahi', 'இல்லாத': 'vagar', 'இல்லை': 'nahi', 'இனிப்பு': 'sweet', 'புளிப்பு': 'sour',
  'கசப்பு': 'bitter', 'குளிர்ச்சியா': 'cold', 'குளிர்ச்சியான': 'cold', 'லைட்': 'light', 'ஸ்ட்ராங்': 'strong', 'எலுமிச்சை': 'lime and lemon', 'புதினா': 'mint', 'இஞ்சி': 'ginger',
  'தேன்': 'honey', 'முட்டை': 'egg', 'பால்': 'milk', 'தேங்காய்': 'coconut', 'அன்னாசி': 'pineapple', 'சர்க்கரை': 'sugar', 'காபி': 'coffee', 'டீ': 'a tea', 'பீர்': 'beer',
  'ஒயின்': 'wine', 'விஸ்கி': 'whisky', 'வோட்கா': 'vodka', 'ரம்': 'rum', 'ஜின்': 'gin', 'டெக்கீலா': 'tequila', 'காக்டெய்ல்': 'cocktail', 'அலர்ஜி': 'allergy',
  'ரூபாய்': 'rupees', 'ஏதாவது': 'something', 'குடுங்க': 'please', 'கொடுங்க': 'please', 'பழச்சாறு': 'juice', 'ஓகே': 'ok', 'மாதிரி': 'like', 'வயசு': 'age', 'வயது': 'age', 'கொஞ்சம்': 'a little', 'ரொம்ப': 'very', 'வச்சு': 'with', 'வேணும்': 'want', 'ஆனா': 'but',
});

/**
 * Small words of these languages that carry no limit and no wish: pronouns, the verb 'to be', postpositions,
 * particles, 'today', 'please', 'available?'. Never a 'no', a 'without', an 'only', a 'drink' or 'eat' (a 'no' is
 * often joined to those), a 'stop' or a 'forbidden': a word of those left unread keeps the request to the strictest
 * reading. With them, a run of which every word is read is replaced by its reading (script-read.ts).
 */
export const INDIC_SMALL_WORDS: ReadonlySet<string> = new Set([
  // Hindi.
  'हमारा', 'हमारी', 'आप', 'आपके', 'आपका', 'आपकी', 'थे', 'ये', 'यह', 'वो', 'वह', 'सा', 'सी', 'तो', 'ही', 'जी', 'ज़रा', 'जरा', 'प्लीज़',
  'प्लीज', 'क्या', 'मिलेगा', 'मिलेगी', 'मिलेंगे', 'मिल', 'सकता', 'सकती', 'दे', 'देना', 'दीजिये', 'देंगे', 'आज', 'रात', 'अभी', 'यहाँ', 'यहां', 'एकदम',
  // Marathi.
  'मला', 'माझा', 'माझी', 'माझे', 'आम्हाला', 'आहे', 'आहेत', 'हवं', 'हवा', 'हवी', 'पाहिजे', 'मिळेल', 'आज',
  // Gujarati.
  'મને', 'મારે', 'મારા', 'મારી', 'મારો', 'અમે', 'અમારે', 'અમને', 'છે', 'છીએ', 'તો', 'જ', 'કે', 'મળશે', 'આજે', 'પ્લીઝ',
  // Punjabi.
  'ਮੈਨੂੰ', 'ਮੈਂ', 'ਸਾਨੂੰ', 'ਅਸੀਂ', 'ਹੈ', 'ਹਾਂ', 'ਦੀ', 'ਦਾ', 'ਦੇ', 'ਤੋਂ', 'ਲਈ', 'ਜਿਹੀ', 'ਜਿਹਾ', 'ਵਿੱਚ', 'ਅੱਜ', 'ਤਾਂ', 'ਜੀ',
  // Bengali.
  'আমি', 'আমার', 'আমাকে', 'আমরা', 'আছে', 'কি', 'আজ', 'জন্য', 'প্লিজ',
  // Tamil.
  'நான்', 'எனக்கு', 'எங்க', 'எங்களுக்கு', 'ஒரு', 'இன்னைக்கு', 'ப்ளீஸ்',
]);

/** Endings that only join a word to the sentence ('-की', '-ची', '-ની', '-ਦੀ', '-ের', '-க்கு'): a word of the tables with one is read whole. */
export const INDIC_ENDINGS: ReadonlySet<string> = new Set([
  // Hindi and Marathi.
  'ी', 'ा', 'े', 'ें', 'ों', 'ो', 'ची', 'चा', 'चे', 'चं', 'ला', 'ने', 'ात', 'ांत', 'ाची', 'ाचा', 'ाचे', 'ाचं', 'वाला', 'वाली', 'वाले',
  // Gujarati.
  'ની', 'નો', 'નું', 'માં', 'થી', 'ને', 'વાળી', 'વાળો',
  // Punjabi.
  'ਦੀ', 'ਦਾ', 'ਦੇ', 'ਨੂੰ', 'ਵਾਲੀ', 'ਵਾਲਾ',
  // Bengali.
  'ে', 'ের', 'টা', 'টি', 'তে',
  // Tamil.
  'ை', 'க்கு',
]);
