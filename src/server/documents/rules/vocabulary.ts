// Labels as tokens: documents abbreviate ("Subj Prop", "Note Rt", "Est. COE", "Borr FICO"), reorder ("Amount of
// Loan", "Rate (Interest)") and qualify ("Requested", "Proposed", "Approx.") the same few ideas. A label is reduced to
// its canonical tokens before the vocabulary and the learned model see it, and a label that names another party
// ("Lender Phone", "Seller", "Appraiser's Firm") is recognised as that party's, so its value never becomes the
// borrower's.

export const ABBREVIATIONS: Record<string, string> = {
  amt: 'amount', amnt: 'amount', est: 'estimated', estd: 'estimated', approx: 'approximate', appr: 'appraised',
  apprd: 'appraised', apprsd: 'appraised', borr: 'borrower', brwr: 'borrower', bwr: 'borrower', borrowers: 'borrower',
  prop: 'property', props: 'property', subj: 'subject', collat: 'collateral', coll: 'collateral', rt: 'rate', int: 'interest', orig: 'origination',
  origin: 'origination', pts: 'points', pt: 'points', point: 'points', num: 'number', nbr: 'number', no: 'number',
  addr: 'address', add: 'address', yr: 'years', yrs: 'years', year: 'years', mo: 'months', mos: 'months', month: 'months',
  req: 'requested', reqd: 'requested', request: 'requested', prepay: 'prepayment', pre: 'prepayment', doc: 'document',
  docs: 'document', documents: 'document', documentation: 'document', admin: 'administration', administrative: 'administration',
  proc: 'processing', purp: 'purpose', tel: 'phone', ph: 'phone', telephone: 'phone', cell: 'phone', mobile: 'phone',
  'e-mail': 'email', qual: 'qualifying', dt: 'date', val: 'value', valuation: 'value', co: 'company',
  corp: 'corporation', mgr: 'manager', mbr: 'member', mgmt: 'management', info: 'information', tx: 'transaction',
  trans: 'transaction', txn: 'transaction', exp: 'expected', anticip: 'anticipated', proj: 'projected', sq: 'square',
  ft: 'feet', fees: 'fee', rates: 'rate', amounts: 'amount', values: 'value', terms: 'term', dates: 'date',
  facility: 'loan', advance: 'loan amount', comp: 'compensation', lendr: 'lender', lndr: 'lender', bkr: 'broker', brkr: 'broker', bro: 'broker', guar: 'guarantor', gtr: 'guarantor', gty: 'guarantor', gtor: 'guarantor',
  guarantors: 'guarantor', sponsors: 'sponsor', principals: 'principal', applicants: 'applicant', fein: 'ein',
  fname: 'first name', lname: 'last name', fn: 'first name', ln: 'last name', firstname: 'first name', lastname: 'last name',
  commit: 'commitment', desc: 'description', descr: 'description', coe: 'closing', prog: 'program', typ: 'type', kind: 'type', nm: 'name', fund: 'closing', funded: 'closing', aiv: 'asis value',
  bal: 'balance', mkt: 'market', buyers: 'buyer', purchasers: 'purchaser', owners: 'owner', '1st': 'initial', amort: 'amortization', pgm: 'program', dob: 'dob', ltv: 'ltv', pos: 'position', lien: 'lien', closing: 'closing', close: 'closing', closes: 'closing', funding: 'closing', settlement: 'closing',
};

/** Words that add nothing to what a label names ("Requested Loan Amount" is the loan amount). */
const FILLER = new Set([
  'the', 'of', 'a', 'an', 'your', 'our', 'to', 'be', 'for', 'in', 'on', 'if', 'any', 'is', 'are', 'please', 'enter',
  'requested', 'proposed', 'approximate', 'desired', 'total', 'gross', 'stated', 'qualifying', 'indicated', 'final',
  'target', 'targeted', 'anticipated', 'projected', 'expected', 'estimated', 'est', 'new', 'initial', 'max', 'maximum',
  'amt', 'usd', 'dollars', 'daytime', 'evening', 'best', 'needed', 'required', 'sought', 'and', 'or', 'with', 'by', 'at', 'per', 'as', 'its', 'this', 'which',
  // A form that asks: "What type of loan?", "What kind of property is it?", "How will you repay the loan?".
  'what', 'it', 'will', 'you',
  // "Legal first name", "Official business name": the name as the law knows it is the name.
  'legal', 'official',
  // "FICO (self-reported)", "fico_self_reported": who reported it does not change what it is.
  'self', 'reported',
]);

/** Other parties a label or a section heading may name. */
export type Party = 'lender' | 'broker' | 'seller' | 'appraiser' | 'title' | 'agent' | 'attorney' | 'insurer';

const PARTY_WORDS: Record<string, Party> = {
  lender: 'lender', lenders: 'lender', lending: 'lender', servicer: 'lender', bank: 'lender',
  underwriter: 'lender', officer: 'lender', originator: 'lender', processor: 'lender', mlo: 'lender', nmls: 'lender',
  broker: 'broker', brokers: 'broker', brokerage: 'broker', referral: 'broker', referrer: 'broker', referring: 'broker',
  seller: 'seller', sellers: 'seller', vendor: 'seller', grantor: 'seller',
  appraiser: 'appraiser', appraisers: 'appraiser', appraisal: 'appraiser', inspector: 'appraiser', amc: 'appraiser',
  title: 'title', escrow: 'title', closer: 'title', notary: 'title',
  agent: 'agent', realtor: 'agent',
  attorney: 'attorney', counsel: 'attorney', lawyer: 'attorney', insurance: 'insurer', insurer: 'insurer', carrier: 'insurer',
  agency: 'insurer', producer: 'insurer', underwriters: 'insurer',
};

