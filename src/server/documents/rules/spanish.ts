// Borrowers write to their broker in Spanish as often as in English ("La propiedad es 9024 S Willow St … Necesito
// un cash out, como $200k por 24 meses. Mi crédito está en 788"). The rules read English cue words, so a document
// that reads as Spanish has its lending phrases put into the English the cues know before they run. Only phrases
// are translated, never names, addresses or figures, and only in a document that is Spanish throughout.

/** Words common in a Spanish message about a loan and rare in an English one. */
const SPANISH_WORDS = new Set([
  'necesito', 'propiedad', 'préstamo', 'prestamo', 'crédito', 'credito', 'meses', 'años', 'gracias', 'hola', 'mi',
  'por', 'para', 'que', 'una', 'del', 'con', 'está', 'tengo', 'quiero', 'dinero', 'casa', 'valor', 'vale', 'compra',
  'cierre', 'tasa', 'plazo', 'hipoteca', 'celular', 'teléfono', 'dirección', 'información', 'buenas', 'usted', 'su',
]);
/** Distinct Spanish words that make a document Spanish: names and places ("De Leon", "La Jolla") give one or two. */
const SPANISH_MIN_WORDS = 6;

/** Portuguese shares "por", "que", "valor" with Spanish; its nasal vowels ("empréstimo não", "avaliação") it does not. */
const PORTUGUESE_WORD = /^(?:\p{L}*(?:ção|ções|ões|ã|õ)\p{L}*|não|você|imóvel|empréstimo|juros|obrigad[oa])$/u;
const PORTUGUESE_MIN_WORDS = 3;

export function readsAsSpanish(text: string): boolean {
  const found = new Set<string>();
  const portuguese = new Set<string>();
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (SPANISH_WORDS.has(word)) found.add(word);
    if (PORTUGUESE_WORD.test(word)) portuguese.add(word);
  }
  return found.size >= SPANISH_MIN_WORDS && portuguese.size < PORTUGUESE_MIN_WORDS;
}

