// Facts stated in sentences rather than label/value rows: letters of intent, purchase contracts, entity documents
// and e-mails ("Lender will provide a loan in the amount of ... ($245,000.00) ... for a term of three hundred sixty
// (360) months"). Each pattern is a phrasing used across the industry, not a particular form.
import type { DocText } from '../layout';
import { findAddresses } from './address';
import { normaliseExit, normaliseLoanPurpose, normaliseLoanType, normalisePropertyType, parsePrepayment } from './categories';
import { findDate } from './dates';
import type { CandidateSet } from './fields';
import { matchLabel } from './labels';
import { firstSentence, LEGAL_FORM, leadingEntity, trailingEntity, VESTING, wholeEntity, NAME_LETTER, NAME_PARTICLE, NAME_UPPER, parseEntity, parsePersonName, PERSON_NAME } from './names';
import { statedFigures, findMoney, formatNumber, parseTermMonths } from './numbers';
import { rolesOf } from './other-parties';
import { BEING_BOUGHT, foreignTableRows } from './zones';
import { addBorrower, addPerson, addSigner, CAPITALISED_OFFICE, officerTitle, parseEin, parseEmail, parsePhone } from './values';

/** A name that ends a sentence keeps the stop of its abbreviated suffix ("… a loan to Whitestone Development Corp."). */
function withAbbreviationStop(name: string, next: string | undefined): string {
  return next === '.' && /\b(?:Corp|Inc|Co|Ltd|L\.L\.C|L\.P|P\.C)$/.test(name) ? `${name}.` : name;
}

/** The document's lines as running text, without the rows of tables about other things (rent rolls, REO schedules). */
export function flowText(doc: DocText): string {
  const foreign = foreignTableRows(doc.lines);
  return doc.lines.filter((_, index) => !foreign.has(index)).map((l) => l.text).join('\n');
}

/**
 * Closing (in Louisiana the act of sale): "targeting a closing on or before April 25, 2025", "Closing shall take
 * place on or before ...", and a sheet's remark "close by 10/23/2025". Closing instructions say it as funding:
 * "Fund $219,500.00 at 8.125%, 30 years, no later than 05/01/2024".
 */
export function addClosingSentences(text: string, set: CandidateSet, q: number): void {
  for (const m of text.matchAll(/\b(?:[Cc]los(?:e|ed|ing)|[Ff]und(?:ed|ing)?|[Aa]ct of [Ss]ale)\b(?! of business)(?:[^.]|\.\d){0,80}?\b(?:on or before|on or about|no later than|by|on|scheduled for)\s+([A-Z][a-z]+\.? \d{1,2},? \d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})/g)) {
    const date = findDate(m[1]!);
    if (date) set.add('estimated_closing_date', date.iso, 0.78 * q, 'prose:closing');
  }
  // A settlement agent's appointment: "We are now set for August 21, 2024 at 1:00 in our Omaha office. Borrower will
  // sign in person".
  for (const m of text.matchAll(/\b(?:set|scheduled|booked|confirmed)\s+for\s+(?:[A-Z][a-z]+day,?\s+)?([A-Z][a-z]+\.? \d{1,2},? \d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})\s+at\s+\d{1,2}(?::\d{2})?\b(?=[^]{0,160}\b(?:sign|signs|signing|settlement|settle|closing|close|CD|fund|funding)\b)/g)) {
    const date = findDate(m[1]!);
    if (date) set.add('estimated_closing_date', date.iso, 0.7 * q, 'prose:appointment');
  }
  // "Effective | Oct 31, 2025 (closing)": a date marked in brackets as the closing's.
  for (const m of text.matchAll(/([A-Z][a-z]+\.? \d{1,2},? \d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})\s*\((?:at\s+)?(?:closing|close|coe|funding|settlement)(?:\s+date)?\)/gi)) {
    const date = findDate(m[1]!);
    if (date) set.add('estimated_closing_date', date.iso, 0.7 * q, 'prose:closing-marked');
  }
}

/** What a lender's letter answers, named before its borrower: "the bridge file for Oak LLC on 55 Elm St". */
const REQUEST_FOR = String.raw`(?:file|loan|request|deal|submission|scenario|financing|quote)\s+for`;

