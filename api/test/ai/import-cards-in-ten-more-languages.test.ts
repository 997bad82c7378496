import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * Recipe cards pasted in Greek, Czech, Hungarian, Vietnamese, Indonesian, Russian, Norwegian, Danish, Finnish and
 * Romanian, written as bartenders and recipe sites there write them: a heading, the spirits, juices and syrups with
 * their measures (cl, ml, spoons said the local way), a top, a garnish, the glass and its ice, and a method line. Each
 * line is matched to the stock with its amount; the heading, the ice, the glass and the method are no ingredient.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Card'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));

type Card = [string, string[], Record<string, number>];

const cards: Record<string, Card[]> = {
  Greek: [
    ['Mojito', ['Υλικά:', '50 ml λευκό ρούμι', '20 ml χυμός λάιμ', '15 ml σιρόπι ζάχαρης', '8 φύλλα δυόσμου', 'Συμπληρώνουμε με σόδα', 'Λιώνουμε ελαφρά τον δυόσμο, προσθέτουμε θρυμματισμένο πάγο και ανακατεύουμε.'],
      { 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 15, 'mint-leaves': 8, 'soda-water': 60 }],
    ['Negroni', ['Negroni', '30 ml τζιν', '30 ml Campari', '30 ml γλυκό βερμούτ', 'Φλούδα πορτοκαλιού για γαρνιτούρα', 'Ανακατεύουμε με πάγο και σερβίρουμε σε ποτήρι old fashioned με ένα μεγάλο παγάκι.'],
      { 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 }],
    ['Whiskey Sour', ['Υλικά', '50 ml μπέρμπον', '25 ml χυμός λεμονιού', '2 κουταλάκια σιρόπι ζάχαρης', '1 ασπράδι αυγού', '2 dash Angostura', 'Χτυπάμε στο σέικερ πρώτα χωρίς πάγο και μετά με πάγο, σουρώνουμε σε ποτήρι.'],
      { bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 10, 'egg-white': 30, 'angostura-bitters': 2 }],
  ],
  Czech: [
    ['Mojito', ['Suroviny:', '5 cl bílý rum', '2 cl limetková šťáva', '1,5 cl cukrový sirup', '8 lístků máty', 'doplnit sodovkou', 'Mátu jemně rozmačkat, přidat drcený led a rum a promíchat.'],
      { 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 15, 'mint-leaves': 8, 'soda-water': 60 }],
    ['Moscow Mule', ['Suroviny', '5 cl vodka', '1,5 cl limetková šťáva', 'doplnit zázvorovým pivem', 'měsíček limetky na ozdobu', 'Podávat v měděném hrnku plném ledu.'],
      { vodka: 50, 'lime-juice': 15, 'ginger-beer': 60, 'lime-wedges': 1 }],
    ['Whiskey Sour', ['Whiskey Sour', '5 cl bourbon', '2,5 cl citronová šťáva', '2 lžičky cukrového sirupu', '1 vaječný bílek', '2 střiky Angostury', 'Koktejlová třešeň na ozdobu', 'Protřepat nejprve bez ledu, pak s ledem a přecedit do sklenice.'],
      { bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 10, 'egg-white': 30, 'angostura-bitters': 2, 'cocktail-cherries': 1 }],
  ],
  Hungarian: [
    ['Mojito', ['Hozzávalók:', '5 cl fehér rum', '2 cl limelé', '1,5 cl cukorszirup', '8 mentalevél', 'szódával feltölteni', 'A mentát óvatosan összetörjük, zúzott jeget adunk hozzá és összekeverjük.'],
      { 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 15, 'mint-leaves': 8, 'soda-water': 60 }],
    ['Margarita', ['Hozzávalók', '5 cl tequila', '2 cl narancslikőr', '2 cl frissen facsart limelé', 'só a pohár peremére', 'lime-gerezd a díszítéshez', 'Jéggel összerázzuk, és sóperemes pohárba szűrjük.'],
      { 'tequila-blanco': 50, 'triple-sec': 20, 'lime-juice': 20, salt: 1, 'lime-wedges': 1 }],
    ['Tom Collins', ['Tom Collins', '5 cl gin', '3 cl citromlé', '1 evőkanál cukorszirup', 'szódával feltölteni', 'citromhéj a díszítéshez', 'Magas pohárban, jégen építjük fel.'],
      { 'gin-london-dry': 50, 'lemon-juice': 30, 'sugar-syrup': 15, 'soda-water': 60, 'lemon-twist': 1 }],
  ],
  Vietnamese: [
    ['Mojito', ['Nguyên liệu:', '50 ml rượu rum trắng', '20 ml nước cốt chanh', '15 ml nước đường', '8 lá bạc hà', 'Thêm soda cho đầy ly', 'Dầm nhẹ lá bạc hà, cho đá bào vào rồi khuấy đều.'],
      { 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 15, 'mint-leaves': 8, 'soda-water': 60 }],
    ['Moscow Mule', ['Nguyên liệu', '50 ml vodka', '15 ml nước cốt chanh', 'Thêm bia gừng cho đầy ly', '1 múi chanh để trang trí', 'Rót vodka và nước cốt chanh vào cốc đồng đầy đá.'],
      { vodka: 50, 'lime-juice': 15, 'ginger-beer': 60, 'lime-wedges': 1 }],
    ['Espresso Martini', ['Espresso Martini', '40 ml vodka', '20 ml rượu mùi cà phê', '30 ml cà phê espresso', '1 muỗng cà phê nước đường', 'Lắc thật mạnh với đá rồi lọc vào ly coupe đã ướp lạnh.'],
      { vodka: 40, 'coffee-liqueur': 20, espresso: 30, 'sugar-syrup': 5 }],
  ],
  Indonesian: [
    ['Mojito', ['Bahan:', '50 ml rum putih', '20 ml air jeruk nipis', '15 ml sirup gula', '8 lembar daun mint', 'Tambahkan air soda hingga penuh', 'Tumbuk daun mint perlahan, masukkan es batu lalu aduk rata.'],
      { 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 15, 'mint-leaves': 8, 'soda-water': 60 }],
    ['Whiskey Sour', ['Bahan', '50 ml bourbon', '25 ml air lemon', '1 sdm sirup gula', '1 putih telur', '2 dash angostura bitters', 'Kocok tanpa es, lalu kocok lagi dengan es dan saring ke dalam gelas.'],
      { bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 15, 'egg-white': 30, 'angostura-bitters': 2 }],
    ['Cuba Libre', ['Cuba Libre', '50 ml rum gelap', '10 ml air jeruk nipis', 'Tambahkan cola hingga penuh', '1 potong jeruk nipis untuk hiasan', 'Sajikan di gelas highball berisi es batu.'],
      { 'rum-dark': 50, 'lime-juice': 10, cola: 60, 'lime-wedges': 1 }],
  ],
  Russian: [
    ['Мохито', ['Ингредиенты:', '50 мл белого рома', '20 мл сока лайма', '15 мл сахарного сиропа', '8 листьев мяты', 'Долить содовой', 'Слегка подавить мяту, добавить колотый лёд и перемешать.'],
      { 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 15, 'mint-leaves': 8, 'soda-water': 60 }],
    ['Негрони', ['Негрони', '30 мл джина', '30 мл Кампари', '30 мл красного вермута', 'Апельсиновая цедра для украшения', 'Перемешать со льдом и процедить в рокс с большим кубиком льда.'],
      { 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 }],
    ['Московский мул', ['Ингредиенты', '50 мл водки', '1 ст. л. сока лайма', 'Долить имбирным пивом', 'Долька лайма для украшения', 'Подавать в медной кружке со льдом.'],
      { vodka: 50, 'lime-juice': 15, 'ginger-beer': 60, 'lime-wedges': 1 }],
  ],
  Norwegian: [
    ['Mojito', ['Ingredienser:', '5 cl lys rom', '2 cl limesaft', '1,5 cl sukkerlake', '8 mynteblader', 'Fyll opp med soda', 'Knus mynten lett, tilsett knust is og rør godt.'],
      { 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 15, 'mint-leaves': 8, 'soda-water': 60 }],
    ['Whiskey Sour', ['Ingredienser', '5 cl bourbon', '2,5 cl sitronsaft', '1 ss sukkerlake', '1 eggehvite', '2 dash Angostura', 'Rist først uten is, så med is, og sil over i et glass.'],
      { bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 15, 'egg-white': 30, 'angostura-bitters': 2 }],
    ['Gin og tonic', ['Gin og tonic', '4 cl gin', 'Fyll opp med tonic', 'En limebåt til pynt', 'Bygges i et stort glass fylt med isbiter.'],
      { 'gin-london-dry': 40, 'tonic-water': 60, 'lime-wedges': 1 }],
  ],
  Danish: [
    ['Mojito', ['Ingredienser:', '5 cl lys rom', '2 cl limesaft', '1,5 cl sukkerlage', '8 myntblade', 'Top op med danskvand', 'Mos mynten let, tilsæt knust is og rør rundt.'],
      { 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 15, 'mint-leaves': 8, 'soda-water': 60 }],
    ['Negroni', ['Negroni', '3 cl gin', '3 cl Campari', '3 cl sød vermouth', 'Appelsinskal til pynt', 'Rør med is og si over i et glas med en stor isterning.'],
      { 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 }],
    ['Dark n Stormy', ['Ingredienser', '5 cl mørk rom', '1 spsk limesaft', 'Fyld op med ingefærøl', 'En limebåd til pynt', 'Server i et højt glas med isterninger.'],
      { 'rum-dark': 50, 'lime-juice': 15, 'ginger-beer': 60, 'lime-wedges': 1 }],
  ],
  Finnish: [
    ['Mojito', ['Ainekset:', '5 cl vaaleaa rommia', '2 cl limetinmehua', '1,5 cl sokerisiirappia', '8 minttulehteä', 'Täytä soodavedellä', 'Murskaa mintut kevyesti, lisää murskattua jäätä ja sekoita.'],
      { 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 15, 'mint-leaves': 8, 'soda-water': 60 }],
    ['Negroni', ['Negroni', '3 cl giniä', '3 cl Camparia', '3 cl makeaa vermuttia', 'Appelsiininkuori koristeeksi', 'Sekoita jäiden kanssa ja siivilöi lasiin ison jääpalan päälle.'],
      { 'gin-london-dry': 30, campari: 30, 'vermouth-sweet': 30, 'orange-peel': 1 }],
    ['Whiskey Sour', ['Ainekset', '5 cl bourbonia', '2,5 cl sitruunamehua', '1 rkl sokerisiirappia', '1 munanvalkuainen', '2 dash Angosturaa', 'Ravista ensin ilman jäitä, sitten jäiden kanssa ja siivilöi lasiin.'],
      { bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 15, 'egg-white': 30, 'angostura-bitters': 2 }],
  ],
  Romanian: [
    ['Mojito', ['Ingrediente:', '50 ml rom alb', '20 ml suc de lime', '15 ml sirop de zahăr', '8 frunze de mentă', 'Completați cu apă minerală', 'Zdrobiți ușor menta, adăugați gheață pisată și amestecați.'],
      { 'rum-white': 50, 'lime-juice': 20, 'sugar-syrup': 15, 'mint-leaves': 8, 'soda-water': 60 }],
    ['Aperol Spritz', ['Ingrediente', '60 ml Aperol', '90 ml prosecco', 'Completați cu apă minerală', 'O felie de portocală pentru decor', 'Se servește într-un pahar de vin plin cu gheață.'],
      { aperol: 60, prosecco: 90, 'soda-water': 60, 'orange-slices': 1 }],
    ['Whiskey Sour', ['Whiskey Sour', '50 ml bourbon', '25 ml suc de lămâie', '1 lingură sirop de zahăr', '1 albuș de ou', '2 stropi de Angostura', 'Agitați mai întâi fără gheață, apoi cu gheață și strecurați în pahar.'],
      { bourbon: 50, 'lemon-juice': 25, 'sugar-syrup': 15, 'egg-white': 30, 'angostura-bitters': 2 }],
  ],
};