/** Spanish phrases of a loan request and their English, longest first where one contains another. */
const PHRASES: [string, string][] = [
  ['casa de una familia', 'single family home'],
  ['casa unifamiliar', 'single family home'],
  ['unifamiliar', 'single family'],
  ['casa de dos familias', 'duplex'],
  ['edificio de apartamentos', 'apartment building'],
  ['local comercial', 'commercial building'],
  ['la propiedad está en', 'the property is at'],
  ['la propiedad queda en', 'the property is at'],
  ['la propiedad es', 'the property is'],
  ['la dirección es', 'the address is'],
  ['la compañía es', 'my company is'],
  ['la empresa es', 'my company is'],
  ['mi compañía es', 'my company is'],
  ['mi empresa es', 'my company is'],
  ['yo soy el', 'I am the'],
  ['yo soy la', 'I am the'],
  ['soy el', 'I am the'],
  ['soy la', 'I am the'],
  ['a nombre de', 'in the name of'],
  // A broker writes of their client in the third person: "Su crédito está en 682. Quiere cerrar el 02/16/2026."
  ['su crédito está en', 'credit score is'],
  ['su crédito es', 'credit score is'],
  ['su puntaje es', 'credit score is'],
  ['su celular es', 'cell is'],
  ['su teléfono es', 'phone is'],
  ['su número es', 'phone is'],
  ['su correo es', 'email is'],
  ['quiere cerrar el', 'wants to close by'],
  ['quiere cerrar', 'wants to close'],
  ['el valor actual de la propiedad es', 'the as-is value is'],
  ['el valor actual es', 'the as-is value is'],
  ['el precio de compra es', 'the purchase price is'],
  ['tipo compra', 'a purchase loan'],
  ['tipo refinanciamiento con retiro de efectivo', 'a cash-out refinance loan'],
  ['tipo refinanciamiento', 'a refinance loan'],
  ['tipo construcción', 'a construction loan'],
  ['tipo puente', 'a bridge loan'],
  ['tipo de propiedad', 'property type'],
  ['tipo', 'a'],
  ['mi comisión', 'my fee'],
  ['piensa vender', 'plans to sell'],
  ['valor actual de la propiedad es', 'as-is value is'],
  ['valor actual de la', 'as-is value of the'],
  ['valor actual de', 'as-is value of'],
  ['propiedad es', 'property is'],
  ['unidades', 'units'],
  ['la compañía', ''],
  ['la empresa', ''],
  ['edificio de', 'building of'],
  ['departamentos', 'units'],
  ['apartamentos', 'units'],
  // A mail's header: "De: … Para: … Asunto: …".
  ['de:', 'from:'],
  ['asunto', 'subject'],
  ['fecha', 'date'],
  ['necesita', 'needs'],
  ['mi crédito está en', 'my credit score is'],
  ['mi crédito es', 'my credit score is'],
  ['mi puntaje de crédito es', 'my credit score is'],
  ['mi puntaje es', 'my credit score is'],
  ['mi score es', 'my credit score is'],
  ['mi celular es', 'my cell is'],
  ['mi teléfono es', 'my phone is'],
  ['mi número es', 'my phone is'],
  ['mi correo es', 'my email is'],
  ['más o menos', 'approximately'],
  ['segunda hipoteca', 'second mortgage'],
  ['préstamo puente', 'bridge loan'],
  ['prestamo puente', 'bridge loan'],
  ['sacar dinero', 'cash out'],
  ['sacar efectivo', 'cash out'],
  ['arreglarla y venderla', 'fix and flip'],
  ['arreglar y vender', 'fix and flip'],
  ['fecha de cierre', 'closing date'],
  ['precio de compra', 'purchase price'],
  ['tasa de interés', 'interest rate'],
  ['creo que vale', 'I think it is worth'],
  ['el valor es', 'the value is'],
  ['tiene un valor de', 'is worth'],
  ['vale', 'is worth'],
  ['el avalúo', 'the appraisal'],
  ['la tasación', 'the appraisal'],
  ['dijo', 'said'],
  ['del año pasado', 'from last year'],
  ['necesito', 'I need'],
  ['ocupo', 'I need'],
  ['busco', 'I am looking for'],
  ['quiero', 'I want'],
  ['préstamo', 'loan'],
  ['prestamo', 'loan'],
  ['hipoteca', 'mortgage'],
  ['compra', 'purchase'],
  ['refinanciamiento', 'refinance'],
  ['refinanciar', 'refinance'],
  ['construcción', 'construction'],
  ['terreno', 'land'],
  ['condominio', 'condo'],
  ['fideicomiso', 'trust'],
  ['fiador', 'guarantor'],
  ['garante', 'guarantor'],
  ['prestamista', 'lender'],
  ['plazo', 'term'],
  ['tasa', 'rate'],
  ['puntos', 'points'],
  ['cierre', 'closing'],
  ['meses', 'months'],
  ['mes', 'month'],
  ['años', 'years'],
  ['como', 'about'],
  ['por', 'for'],
  ['para', 'to'],
  ['una', 'a'],
  ['un', 'a'],
];

const PHRASE = new RegExp(`(?<!\\p{L})(?:${PHRASES.map(([es]) => es.replace(/ /g, '\\s+')).join('|')})(?!\\p{L})`, 'giu');
const ENGLISH = new Map(PHRASES.map(([es, en]) => [es, en]));

/** "Legacy Homes, LLC de Jacob Perez": an entity and, after "de", the person whose it is. */
const ENTITY_OF_PERSON = /\b(LLC|L\.L\.C\.|Inc\.?|Corp\.?|LP|L\.P\.|Trust)\s+de\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})/gu;

/**
 * The text with its Spanish lending phrases in English, keeping a capital where the phrase opened with one; an
 * entity's owner named after it as English writes them, in brackets ("Legacy Homes, LLC (Jacob Perez)").
 */
export function spanishToEnglish(text: string): string {
  return text
    .replace(PHRASE, (phrase) => {
      const english = ENGLISH.get(phrase.toLowerCase().replace(/\s+/g, ' ')) ?? phrase;
      return english && /^\p{Lu}/u.test(phrase) ? english[0]!.toUpperCase() + english.slice(1) : english;
    })
    .replace(ENTITY_OF_PERSON, '$1 ($2)');
}
