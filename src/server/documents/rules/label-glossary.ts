// Lenders who serve Latin American and Brazilian investors print their forms and letters in Spanish or Portuguese,
// often beside the English ("Monto / Amount", "Valor do empréstimo:", "Fecha de nacimiento"). The label vocabulary
// is English; a label written in one of those languages is put into the English it stands for, and a bilingual
// label is read by its English half. Only labels are translated, never the values beside them.

/** Spanish and Portuguese labels (without accents, lower case) and the English label each stands for. */
const GLOSSARY: Record<string, string> = {
  // The borrower
  nombre: 'name', nome: 'name', 'nombre completo': 'full name', 'nome completo': 'full name',
  'primer nombre': 'first name', 'primeiro nome': 'first name', apellido: 'last name', apellidos: 'last name',
  sobrenome: 'last name', prestatario: 'borrower', mutuario: 'borrower', tomador: 'borrower', solicitante: 'applicant',
  cliente: 'borrower', entidad: 'entity', empresa: 'company', sociedad: 'entity', 'nombre de la empresa': 'company name',
  'razon social': 'company name', 'nome da empresa': 'company name', 'tipo de entidad': 'entity type',
  'tipo de empresa': 'entity type', 'fecha de nacimiento': 'date of birth', 'data de nascimento': 'date of birth',
  telefono: 'phone', telefone: 'phone', celular: 'cell phone', movil: 'cell phone', correo: 'email',
  'correo electronico': 'email', 'e-mail': 'email', firmante: 'authorized signatory', signatario: 'authorized signatory',
  cargo: 'title', garante: 'guarantor', fiador: 'guarantor', avalista: 'guarantor',
  'puntaje de credito': 'credit score', 'pontuacao de credito': 'credit score',
  // The property
  propiedad: 'property', imovel: 'property', propriedade: 'property', direccion: 'address', endereco: 'address',
  'direccion de la propiedad': 'property address', 'endereco do imovel': 'property address',
  'tipo de propiedad': 'property type', 'tipo de imovel': 'property type', 'tipo de inmueble': 'property type',
  tipo: 'type', valor: 'value', 'valor de la propiedad': 'property value', 'valor do imovel': 'property value', avaluo: 'appraised value',
  'valor de avaluo': 'appraised value', 'valor de avaliacao': 'appraised value', 'valor de avaliacao estimado': 'appraised value',
  'precio de compra': 'purchase price', 'preco de compra': 'purchase price',
  // The loan
  monto: 'loan amount', importe: 'loan amount', montante: 'loan amount', 'monto del prestamo': 'loan amount',
  'monto solicitado': 'loan amount', 'valor do emprestimo': 'loan amount', 'valor do financiamento': 'loan amount',
  'valor del prestamo': 'loan amount', 'tipo de prestamo': 'loan type', 'tipo de emprestimo': 'loan type',
  modalidad: 'loan type', modalidade: 'loan type', programa: 'loan program', proposito: 'purpose', finalidad: 'purpose',
  finalidade: 'purpose', plazo: 'term', prazo: 'term', tasa: 'interest rate', 'tasa de interes': 'interest rate',
  'taxa de juros': 'interest rate', juros: 'interest rate', cierre: 'closing date', 'fecha de cierre': 'closing date',
  fechamento: 'closing date', 'fechamento previsto': 'closing date', 'data de fechamento': 'closing date',
  'cierre estimado': 'closing date', puntos: 'points', pontos: 'points', 'puntos de originacion': 'origination points',
  'taxa de originacao': 'origination fee', 'comision de originacion': 'origination fee',
  'taxa administrativa': 'admin fee', 'cargo administrativo': 'admin fee', 'taxa de documentacao': 'doc fee',
  'cargo por documentos': 'doc fee', 'multa por pre-pagamento': 'prepayment penalty', 'penalidad por prepago': 'prepayment penalty',
  'estrategia de salida': 'exit strategy', 'estrategia de saida': 'exit strategy',
  'numero de prestamo': 'loan number', 'numero do emprestimo': 'loan number',
};

function glossaryKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // A unit or an English gloss in brackets: "Plazo (meses)", "Fechamento previsto (closing)".
    .replace(/\s*\([^()]*\)\s*/g, ' ')
    .replace(/[:*]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The English label a Spanish or Portuguese label stands for: "Monto / Amount" → "Amount"; null for any other text. */
export function englishLabel(text: string): string | null {
  const pieces = text.split(/\s+\/\s+|\s*\/\s*(?=[A-Z])/);
  if (pieces.length === 2) {
    const [first, second] = pieces.map(glossaryKey) as [string, string];
    if (GLOSSARY[first] && !GLOSSARY[second]) return pieces[1]!.trim();
    if (GLOSSARY[second] && !GLOSSARY[first]) return pieces[0]!.trim();
  }
  return GLOSSARY[glossaryKey(text)] ?? null;
}