describe.each(Object.entries(cards))('a card in %s', (_language, list) => {
  test.each(list)('%s', async (name, lines, expected) => {
    const recipe = await importIt(lines, name);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe("what a card says that is no ingredient: a heading, the ice, the glass", () => {
  test.each([
    ['Greek', ['Υλικά', 'Πάγος', 'Παγάκια', 'Ποτήρι: highball']],
    ['Czech', ['Suroviny:', 'Led', 'Drcený led', 'Sklenice: highball']],
    ['Hungarian', ['Hozzávalók', 'Jég', 'Jégkocka', 'Pohár: highball']],
    ['Vietnamese', ['Nguyên liệu', 'Đá viên', 'Ly: highball']],
    ['Indonesian', ['Bahan:', 'Es batu', 'Gelas: highball']],
    ['Russian', ['Ингредиенты', 'Лёд', 'Колотый лёд', 'Бокал: хайбол', 'Стакан: рокс']],
    ['Norwegian and Danish', ['Ingredienser', 'Isbiter', 'Isterninger', 'Glass: highball']],
    ['Finnish', ['Ainekset', 'Jäitä', 'Jääpaloja', 'Lasi: highball']],
    ['Romanian', ['Ingrediente', 'Gheață', 'Cuburi de gheață', 'Pahar: highball']],
  ])('%s', async (_language, lines) => {
    const recipe = await importIt([...lines, '50 ml vodka']);
    expect(amounts(recipe)).toEqual({ vodka: 50 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('a salt rim said the local way', () => {
  test.each([['Αλάτι για το χείλος'], ['Sůl na okraj'], ['Só a pohár peremére'], ['Muối viền ly'], ['Garam untuk bibir gelas'], ['Соль для ободка'], ['Suolareunus'], ['Sare pe marginea paharului']])('%s', async (line) => {
    const recipe = await importIt(['50 ml tequila', '20 ml triple sec', '20 ml lime juice', line]);
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 50, 'triple-sec': 20, 'lime-juice': 20, salt: 1 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });
});

describe('scripts and short measures', () => {
  test('a Russian line the bar does not stock is listed in the letters pasted, and the method keeps them', async () => {
    const recipe = await importIt(['50 мл водки', '20 мл сока лайма', 'Щепотка корицы', 'Взбить со льдом и процедить.']);
    expect(amounts(recipe)).toEqual({ vodka: 50, 'lime-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual(['Щепотка корицы']);
    expect(recipe.instructions.join(' ')).toContain('Взбить');
  });

  test('a Cyrillic letter typed inside a Latin word is still read as the letter it passes for', async () => {
    expect(amounts(await importIt(['50 ml v\u043edka', '100 ml tonic']))).toEqual({ vodka: 50, 'tonic-water': 100 });
  });

  test.each([
    [['1 ts sukkerlake', '5 cl gin'], { 'sugar-syrup': 5, 'gin-london-dry': 50 }],
    [['2 ч. л. сахарного сиропа', '50 мл джина'], { 'sugar-syrup': 10, 'gin-london-dry': 50 }],
    [['1 lžička cukrového sirupu', '5 cl gin'], { 'sugar-syrup': 5, 'gin-london-dry': 50 }],
    [['1 teáskanál cukorszirup', '5 cl gin'], { 'sugar-syrup': 5, 'gin-london-dry': 50 }],
    [['1 sdt sirup gula', '50 ml gin'], { 'sugar-syrup': 5, 'gin-london-dry': 50 }],
    [['1 tsk sukkerlage', '5 cl gin'], { 'sugar-syrup': 5, 'gin-london-dry': 50 }],
    [['1 tl sokerisiirappia', '5 cl giniä'], { 'sugar-syrup': 5, 'gin-london-dry': 50 }],
    [['1 linguriță sirop de zahăr', '50 ml gin'], { 'sugar-syrup': 5, 'gin-london-dry': 50 }],
    [['1 κουταλάκι σιρόπι ζάχαρης', '50 ml τζιν'], { 'sugar-syrup': 5, 'gin-london-dry': 50 }],
  ])('%j', async (lines, expected) => {
    const recipe = await importIt(lines);
    expect(amounts(recipe)).toEqual(expected);
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  test("a bartender's 'ss' at the end of an amount is still simple syrup", async () => {
    expect(amounts(await importIt(['50 vod / 30 kahlua / 30 espr / 10 ss']))).toEqual({ vodka: 50, 'coffee-liqueur': 30, espresso: 30, 'sugar-syrup': 10 });
  });
});