/** Party words that are also ordinary parts of borrower labels: "Title" (of the signer), "Appraisal Value". */
const PARTY_ONLY_AS_OWNER = new Set(['title', 'appraisal', 'officer', 'insurance']);

/** "Est. COE (mm/dd/yy):" → ["closing", "date"]; "Borr. FICO" → ["borrower", "fico"]. */
export function labelTokens(label: string): string[] {
  const text = label
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    // "(as-is)" qualifies a value; other parentheses only explain ("(mm/dd/yy)", "(if any)").
    .replace(/\(\s*as[\s-]+is\s*\)/g, ' asis ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[’']s\b/g, '')
    .replace(/e-mail/g, 'email')
    .replace(/\bco[-\s]?(borrower|applicant|mortgagor)s?\b|\b(?:b2|borrower\s*2)\b/g, 'coborrower')
    // "B1 First", "Borrower 1 Last": the first borrower's.
    .replace(/\b(?:b1|borrower\s*1)\b/g, 'borrower')
    .replace(/\bas[\s-]+is\b/g, 'asis')
    // A mortgage broker is the broker ("Mortgage Broker Points").
    .replace(/\bmortgage\s+broker/g, 'broker')
    .replace(/#/g, ' number ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9%]+/g, ' ');
  const tokens: string[] = [];
  const words = text.split(' ').filter((word) => word && !/^\d+$/.test(word));
  for (const [i, word] of words.entries()) {
    // "LN" is the last name beside a first name ("B1 FN", "B1 LN") and the loan before anything else ("LN_NBR", "Ln Amt").
    const canonical = word === 'ln' && i < words.length - 1 ? 'loan' : (ABBREVIATIONS[word] ?? word);
    if (!FILLER.has(canonical)) tokens.push(canonical);
  }
  return tokens;
}

/**
 * The other party a label speaks of, if any: "Lender Contact Phone" → lender, "Seller" → seller. "Title" alone is
 * the signer's title, and "Appraised Value" is the property's; they name a party only with a word that makes it one.
 */
export function labelParty(tokens: readonly string[]): Party | null {
  for (const [i, token] of tokens.entries()) {
    const party = PARTY_WORDS[token];
    if (!party) continue;
    if (PARTY_ONLY_AS_OWNER.has(token)) {
      const next = tokens[i + 1];
      const owns = next !== undefined && /^(company|firm|name|phone|email|contact|agent|officer|number|address|insurance|policy|report|fee|management|co)$/.test(next);
      if (token === 'title' && owns && next !== 'number') return 'title';
      if (token === 'officer' && tokens[i - 1] === 'loan') return 'lender';
      if (token === 'appraisal' && /^(company|firm|management)$/.test(next ?? '')) return 'appraiser';
      continue;
    }
    return party;
  }
  return null;
}

/** A letter's salutation and the courtesy title after it, in English, Spanish or Portuguese ("Prezado(a) Sr(a)."). */
export const SALUTATION = /^(?:Dear|Prezad[oa](?:\(a\))?|Estimad[oa](?:\(a\))?|Car[oa])\s+(?:(?:Mr|Ms|Mrs|Dr|Sr|Sra|Srta|Sr\(a\)|Don|Doña|Dona)\.?\s+)?/i;

/** Names of firms that lend or arrange loans: a caller "with" one is not the borrower. */
export const FINANCE_FIRM = /\b(capital|lending|lender|lenders|mortgage|funding|finance|financial|loans?|bank|bancorp|brokerage|advisors|credit)\b/i;

/** A mailbox at a firm that lends or brokers loans ("steven@pinnacleloan.com", "jo@tidewaterbridgelending.com"): never a borrower's. */
export function lendersMailbox(email: string): boolean {
  // Domains run their words together: the firm's kind ends the name ("pinnacleloan") or a bank's starts it
  // ("bankofhope"); inside one it may be anyone's ("fairbanksholdings").
  const parts = email.slice(email.lastIndexOf('@') + 1).toLowerCase().split(/[.-]/).slice(0, -1);
  return parts.some((part) => /(?:loans?|lending|lenders?|mortgage|funding|financial|finance|credit|bank|bancorp|brokerage)$|^bank/.test(part));
}

/** A firm that lends or arranges loans by a word of its name; "Capital" alone names borrowers too (Ivanova Capital, LLC). */
export function namesLender(text: string): boolean {
  return FINANCE_FIRM.test(text.replace(/\bcapital\b/i, ''));
}

/**
 * Firms that insure, title or escrow a deal, and banks that hold title as trustee of a land trust ("Marquette Land
 * Trust Co., Tr. #25-258901"): never its borrower ("Scottsdale Insurance Company", "Risk Partners").
 */
export const SERVICE_FIRM = /\b(insurance|assurance|indemnity|casualty|underwriters|risk partners|title (?:company|agency|insurance|group)|escrow|settlement services|trust (?:company|co\.?)|bank (?:&|and) trust|savings bank|national bank)(?![\w])|\b(?:tr\.?|trust no\.?|trust number)\s*#?\s*\d/i;
