import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { demoBar, silentLog } from './fixtures';

/**
 * What Latin American bar teams paste (ADR 63): Spanish and Brazilian Portuguese bar measures ('una medida', 'un
 * caballito', 'unas gotas', 'meia dose'), stocked things named kind first ('whisky bourbon', 'jarabe'), email threads
 * with their quoted lines and signatures, sheets and captions, rims and ice, and a whole lime counted in a caipirinha.
 * Each stocked thing is matched with its amount for one serve; what is no ingredient is never listed.
 */
const bar = demoBar();
type Imported = Awaited<ReturnType<typeof processRecipe>>;
const importIt = (ingredients: string[], name = 'Receta'): Promise<Imported> => processRecipe({ name, ingredients, instructions: [] }, bar, builtinEngine, silentLog());
const amounts = (recipe: Imported) => Object.fromEntries(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity]));
const suggested = (recipe: Imported) => (recipe.suggestedSubstitutes ?? []).map((s) => s.source);

describe('Spanish and Portuguese bar measures', () => {
  it("reads 'una medida' as a jigger of 45 ml, the ml said in brackets first, and 'media medida' as half of one", async () => {
    const recipe = await importIt(['una medida de tequila (45 ml)', 'media medida de triple sec', '2 medidas de ron blanco', '1 medida de vodka'], 'Medidas');
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 45, 'triple-sec': 22.5, 'rum-white': 90, vodka: 45 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads a Mexican 'caballito' (45 ml) and 'un trago' (a shot, 30 ml), one or more", async () => {
    const recipe = await importIt(['1 caballito de ron blanco', '2 caballitos de mezcal', 'un trago de ron añejo'], 'Caballitos');
    expect(amounts(recipe)).toEqual({ 'rum-white': 45, mezcal: 90, 'rum-dark': 30 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads 'unas gotas' and 'unos chorritos' as a few drops and splashes, never unmatched", async () => {
    const recipe = await importIt(['45 ml ginebra', 'unas gotas de angostura', 'unos chorritos de soda'], 'Gotas');
    expect(Object.keys(amounts(recipe))).toEqual(expect.arrayContaining(['gin-london-dry', 'angostura-bitters', 'soda-water']));
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("keeps 'unos' before a number an 'about' ('unos 12 cl'), not a few", async () => {
    const recipe = await importIt(['5 cl tequila blanco', 'Completar con refresco de toronja, unos 12 cl'], 'Paloma');
    expect(amounts(recipe)).toEqual({ 'tequila-blanco': 50, 'grapefruit-soda': 120 });
  });

  it("reads 'una copa de vino tinto' as a glass of the house red, and 'meia dose' as half a dose (25 ml)", async () => {
    const wine = await importIt(['1 copa de vino tinto', '1/2 taza de jugo de naranja'], 'Sangría');
    expect(amounts(wine)).toEqual({ 'wine-red-house': 150, 'orange-juice': 120 });
    const batida = await importIt(['1 dose de cachaça', 'meia dose de suco de limão'], 'Batida');
    expect(amounts(batida)).toEqual({ cachaca: 50, 'lime-juice': 25 });
    expect(batida.unmatchedIngredients).toEqual([]);
  });
});

describe('stocked things named the Latin American way', () => {
  it("matches 'whisky bourbon' as the bourbon, never a suggestion, and 'jarabe' alone or 'natural' as sugar syrup", async () => {
    const recipe = await importIt(['2 onzas de whisky bourbon', '3/4 onza de jugo de limón', '3/4 onza de jarabe', '1 clara de huevo'], 'Sour de Whisky');
    expect(amounts(recipe)).toEqual({ bourbon: 60, 'lime-juice': 22.5, 'sugar-syrup': 22.5, 'egg-white': 30 });
    expect(suggested(recipe)).toEqual([]);
    const natural = await importIt(['60 ml whisky bourbon', '30 ml jugo de lima', '15 ml jarabe natural'], 'Whisky Sour');
    expect(amounts(natural)).toEqual({ bourbon: 60, 'lime-juice': 30, 'sugar-syrup': 15 });
    expect(natural.unmatchedIngredients).toEqual([]);
  });

  it("keeps a syrup of a flavour its own ('jarabe de agave'), never the plain one", async () => {
    const recipe = await importIt(['45 ml mezcal', '15 ml jarabe de agave', '20 ml jugo de lima'], 'Oaxaca');
    expect(amounts(recipe)).toEqual({ mezcal: 45, 'agave-syrup': 15, 'lime-juice': 20 });
  });
});

describe('an email thread, a sheet, a caption', () => {
  it('reads the quoted lines of an email that name no amount, and lists no signature or phone app', async () => {
    const recipe = await importIt(
      [
        '> On Tue, Mar 3, 2026 at 10:14 AM Ana Ruiz <ana@hotel.mx> wrote:',
        '> Hola equipo, aquí la receta final:',
        '> 2 oz tequila blanco',
        '> 1/2 oz jugo de lima',
        '> top con refresco de toronja',
        '> sal en el borde',
        'Saludos,',
        'Ana Ruiz | Gerente de Bebidas',
        'Enviado desde mi iPhone',
      ],
      'Paloma de la Casa',
    );
    expect(amounts(recipe)).toMatchObject({ 'tequila-blanco': 60, 'lime-juice': 15, salt: 1 });
    expect(Object.keys(amounts(recipe))).toContain('grapefruit-soda');
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("lists no Spanish or Portuguese sign-off: 'Jefe de Barra', 'Enviado do meu iPhone'", async () => {
    const recipe = await importIt(['El mar, 3 mar 2026 a las 10:14, Carlos Pérez <carlos@bar.mx> escribió:', '> 45 ml mezcal', '> 20 ml jugo de lima', 'Gracias!', 'Carlos Pérez', 'Jefe de Barra', 'Enviado do meu iPhone'], 'Mezcalita');
    expect(amounts(recipe)).toEqual({ mezcal: 45, 'lime-juice': 20 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads a Brazilian sheet's rows, the lime counted by the unit and the ice to taste never listed", async () => {
    const recipe = await importIt(['Ingrediente\tQuantidade\tUnidade', 'Cachaça\t50\tml', 'Limão\t1\tunidade', 'Açúcar\t2\tcolher de chá', 'Gelo\ta gosto\t'], 'Caipirinha Clássica');
    expect(amounts(recipe)).toMatchObject({ cachaca: 50, 'lime-wedges': 8 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("lists no caption's cry before its list, nor a single tag after it ('Nossa Caipi da casa!', '#caipi')", async () => {
    const recipe = await importIt(['🍋🥃 Nossa Caipi da casa! 50 ml de cachaça, 1 limão, 2 colheres de chá de açúcar e gelo 💛 #caipi'], 'Caipi');
    expect(amounts(recipe)).toMatchObject({ cachaca: 50, 'lime-wedges': 8 });
    expect(recipe.unmatchedIngredients).toEqual([]);
  });

  it("reads a frosted rim with salt as the salt, and lists no rim that names nothing nor ice said in Portuguese", async () => {
    const recipe = await importIt(['50 ml ron blanco', 'coca-cola hasta arriba', 'borde escarchado', 'gelo a gosto'], 'Cuba Libre');
    expect(Object.keys(amounts(recipe)).sort()).toEqual(['cola', 'rum-white']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    const salted = await importIt(['50 ml ginebra', 'completar con agua tónica', 'borde escarchado con sal', 'hielo'], 'Gin Tonic salado');
    expect(Object.keys(amounts(salted)).sort()).toEqual(['gin-london-dry', 'salt', 'tonic-water']);
    expect(salted.unmatchedIngredients).toEqual([]);
  });
});

describe('a whole lime counted in a caipirinha', () => {
  it("reads 'medio limón' and 'Limão 1 unidade' beside cachaça as the lime, cut into wedges", async () => {
    const half = await importIt(['50 ml cachaça', 'medio limón', '2 cucharaditas de azúcar'], 'Caipirinha');
    expect(amounts(half)).toMatchObject({ cachaca: 50, 'lime-wedges': 4 });
    expect(suggested(half)).not.toContain('medio limón');
    const whole = await importIt(['Cachaça 60 ml', 'Limão 1 unidade', 'Gelo a gosto'], 'Caipirinha');
    expect(amounts(whole)).toMatchObject({ cachaca: 60, 'lime-wedges': 8 });
    expect(whole.unmatchedIngredients).toEqual([]);
  });
});