export function scanProse(doc: DocText, set: CandidateSet): void {
  // The running text line by line (a clause that ends its line ends there), and as one flow of sentences.
  const lined = flowText(doc);
  const text = statedFigures(lined.replace(/[ \t]*\n[ \t]*/g, ' ').replace(/\s+/g, ' '));
  const q = doc.source === 'ocr' ? 0.9 : 1;

  // Loan amount: "a loan in the amount of Two Hundred ... ($245,000.00)", "loan amount of $X".
  for (const m of text.matchAll(/\bloan\b[^.$;]{0,90}?\b(?:in the (?:original |maximum |stated )?(?:principal )?amount of|principal amount of|amount of|of up to|for)\b[^$.?;]{0,120}?(\$\s?[\d,]+(?:\.\d{2})?)/gi)) {
    const amount = findMoney(m[1]!)[0]?.value;
    if (amount && amount >= 1000) set.add('loan_amount', formatNumber(amount), 0.82 * q, 'prose:loan_amount');
  }
  // "Your loan amount per the instructions we received is $656,000.00": the amount said of the loan, whatever words
  // stand between (not a figure "of the loan amount", a fee's share of it).
  for (const m of text.matchAll(/(?<!\bof\s+(?:the\s+|your\s+)?)\bloan amount\b[^.$;%,]{0,50}?\b(?:is|was|will be|of|at|totals?|comes to)\s+(\$\s?[\d,]+(?:\.\d{2})?)/gi)) {
    const amount = findMoney(m[1]!)[0]?.value;
    if (amount && amount >= 1000) set.add('loan_amount', formatNumber(amount), 0.8 * q, 'prose:loan_amount');
  }
  // "authorized to borrow from the Lender the principal sum of Sixty Thousand and 00/100 Dollars ($60,000.00)".
  // A deed of trust secures "payment of the sum of $3,190,000.00 with interest thereon".
  for (const m of text.matchAll(/\b(?:borrow|principal sum of|in the sum of|(?:re)?payment of the (?:principal )?sum of)\b[^$.;]{0,120}?(\$\s?[\d,]+(?:\.\d{2})?)/gi)) {
    const amount = findMoney(m[1]!)[0]?.value;
    if (amount && amount >= 1000) set.add('loan_amount', formatNumber(amount), 0.78 * q, 'prose:loan_amount');
  }
  // A loan number named in a sentence: "... (the "Lender"), Loan No. 2592377;", "the loan amount is $316,000, loan #2432547",
  // "Intended user: Keystone Capital (loan ref. 2689371)".
  for (const m of text.matchAll(/\bloan\s*(?:no\b\.?|number|#|ref(?:erence)?\b\.?(?:\s*(?:no\b\.?|#))?)\s*:?\s*([A-Z]{0,4}-?\d[\w-]{3,})/gi)) {
    set.add('loan_number', m[1]!, 0.78 * q, 'prose:loan_number');
  }
  // A lender's own reference for the file: "Re: Commitment — … (our file 2542949)", a page footer "Loan 2542949".
  // A portal's or a file's heading "Application 2444577", "Application #2630380" numbers the request the same way.
  for (const m of text.matchAll(/\b(?:(?:our|your|lender'?s?|the)\s+(?:file|reference|ref\.?)|file)\s*(?:no\b\.?|number|#)?\s*:?\s*(\d{5,12})\b(?![,.]\d)|\b(?:[Ll]oan|LOAN|Application)\s+(?:#\s*)?(\d{7,12})\b(?![,.]\d|\s*(?:%|at\b))/g)) {
    // "… a domestic limited liability company, file number 874684078": a state's number for the entity it registers.
    if (/\b(?:company|corporation|partnership|llc|entity),?\s*$/i.test(text.slice(Math.max(0, (m.index ?? 0) - 30), m.index))) continue;
    set.add('loan_number', (m[1] ?? m[2])!, 0.72 * q, 'prose:file-number');
  }
  // The borrowing party of a loan sentence: "... ($305,000.00) to The Ashley Johnson Revocable Living Trust for a term".
  for (const m of text.matchAll(/\bloan\b(?:[^.]|\.\d){0,200}?\)\s+to\s+((?:The\s+)?[A-Z][^.;()]{2,100}?)\s+for\s+a\s+term/g)) {
    addEntity(set, m[1]!, 0.8 * q, 'prose:loan-to');
  }
  // An entity introduced with its legal description ("Acme Homes LLC, a Wyoming limited liability company") is
  // the borrower unless the sentence names it as another party.
  for (const cell of doc.lines.flatMap((l) => l.cells)) {
    const m = DESCRIBED_ENTITY.exec(cell.text);
    if (m) addEntity(set, m[1]!, 0.6 * q, 'prose:described-entity');
  }
  // A state form's numbered question: "1. The name of the limited liability company (designator is required …):
  // Sandpiper Realty, LLC".
  for (const m of text.matchAll(/\b[Tt]he name of the (?:limited liability company|company|corporation|limited partnership|partnership|entity)\b(?:\s*\([^()]{0,200}\))?\s*(?:is\s*)?:\s*((?:The\s+)?[A-Z][^;:]{2,100})/g)) {
    addEntity(set, m[1]!, 0.74 * q, 'prose:named-entity');
  }
  // "… Chairman of Deacons of Greater New Hope Christian Center, Inc., a Georgia nonprofit corporation": the entity an
  // officer or a board speaks for, with its legal description.
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:of|for)\s+((?:The\s+)?[A-Z][\w'’&.-]*(?:\s+[A-Z0-9][\w'’&.,-]*){0,9}?),?\s+an?\s+(?:[A-Z][a-z]+\s+){1,3}${LEGAL_FORM}\b(?!\s*\(\s*(?:the\s+)?["“](?:Lender|Seller|Broker|Title|Escrow))`, 'g'))) {
    addEntity(set, lastSentence(m[1]!), 0.66 * q, 'prose:entity-of');
  }
  // "borrower (Hannah Rogers, cc'd) is fine with it": the borrower's name in brackets after the role.
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:[Bb]orrower|[Cc]lient|[Aa]pplicant)\s*\(\s*${PERSON_NAME}\s*(?:[,;][^()]{0,30})?\)`, 'g'))) {
    const person = parsePersonName(m[1]!);
    if (person) addPerson(set, person, 0.66 * q, 'prose:role-bracketed');
  }
  // "Guarantor Ana de la Cruz (mid-score 712) will sign …": a sentence opening with a party's role and their name.
  for (const m of lined.matchAll(/(?:^|[.!?][ \t]+)(?:The[ \t]+)?(?:Guarantor|Borrower|Sponsor|Principal)[ \t]+([A-Z][\w'’-]+(?:[ \t]+(?:[A-Z][\w'’.-]*|de|la|del|van|der|von|di|da|le)){1,3})[ \t]+(?:will|shall|has|is|must|to|\()/gm)) {
    const person = parsePersonName(m[1]!);
    if (person) addPerson(set, person, 0.66 * q, 'prose:role-named');
  }
  // A pre-qualification letter's "Sofia McCarthy has applied for financing to acquire …", "Oak Lane LLC has been
  // pre-approved for …", a certification's "The undersigned, Ana Ruiz, has applied to …": whoever applied borrows.
  for (const m of lined.matchAll(/(?:^|[.!?][ \t]+)((?:The[ \t]+)?[A-Z](?:[^.;:\n]|(?<=\b[A-Z])\.){2,80}?)[ \t]+(?:has|have)[ \t]+(?:applied|been[ \t]+(?:pre-?qualified|pre-?approved))\s+(?:for|to|with)\b/gm)) {
    addBorrower(set, m[1]!.replace(/^the undersigned,?\s*/i, '').replace(/,$/, ''), 0.7 * q, 'prose:applied');
  }
  // "Liberty Bell Development, Inc. (the "Borrower"), with Marisol Zavala as personal guarantor".
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:with|and)\s+${PERSON_NAME}\s+as\s+(?:the\s+|its\s+)?(?:personal\s+|full[- ]recourse\s+)?guarantor\b`, 'g'))) {
    const person = parsePersonName(m[1]!);
    if (person) addPerson(set, person, 0.66 * q, 'prose:as-guarantor');
  }
  // A credit memo's request: "Fox Run Development, LLC (an Illinois limited liability company), managed by Maria
  // Zavala, who signs as Managing Member and guarantees requests $240,000", "Veronica Delgado, individually requests …".
  for (const m of text.matchAll(/(?:^|[.!?]\s+)((?:The\s+)?[A-Z](?:[^.;$!?]|(?<=\b[A-Z])\.|\.(?=,))*?)\s+requests?\s+(?:a\s+loan\s+of\s+)?\$\s?\d/g)) {
    const subject = m[1]!.replace(/^(?:loan\s+)?request\s+/i, '');
    const entity = leadingEntity(subject);
    const person = entity ? null : parsePersonName(subject.split(',')[0]!);
    if (entity) addBorrower(set, entity, 0.66 * q, 'prose:requests');
    if (person) addPerson(set, person, 0.66 * q, 'prose:requests');
    if (person && /\bindividually\b/i.test(subject)) set.add('borrower_type', 'Individual', 0.66 * q, 'prose:requests');
    const signs = new RegExp(String.raw`${PERSON_NAME},?\s+who\s+(?:signs|will sign)\s+as\s+(?:its\s+|the\s+)?([A-Za-z -]{3,40}?)(?=\s+(?:and|for)\b|[,.;]|$)`).exec(subject);
    const signer = signs && parsePersonName(signs[1]!);
    const office = signs && officerTitle(signs[2]!);
    if (signer && office) addSigner(set, signer, office, 0.66 * q, 'prose:requests');
  }
  // A subject line's run-in role after its other facts: "RE: Appraisal of 4530 Makani Road, …; borrower Michael del Rio".
  // "…, Texas 78620; Owner/Applicant: Brick & Beam Properties" over "LLC": an entity's name may wrap onto the next line.
  for (const m of lined.matchAll(/;[ \t]*(?:owner[ \t]*\/[ \t]*)?(?:borrower|applicant)s?[ \t]*:?[ \t]+((?:The[ \t]+)?[A-Z][^;()\n]{2,80}?)[ \t]*$/gim)) {
    const next = /^\n([^\n]{2,30})$/m.exec(lined.slice(m.index! + m[0].length))?.[1]?.trim();
    const wrapped = next && !parseEntity(m[1]!) && wholeEntity(`${m[1]} ${next}`) ? `${m[1]} ${next}` : m[1]!;
    addBorrower(set, wrapped, 0.66 * q, 'prose:role-after');
  }
  // … or in a sentence of a letter: "Property is the townhome noted above; borrower is Lighthouse Enterprises, Inc.
  // with Nicholas dos Santos (CEO) signing. If your client accepts …".
  for (const m of text.matchAll(/;\s*(?:the\s+)?(?:borrower|applicant)(?:\s+is)?\s*:?\s+((?:The\s+)?[A-Z][^;]{2,160})/g)) {
    const sentence = firstSentence(m[1]!);
    if (sentence !== m[1]) addBorrower(set, sentence, 0.66 * q, 'prose:role-after');
  }
  // A title commitment's loan policy is written for the loan: "(c) LOAN POLICY OF TITLE INSURANCE (Form T-2) |
  // Policy Amount: $965,000.00", "Proposed Mortgagee Policy … Amount of Insurance $280,000", the figure perhaps
  // wrapped onto the next line of its column.
  for (const m of lined.matchAll(/\b(?:loan|lender'?s|mortgagee)\s+policy\b(?:(?!owner'?s'?\s+policy)[^$]){0,200}?\b(?:policy amount|amount of insurance|amount)[ \t]*:?[ \t]*(?:\n[^$\n]{0,90})?(\$\s?\d[\d,]*(?:\.\d{2})?)/gi)) {
    const amount = findMoney(m[1]!)[0]?.value;
    if (amount && amount >= 1000) set.add('loan_amount', formatNumber(amount), 0.74 * q, 'prose:loan-policy');
  }
  // Its requirements name the mortgage to be recorded: "Mortgage from Maple Leaf Construction, Inc. to Granite Peak
  // Lending securing $445,000.00, to be recorded".
  for (const m of text.matchAll(/\b(?:mortgage|deed of trust|security (?:deed|instrument))\b(?:[^.$;]|(?<=\b(?:inc|co|corp|ltd|l\.l\.c|l\.p|[a-z]))\.){0,120}?\bsecuring\s+(\$\s?\d[\d,]*(?:\.\d{2})?)/gi)) {
    const amount = findMoney(m[1]!)[0]?.value;
    if (amount && amount >= 1000) set.add('loan_amount', formatNumber(amount), 0.72 * q, 'prose:securing');
  }
  // Term: "for a term of twenty-four (24) months", "a 12-month term".
  for (const m of text.matchAll(/\bterm of\s+([^.;]{0,60}?\b(?:months?|years?))/gi)) {
    const months = parseTermMonths(m[1]!);
    if (months && months <= 480) set.add('loan_term', String(months), 0.8 * q, 'prose:term');
  }
  // "maturing 13 months from the date of funding", "due and payable twelve (12) months after closing".
  // "… continuing monthly until 12-month after the date of funding".
  for (const m of text.matchAll(/\b(?:maturing|matures|mature|due and payable|due|continuing(?:\s+monthly)?\s+until)\s+([^.;]{0,40}?\b(?:months?|years?))\s+(?:from|after|following)\b/gi)) {
    const months = parseTermMonths(m[1]!);
    if (months && months <= 480) set.add('loan_term', String(months), 0.78 * q, 'prose:term');
  }
  for (const m of text.matchAll(/\b(\d{1,3})[- ](month|year)\s+(?:loan\s+)?term\b/gi)) {
    set.add('loan_term', String(Number(m[1]) * (m[2]!.toLowerCase() === 'year' ? 12 : 1)), 0.75 * q, 'prose:term');
  }
  // Rate: "bear interest at a fixed rate of 8.50% per annum", "interest rate of 10%".
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:interest|note rate|interest rate)\b[^.%]{0,50}?\b(?:rate of|at|of)\s+(?:(?:a\s+)?rate\s+)?${CEILING}(?:[a-z][a-z -]{2,60}?percent\s*\(\s*)?(\d{1,2}(?:\.\d+)?)\s*%`, 'gi'))) {
    set.add('interest_rate', formatNumber(Number(m[1])), 0.8 * q, 'prose:rate');
  }
  // A settlement statement's prepaid interest is charged at the note rate: "Prepaid interest $49.25/day x 21 days @ 9%",
  // "Prepaid Interest 4 days @ $35.97/day (9.250%)".
  for (const m of text.matchAll(/\b(?:prepaid|per diem|daily|interim)\s+interest\b[^%]{0,80}?(?<![\d.])(\d{1,2}(?:\.\d{1,4})?)\s*%/gi)) {
    set.add('interest_rate', formatNumber(Number(m[1])), 0.72 * q, 'prose:prepaid-interest');
  }
  // As-is value: "the current market value of the Property is $365,000", "appraised at $X".
  for (const m of text.matchAll(/\b(?:current market value|market value|as[- ]is value|appraised value|current value|valued at|appraised at)\b([^.$]{0,60}?|[^.$]{0,130}?\bdollars\s*\()(\$\s?[\d,]+(?:\.\d{2})?)/gi)) {
    if (/after[\s-]*repair|\barv\b|stabili[sz]ed|completion/i.test(m[1]!)) continue;
    // "CAD market value $593,330": an appraisal district's or an assessor's figure is a tax base.
    if (TAX_BASE_BEFORE.test(text.slice(Math.max(0, m.index! - 30), m.index))) continue;
    const amount = findMoney(m[2]!)[0]?.value;
    // A review's "The original report concluded an as-is value of $2,105,000" is the figure its own revises.
    const sentence = text.slice(0, m.index).split(/[.!?]\s+/).at(-1)!;
    const superseded = /\b(?:original|prior|previous|earlier)\b/i.test(sentence) ? 0.85 : 1;
    if (amount && amount >= 1000) set.add('property_value', formatNumber(amount), 0.78 * q * superseded, 'prose:value');
  }
  // Fees and points: "an origination fee equal to 1.5 points", "a document fee of $1,195".
  for (const m of text.matchAll(new RegExp(String.raw`\b(origination|broker|discount)\s+(?:fees?|points?)\s+(?:equal to\s+|of\s+)?${CEILING}(\d{1,2}(?:\.\d+)?)\s*(?:%|points?|pts|percent)`, 'gi'))) {
    const who = m[1]!.toLowerCase();
    set.add(who === 'broker' ? 'broker_points' : who === 'discount' ? 'discount_points' : 'origination_points', formatNumber(Number(m[2])), 0.8 * q, 'prose:points');
  }
  const fees: [RegExp, 'loan_doc_fee' | 'processing_fee' | 'admin_fee'][] = [
    [/\b(?:loan document|document preparation|documentation|document|doc prep|doc) fee\s+(?:of|equal to|in the amount of)\s+(\$\s?[\d,]+(?:\.\d{2})?)/gi, 'loan_doc_fee'],
    [/\bprocessing fee\s+(?:of|equal to|in the amount of)\s+(\$\s?[\d,]+(?:\.\d{2})?)/gi, 'processing_fee'],
    [/\b(?:administration|administrative|admin) fee\s+(?:of|equal to|in the amount of)\s+(\$\s?[\d,]+(?:\.\d{2})?)/gi, 'admin_fee'],
  ];
  for (const [re, field] of fees) {
    for (const m of text.matchAll(re)) {
      const amount = findMoney(m[1]!)[0]?.value;
      if (amount !== undefined) set.add(field, formatNumber(amount), 0.8 * q, `prose:${field}`);
    }
  }
  addClosingSentences(text, set, q);
  // Prepayment: "A prepayment premium applies: 3% of ...", "may be prepaid ... without penalty".
  // A note's "a prepayment charge shall be due as follows: 1% of the amount prepaid within the first 6 months".
  const applies = String.raw`(?:applies|of|shall apply|equal to|will apply|(?:shall|will) be (?:due|charged|payable)(?: as follows)?)`;
  for (const m of text.matchAll(new RegExp(String.raw`\bprepayment (?:premium|penalty|charge)(?:\s+${applies})?\s*:\s*([^.]{3,160})|\bprepayment (?:premium|penalty|charge)\s+${applies}\s+([^.]{3,160})`, 'gi'))) {
    const prepay = parsePrepayment((m[1] ?? m[2])!);
    if (prepay) {
      set.add('prepayment_penalty', prepay.penalty, 0.8 * q, 'prose:prepay');
      if (prepay.terms) set.add('prepayment_terms', prepay.terms, 0.75 * q, 'prose:prepay');
    }
  }
  // Shorthand naming the penalty by its figures: "prepayment 3/2/1 step-down over 36 months", "PPP 2% of the
  // outstanding balance if repaid in the first 12 months", "prepayment 3% / 2% / 1% step-down", "prepay: 3 months
  // minimum interest".
  for (const m of text.matchAll(/\b(?:ppp|prepay(?:ment)?)\s*(?::|-|—|of|is)?\s*(\d+(?:\.\d+)?\s*%?(?:\s*\/\s*\d+(?:\.\d+)?\s*%?)*\s+(?:step[- ]?down|of|declining|for|in|during|if|on|yield|months?|mos?|years?|yrs?)\b(?:[^.;\n]|\.\d){0,100})/gi)) {
    set.add('prepayment_penalty', 'Yes', 0.72 * q, 'prose:prepay-shorthand');
    set.add('prepayment_terms', m[1]!.trim().replace(/,$/, ''), 0.7 * q, 'prose:prepay-shorthand');
  }
  if (/\bprepaid\b[^.]{0,100}\bwithout (?:any )?(?:prepayment )?(?:penalty|premium)|\bno prepayment (?:penalty|premium)\b/i.test(text)) {
    set.add('prepayment_penalty', 'No', 0.78 * q, 'prose:prepay');
  }
  // Purpose: "a commercial loan, the purpose of which is cash out refinance", "The purpose of the loan is to purchase".
  // Told as a label inside a sentence: "Purpose: refinance existing 1st."
  // "being a bridge loan for the purpose of refinance (rate/term)".
  for (const m of text.matchAll(/\bpurpose\b[^.;]{0,30}?\bis\s+(?:to\s+)?(?:an?\s+|the\s+)?([^.;,]{3,40})|\bpurpose\s*:\s*([^.;,]{3,40})|\bfor the purpose of\s+(?:an?\s+|the\s+)?([^.;,]{3,40})/gi)) {
    set.add('loan_purpose', normaliseLoanPurpose((m[1] ?? m[2] ?? m[3])!), 0.72 * q, 'prose:purpose');
  }
  // Exit told as the source of repayment: "the Loan will be repaid from the sale of the Property", "repaid through a refinance".
  for (const m of text.matchAll(/\b(?:repaid|paid off|retired|satisfied)\s+(?:from|through|by|via|with)\s+(?:the\s+|a\s+)?(?:proceeds of (?:the |a )?)?(sale|refinanc\w*)/gi)) {
    set.add('exit_strategy', normaliseExit(m[1]!), 0.74 * q, 'prose:exit');
  }
  // Exit: "your intended exit is a refinance with a long-term lender".
  // "your intended exit is a refinance", "6. A credible exit: Sale of the property."
  // "You told us the plan is: sale of property.", "Exit per file: List and sell."
  for (const m of text.matchAll(/\bexit(?: strategy| plan)?(?:\s+(?:per|from|in)\s+(?:the\s+)?(?:file|application|request|memo))?\s*(?:\s(?:is|will be|is expected to be|via)\s*:?\s|[:=]\s*)([^.]{3,80})|\b(?:the|your|their|his|her|our) plan is\s*:?\s+([^.]{3,80})/gi)) {
    set.add('exit_strategy', normaliseExit((m[1] ?? m[2])!), 0.72 * q, 'prose:exit');
  }
  // The kind of loan asked for: "your request for a rate & term refinance has been approved", "application for a cash-out refi".
  for (const m of text.matchAll(/\b(?:(?:request|application|approval|commitment)\s+for|approved|approving|quoted|quoting|priced|pricing)\s+(?:an?\s+|the\s+|your\s+|this\s+|their\s+)?((?:[\w&/-]+\s+){0,3}?(?:refinanc\w*|refi|purchase|acquisition|construction|bridge|fix[\s&/-]*(?:and\s+|n\s+)?flip|cash[\s-]*out\s+refi\w*))\b/gi)) {
    const type = normaliseLoanType(m[1]!);
    if (type) set.add('loan_type', type, 0.66 * q, 'prose:loan_type');
  }
  // Loan type named in passing: "a purchase loan", "a rate/term refinance loan", "new Fix & Flip submission",
  // "needs $198,750 purchase money loan", "a spec build (construction) loan".
  for (const m of text.matchAll(/(?:\b(?:a|an|new|this|the proposed)|\$\s?\d[\d,]*(?:\.\d{2})?(?:\s?[kKmM]\b)?(?:\s+[·•|])?)\s+((?:[\w&/()-]+\s+){0,4}?)(?:loan|deal|submission|financing|scenario|request|file)\b/gi)) {
    const type = normaliseLoanType(m[1]!);
    if (type && !/business|mortgage loan$/i.test(m[1]!)) set.add('loan_type', type, 0.62 * q, 'prose:loan_type');
  }
  // "the contingency is for financing (commercial) in the amount of …": the kind bracketed after the word.
  for (const m of text.matchAll(/\b(?:financing|loan)\s+\(([A-Za-z][A-Za-z &/-]{2,30})\)/g)) {
    set.add('loan_type', normaliseLoanType(m[1]!), 0.6 * q, 'prose:loan_type');
  }
  // Property: "commonly known as 911 Walnut Way, ...", "RE: ... — 2009 Jefferson Rd, ...", "located at ...".
  // "thanks for the bridge file for Oak LLC on 55 Elm St, …": the request names its borrower and its property, whose
  // name may open with a particle ("request for del Rio Realty LLC (Piotr del Rio) on …").
  for (const m of text.matchAll(new RegExp(String.raw`\b${REQUEST_FOR}\s+((?:(?:The|${NAME_PARTICLE})\s+)?[A-Z](?:[^.;$]|\.(?!\s+[A-Z])){2,80}?)\s+(?:on|at|secured by)\s+(?=\d)`, 'g'))) {
    addBorrower(set, m[1]!, 0.66 * q, 'prose:file-for');
  }
  // "… the following proposed terms for financing of the above property to Goldberg Capital, LLC:": whom it is offered to.
  for (const m of text.matchAll(/\b(?:proposed|following|indicative)\s+terms\b[^.;:]{0,80}?\bto\s+((?:The\s+)?[A-Z][^.;:()]{2,80}?)\s*:/g)) {
    if (parseEntity(m[1]!)) addBorrower(set, m[1]!, 0.66 * q, 'prose:terms-to');
  }
  // "The property owner / loan applicant is reported to be Elijah Alexander Garcia-Lopez.": an appraiser's borrower.
  for (const m of text.matchAll(/\b(?:owner|applicant|borrower)(?:\s+of record)?\s+(?:is|are)\s+(?:reported|said|understood|believed|stated)\s+to\s+be\s+((?:The\s+)?[A-Z](?:[^.;()]|(?<=\b(?:[A-Z]|L\.L|Inc|Co|Corp))\.){2,80}?)(?=\.\s|\.$|;|\s+\()/g)) {
    addBorrower(set, m[1]!, 0.66 * q, 'prose:reported-owner');
  }
  // "loan 2659024 (Malik Huang) funded today": a loan's number with its borrower in brackets.
  for (const m of text.matchAll(/\b[Ll]oan\s+#?\s?\d{5,12}\s*\(((?:The\s+)?[A-Z][^()]{2,60})\)/g)) {
    addBorrower(set, m[1]!, 0.62 * q, 'prose:loan-of');
  }
  // "… for Tyler Young, who will be signing as Managing Member of Young Holdings, LLC, the borrowing entity.":
  // the signer, the office and the entity that borrows.
  for (const m of text.matchAll(new RegExp(String.raw`${PERSON_NAME},?\s+who\s+(?:will\s+(?:be\s+)?sign(?:ing)?|signs|is signing)\s+as\s+(?:the\s+|its\s+)?([A-Za-z ]{3,30}?)\s+(?:of|for)\s+((?:The\s+)?[A-Z](?:[^.;()]|(?<=\b(?:[A-Z]|L\.L|Inc|Co|Corp))\.){2,80}?)(?=,(?!\s*(?:LLC|L\.L\.C\.|Inc|Corp|LP|L\.P\.|Ltd)\b)|\.\s|\.$|;)`, 'g'))) {
    addSignatoryFromProse(set, m[1]!, m[2]!, 0.8 * q);
    addEntity(set, m[3]!, 0.76 * q, 'prose:signing-for');
  }
  // "The undersigned, Wei Garcia-Lopez, certifies that title is vested …": who signs a certificate about the deal.
  for (const m of text.matchAll(new RegExp(String.raw`\b[Tt]he undersigned,\s+${SENTENCE_PERSON},\s+(?:hereby\s+)?(?:certif|declar|represent|affirm|swear|warrant|state)`, 'g'))) {
    const person = parsePersonName(m[1]!);
    if (person) addPerson(set, person, 0.66 * q, 'prose:undersigned');
  }
  // "Please find our submission for Mark Thomas Martinez, who is completing a like-kind exchange.": whom a broker submits.
  // "… a new construction request for Hiroshi Garcia-Lopez."
  for (const m of text.matchAll(/\b(?:our|my|this|the|a|an|attached)\s+(?:[\w-]+\s+){0,3}?(?:submission|package|file|loan request|request|scenario)\s+for\s+((?:The\s+)?[A-Z](?:[^,.;()$]|(?<=\b[A-Z])\.){2,80}?)(?=,\s+(?:who|whose|a|an)\b|\s+\(|(?<!\b[A-Z])\.\s)/g)) {
    addBorrower(set, m[1]!, 0.64 * q, 'prose:submission-for');
  }
  // "Stefan Patel has been pre-qualified for a … loan up to $1,272,000": whom a lender qualifies or approves borrows.
  for (const m of text.matchAll(/((?:The\s+)?[A-Z][\w'’.&-]*(?:,?\s+(?:(?:van|von|der|den|de|del|la|le|du|da|di)\s+)*[A-Z][\w'’.&-]*){1,6})\s+(?:has|have) been (?:pre-?)?(?:qualified|approved|pre-?approved)\s+for\b/g)) {
    addBorrower(set, m[1]!, 0.66 * q, 'prose:qualified');
  }
  // "for use in a lending decision regarding a loan to Sean Sanchez.": whom the loan is made to is the borrower.
  for (const m of text.matchAll(/\b(?:a|the|this|your) (?:proposed |new |bridge |first[- ]mortgage |mortgage )?loan (?:to be made |being made |made )?to\s+(?!(?:Value|Cost|ARV)\b)((?:The\s+)?[A-Z](?:[^.;$()]|\.(?!\s+[A-Z]|\s*$)){2,80}?)(\s*\([^()]{3,60}\))?(?=\s*[.;](?:\s+[A-Z]|\s*$)|\s+(?:secured|for|on|at|in the amount)\b)/g)) {
    addBorrower(set, `${withAbbreviationStop(m[1]!, text[(m.index ?? 0) + m[0].length])}${m[2] ?? ''}`, 0.66 * q, 'prose:loan-to');
  }
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:${REQUEST_FOR}\s+(?:[^.;$]|\.(?=,|\s+on\s)){2,80}?\s+on|commonly known as|located at|(?:property|premises)(?: located| situated| known)? at|(?:real )?property,? (?:including|namely|being)|known as|secured by(?: [^.]{0,60}? at)?|RE:[^$]{0,60}?[—–-]|(?:acquisition|purchase|refinance|refinancing|financing) of|(?:buying|purchasing|refinancing|acquiring|owns?|bought)\s+(?:a|an|the|his|her|their)\s+[\w-]+(?:\s+[\w-]+){0,4}?\s+at):?\s+`, 'gi'))) {
    const found = findAddresses(text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 120))[0];
    if (found && found.index === 0) set.add('property_address', found.value, 0.8 * q, 'prose:address');
  }
  // Property type in a description of the collateral: "the above referenced townhouse (the "Property")".
  for (const m of text.matchAll(/\b((?:[\w-]+\s+){1,3})\(the ["“]?(?:Property|Premises)["”]?\)/gi)) {
    set.add('property_type', normalisePropertyType(m[1]!), 0.7 * q, 'prose:property_type');
  }
  // The property described after its address: "commonly known as 1813 Lakeview Way, …, being a land, together with …".
  for (const m of text.matchAll(/\b\d{5}(?:-\d{4})?,?\s+being\s+(?:an?\s+)?((?:[\w/()-]+\s+){0,3}?[\w/()-]+)(?=,|;|\s+(?:together|with|and|located|situated)\b|\s*\()/gi)) {
    set.add('property_type', normalisePropertyType(m[1]!), 0.72 * q, 'prose:being-a');
  }
  // Named before the words that give its address: "The Courtyard building, 28 units commonly known as 4076 W 26th St".
  for (const m of text.matchAll(/\b[Tt]he\s+((?:[\w/()+-]+,?\s+){0,4}?[\w/()+-]+)\s+commonly known as\b/g)) {
    set.add('property_type', normalisePropertyType(m[1]!), 0.7 * q, 'prose:known-as');
  }
  for (const m of text.matchAll(/\bproperty type:\s*([^.;]+)/gi)) set.add('property_type', normalisePropertyType(m[1]!), 0.85 * q, 'prose:property_type');
  // "The subject is a multifamily (14+ units) in flood zone X", "The subject property is a single family residence",
  // a contract's "The Property is a detached single-family to be operated as a short-term rental".
  for (const m of text.matchAll(/\b[Tt]he (?:subject(?: property)?|Property) is an?\s+((?:[\w/()+-]+\s+){0,3}?[\w/()+-]+)(?=\s+(?:in|on|at|located|situated|with|built|that|which|to be|used|operated)\b|[,.;])/g)) {
    set.add('property_type', normalisePropertyType(m[1]!), 0.72 * q, 'prose:subject-is');
  }
  // EIN in a sentence: "federal employer identification number is 45-3931177", "We assigned you EIN 88-...".
  for (const m of text.matchAll(/\b(?:(?:federal\s+)?(?:employer|taxpayer|tax)\s+(?:identification|id\.?)(?:\s+(?:number|no\.?|#))?|F?EIN|TIN)(?![a-z])[^.\d]{0,40}?(\d{2}-?\d{7})\b/gi)) {
    set.add('ein', parseEin(m[1]!), 0.88 * q, 'prose:ein');
  }
  // Entity named by its own constitutive document.
  for (const m of text.matchAll(/\bthe name of the (?:company|partnership|corporation|limited liability company|llc|trust) (?:is|shall be)\s+([^.(]{3,100}?(?:\.(?=\s*\())?)(?=\s*\(|\.(?:\s|$))/gi)) {
    addEntity(set, m[1]!, 0.88 * q, 'prose:entity');
  }
  // However the sentence names it: "The trust exists and its name is The Singh Living Trust, dated …", "the
  // Company's legal name is Red Brick Realty, L.L.C..", "the name of the trust shall be …": the entity the name starts.
  for (const m of text.matchAll(ENTITY_NAMED)) {
    const entity = leadingEntity(m[1]!);
    if (entity) addEntity(set, entity, 0.86 * q, 'prose:entity-named');
  }
  for (const m of text.matchAll(/\bthe trust is known as\s+([^(]{3,120}?)(?:\s+dated\b|\s*\()/gi)) addEntity(set, m[1]!, 0.88 * q, 'prose:trust');
  for (const m of text.matchAll(/\b(?:operating agreement|agreement of limited partnership|partnership agreement|bylaws|articles of (?:incorporation|organization)|certificate of (?:formation|organization))\s+of\s+([A-Z0-9][^\n]{2,80}?(?:LLC|L\.L\.C\.|LP|L\.P\.|Inc\.?|Corp\.?|Corporation|Company|Trust|LLLP|LLP))\b/gi)) {
    addEntity(set, m[1]!, 0.8 * q, 'prose:entity');
  }
  // An entity defined as the document's subject: Cedar Ridge Holdings, LLC, a Texas limited liability company (the "Company").
  // A jurisdiction may hold "of": "a District of Columbia corporation".
  for (const m of text.matchAll(new RegExp(String.raw`([A-Z][\w'’&.,-]*(?:\s+[\w'’&.,-]+){0,8}?),?\s+an?\s+(?:[A-Z][a-z]+\s+(?:of\s+)?){0,3}${LEGAL_FORM}(?:,[^(),;]{0,70}?,?)?\s*\((?:the\s+|hereinafter\s+)?["“](?:Company|Partnership|Corporation|Trust|Borrower|Entity|Obligor|LLC)["”]\)`, 'g'))) {
    addEntity(set, lastSentence(m[1]!).replace(/^.*?\b(?:of|by|for|between)\s+(?=[A-Z])/, ''), 0.86 * q, 'prose:defined-entity');
  }
  // A name defined as the document's entity: The Lisa Bailey Living Trust (the "Trust"), Oak Lane LLC (the "Company").
  // A trust's date may stand between its name and the definition: "The Nicholas de la Cruz Living Trust, dated
  // November 21, 2012 (the "Trust")".
  for (const m of text.matchAll(/((?:The\s+)?[A-Z][\w'’&.,-]*(?:\s+[\w'’&.,-]+){0,8}?)(?:,?\s+dated\s+[^()]{6,24}?)?\s*\((?:the\s+|hereinafter\s+)?["“](?:Trust|Company|Partnership|Corporation|LLC|Entity)["”]\)/g)) {
    // The name starts its sentence or follows the verb that introduces it ("1. Existence. The Lisa Bailey Living Trust").
    // Its legal description is not part of it: "Trinity Homes Corp., a District of Columbia corporation".
    const name = lastSentence(m[1]!.replace(/,\s+an?\s+[^,]*$/, ''));
    // "The trust known as The Adams Family Trust (the "Trust")", "The trust is The Lisa Bailey Living Trust": the
    // name follows the phrase that introduces it.
    // A governing body of the entity is not part of its name: "Board of Directors of O'Neil Realty, Inc.".
    const named = name.replace(/^.*?\b(?:of|by|for|between|that|certifies|certify|known as|named|called|styled|is)\s+(?=(?:The\s+)?[A-Z])/, '');
    // Nine words back may start inside a long name ("… of Grace Point Classical School, Inc., a South Carolina
    // nonprofit corporation"): a name cut short is no name.
    if (m[1]!.startsWith(named) && /[A-Z][\w'’&.-]*\s+$/.test(text.slice(Math.max(0, (m.index ?? 0) - 30), m.index))) continue;
    addEntity(set, named.replace(GOVERNING_BODY, ''), 0.84 * q, 'prose:defined-entity');
  }
  // Title as it is to vest is the borrower's; title "is vested in" today's owner, who on a purchase is the seller
  // and on a refinance the borrower ("… is vested in: Priya Johnson, a single woman").
  for (const m of text.matchAll(/\btitle\b[^.]{0,60}?\b(?:to be (?:taken|held|vested)|(?:will|shall) (?:be )?(?:taken|held|vest(?:ed)?))\s+(?:as|in|in the name of)\s*:?\s*["“]?([^"”]{5,140}?)["”]?(?:\s+dated\b|[."”])/gi)) {
    addBorrower(set, m[1]!, 0.8 * q, 'prose:vesting');
  }
  if (!BEING_BOUGHT.test(text)) {
    // The owner's name ends its clause or its line; the report's next sentence often starts the line after.
    for (const m of lined.matchAll(/\bis\s+vested\s+in\s*:?\s*([A-Z][^.;:\n]{3,120}?)(?:,\s+(?:an?|as)\s+[^.;:\n]{3,60})?(?=[.;]\s|[.;]?\n|[.;]?$)/g)) {
      addBorrower(set, m[1]!, 0.66 * q, 'prose:vested-owner');
    }
  }
  // The entity's principal named in its papers: "The name and address of each member is: Rebecca Patel, …",
  // "the sole member of the Company is Ana Ruiz", "Managing Member: Ken Wu".
  for (const m of text.matchAll(/\b(?:sole\s+|managing\s+|initial\s+)?(?:members?|managers?|general partners?)\b(?:\s+of (?:the|this) (?:company|llc|partnership))?\s*(?:is|are|:)\s*:?\s*([A-Z][^,;()]{2,40}?)(?=,|;|\.\s|\s+and\s|\s*\()/gi)) {
    const person = parsePersonName(m[1]!);
    if (person) addPerson(set, person, 0.7 * q, 'prose:member');
  }
  // "The undersigned, being all of the members of Oak Lane Partners LLC, ..."
  for (const m of text.matchAll(/\bbeing (?:all of |each of |a majority of )?the (?:sole )?(?:[Mm]embers?|[Mm]anagers?|[Pp]artners?|[Gg]eneral [Pp]artners?|[Dd]irectors?|[Tt]rustees?|[Ss]hareholders?|[Ss]tockholders?) of\s+([A-Z][^,(]{2,80}?,?\s*(?:LLC|L\.L\.C\.|LP|L\.P\.|LLLP|LLP|Inc\.?|Corp\.?|Corporation|Company|Trust))\b/g)) {
    addEntity(set, m[1]!, 0.82 * q, 'prose:undersigned-of');
  }
  // "RESOLVED, that Maria Lopez, as Managing Member of the Company, is hereby authorized to execute ..."
  // "Ana Ruiz, the Company’s Manager, acting alone, is authorized to sign …": the office may be the entity’s by name.
  // A sentence that grants the authority says surer than a signature line which office the signer holds.
  // The office follows the name after a comma or an "as" ("Jurisdiction California Trustee …" is a form's rows run together).
  for (const m of text.matchAll(new RegExp(String.raw`${PERSON_NAME}(?:\s*,\s*(?:as\s+|its\s+|the\s+)?|\s+(?:as|its|the)\s+)(?:(?:the\s+)?${ENTITY_WORD}['’]s\s+)?(${CAPITALISED_OFFICE})\b(?:(?!,\s+as\s)[^.;]){0,90}?\b(?:is|be|shall be|are)(?:,?\s+and\s+(?:hereby\s+)?(?:is|are),?)?\s+(?:hereby\s+)?(?:authori[sz]ed|empowered|directed|designated)`, 'g'))) {
    addSignatoryFromProse(set, m[1]!, m[2]!, 0.88 * q);
  }
  // "… and that the Chairman of the Board of Trustees be authorized to sign all papers": the office is authorized, and
  // whoever the paper names in it signs ("Presiding: Chairman of the Board of Trustees Sarah Taylor", "Ana Ruiz,
  // Senior Pastor").
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:the|its|our)\s+(${CAPITALISED_OFFICE})\s+(?:is|be|shall be)\s+(?:hereby\s+)?(?:authori[sz]ed|empowered|directed)`, 'g'))) {
    const office = m[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Cell by cell: a name ends with its cell ("… Trustees Sarah Taylor | Recording: Anthony Anderson").
    const named = new RegExp(String.raw`(?:\b${office}:?\s+${PERSON_NAME}\s*(?:[,.;]|$)|${PERSON_NAME},\s+(?:the\s+)?(?:duly elected\s+)?${office}\b)`);
    const holder = doc.lines.flatMap((l) => l.cells).map((c) => named.exec(c.text)).find(Boolean);
    if (holder) addSignatoryFromProse(set, (holder[1] ?? holder[2])!, m[1]!, 0.86 * q);
  }
  // "... authorized signatory of the Company is Maria Lopez, Manager", "authorized to sign: Maria Lopez (Manager)".
  for (const m of text.matchAll(new RegExp(String.raw`authori[sz]ed (?:signatory|signer|officer|representative|person)[^.:]{0,40}?(?:is|:)\s+${PERSON_NAME}\s*(?:,\s*(?:its\s+|the\s+)?|\(\s*)(${CAPITALISED_OFFICE})`, 'g'))) {
    addSignatoryFromProse(set, m[1]!, m[2]!, 0.8 * q);
  }
  // The guarantor defined in a letter or contract: "... guaranteed by Jo Ann Parker (“Guarantor”)".
  for (const m of text.matchAll(new RegExp(String.raw`${PERSON_NAME}\s*\((?:the\s+)?["“](?:Guarantor|Principal|Sponsor)["”]\)`, 'g'))) {
    const person = parsePersonName(m[1]!);
    if (person) addPerson(set, person, 0.84 * q, 'prose:guarantor');
  }
  // "The Loan shall be personally guaranteed by Jason King.": the guarantor is the principal behind the borrower.
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:shall|will|is to|must) be (?:personally |unconditionally |jointly and severally )*guaranteed by\s+${SENTENCE_PERSON}(?=[.,;]|\s+(?:and|who|as)\b)`, 'g'))) {
    const person = parsePersonName(m[1]!);
    if (person) addPerson(set, person, 0.76 * q, 'prose:guaranteed-by');
  }
  // "Borrower: Baker Investments LLC; personal guaranty from Lucia Baker": the guarantor is the principal.
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:personal |full |unconditional )?guarant(?:y|ee|ies)\s+(?:from|by|of)\s+${SENTENCE_PERSON}(?=[.,;)]|\s+(?:and|who|as)\b|\s*[•·|]|\s*$)`, 'g'))) {
    const person = parsePersonName(m[1]!);
    if (person) addPerson(set, person, 0.76 * q, 'prose:guaranty-from');
  }
  // The mortgagor names the borrower: "Mortgage from Rebecca Lindqvist to Tidewater Bridge Lending, securing ...".
  for (const m of text.matchAll(/\b(?:Mortgage|Deed of Trust|Security (?:Deed|Instrument)|Deed to Secure Debt)\s+from\s+((?:The\s+)?[A-Z][^;()]{2,90}?)\s+to\s+[A-Z]/g)) {
    addParty(set, m[1]!.replace(/,\s+(?:a|an)\s+.*$/, ''), 0.8 * q);
  }
  // Notice and contact clauses: "... and to Buyer at 4199 W Riverside Way, ..., e-mail: x@y.com" — an e-mail or a
  // phone belongs to the defined party named last before it.
  for (const m of text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<!\d[-.])\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b(?![-.]\d)/g)) {
    // Within the clause that names the party: no sentence ends between them.
    const before = text.slice(Math.max(0, (m.index ?? 0) - 160), m.index).split(/[.!?]\s+(?=[A-Z])/).pop()!;
    // "Borrower Questionnaire — Return to x@lender.com": where a form is sent is its recipient's address.
    if (/\b(?:return|send|submit|reply|deliver|forward|questions)(?:\s+\w+){0,3}\s+to\s*:?\s*$/i.test(before)) continue;
    // "c/o Buyer's broker", "Buyer's agent": a party's agent is no party of its own to give a phone to.
    const party = [...before.matchAll(/\b(Buyer|Borrower|Purchaser|Applicant|Seller|Lender|Broker|Escrow(?: [Aa]gent| [Oo]fficer)?|Title(?: Company| [Oo]fficer)|Agent|Appraiser|Attorney|Closer|Notary)\b(?!['’]s\b)/g)].at(-1)?.[1];
    if (!party || !/^(Buyer|Borrower|Purchaser|Applicant)$/.test(party)) continue;
    if (m[0].includes('@')) set.add('borrower_email', parseEmail(m[0]), 0.72 * q, 'prose:party-contact');
    else set.add('borrower_phone', parsePhone(m[0]), 0.7 * q, 'prose:party-contact');
  }
  // "Hanmi Enterprises Corp., whose president is Ji Yoon": the entity's officer named in a relative clause ("whose
  // principal is" names who stands behind it, not an office anyone signs in).
  for (const m of text.matchAll(new RegExp(String.raw`\bwhose\s+(?!principal\s)([A-Za-z -]{3,30}?)\s+is\s+((?:[${NAME_UPPER}][${NAME_LETTER}'’-]*\s+(?:(?:de|da|dos|das|del|la|le|van|von|der|di|du)\s+)?){1,2}[${NAME_UPPER}][${NAME_LETTER}'’-]+)`, 'g'))) {
    addSignatoryFromProse(set, m[2]!, m[1]!, 0.7 * q);
  }
  // "Richardson Revocable Trust, signing through Jason Richardson, Trustee": the entity acts through its signer.
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:signing|acting|executing|by and)\s+through\s+${PERSON_NAME},\s*(?:its\s+|as\s+)?(${CAPITALISED_OFFICE})\b`, 'g'))) {
    addSignatoryFromProse(set, m[1]!, m[2]!, 0.8 * q);
  }
  // "The undersigned spouse of Miguel Rogers consents to a loan …": a spouse consents to the borrower's loan.
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:undersigned|non-borrowing|nonborrowing)\s+(?:spouse|wife|husband)\s+of\s+${SENTENCE_PERSON}`, 'g'))) {
    const person = parsePersonName(m[1]!);
    if (person) addPerson(set, person, 0.72 * q, 'prose:spouse-of');
  }
  // "... shall be managed by Patricia Rodriguez, who shall serve as its Managing Member".
  for (const m of text.matchAll(new RegExp(String.raw`${PERSON_NAME},?\s+who (?:shall|will|is to|does) (?:serve|act) as (?:its|the|the Company's) (${CAPITALISED_OFFICE})\b`, 'g'))) {
    addSignatoryFromProse(set, m[1]!, m[2]!, 0.8 * q);
  }
  // A certificate's subject: "do hereby certify that Oak Lane Homes LLC, a Domestic Limited Liability Company, ...",
  // "I certify that Oak Lane Homes LLC is duly organized and existing under the laws of …".
  for (const m of text.matchAll(/\b(?:certify|certifies|confirm|confirms|verify|verifies) that\s+((?:The\s+)?[A-Z][\w'’&.,-]*(?:\s+[\w'’&.,-]+){0,8}?)(?:,?\s+an?\s+(?:[A-Z][\w-]*\s+){0,3}(?:limited liability company|corporation|limited partnership|general partnership|partnership|trust)\b|\s+(?:is|was|has been|remains)\s+(?:duly\s+|validly\s+|properly\s+)*(?:formed|organized|organised|incorporated|registered|existing|in good standing)\b)/gi)) {
    addEntity(set, m[1]!, 0.8 * q, 'prose:certified-entity');
  }
  // A party named with its role in brackets: "Trinity Capital, LLC (borrower)", "Mark White (the "Account Holder")".
  // Read line by line joined with breaks, so that a heading over it ("Deal snapshot") is not taken into the name.
  const broken = doc.lines.map((l) => l.text).join('\n');
  for (const m of broken.matchAll(new RegExp(String.raw`((?:The[ \t]+)?[A-Z][\w'’.,& \t-]{2,80}?)\s*\((?:the\s+)?["“]?(?:${ROLE_IN_BRACKETS})["”]?\)(?:,?\s+(?:c\/o|[Aa]ttn:?|care of|principal|by its principal|whose authori[sz]ed signer is|signer)\s+(${PERSON_NAME.slice(1, -1)}))?`, 'g'))) {
    const name = m[1]!.replace(/^.*?\b(?:that|confirms|of|by|for|between)\s+(?=(?:The\s+)?[A-Z])/, '').replace(/,\s+(?:a|an)\s+.*$/, '');
    addParty(set, firstParty(name), 0.8 * q);
    const person = m[2] ? parsePersonName(m[2]) : null;
    if (person && parseEntity(name)) addPerson(set, person, 0.78 * q, 'prose:principal');
  }
  // A signer named with the capacity they sign in: "for Rafael O'Malley (signing as Managing Member)", "Our records
  // show Ana Ruiz as Managing Member holding 51%", "Ken Wu, acting as Trustee".
  for (const m of text.matchAll(new RegExp(String.raw`${PERSON_NAME}\s*(?:\(\s*|,\s*)?(?:(?:signing|signs|executing|acting|serving|who signs|listed|shown)\s+)?\bas\s+(?:its\s+|the\s+|their\s+)?(${CAPITALISED_OFFICE})\b(?!\s+of\s+(?:the\s+)?(?:Lender|Seller|Broker))`, 'g'))) {
    addSignatoryFromProse(set, m[1]!, m[2]!, 0.78 * q);
  }
  // "The Company is managed by its Managing Member, Samuel O'Malley, who has full authority": the office first.
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:managed|run|governed|controlled|operated|administered)\s+by\s+(?:its|the|a|one)\s+(${CAPITALISED_OFFICE}),?\s+${SENTENCE_PERSON}(?=[,.;]|\s+(?:who|as|and)\b)`, 'g'))) {
    addSignatoryFromProse(set, m[2]!, m[1]!, 0.78 * q);
  }
  // "I, Maria Torres, am its Member and will sign": a writer who names the office they hold in the entity.
  for (const m of text.matchAll(new RegExp(String.raw`\bI,\s*${PERSON_NAME},\s*(?:am|serve as)\s+(?:its|the)\s+(${CAPITALISED_OFFICE})\b`, 'g'))) {
    addSignatoryFromProse(set, m[1]!, m[2]!, 0.74 * q);
  }
  // "Yusuf King will sign for the company": the person behind the entity that borrows.
  for (const m of text.matchAll(new RegExp(String.raw`${SENTENCE_PERSON}\s+(?:will|shall|is to|is going to|can|to)\s+sign\s+(?:for|on behalf of)\s+(?:the\s+)?(?:company|borrower|borrowing entity|entity|llc|partnership|corporation|trust)\b`, 'g'))) {
    const person = parsePersonName(m[1]!);
    if (person) addPerson(set, person, 0.64 * q, 'prose:signs-for-company');
  }
  // "Authorized signer on file: Karen Taylor.": the entity's signer, named without an office.
  for (const m of text.matchAll(new RegExp(String.raw`\bauthori[sz]ed (?:signer|signatory|signatories)(?:\s+on (?:file|record|the account))?\s*(?::|is|are)\s*${SENTENCE_PERSON}`, 'gi'))) {
    const person = parsePersonName(m[1]!);
    if (!person) continue;
    set.add('authorized_signatory_name', `${person.first} ${person.last}`, 0.74 * q, 'prose:signer-on-file');
    addPerson(set, person, 0.64 * q, 'prose:signer-on-file');
  }
  // The party a loan is made to: "The loan will be made to The Stewart Family Trust, of which I am the Trustee".
  for (const m of text.matchAll(/\bloan\s+(?:will|would|is to|shall|is going to)\s+be\s+(?:made|extended|issued|funded|closed)\s+(?:to|in the name of|with)\s+((?:The\s+)?[A-Z][^;()]{2,100}?)(?=,|\.\s|\.$|;|\s+\()/g)) {
    addParty(set, m[1]!, 0.76 * q);
  }
  // A third party's letter about its client: "This letter confirms that Ryan Torres maintains a money market account",
  // "We have prepared the federal income tax returns of Pelican Investments, LLC, a North Carolina …".
  for (const m of text.matchAll(/\b(?:confirms?|certif(?:y|ies)|verif(?:y|ies)) that\s+((?:The\s+)?[A-Z][^;()]{2,90}?)\s+(?:maintains|holds|has (?:held|maintained|had)|is the (?:owner|holder|account holder)|owns|has an? (?:account|deposit))\b/g)) {
    addParty(set, m[1]!.replace(/,\s+(?:a|an)\s+.*$/, ''), 0.7 * q);
  }
  for (const m of text.matchAll(/\b(?:prepared|filed|reviewed|compiled)\s+(?:the\s+)?(?:[\w&,-]+\s+){0,6}?(?:tax returns?|returns|financial statements)(?:\s*\([^()]{0,40}\))?\s+(?:of|for)\s+((?:The\s+)?[A-Z][^;()]{2,90})/g)) {
    const party = leadingParty(m[1]!);
    if (party) addParty(set, party, 0.7 * q);
  }
  // A deed of trust's or a note's parties: "between Deepa Campbell and Rachel Campbell, husband and wife as joint
  // tenants, herein called TRUSTOR": the one who grants the lien borrows.
  for (const m of text.matchAll(/\b(?:between|by)\s+((?:The\s+)?[A-Z][^;()]{2,160}?),?\s+(?:herein|hereinafter)\s+(?:called|referred to as|designated)\s+(?:the\s+)?["“]?(?:TRUSTORS?|Trustors?|BORROWERS?|Borrowers?|MORTGAGORS?|Mortgagors?|GRANTORS?|Grantors?|MAKERS?|Makers?)\b/g)) {
    const party = m[1]!.replace(VESTING, '').replace(/,\s+(?:a|an)\s+[^,]*$/, '');
    addParty(set, firstParty(party), 0.82 * q);
  }
  // Borrowing party defined in a contract: Angela McDonald ("Buyer"), Acme LLC (the "Borrower").
  // The assignee of a purchase contract buys: Okafor Capital LLC ("Assignee") in a wholesaler's assignment.
  const borrowerRoles = ['Buyer', 'Borrower', 'Purchaser', ...rolesOf(doc.lines).borrower].join('|');
  // "between Denise Walker, Seller, and Laura Da Silva, Purchaser, for …": the role after the name, set off by commas.
  for (const m of text.matchAll(new RegExp(String.raw`((?:The\s+)?[A-Z][\w'’.&-]*(?:,?\s+[A-Z][\w'’.&-]*){1,6}),\s+(?:as\s+)?(?:the\s+)?(?:${borrowerRoles})\b(?=\s*[,.;]|\s+(?:and|for)\b)`, 'g'))) {
    const party = m[1]!.replace(/^(?:and|between|by)\s+/i, '');
    if (parsePersonName(party) ?? wholeEntity(party)) addParty(set, party, 0.8 * q);
  }
  // An aside may come between the name and its role: Maple Leaf Real Estate, LLC (through its principal Andrew Clark) ("Buyer").
  // A form contract's role may go unquoted: "between Kwame Fontaine (Seller) and Tuan Chen and Angela Chen (Buyer)".
  for (const m of text.matchAll(new RegExp(String.raw`([A-Z][\w'’.,& -]{3,80}?)\s*(?:\(([^()"“”]{3,60})\)\s*)?\((?:the\s+)?["“]?(?:${borrowerRoles})["”]?\)`, 'g'))) {
    // "… the agreement for 90 Birch Ln, Mesa, AZ to Harbor Lane LLC ("Assignee")": the party is what follows "to".
    addParty(set, firstParty(m[1]!.split(/\s(?:to|unto|from|with)\s(?=[A-Z])/).pop()!.replace(/,\s+(?:a|an)\s+[^,]*$/, '')), 0.85 * q);
    // The aside names who acts for the party: "(through its principal Andrew Clark)".
    const principal = /^(?:acting\s+)?(?:through|by)\s+(?:its\s+)?(?:[a-z]+\s+){0,2}(.+)$/.exec(m[2] ?? '');
    const person = principal && parsePersonName(principal[1]!);
    if (person) addPerson(set, person, 0.85 * q, 'prose:party-principal');
  }
  // "Stonebridge Properties, LLC (EIN 86-2097122), whose principal is Samuel Iyer ("Borrower")": the entity is the
  // party the role defines, the person its principal.
  for (const m of text.matchAll(new RegExp(String.raw`([A-Z][^()"“”;]{3,80}?)\s*(?:\([^()]{3,40}\))?,?\s+whose\s+(?:principal|manager|managing member|sole member|member|president|owner|general partner|trustee)\s+is\s+${PERSON_NAME}\s*\((?:the\s+)?["“](?:${borrowerRoles})["”]\)`, 'g'))) {
    const entity = trailingEntity(m[1]!);
    const person = parsePersonName(m[2]!);
    if (entity) addParty(set, entity, 0.85 * q);
    if (entity && person) addPerson(set, person, 0.85 * q, 'prose:party-principal');
  }
}

/**
 * Sentences that give an entity's name: "its name is", "the Company's legal name is", "the name of the trust shall be",
 * a statement of authority's "relates to an entity named".
 */
const ENTITY_NAMED = /\b(?:(?:(?:its|the (?:company|trust|partnership|corporation|entity|llc)(?:'s|’s))\s+(?:(?:legal|full|exact|true)\s+)?name|the (?:(?:legal|full|exact)\s+)?name of (?:the|this|said) (?:company|trust|partnership|corporation|limited liability company|limited partnership|llc|entity))\s+(?:is|shall be|will be)\s+(?:known as\s+)?|(?:relates to|concerns|is for|on behalf of) (?:an?|the) (?:entity|company|corporation|trust|partnership|limited liability company|limited partnership) (?:named|known as|called)\s+)([A-Z][^;:]{2,140})/gi;

/** Those who act for an entity, named before it: "Directors of", "Board of Managers of", "Members of". */
const GOVERNING_BODY = /^(?:(?:the\s+)?(?:board|directors|managers|members|partners|general partners|shareholders|stockholders|trustees|officers)\s+of\s+)+/i;

/** A ceiling stated for a term a contract is contingent on: "at a rate not to exceed 9.50%", "fees of up to 2 points". */
const CEILING = String.raw`(?:not to exceed|(?:no|not) (?:more|greater|higher) than|(?:of )?up to|at most)?\s*`;

/** Roles a document gives the borrowing party in brackets, in either case: "(borrower)", "(the "Account Holder")". */
const ROLE_IN_BRACKETS = ['borrower', 'borrowing entity', 'vesting entity', 'account holder', 'applicant', 'our client', 'mortgagor', 'obligor', 'trustor']
  .map((role) => role.replace(/\b([a-z])/g, (_, c: string) => `[${c}${c.toUpperCase()}]`))
  .join('|');
/** How an entity's own papers name it: "the Company's Manager", "the Partnership's General Partner". */
const ENTITY_WORD = String.raw`(?:Company|Partnership|Corporation|Trust|LLC|Borrower)`;
/** A person's name that does not run over a full stop into the next sentence ("Karen Taylor. Sincerely"). */
const SENTENCE_PERSON = String.raw`((?:(?:[A-Z]\.|[${NAME_UPPER}][${NAME_LETTER}'’-]*)\s+){1,3}[${NAME_UPPER}][${NAME_LETTER}'’-]+)`;

/** The entity or person a phrase starts with: "Pelican Investments, LLC, a North Carolina …", "Valentina Hill for the …". */
function leadingParty(text: string): string | null {
  const entity = leadingEntity(text);
  if (entity) return entity;
  const words = text.split(/\s+/);
  for (let n = Math.min(4, words.length); n >= 2; n--) {
    const candidate = words.slice(0, n).join(' ').replace(/[,.;:]+$/, '');
    if (parsePersonName(candidate)) return candidate;
  }
  return null;
}

/** "Acme Homes LLC, a Wyoming limited liability company", unless a defined term makes it another party. */
const DESCRIBED_ENTITY = new RegExp(
  String.raw`^([A-Z][\w'’&.,-]*(?:\s+[\w'’&.,-]+){0,7}?),\s+an?\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+${LEGAL_FORM}\b(?!\s*\(\s*["“](?:Lender|Seller|Broker|Title|Escrow)|,?\s+(?:herein|hereinafter)\s+(?:called|referred to as|designated)\s+(?:the\s+)?["“]?(?:TRUSTEE|Trustee|BENEFICIARY|Beneficiary|LENDER|Lender|BROKER|Broker))`,
);

function addSignatoryFromProse(set: CandidateSet, name: string, title: string, score: number): void {
  // A run of capitalised words may start in the text before the name ("… Secretary Ramirez Colleen Liu, as …").
  const words = name.trim().split(/\s+/);
  const lastWords = /^(?:st\.|de|del|da|van|von|le|la|di|du)$/i.test(words.at(-2) ?? '') ? 3 : 2;
  const tail = words.length > lastWords ? parsePersonName(words.slice(-lastWords).join(' ')) : null;
  const person = words.length >= 4 ? tail ?? parsePersonName(name) : parsePersonName(name) ?? tail;
  const officer = officerTitle(title);
  if (!person || !officer) return;
  addSigner(set, person, officer, score, 'prose:authorized');
  addPerson(set, person, score * 0.85, 'prose:authorized');
}

/** Words before a value that make it a tax base: "CAD market value", "the assessor's value". */
const TAX_BASE_BEFORE = /\b(?:cad|assessor'?s?|assessed|appraisal district|county|tax(?:able)?|productivity|ag[- ]use)\s*$/i;

/** "1. Borrower. Zhang Rentals, LLC" → "Zhang Rentals, LLC": the words a name's capture ran back over end at a full stop. */
function lastSentence(text: string): string {
  return text.split(/(?<![A-Z]\.[A-Z]|\b(?:Inc|Co|Corp|Ltd|L\.L\.C|L\.P))\.\s+(?=[A-Z])/).pop()!;
}

function addEntity(set: CandidateSet, text: string, score: number, rule: string): void {
  // "RECITALS. A. Tall Oaks Properties, Inc.": a heading and an enumeration before the name are not part of it.
  const entity = parseEntity(text.trim().replace(/^(?:[A-Z][A-Z ]{2,40}\.\s+)?(?:[A-Z0-9]{1,3}[.)]\s+)+/, ''));
  if (!entity) return;
  set.add('entity_name', entity.name, score, rule);
  set.add('entity_type', entity.type, score, rule);
  set.add('borrower_type', 'Entity', score * 0.95, rule);
}

/** The first party a clause names: "by and between Grace Nakamura and Arjun Nakamura" → Grace Nakamura. */
function firstParty(clause: string): string {
  // "This firm represents Old Mill Rentals LLC": the party follows whoever acts for it.
  const text = clause
    .split(/\bagrees to \w+(?: to)?\b|\b(?:represents|representing|on behalf of|counsel (?:to|for))\s+/)
    .pop()!
    .replace(/^.*?\b(?:by|between|PARTIES\.|the undersigned,)\s+/i, '')
    // A letter's body starts after its greeting ("Dear Patrick, Maple Leaf Real Estate, LLC ("Buyer") submits").
    .replace(/^.*\bDear\s+[^,:]{1,40}[,:]\s+/, '')
    // A term sheet's run-in heading ("Borrower. Ann Lee, an individual") is a label, not part of the name.
    .replace(/^([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)?)[.:]\s+/, (heading, word: string) => (matchLabel(word) ? '' : heading))
    .trim();
  const entity = parseEntity(text);
  if (entity && entity.name.length >= text.length - 2) return text;
  return text.split(/\s+(?:and|&)\s+/).find((part) => parseEntity(part) ?? parsePersonName(part)) ?? text;
}

function addParty(set: CandidateSet, text: string, score: number): void {
  addBorrower(set, text, score, 'prose:party');
}
