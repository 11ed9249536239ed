// Facts stated the way people write to each other — e-mails, forwarded threads, text messages, notes: "need about
// 350k", "looking for 75% of the $310k purchase", "12 mo IO", "she's a 720", "closing end of next month — 4/30",
// "it's a duplex". Scores sit below labelled values and formal prose: a form that states a fact outranks a chat.
import type { DocText, Line } from '../layout';
import { findAddresses } from './address';
import { normaliseExit, normaliseLoanPurpose, normaliseLoanType, normalisePropertyType, type LoanPurpose } from './categories';
import { findDate } from './dates';
import { sellerCarries } from './cues';
import type { CandidateSet } from './fields';
import { statedFigures, formatNumber, spokenNumbersToDigits } from './numbers';
import { englishRank } from '../../../core/language/english';
import { capitaliseName, firstSentence, isNameLine, leadingEntity, NAME_LETTER, NAME_PARTICLE, NAME_UPPER, parseEntity, parsePersonName, PERSON_NAME, trailingEntity, wholeEntity, type PersonName } from './names';
import { PERSONAL_MAILBOX, splitMessages, signatureLines, writesAsBorrower, writesForAnother, type Message } from './messages';
import { addBorrower, addPerson, addSigner, interpretLabeled, officerTitle, parseEmail, parsePhone } from './values';
import { FINANCE_FIRM, labelParty, labelTokens, namesLender, SALUTATION, SERVICE_FIRM } from './vocabulary';
import { messageWords } from './questions';
import { BEING_BOUGHT, foreignTableRows, LETTER_CLOSING, otherPartyCells, ownText, senderLines } from './zones';

/** "$310k", "310k", "$1.2M", "$310,000", "310,000" → dollars; null for a bare small number. */
export function casualMoney(text: string): number | null {
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|mm|mil|mill|million|thousand)?\b/i.exec(text.trim());
  if (!m) return null;
  const suffix = m[2]?.toLowerCase();
  let value = Number(m[1]!.replace(/,/g, ''));
  if (suffix === 'k' || suffix === 'thousand') value *= 1_000;
  else if (suffix) value *= 1_000_000;
  if (!suffix && !m[1]!.includes(',') && !text.trim().startsWith('$')) return null;
  return value >= 10_000 ? value : null;
}

const MONEY = String.raw`\$?\s?\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\$?\s?\d+(?:\.\d+)?\s?(?:k|m|mm|mil|mill|million)\b|\$\s?\d{4,}`;
/** A capitalised given name of three letters or more, accents included. */
const FIRST_WORD = String.raw`[${NAME_UPPER}][${NAME_LETTER.replace('A-Z', '')}'’-]{2,}`;
const ABOUT = String.raw`(?:about|around|approx\.?|approximately|roughly|~|up to|close to|right at|just under|just over)?\s*`;

/** Words that place an address as the deal's property, and words that make it someone's office or residence. */
const PROPERTY_CONTEXT = /\b(another one|new one|got one|own|owns|bought|buy|buying|cash out|cash-out|acquiring|acquisition|acquire|property|deal|loan|lending|details|address|subject|purchase|purchasing|contract|duplex|triplex|fourplex|house|home|sfr|condo|unit|building|located|refi|refinance|refinancing|flip|collateral|rehab|lot|land|warehouse|apartments?|secured|securing|mortgage|deed of trust|trust deed|td|lien|encumber(?:ing)?|park|campground|motel|hotel|storage|facility|church|farm|ranch|parcel|tract|acreage|purchaser|buyer|(?:our|my|their|his|her) place)\b/i;
// "a single-family residence at …" describes the property; "his residence", "residing at" are someone's home.
const OTHER_ADDRESS = /\b(office|mailing|service of process|principal (?:address|place)|resid(?:es|ing)|(?:his|her|their|my|our|your|current|primary|home)\s+residence|residence address|registered|notices?|headquarter|domicile|business address|lives|whose address)\b/i;

function moneyAt(text: string): number | null {
  return casualMoney(text.replace(/\s+(?=(?:k|m|mil|mill)\b)/i, ''));
}

/** Documents a lender writes, whose own fee ("our fee is 2 points") is its origination charge. */
const LENDER_WRITTEN = new Set(['Term Sheet', 'Letter of Intent']);

export function scanConversation(doc: DocText, set: CandidateSet, documentType?: string): void {
  const q = doc.source === 'ocr' ? 0.9 : 1;
  if (LENDER_WRITTEN.has(documentType ?? '')) scanLenderLetterHead(doc, set, q);
  scanBorrowerMessages(doc, set, q);
  // Neither the sender's own lines nor a table about other things (comparables, rent rolls) speak of the deal.
  const skip = new Set([...senderLines(doc.lines), ...foreignTableRows(doc.lines)]);
  const other = otherPartyCells(doc.lines);
  const text = statedFigures(
    spokenNumbersToDigits(joinWrapped(doc.lines.filter((_, i) => !skip.has(i)).map((l) => ownText(l, other)))).replace(/[ \t]+/g, ' '),
  );

  // "looking for 75% of the $310k purchase" / "75 ltv on 400k value": a share of a price or value.
  for (const m of text.matchAll(new RegExp(String.raw`\b(\d{2}(?:\.\d+)?)\s*%?\s*(?:ltv|ltc|of)\s+(?:the\s+|a\s+|on\s+)?(${MONEY})\s*(purchase|price|pp|value|as[- ]is|appraised)?`, 'gi'))) {
    const base = moneyAt(m[2]!);
    const share = Number(m[1]);
    // "$480k ask = 69 LTV on $700k": the share restates an amount just given, rounded; the amount is the fact.
    const restated = /\$\s?\d[\d,.]*\s*[kKmM]?\b[^.;\n$]{0,12}(?:=|\bis\b|@|~)\s*$/.test(text.slice(Math.max(0, (m.index ?? 0) - 30), m.index));
    if (base && share >= 40 && share <= 95 && !restated) set.add('loan_amount', formatNumber(Math.round((base * share) / 100)), 0.6 * q, 'chat:share');
    if (base && /value|as[- ]is|appraised/i.test(m[3] ?? '')) set.add('property_value', formatNumber(base), 0.62 * q, 'chat:value');
  }
  // "need about 350k", "looking for $1.2M", "requesting 425,000", "loan of ~$300k", "ask is $457k", "the request is 250k",
  // "we're wanting $245,000", "We are thinking $1,860,000"; the program may come between: "need a construction for
  // $440,000", "I'm thinking commercial of about $1,160,000".
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:(?:need|needs|needing|looking for|wants?|wanting|(?:we(?:'re| are)|i'?m|i am) thinking)(?:(?:\s+an?)?((?:\s+(?!value|worth|price|rent|to\b)[a-z&/-]+){1,3}?)\s+(?:of|for))?|requesting|request(?:ed)?(?: is| of)?|ask(?:ing)?(?: is| for| of)?|seeking|hoping for|loan (?:of|for|amount(?: of| is)?)|borrow(?:ing)?)\s+${ABOUT}(${MONEY})`, 'gi'))) {
    const amount = moneyAt(m[2]!);
    if (amount) set.add('loan_amount', formatNumber(amount), 0.66 * q, 'chat:amount');
    if (m[1]) set.add('loan_type', normaliseLoanType(m[1]), 0.6 * q, 'chat:amount-program');
  }
  // "worth about 400k", "value is $525,000", "as-is around 410k", "appraised at 600k", "BPO came in at 380k", "the
  // appraisal from last year said $825k".
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:worth|valued at|value(?:\s+is|\s+of|\s+around|\s+at)?|as[- ]is(?:\s+value)?(?:\s+of\s+the\s+(?:property|house|building|home))?(?:\s+is|\s+of|\s+at)?|appraised (?:at|for)|appraisal(?:\s+(?:from|of|done|last|this|year|in|\d{4})){0,4}\s+(?:said|says|came in at|was|is|at)|bpo(?:\s+came in)?(?:\s+at|\s+of)?|comps? (?:support|say))\s+${ABOUT}(${MONEY})`, 'gi'))) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 25), m.index ?? 0);
    // Not the as-is value: after repair, a rental value, a tax assessment or an insured replacement cost.
    if (/after[\s-]*repair|\barv\b|repaired|completed|stabili[sz]ed|rent(?:al)?\b|assessed|taxable|replacement|insur|\bcad\b|appraisal district|assessor|productivity|ag[- ]use/i.test(before + m[0])) continue;
    const amount = moneyAt(m[1]!);
    if (amount) set.add('property_value', formatNumber(amount), 0.64 * q, 'chat:value');
  }
  // "12 mo IO", "18 month term", "term 24 months", "1 year IO", "for 12 months interest only".
  for (const m of text.matchAll(/\b(\d{1,3})\s*-?\s*(mo|mos|months?|yrs?|years?)\b\.?,?\s*(?:io\b|interest[- ]only|term|bridge|loan)|\bterm\s*(?:of|is|:|=)?\s*(\d{1,3})\s*(mo|mos|months?|yrs?|years?)\b/gi)) {
    const months = monthsOf(m[1] ?? m[3]!, m[2] ?? m[4]);
    if (months >= 3 && months <= 360) set.add('loan_term', String(months), 0.62 * q, 'chat:term');
  }
  // "Looking for $295,000 (50% of the purchase), 360 mo.": the term listed after the ask (not a list of documents
  // still needed: "Still need: payoff letter, 12 months mortgage history").
  for (const m of text.matchAll(/\b(?:looking for|need|needs|requesting|borrow\w*|ask(?:ing)?)\b(?:[^.\n]|\.\d){0,80}?[,;]\s*(\d{1,3})\s*-?\s*(mo|mos|months?|yrs?|years?)\b(?!\s*(?:of\s+)?(?:mortgage|payment|pay|bank|rent|rental|history|statements?|seasoning|reserves?|tax|p&l|operating)\b)/gi)) {
    const months = monthsOf(m[1]!, m[2]);
    if (months >= 3 && months <= 360) set.add('loan_term', String(months), 0.6 * q, 'chat:term');
  }
  // "$101K for 9 months", "1.2M for 24 mo": the term, and the sum asked for it is the loan (not a reserve, a rent or a
  // payment for a number of months).
  for (const m of text.matchAll(new RegExp(String.raw`(?<!\b(?:reserve|rent|rents|payment|payments|price|interest|holdback)\b[^.;$]{0,30})(${MONEY})\s+(?:for|over)\s+(\d{1,3})\s*-?\s*(mo|mos|months?|yrs?|years?)\b`, 'gi'))) {
    const months = monthsOf(m[2]!, m[3]);
    if (months >= 3 && months <= 360) set.add('loan_term', String(months), 0.62 * q, 'chat:term');
    const amount = moneyAt(m[1]!);
    if (amount) set.add('loan_amount', formatNumber(amount), 0.58 * q, 'chat:amount-for-term');
  }
  // "I can do 18 months", "would like 6 months if possible": the term the writer can live with; a broker's "can you
  // price at 12 months?", "quote it for 24 mo".
  for (const m of text.matchAll(/\b(?:can do|would like|i'?d like|prefer|want|(?:price|quote)(?:\s+(?:it|this|this one|the deal))?\s+(?:at|for|on))\s+(\d{1,3})\s*-?\s*(mo|mos|months?|yrs?|years?)\b(?!\s*(?:of\s+)?(?:reserves?|payments?|interest|rent|history|statements?)\b)/gi)) {
    const months = monthsOf(m[1]!, m[2]);
    if (months >= 3 && months <= 360) set.add('loan_term', String(months), 0.6 * q, 'chat:term');
  }
  // A term said alone in a hurried message: "24 mo.", "18 months should do it", "1 year (12 months) ok".
  for (const m of text.matchAll(/(?:^|[.!?;]\s+|\n)(\d{1,3})\s*(mo|mos|months?|yrs?|years?)\b\.?(?:\s*\([^()\n]{1,20}\))?(?=\s*(?:$|\n|[.!?]|should\b|is fine\b|works\b|would work\b|will work\b|ok\b))/gi)) {
    const months = monthsOf(m[1]!, m[2]);
    if (months >= 3 && months <= 360) set.add('loan_term', String(months), 0.56 * q, 'chat:term-alone');
  }
  // "borrow $425,000 ... for 1 year", "a loan for 18 months".
  for (const m of text.matchAll(/\b(?:loan|borrow\w*|financing|bridge)\b[^.\n]{0,60}?\bfor\s+(?:a\s+)?(\d{1,2})\s*-?\s*(years?|yrs?|months?|mos?)\b/gi)) {
    const months = monthsOf(m[1]!, m[2]);
    if (months >= 3 && months <= 360) set.add('loan_term', String(months), 0.6 * q, 'chat:term');
  }
  // A lender's answer: "We're at $255,000 against an as-is value of $345,000", "we can go $400k against the purchase".
  for (const m of text.matchAll(new RegExp(String.raw`(${MONEY})\s+against\s+(?:an?\s+|the\s+|your\s+)?(?:as[- ]is|appraised|purchase|value|price|current|estimated|contract)`, 'gi'))) {
    const amount = moneyAt(m[1]!);
    if (amount) set.add('loan_amount', formatNumber(amount), 0.64 * q, 'chat:against');
  }
  // A rate and the term it runs for: "11.5% for 18 months", "9% for 3 years", "8.75% interest-only, 18 mos", "7.00%
  // per annum, interest only, for 24 mos", and the points quoted with them ("I can do 9.00% for 12 mo + 1.5 pts").
  for (const m of text.matchAll(/\b(\d{1,2}(?:\.\d{1,3})?)\s*%\s*(?:per\s+annum\b,?\s*)?(?:(?:interest[- ]only|io|fixed)\b,?\s*)?(?:,\s*|for\s+(?:a\s+)?)(?:[\w-]+\s+)?\(?(\d{1,3})\)?\s*-?\s*(mo|mos|months?|yrs?|years?)\b(?:\s*(?:\+|plus|and|w\/|with)\s*(\d(?:\.\d{1,3})?)\s*(?:points?|pts?)\b(?!\s+(?:to|for|on)\s+me\b))?/gi)) {
    const rate = Number(m[1]);
    const months = monthsOf(m[2]!, m[3]);
    if (rate < 4 || rate > 20 || months < 3 || months > 480 || sellerCarries(text, m.index)) continue;
    set.add('interest_rate', formatNumber(rate), 0.64 * q, 'chat:rate-for-term');
    set.add('loan_term', String(months), 0.64 * q, 'chat:rate-for-term');
    if (m[4]) set.add('origination_points', formatNumber(Number(m[4])), 0.6 * q, 'chat:rate-for-term');
  }
  // A lender's shorthand in a text, the rate's sign left off: "ok. 12.25 for 12 mo work?".
  for (const m of text.matchAll(/(?:^|[.!?]\s+|\n)(?:ok\.?\s+|can do\s+|how about\s+)?(\d{1,2}\.\d{1,3})\s+(?:for|on|over|x)\s+(\d{1,3})\s*-?\s*(mo|mos|months?)\b/gi)) {
    const rate = Number(m[1]);
    if (rate < 4 || rate > 20 || sellerCarries(text, m.index)) continue;
    set.add('interest_rate', formatNumber(rate), 0.6 * q, 'chat:bare-rate-for-term');
    set.add('loan_term', m[2]!, 0.6 * q, 'chat:bare-rate-for-term');
  }
  // "at 10.5%", "rate of 11%", "10.75% IO", "11 % fixed" — never an appraiser's "Cap Rate 5.80%", "capitalized at 6.86%".
  for (const m of text.matchAll(/\b(?<!\b(?:cap|capitali[sz]ation|capitali[sz]ed|discount|overall|vacancy|growth|terminal|reversion|yield)\s+)(?:rate\s*(?:of|is|at|:|=|around|~)?|at)\s*(\d{1,2}(?:\.\d{1,3})?)\s*%|\b(?<!\bundivided\s+)(\d{1,2}(?:\.\d{1,3})?)\s*%\s*(?:on\s+(?:the\s+)?)?(?:rate|interest|io\b|interest[- ]only|fixed|note rate)/gi)) {
    const rate = Number(m[1] ?? m[2]);
    if (rate >= 4 && rate <= 20 && !sellerCarries(text, m.index)) set.add('interest_rate', formatNumber(rate), 0.62 * q, 'chat:rate');
  }
  // "she's a 720", "fico 704", "credit is around 745", "mid score 712", "740 fico".
  for (const m of text.matchAll(/\b(?:fico|credit(?: score)?|mid(?:dle)? score|scores?)(?:'s|’s)?\s*(?:is|of|at|:|=|around|~|about)?\s*(?:(?:a|around|about|at)\s+)?(\d{3})\b|\b(\d{3})\s*(?:fico|credit score|mid score)\b|\b(?:he|she|they|borrower|client|guarantor|sponsor|investor|guy)(?:'s|’s| is| are| has| have)\s+(?:a|an)?\s*(\d{3})\b(?!\s*(?:sq|square|units?|k\b|,))/gi)) {
    const score = Number(m[1] ?? m[2] ?? m[3]);
    if (score >= 450 && score <= 850) set.add('credit_score', String(score), 0.66 * q, 'chat:credit');
  }
  // "closing 4/30", "want to close by end of May — 5/29/2025", "COE 8/19".
  // "need money by 04/01/2024 latest": the day the funds are needed.
  for (const m of text.matchAll(/\b(?:clos(?:e|ing|es)(?! of business)|coe|settle(?:ment)?|fund(?:ing)?|need(?:s|ed)?\s+(?:the\s+)?(?:money|funds|cash|it|the loan)\s+(?:by|before))\b[^.\n]{0,40}?(\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b)/gi)) {
    // "Prepared for Prairie Fund Capital · 01/17/2024": a firm's name, not a funding.
    if (/^Fund/.test(m[0]) && /[A-Z][\w'’&-]*\s+$/.test(text.slice(Math.max(0, (m.index ?? 0) - 30), m.index))) continue;
    const date = findDate(m[1]!)?.iso ?? yearless(m[1]!, doc);
    if (date) set.add('estimated_closing_date', date, 0.6 * q, 'chat:closing');
  }
  // "Date of birth 07/26/1972 if you need it for the pull", "my DOB is 3/4/1980": the borrower's, or the
  // co-borrower's when it is said to be theirs ("my wife's DOB is …").
  for (const m of text.matchAll(/\b(?:date of birth|dob|d\.o\.b\.?|birth ?date|born on)\s*(?:is|:|-|=)?\s*(\d{1,2}\/\d{1,2}\/\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4})/gi)) {
    const about = text.slice(Math.max(0, (m.index ?? 0) - 40), m.index).split(/[.!?]\s/).pop()!;
    const coBorrower = /\b(?:co-?borrower|co-?applicant|spouse|wife|husband|partner)(?:['’]s)?\s*$/i.test(about);
    interpretLabeled(set, 'dob', m[1]!, 0.62 * q, { spreadsheet: false, coBorrower });
  }
  // The writer's own compensation: "I'm charging 1.5 points on my end", "my fee is 2 pts", "my fee 1 pts on top",
  // "1 point to me", "Happy to take 1.25 points on this one", "I'm at 1.5 pt".
  for (const m of text.matchAll(/\b(?:charging|I'?m at|I am at|we'?re at)\s+(?:a\s+)?(\d(?:\.\d{1,3})?)\s*(?:points?|pts?\b|%)|\b(?:my|our) (?:fee|comp(?:ensation)?)(?:\s+|\s*[:=]\s*)(?:(?:is|will be|of)\s*)?(\d(?:\.\d{1,3})?)\s*(?:points?|pts?\b|%)|\b(\d(?:\.\d{1,3})?)\s*(?:points?|pts?)\s+(?:on my (?:end|side)|to me|for me|broker fee)\b|\b(?:happy to|glad to|I'?ll|I will|I can|I'?d)\s+take\s+(\d(?:\.\d{1,3})?)\s*(?:points?|pts?)\b/gi)) {
    // The writer's own fee is the broker's, unless a lender writes (cues.ts leaves such a figure to this rule).
    const field = LENDER_WRITTEN.has(documentType ?? '') ? 'origination_points' : 'broker_points';
    set.add(field, formatNumber(Number(m[1] ?? m[2] ?? m[3] ?? m[4])), (m[2] ? 0.64 : 0.6) * q, 'chat:writers-fee');
  }
  // "Bridge, refinance.", "Bridge Loan, refinance existing 1st.": the purpose listed as an item of a note.
  const listed = new Set<LoanPurpose>();
  for (const m of text.matchAll(/(?:^|[,;.]\s+|\n|\s[—–]\s+)(purchase|acquisition|refinance|refi|r\/t refi(?:nance)?|cash[- ]?out(?: refi(?:nance)?)?|rate[- ]and[- ]term(?: refi(?:nance)?)?)(?:\s+(?:dscr(?:-str)?|str|bridge|rtl|loan))?(?:\s+(?:of\s+)?(?:the\s+|an?\s+)?(?:existing|current|1st|first|senior|bank)\b[^,.;\n]{0,30})?(?=[,;.\n]|$)/gi)) {
    const purpose = normaliseLoanPurpose(m[1]!);
    if (purpose) listed.add(purpose);
  }
  if (listed.size === 1) set.add('loan_purpose', [...listed][0]!, 0.58 * q, 'chat:purpose-listed');
  // "Broker note: Bayshore Group LLC — Purchase DSCR-STR, loan req $159,500", "Urban Nest Homes LLC. fix and flip.",
  // "Laura Rivera. lot loan.": whom a note is about, first.
  for (const m of text.matchAll(/(?:^|:\s+|\n)((?:The\s+)?[A-Z][\w'’.&-]*(?:,?\s+[\w'’.&-]+){0,6}?)(?:\s+[—–-]\s+|[.,]\s+)(?:purchase|acquisition|refi|refinance|r\/t|cash[- ]?out|bridge|dscr|fix|construction|ground[- ]up|rehab|lot|land|2nd|second|heloc|\$)/gi)) {
    // The whole opener is the entity's name, and no trustee bank's ("Marquette Land Trust Co., as Trustee").
    const entity = SERVICE_FIRM.test(m[1]!) ? null : wholeEntity(m[1]!);
    // A person only by a name's shape ("Laura Rivera. lot loan."), never a sentence ("Got a purch for you. $160k").
    const person = entity || !/^[A-Z][a-z'’-]+(?: [A-Z][a-z'’-]+){1,2}$/.test(m[1]!) ? null : parsePersonName(m[1]!);
    if (entity && !FINANCE_FIRM.test(entity.name)) addBorrower(set, entity.name, 0.58 * q, 'chat:entity-noted');
    else if (person) addPerson(set, person, 0.56 * q, 'chat:entity-noted');
  }
  // "Building 641 Harbor Dr, …, owner Barajas Enterprises Inc.": the property's owner, when it is not being sold.
  if (!BEING_BOUGHT.test(text)) {
    for (const m of text.matchAll(/\b(?:owner|owned(?: and (?:occupied|operated))? by)\s*:?\s+((?:The\s+)?[A-Z][\w'’.&-]*(?:,?\s+[\w'’.&-]+){0,6})/g)) {
      const entity = leadingEntity(m[1]!);
      if (entity) addBorrower(set, entity, 0.6 * q, 'chat:owner');
    }
  }
  // "Plan is to renovate and sell", "exit will be a refi into a DSCR loan", "after that he plans to sell", "going to
  // cut it into 5-acre tracts and sell", "for 12 months, then refinance long term".
  for (const m of text.matchAll(/\b(?:plan|exit|game plan|strategy)(?:\s+(?:is|will be|would be)\s+|\s*:\s*)(?:to\s+)?([^.\n]{3,60})|\b(?:plans|intends|is going|going|planning) to\s+(?:[\w-]+\s+){0,8}?(?:and\s+(?:then\s+)?)?(sell|refinance|refi)\b|\b(?:then|after that)\s+(?:(?:we|i)(?:'ll|’ll| will)?\s+)?(sell|refinance|refi)\b/gi)) {
    set.add('exit_strategy', normaliseExit((m[1] ?? m[2] ?? m[3])!), 0.6 * q, 'chat:exit');
  }
  // "I set up an LLC for it, Old Mill Real Estate, LLC.", "we formed a company called Oak Lane Partners LP": the
  // entity the writer made for the deal borrows.
  for (const m of text.matchAll(/\b(?:I|we)(?:'ve| have)?\s+(?:set up|formed|created|started|registered|opened)\s+(?:an?|my|our)\s+(?:new\s+)?(?:llc|company|entity|corporation|corp|partnership|trust)\b(?:\s+for\s+(?:it|this|the deal|this deal|the purchase))?,?\s+(?:(?:called|named)\s+)?((?:The\s+)?[A-Z][\w'’.&-]*(?:,?\s+[\w'’.&-]+){0,7})/gi)) {
    const entity = leadingEntity(m[1]!);
    if (entity) addBorrower(set, entity, 0.64 * q, 'chat:formed');
  }
  // A referral that names the owner before their property: "Hiroshi Schwartz, property at 21772 Dogwood Dr", "Rafael
  // McAllister (owns it through Crescent Holdings LLC), property at …".
  for (const m of text.matchAll(new RegExp(String.raw`(?:^|[.!?:]\s+)${PERSON_WORDS}\s*(?:\(([^()]{3,80})\)\s*)?,\s+(?:(?:the|his|her|their)\s+)?(?:property|house|home|building|place)\s+(?:is\s+)?(?:at|on|located at)\s+\d`, 'gm'))) {
    const person = leadingPerson(m[1]!);
    if (person) addPerson(set, person, 0.62 * q, 'chat:owner-of-property');
    const through = m[2] && /\b(?:owns it|holds it|holds title|title is)\s+(?:through|via|in|under)\s+(.+)$/i.exec(m[2]);
    const entity = through ? wholeEntity(through[1]!.trim()) : null;
    if (entity) addBorrower(set, entity.name, 0.6 * q, 'chat:owner-of-property');
  }
  // "Vesting will be Mosaic Real Estate LLC", "borrowing entity is ...", "vesting in Oak Lane Partners LP".
  for (const m of text.matchAll(/\b(?:vesting|vested|borrowing entity|borrower entity|entity|borrow(?:ing)?|buy(?:ing)?|purchas(?:e|ing)|clos(?:e|ing)|tak(?:e|ing) title)\s+(?:will be|would be|is|in|as|under|through|via|in the name of|:)\s+((?:The\s+)?[A-Z][\w'’.&-]*(?:,?\s+[\w'’.&-]+){0,7})/gi)) {
    const entity = leadingEntity(m[1]!);
    if (entity) addBorrower(set, entity, 0.64 * q, 'chat:vesting');
  }
  // A writer's own company: "I run Brick & Beam Ventures LLC", "we own Oak Lane Partners LP", "my company is The
  // Jackson Family Trust", "buying … thru my company Castillo Real Estate LLC" (not a lender's or broker's firm:
  // "I run Apex Mortgage" is the writer's trade).
  for (const m of text.matchAll(/\b(?:(?:I|we)\s+(?:run|own|manage|operate|am the (?:owner|managing member|sole member|member|manager|president) of|are the (?:owners|members) of)|[Mm]y (?:company|llc|entity|trust|business) (?:is|will be)|(?:through|thru|via|under|with) my (?:company|llc|entity|trust|business|partnership))\s+((?:The\s+)?[A-Z][\w'’.&-]*(?:,?\s+[\w'’.&-]+){0,7})/g)) {
    const entity = leadingEntity(firstSentence(m[1]!));
    if (entity && !namesLender(entity)) addBorrower(set, entity, 0.64 * q, 'chat:own-company');
  }
  // "principal is Andre Robinson", "guarantor will be Maria Lopez", "sponsor: Ken Wu", and in shorthand "gtor
  // Brenda D'Angelo".
  for (const m of text.matchAll(/\b(?:(?:principal|guarantor|sponsor|key principal|managing member|owner)\s+(?:is|will be|would be|:|-)|(?:managed|run|owned|controlled|led)\s+by|(?:gtor|gtr|guar)\.?:?)\s+((?:[\w'’.-]+[ \t]+){1,3}[\w'’.-]+)/gi)) {
    // A name stays on its line; a firm ("managed by Summit Association Management") is nobody's principal.
    if (COMPANY_WORD.test(m[1]!) || leadingEntity(firstSentence(m[1]!))) continue;
    const person = leadingPerson(m[1]!);
    if (person) addPerson(set, person, 0.62 * q, 'chat:principal');
  }
  // A broker's note on a refinance: "Owner is The Martin Family Trust (Guadalupe Martin, Trustee). They want $872,500"
  // (where the property is being bought, its owner is the seller).
  if (!/\b(?:purchase|buying|buyer|under contract|seller|acquisition)\b/i.test(text)) {
    for (const m of text.matchAll(/\b[Oo]wner\s+(?:is|will be|:)\s+((?:The\s+)?[A-Z](?:[^.;()\n]|\.(?=[A-Za-z,]))*(?:\.(?=[,\s(]))?)\s*(\([^()]{3,60}\))?(?=[.;,]|\s+(?:and|who|they|he|she)\b|\s*$)/g)) {
      const entity = leadingEntity(m[1]!);
      if (entity) addBorrower(set, `${entity} ${m[2] ?? ''}`, 0.58 * q, 'chat:owner');
    }
  }
  // "hi Guadalupe this is Elijah Wilson i'm calling about a deal": a caller or writer who introduces themself about
  // their own deal (one who says whom they are with is an agent or a broker).
  // A voicemail's transcript writes the name it heard in lower case: "hey amanda this is jessica lopez with …".
  const heard = text.replace(/\b(this is|my name is)\s+([a-z][a-z'’-]+)\s+([a-z][a-z'’-]+)\b/g, (said, intro: string, first: string, last: string) =>
    englishRank(first) > 300 && englishRank(last) > 300 ? `${intro} ${capitaliseName(first)} ${capitaliseName(last)}` : said,
  );
  for (const m of heard.matchAll(new RegExp(String.raw`\b(?:this is|my name is|it'?s)\s+([A-Z][\w'’-]+\s+(?:(?:[A-Z][\w'’-]+|${NAME_PARTICLE})\s+){0,2}[A-Z][\w'’-]+)(?:\s+(?:from|with|of)\s+([A-Z][^.,\n]{2,60}?(?:,?\s*(?:LLC|L\.L\.C\.|Inc\.?|LP|L\.P\.|LLP|Corp\.?|Ltd\.?))?(?=\s+(?:um|uh|and|i'?m|we|calling)\b|[.,\n])))?([.,]?\s*[^.\n]{0,80})`, 'g'))) {
    if (!/\b(?:calling|writing|reaching out|looking|need|got|have|want|i'?m|we'?re|my|our)\b/i.test(m[3]!)) continue;
    // "with Ben-David Properties Corporation" is their own company; "with Apex Mortgage" makes them a broker.
    const company = m[2] ? parseEntity(m[2]) : null;
    if (m[2] && (!company || FINANCE_FIRM.test(company.name))) continue;
    const person = leadingPerson(m[1]!);
    if (person) addPerson(set, person, 0.62 * q, 'chat:introduction');
    if (company) addBorrower(set, company.name, 0.58 * q, 'chat:introduction');
    // "… you can call me back at 973 555 0147": the caller's own number.
    if (person) set.add('borrower_phone', ownNumber([text]), 0.6 * q, 'chat:introduction');
  }
  // A call log's "9:34 call w/ Katarzyna O'Malley (mgr of Urban Nest Investments, LLC) — referred by …": the caller,
  // and the entity they speak for. One put beside another party's word ("spoke with Ann Lee at the title company",
  // "call w/ Joe Cruz (listing agent)") is that party.
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:call|called|spoke|talked|met|meeting|mtg|convo|conversation)\s+(?:w\/|with|to)\s+${PERSON_NAME}(?:\s*\(([^()\n]{3,80})\))?([^\n]{0,40})`, 'g'))) {
    if (labelParty(labelTokens(`${m[2] ?? ''} ${m[3]}`))) continue;
    const person = leadingPerson(m[1]!);
    if (!person) continue;
    addPerson(set, person, 0.6 * q, 'chat:call-with');
    const company = m[2] ? parseEntity(m[2].replace(/^.*?\b(?:of|for|at|with|from)\s+(?=[A-Z])/, '')) : null;
    if (company && !FINANCE_FIRM.test(company.name)) addBorrower(set, company.name, 0.58 * q, 'chat:call-with');
  }
  // "Yusuf - DeShawn Cook here, Chinedu Park referred me": a text that opens with who is writing.
  for (const m of text.matchAll(/(?:^|[-–—,:]\s*|\n)((?:[A-Z][\w'’-]+\s+){1,2}[A-Z][\w'’-]+)\s+here\b/g)) {
    // A greeting may run into the name ("Adaeze Mark Evans here" read from "Adaeze - Mark Evans here").
    const person = parsePersonName(m[1]!.split(/\s+/).slice(-2).join(' '));
    if (person) addPerson(set, person, 0.62 * q, 'chat:introduction');
  }
  // The lender's answer in a chat: "We can do 8% and 1 point, 9 months, no prepay", "we're good at 13.00% / 2.5 pts",
  // "can do 8.000 w/ 0.5 pts" (a rate without its sign, told by the points beside it).
  for (const m of text.matchAll(/\b(?:can do|could do|we do|offer(?:ing)?|quote(?:d)?|looking at|price (?:it|this) at|(?:we'?re|we are) (?:good|fine|ok|okay) (?:at|with)|(?:we'?re|we are) at|pricing(?: is)?|priced at)\s+(\d{1,2}(?:\.\d{1,3})?)(?:\s*%|(?=\s*(?:and|\+|,|\/|w\/|with)\s*\d(?:\.\d{1,2})?\s*(?:points?|pts?)\b))(?:\s*(?:and|\+|,|\/|w\/|with|I\/O,?)\s*(\d(?:\.\d{1,2})?)\s*(?:points?|pts?)\b)?/gi)) {
    const rate = Number(m[1]);
    if (rate >= 4 && rate <= 20) set.add('interest_rate', formatNumber(rate), 0.62 * q, 'chat:offer');
    if (m[2]) set.add('origination_points', formatNumber(Number(m[2])), 0.6 * q, 'chat:offer');
  }
  // "$1,029,000.00 at 13%", "I can get you $500k at 10.125", "$351k @ 12.75": an amount quoted at a rate is the loan and its rate.
  for (const m of text.matchAll(new RegExp(String.raw`(${MONEY})(?:\s+at\s+|\s*@\s*)(\d{1,2}(?:\.\d{1,3})?)(?!\.?\d|,\d{3})\s*%?(?!\s*(?:k|m|ltv|ltc|cap|capitalization|yield)\b)(?:,?\s*(\d{1,3})\s*-?\s*(mo|mos|months?|yrs?|years?)\b)?`, 'gi'))) {
    const amount = moneyAt(m[1]!);
    const rate = Number(m[2]);
    if (!amount || rate < 4 || rate > 20) continue;
    // "NOI $70,520 @ 8.20%": an income capitalized at a rate is an appraiser's, not a loan at its rate.
    if (/\b(?:noi|income|rents?|revenue|ebitda)\s*:?\s*$/i.test(text.slice(Math.max(0, (m.index ?? 0) - 24), m.index))) continue;
    set.add('loan_amount', formatNumber(amount), 0.62 * q, 'chat:amount-at-rate');
    set.add('interest_rate', formatNumber(rate), 0.62 * q, 'chat:amount-at-rate');
    // "… at 13%, 24 mo": the term of the same offer.
    const months = monthsOf(m[3]!, m[4]);
    if (months >= 3 && months <= 360) set.add('loan_term', String(months), 0.6 * q, 'chat:amount-at-rate');
  }
  // "fine at 11.50 with 1.000 pts to you", "at 10 + 2 points", "you'd likely be around 9.5% + 2 pts": a rate and
  // the lender's points quoted together.
  for (const m of text.matchAll(/(?:\b(?:at|around|about|approx\.?|approximately)\s+|[~@]\s*)(\d{1,2}(?:\.\d{1,3})?)\s*%?\s*(?:(?:with|w\/|and|\+|plus)\s+|,\s*)(\d(?:\.\d{1,3})?)\s*(?:points?|pts?)\b(?!\s+(?:on my|to me|for me))/gi)) {
    const rate = Number(m[1]);
    if (rate >= 4 && rate <= 20) set.add('interest_rate', formatNumber(rate), 0.62 * q, 'chat:rate-points');
    set.add('origination_points', formatNumber(Number(m[2])), 0.6 * q, 'chat:rate-points');
  }
  // The lender's points told to the lender or about it: "lender charges 4.000 pts", "1 pt to you".
  for (const m of text.matchAll(/\b(?:lender|they|you)\s+(?:charges?|charging|takes?|taking|gets?|wants?)\s+(\d(?:\.\d{1,3})?)\s*(?:points?|pts?|%)|\b(\d(?:\.\d{1,3})?)\s*(?:points?|pts?)\s+to (?:you|the lender|lender)\b/gi)) {
    set.add('origination_points', formatNumber(Number(m[1] ?? m[2])), 0.6 * q, 'chat:lender-points');
  }
  // The broker's share added on: "plus 0.5 for me", "I'm taking 2.000 on my side".
  for (const m of text.matchAll(/\b(?:plus|\+|and|taking|keeping|adding)\s+(\d(?:\.\d{1,3})?)\s*(?:points?|pts?|%)?\s+(?:on my (?:end|side)|on our (?:end|side)|to me|for me|for us)\b/gi)) {
    set.add('broker_points', formatNumber(Number(m[1])), 0.6 * q, 'chat:broker-points');
  }
  // "Ashley's a 676": the borrower named by first name in place of "she".
  for (const m of text.matchAll(/\b[A-Z][a-z]+(?:'s|’s| is)\s+(?:a|an)\s+(\d{3})\b(?!\s*(?:sq|square|units?|k\b|,\d|doors?|homes?|properties))/g)) {
    const score = Number(m[1]);
    if (score >= 450 && score <= 850) set.add('credit_score', String(score), 0.64 * q, 'chat:credit');
  }
  // "$512k as-is", "BPO has it at $512k": an opinion of value, never the after-repair one.
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:bpo|appraisal|appraiser|comps?|broker price opinion)\b[^.\n]{0,25}?\b(?:at|of)\s+(${MONEY})|(${MONEY})\s*(?:as[- ]is|aiv)\b`, 'gi'))) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 12), m.index ?? 0);
    if (/\barv\b|after[\s-]*repair|repaired/i.test(before + m[0])) continue;
    const amount = moneyAt((m[1] ?? m[2])!);
    if (amount) set.add('property_value', formatNumber(amount), 0.62 * q, 'chat:value');
  }
  // "Trinity Real Estate Fund LP is the borrowing entity", "Jo Lee is the borrower".
  for (const m of text.matchAll(/((?:The\s+)?[A-Z][\w'’.&-]*(?:,?\s+[A-Z][\w'’.&-]*){0,6}),?\s+(?:is|will be)\s+(?:the\s+)?(?:borrowing entity|borrower|vesting entity|buyer|purchaser)\b/g)) {
    addBorrower(set, m[1]!, 0.62 * q, 'chat:is-borrower');
  }
  // "Thanks for sending over Anne-Marie Evans on the 6368 Oak Way tract": the client a broker sends a lender.
  for (const m of text.matchAll(/\b(?:sending|sent|bringing|brought|referring|referred)\s+(?:over\s+|us\s+|me\s+)?((?:The\s+)?[A-Z][^.,;()\n]{2,60}?(?:,?\s+(?:LLC|L\.L\.C\.|Inc\.|LP|L\.P\.))?)\s+(?:on|for|with)\s+(?:the\s+|their\s+|his\s+|her\s+)?(?=\d|[A-Z])/g)) {
    if (parsePersonName(m[1]!) ?? wholeEntity(m[1]!)) addBorrower(set, m[1]!, 0.62 * q, 'chat:sent-over');
  }
  // "where we can be on Jefferson (Heritage Homes L.L.C.)'s RV park": the entity a client's deal is held in.
  for (const m of text.matchAll(/\b(?:on|for)\s+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?\s*\(([^()\n]{3,60})\)['’]s\b/g)) {
    const entity = wholeEntity(m[1]!);
    if (entity && !namesLender(entity.name)) addBorrower(set, entity.name, 0.62 * q, 'chat:client-entity');
  }
  // "approved Cornerstone Real Estate, LLC (Nicholas Young guaranteeing)": the entity the guarantor stands behind.
  for (const m of text.matchAll(/([^\n()]{3,120})\(\s*(?:[A-Z][\w'’-]+\s+){1,2}[A-Z][\w'’-]+,?\s+(?:personally\s+)?(?:guaranteeing|guarantor|as guarantor|to guarantee)\s*\)/g)) {
    const entity = trailingEntity(m[1]!);
    if (entity && !namesLender(entity)) addBorrower(set, entity, 0.64 * q, 'chat:guaranteed-entity');
  }
  // "Susan Allen guaranteeing", "Ken Wu will guarantee": the principal behind the entity.
  for (const m of text.matchAll(/\b((?:[A-Z][\w'’-]+\s+){1,2}[A-Z][\w'’-]+)\s+(?:is\s+)?(?:personally\s+)?(?:guaranteeing|will guarantee|to guarantee|as guarantor)\b/g)) {
    const person = leadingPerson(m[1]!.split(/\s+/).slice(-2).join(' '));
    if (person) addPerson(set, person, 0.62 * q, 'chat:guarantor');
  }
  if (/\bno (?:prepay|pre-pay|prepayment|ppp)\b/i.test(text)) set.add('prepayment_penalty', 'No', 0.6 * q, 'chat:prepay');
  const purpose = intendedPurpose(text);
  if (purpose) set.add('loan_purpose', purpose, 0.62 * q, 'chat:purpose');
  // "We (Old Mill Capital, LLC) are looking to …", "we, Oak Lane Partners LP, own …": the writers' own entity.
  for (const m of text.matchAll(/\b(?:[Ww]e|[Oo]ur (?:company|llc|entity|trust)|[Mm]y (?:company|llc|entity|trust))\s*(?:\(\s*([^()\n]{3,80}?)\s*\)|,\s*([^,\n]{3,60}?(?:,\s*(?:LLC|L\.L\.C\.|Inc\.?|LP|L\.P\.))?),)/g)) {
    const entity = leadingEntity((m[1] ?? m[2])!);
    if (entity && !namesLender(entity)) addBorrower(set, entity, 0.64 * q, 'chat:we-entity');
  }
  scanTextThreadContact(doc, set, q);
  // "My client Leila Baker owns it", "our borrower Acme Homes LLC is refinancing".
  for (const m of text.matchAll(/\b(?:[Mm]y|[Oo]ur) (?:client|borrower|buyer|investor|sponsor),?\s+((?:[A-Z][\w'’.&-]*\s+){1,5}?(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|LP|Trust|[A-Z][\w'’-]+))\b/g)) {
    addBorrower(set, m[1]!, 0.62 * q, 'chat:client');
  }
  // "You can reach them at 720-555-0161, email lrodriguez@parksiderealty.com".
  // "Susan's info if you need to reach out direct: cell (267) 555-0169, susanallen@yahoo.com".
  for (const m of text.matchAll(/\b(?:[Rr]each (?:them|him|her|the borrower|the client|the sponsor|borrower|out direct(?:ly)?)|[A-Z][a-z]+(?:'s|’s) (?:info|contact info|contact|cell|number|e-?mail))\b([^.]{0,30}?\d{3}\D{0,2}\d{3}\D?\d{4})?([\s\S]{0,60}?[\w.+-]+@[\w-]+(?:\.[\w-]+)+)?/g)) {
    if (m[1]) set.add('borrower_phone', parsePhone(m[1]), 0.66 * q, 'chat:reach');
    if (m[2]) set.add('borrower_email', parseEmail(m[2]), 0.66 * q, 'chat:reach');
  }
  // "Ryan Gomez needs $400,000 bridge loan on …", "Claire Morales is looking for a cash-out refi": whoever a writer
  // says needs the money or the loan is the borrower.
  for (const m of text.matchAll(new RegExp(String.raw`((?:[A-Z][\w'’-]*\.?[ \t]+){1,3}[A-Z][\w'’-]+)[ \t]+(?:needs|wants|is looking for|is seeking|is requesting|would like)[ \t]+(?:to (?:borrow|get)[ \t]+)?(?:an?[ \t]+)?${ABOUT}(?:${MONEY}|(?:[\w&/-]+[ \t]+){0,3}(?:loan|refi|refinance|financing)\b)`, 'g'))) {
    const person = parsePersonName(m[1]!) ?? leadingPerson(m[1]!.split(/\s+/).slice(-2).join(' '));
    if (person) addPerson(set, person, 0.62 * q, 'chat:needs');
  }
  // "his # is 470.555.0152", "her cell: (501) 555-0140": a third person's number in a message written for them.
  for (const m of text.matchAll(/\b(?:his|her|their|the borrower'?s|borrower'?s|the client'?s|client'?s)\s+(?:#|number|phone|cell|mobile|contact)(?:\s+(?:#|number|phone))?\s*(?:is|:|-)?\s*(\(?\d{3}\)?[\s.-]{0,3}\d{3}[\s.-]{1,3}\d{4})\b/gi)) {
    set.add('borrower_phone', parsePhone(m[1]!.replace(/[\s.-]+/g, '-')), 0.64 * q, 'chat:their-number');
  }
  // "Hello this is Agnieszka from 741 Clifton Blvd": a writer introducing themselves from the property.
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:[Tt]his is|[Ii]t'?s|[Ii]t’s|I am|I'?m|I’m|[Mm]y name is)\s+(${FIRST_WORD}(?:\s+${FIRST_WORD})?)\s+(?:from|at|of)\s+\d`, 'g'))) {
    const person = parsePersonName(m[1]!);
    if (person) addPerson(set, person, 0.58 * q, 'chat:introduced');
    else if (!m[1]!.includes(' ')) set.add('borrower_first_name', m[1]!, 0.56 * q, 'chat:introduced');
  }
  // "In company name Doyle Properties LLC", "in my name": who will hold the loan.
  for (const m of text.matchAll(/\bin (?:the |our )?(?:company|llc|corporate|corporation|entity|business)(?:'s|’s)? name[\s:,.-]*((?:The\s+)?[A-Z][\w'’.&-]*(?:,?\s+[\w'’.&-]+){0,6})/gi)) {
    const entity = leadingEntity(m[1]!);
    if (entity) addBorrower(set, entity, 0.6 * q, 'chat:in-name');
  }
  if (/\b(?:in|under) my (?:own )?name\b/i.test(text)) set.add('borrower_type', 'Individual', 0.56 * q, 'chat:in-name');
  // "borrower Renee Howard, 750 fico": in a hurried note the role word runs straight into the name.
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:borrower|client|buyer)[ \t]+(${FIRST_WORD}[ \t]+[${NAME_UPPER}][${NAME_LETTER}'’-]+)(?=[,.;]|[ \t]+[-–—(]|\s*$)`, 'gm'))) {
    const person = parsePersonName(m[1]!);
    if (person) addPerson(set, person, 0.58 * q, 'chat:role-name');
  }
  // "Got a borrower, Jennifer Walsh,", "my client is Oakmont Holdings LLC", "buyer: Sam Lee", "The borrower is
  // identified as Garcia Ventures, LLC (Tariq Garcia)": the bracketed person is the entity's principal. "Lender/Client:"
  // names the lender, whose client the report is for.
  for (const m of text.matchAll(/(?<!\b(?:[Ll]ender|LENDER|[Bb]ank|BANK)\s?[/&]\s?)\b(?:[Bb]orrower|[Cc]lient|[Bb]uyer|[Ii]nvestor|[Aa]pplicant|[Gg]uarantor)(?:'s name| name)?[ \t]*(?:(?:is|was|has been)[ \t]+(?:identified|named|listed|shown|given|reported|described)[ \t]+as|is|will be|shall be|would be|,|:|-|—|named)[ \t]+((?:The[ \t]+)?[A-Z][\w'’.&-]*(?:,?[ \t]+[A-Z][\w'’.&-]*){1,6})(\s*\([^()]{3,60}\))?/g)) {
    addBorrower(set, `${firstSentence(m[1]!).replace(/,\s*$/, '')}${m[1]!.includes('. ') ? '' : (m[2] ?? '')}`, 0.6 * q, 'chat:borrower');
  }
  // The one property address a message gives (signatures and other parties' blocks are already left out).
  const flat = text.replace(/\n/g, ' ');
  const found = findAddresses(flat);
  const sentAlone = addressLines(doc);
  const subjects = subjectLines(doc);
  const namedBySubject = (address: string) => subjects.some((s) => namesStreet(s, address));
  const addresses = [
    ...new Set(
      found
        .filter((a) => {
          const before = flat.slice(Math.max(0, a.index - 80), a.index);
          // The word right after it may say what it is too: "on the 6368 Oak Way, Tacoma, WA 98405 tract".
          const after = /^[\s,)]*([a-z-]+)/i.exec(flat.slice(a.end, a.end + 30))?.[1] ?? '';
          const named = PROPERTY_CONTEXT.test(before) || PROPERTY_CONTEXT.test(after);
          return (named || sentAlone.has(a.value) || namedBySubject(a.value)) && !OTHER_ADDRESS.test(before.slice(-45)) && !isMailingAddress(text, a.index);
        })
        // The address a subject or a title names comes before a letterhead's printed alone above it.
        .sort((a, b) => Number(namedBySubject(b.value)) - Number(namedBySubject(a.value)))
        .map((a) => a.value),
    ),
  ];
  if (addresses.length) set.add('property_address', addresses[0]!, (addresses.length === 1 ? 0.6 : 0.5) * q, 'chat:address');
  for (const a of found) {
    if (!addresses.includes(a.value)) continue;
    // What heads the property's address in shorthand: "Purchase — 1329 Saint Charles St, …" is the loan's purpose,
    // "Michael Ivanova — 9892 Maple Road, …" or "Three Rivers Capital Partners LP — 829 N Forest Way" whom it is for.
    const head = /(?:^|[:;.!?]\s|\n)\s*([A-Z][\w'’/.,&-]*(?:[ \t]+[\w'’/.,&-]+){0,6})\s*[—–:-]\s*$/.exec(text.slice(Math.max(0, a.index - 80), a.index))?.[1];
    if (!head) continue;
    const purpose = head.split(/\s+/).length <= 3 ? normaliseLoanPurpose(head) : null;
    // "Raw Land — 305 Third St": the kind of property or loan, not a person's name.
    const described = normalisePropertyType(head) ?? normaliseLoanType(head);
    const person = purpose || described || head.split(/\s+/).length > 3 ? null : parsePersonName(head);
    // The whole head must be the entity's name ("Midwest PCA Partners Property Condition Assessment Site:" is not).
    const entity = purpose || person ? null : parseEntity(head);
    if (entity && !wholeEntity(head)) continue;
    if (purpose) set.add('loan_purpose', purpose, 0.6 * q, 'chat:purpose-at-address');
    else if (person) addPerson(set, person, 0.56 * q, 'chat:name-at-address');
    else if (entity && !namesLender(entity.name)) addBorrower(set, entity.name, 0.56 * q, 'chat:name-at-address');
  }
  // "Property: 9874 Cleveland St, Cleveland, OH 44102 (Office)", "property 4210 Adams Ct, Raleigh, NC 27604,
  // retail.", "… TX 75206 — Small Multi (2-4)": the kind of property bracketed or listed right after its address.
  for (const a of found) {
    // The address ends at its ZIP code; its printed length differs from the normalised value's.
    const kind = /^.{0,160}?\b\d{5}(?:-\d{4})?(?:\s*\(([A-Za-z][A-Za-z /&-]{2,40})\)|(?:,|\s[—–-])\s*([A-Za-z0-9][A-Za-z0-9 /&()-]{1,24}?)\s*(?:[.;,•·|]|$))/.exec(flat.slice(a.index));
    const type = kind ? normalisePropertyType(kind[1] ?? kind[2]!) : null;
    if (type) set.add('property_type', type, 0.6 * q, 'chat:kind-after-address');
  }
  // "it's a duplex", "SFR in Akron", "a 6-unit": the property named in passing, when only one kind is named.
  const kinds = new Set<string>();
  // Options left unticked on a form ("☐ Rate/Term Refinance") are not named.
  // Nor is the loan a stated exit will take out ("Exit: cash-out refi after stabilization").
  const named = text.replace(/[☐□▢]\s*[^☐□▢☒☑■✓✔\n]*/g, ' ').replace(/\bexit(?: strategy| plan)?\b[^.\n]*/gi, ' ');
  for (const m of named.matchAll(/\b(sfr|sfh|single[- ]family(?: home| residence)?|duplex|triplex|fourplex|quadplex|(?:2-4|[2-4])[- ](?:unit|family)|condo(?:minium)?|town ?(?:house|home)|mixed[- ]use|multi[- ]?family|apartment (?:building|complex)|warehouse|(?:light |heavy )?industrial|flex space|retail (?:center|building|strip)|office (?:building|condo)|strip (?:center|mall)|vacant land|raw land|\d{1,3}[- ]units?)\b/gi)) {
    // "a 1031 buyer relinquishing a fourplex", "operated a storage facility": a property the sponsor sold or runs;
    // "the building's AOAO reports 313 units": the condominium the unit is in; "convert to 3 units": what it will be.
    const before = named.slice(Math.max(0, (m.index ?? 0) - 30), m.index);
    // "one-to-four family residential real estate", "1-4 family": a class of property a statute or a policy names;
    // "Not For Use For Condominium Transactions": a kind a form says it is not for.
    if (/\b(?:one|1)[- ](?:to[- ])?$|\bnot\s+(?:for\s+use\s+(?:for|in|with)|an?)\s+$/i.test(before)) continue;
    if (OTHER_HOLDING.test(before) || (/units$/i.test(m[1]!) && /\b(?:aoao|hoa|association|project|complex|development|reports|to|into|add|adding)\s+(?:\S+\s+){0,2}$/i.test(before))) continue;
    const type = normalisePropertyType(m[1]!);
    if (type) kinds.add(type);
  }
  if (kinds.size === 1) set.add('property_type', [...kinds][0]!, 0.58 * q, 'chat:property_type');
  // "fix and flip", "cash-out refi", "ground up", "lot loan", "2nd lien": the program named in passing, when only one is.
  const programs = new Set<string>();
  for (const m of named.matchAll(/\b(fix(?:\s*(?:&|and|n|\/)\s*|\s*-\s*)flip|cash[- ]?out(?: refi(?:nance)?)?|ground[- ]up(?: construction)?|(?:commercial )?bridge(?: loan)?|commercial mortgage(?! (?:broker|lender|banker|company|firm))|rate[- ]and[- ]term|rate\/term refi(?:nance)?|lot loan|land loan|(?:2nd|second)[- ](?:lien|mortgage|position))\b/gi)) {
    // "Keystone Bridge Capital" and "Crossroads Commercial Mortgage" are firms' names, not a bridge or a commercial loan.
    const properNoun = /^[A-Z]/.test(m[0]) && (/^[ \t]+[A-Z]/.test(named.slice((m.index ?? 0) + m[0].length)) || /[A-Z][\w'’&-]*[ \t]+$/.test(named.slice(Math.max(0, (m.index ?? 0) - 30), m.index)));
    // "Refinance (no cash out)": the words before the program may deny it.
    const denied = /\b(?:no|non|without)[\s-]*$/i.test(named.slice(Math.max(0, (m.index ?? 0) - 10), m.index));
    const type = properNoun || denied ? null : normaliseLoanType(m[1]!);
    if (type) programs.add(type);
  }
  if (programs.size === 1) set.add('loan_type', [...programs][0]!, 0.58 * q, 'chat:loan_type');
  // A broker's one-line description of the deal, the property's kind then the loan's: "sfr, purchase", "duplex, refi".
  for (const line of doc.lines) {
    const m = /^([A-Za-z0-9][\w /-]{1,30}),\s*([A-Za-z][\w &/-]{2,30})$/.exec(line.text.trim());
    const type = m && normalisePropertyType(m[1]!) && m[2]!.split(/\s+/).length <= 3 ? normaliseLoanType(m[2]!) : null;
    if (type) set.add('loan_type', type, 0.6 * q, 'chat:deal-line');
  }
}

/**
 * What the writer means to do with the property, told as an intention: "I am under contract to buy …", "we are
 * looking to pull cash out of …", "I want to refinance my rental". Only when one purpose is told.
 */
export function intendedPurpose(text: string): LoanPurpose | null {
  const told = new Set<LoanPurpose>();
  const INTENT = String.raw`\b(?:under contract to|looking to|hoping to|planning to|plan to|want to|wants to|would like to|'d like to|’d like to|need to|needs to|going to|trying to)\s+`;
  for (const m of text.matchAll(new RegExp(`${INTENT}(buy|purchase|acquire|pull (?:some )?(?:cash|equity) out|take (?:some )?(?:cash|equity) out|cash[- ]?out|(?:refinance|refi)(?: and (?:pull|take) (?:some )?(?:cash|equity) out)?|build|get a construction loan)\\b`, 'gi'))) {
    const verb = m[1]!.toLowerCase();
    told.add(/cash|equity/.test(verb) ? 'Cash Out Refinance' : /^refi/.test(verb) ? 'Refinance' : /build|construction/.test(verb) ? 'Construction' : 'Purchase');
  }
  return told.size === 1 ? [...told][0]! : null;
}

/** A day a chat's messages are grouped under: "Aug 28, 2024", "Oct 2026", "Tuesday, March 3, 2026". */
const DAY_HEADING = /^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?\d{4}$/i;

/** A message's time stamp on a line of its own: "6:36 PM", "Nov. 15, 2026 6:36 PM", "Today 9:02 AM". */
const TIME_STAMP = /^(?:[A-Za-z]{3,9}\.?(?: \d{1,2},? \d{4},?)?\s+|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?,?\s+)?\d{1,2}:\d{2}\s*[AaPp]\.?[Mm]\.?$/;

/**
 * A phone's printed text thread names the other person at its top, above "Text Message" or the first message's
 * time stamp: their name (with the role the phone's owner saved, "(investor)") or their number. A mail header
 * makes the document an e-mail, whose top is a subject line instead.
 */
function scanTextThreadContact(doc: DocText, set: CandidateSet, q: number): void {
  const head = doc.lines.slice(0, 10).map((l) => l.text.replace(/[›>]\s*$/, '').trim());
  // In a photographed thread (OCR often loses the small time stamps) its day heading ("Aug 28, 2024") marks it too,
  // unless the document is a letter (dated, then "Dear …").
  const letter = doc.lines.some((l) => SALUTATION.test(l.text.trim()) || LETTER_CLOSING.test(l.text.trim()));
  const byDay = doc.source === 'ocr' && !letter;
  // (A photographed app's icon may stand before it: "R  Text Message - 10/21/2025".)
  // A time alone on the first line is the phone's clock in a screenshot's status bar.
  const marker = head.findIndex((t, i) => /^(?:\S{1,2}\s+)?(?:text message|imessage|sms|mms)\b/i.test(t) || (i > 0 && TIME_STAMP.test(t)) || (byDay && DAY_HEADING.test(t)));
  if (marker < 1 || head.slice(0, marker).some((t) => /^(?:from|to|subject|sent|date)\s*:/i.test(t))) return;
  // A thread about someone else's deal ("got one for u … borrower is Matthew Yamamoto") is with a broker.
  if (writesForAnother(doc.lines, { start: marker, end: doc.lines.length - 1 })) return;
  // OCR may read a speck before the contact: "'(630) 555-0160".
  for (const contact of head.slice(Math.max(0, marker - 2), marker).map((t) => t.replace(/^[^\w(+]+/, ''))) {
    const role = /\(([^)]*)\)/.exec(contact)?.[1];
    // A contact saved as "(lender)" or "(title)" is someone else in the deal.
    if (role && labelParty(labelTokens(role))) continue;
    const phone = /^(?:mobile|cell|iphone|home|work|phone)?\s*\+?1?[\s.-]?\(?\d{3}\)?[\s./-]?\d{3}[\s.-]?\d{4}$/i.test(contact) ? parsePhone(contact) : null;
    if (phone) set.add('borrower_phone', phone, 0.62 * q, 'chat:thread-contact');
    const person = phone ? null : parsePersonName(contact);
    if (person) addPerson(set, person, 0.6 * q, 'chat:thread-contact');
  }
}

/** Lines of one paragraph joined back into its sentence: a long line that stops mid-sentence, or a next line in lower case. */
function joinWrapped(lines: string[]): string {
  return lines.reduce((text, line, i) => {
    if (i === 0) return line;
    const previous = lines[i - 1]!.trimEnd();
    const wrapped =
      /^\s*[a-z]/.test(line) ||
      (previous.length >= 50 && /[a-z,]$/.test(previous)) ||
      /(?:\b(?:in|of|the|a|an|and|to|for|at|on|with|do|is|are|my|your|about)|,)$/i.test(previous) ||
      (/\b[A-Z]{2},?$/.test(previous) && /^\s*\d{5}\b/.test(line));
    return `${text}${wrapped ? ' ' : '\n'}${line}`;
  }, '');
}

/**
 * An address that starts a line under a name line is where that person or company receives mail, unless the lines
 * after it give the deal's figures (a board's or a note's card: "SANJAY TRIVEDI" / address / "$1509k / val $2360k");
 * so is the one under the letterhead of a firm that lends or arranges loans ("Compass Real Estate Finance" / "6808
 * Clifton Way").
 */
function isMailingAddress(text: string, index: number): boolean {
  const before = text.slice(0, index).split('\n');
  if (before.at(-1)!.trim() !== '' || before.length < 2) return false;
  if (before.length === 2 && FINANCE_FIRM.test(before[0]!) && !/\d/.test(before[0]!)) return true;
  const card = text.slice(index).split('\n').slice(1, 4).some((line) => /\$\s?\d|\d\s?%/.test(line) && !/^\s*(?:re|subject|subj|dear)\b/i.test(line));
  // A subject line that names the borrower ("Subject: Chen Homes L.L.C. - quick one") heads no mailing block.
  return !card && isNameLine(before.at(-2)!) && !/^\s*(?:subject|subj|re|fwd?|fw)\s*:/i.test(before.at(-2)!);
}

/**
 * A letter's writer: the name signed under its closing ("Sincerely," / "Steven Stewart"), else the name its
 * letterhead opens with when the signature is a scrawl the text layer cannot read.
 */
function letterWriter(doc: DocText): { person: PersonName; letterhead: number } | null {
  const lines = doc.lines.map((l) => l.text.trim());
  const closing = lines.findIndex((t) => LETTER_CLOSING.test(t));
  if (closing < 0) return null;
  const head = lines.slice(0, 6).findIndex((t) => findDate(t) !== null);
  const letterhead = parsePersonName(lines[0] ?? '');
  for (const text of lines.slice(closing + 1, closing + 4)) {
    const signed = parsePersonName(text.replace(/^[-–—]\s*/, ''));
    if (signed) return { person: signed, letterhead: letterhead && letterhead.last === signed.last ? Math.max(head, 1) : 0 };
  }
  return letterhead ? { person: letterhead, letterhead: Math.max(head, 1) } : null;
}

/**
 * A letter whose writer asks about their own loan ("the purpose of my request for $91,000", "my credit report") is
 * the borrower's: the writer is the borrower, the e-mail and phone of the letterhead over the date are theirs, and
 * "of which I am the Trustee" makes them the signer for the entity the loan is made to.
 */
function scanBorrowerLetter(doc: DocText, set: CandidateSet, q: number): void {
  if (splitMessages(doc.lines).some((m) => m.authorName)) return;
  const writer = letterWriter(doc);
  if (!writer || !writesAsBorrower(doc.lines, { start: 0, end: doc.lines.length - 1 })) return;
  addPerson(set, writer.person, 0.68 * q, 'letter:writer');
  for (const line of doc.lines.slice(0, writer.letterhead)) {
    const email = /@/.test(line.text) ? parseEmail(line.text) : null;
    if (email) set.add('borrower_email', email, 0.66 * q, 'letter:writer');
    const phone = /\d{3}\D{0,2}\d{3}\D?\d{4}/.test(line.text) && !/@/.test(line.text) ? parsePhone(line.text) : null;
    if (phone) set.add('borrower_phone', phone, 0.64 * q, 'letter:writer');
  }
  const title = writersOffice(doc.lines.map((l) => l.text).join(' '), /\bof which /);
  if (title) addSigner(set, writer.person, title, 0.68 * q, 'letter:writer-office');
}

/** "of which I am the Trustee", "I'm the managing member": the office in the borrowing entity the writer holds. */
function writersOffice(body: string, lead: RegExp = /\b/): string | null {
  const office = new RegExp(`${lead.source}(?:I am|I'm|I’m) (?:the |a |its )?((?:sole |managing |general |co-)?(?:managing member|member|manager|general partner|partner|president|trustee|co-trustee|owner|ceo|principal))\\b`, 'i').exec(body);
  return office ? officerTitle(office[1]!) : null;
}

/** The author of a message who writes about their own loan is the borrower: their name, address and phone. */
function scanBorrowerMessages(doc: DocText, set: CandidateSet, q: number): void {
  scanBorrowerLetter(doc, set, q);
  const messages = splitMessages(doc.lines);
  messages.forEach((message, k) => {
    if (!message.author || !(writesAsBorrower(doc.lines, message) || forwardedForClient(doc.lines, messages, k))) return;
    addPerson(set, message.author, 0.7 * q, 'message:author');
    const title = writersOffice(doc.lines.slice(message.start, message.end + 1).map((l) => l.text).join(' '));
    if (title) addSigner(set, message.author, title, 0.66 * q, 'message:author-office');
    if (message.authorEmail) set.add('borrower_email', parseEmail(message.authorEmail), 0.7 * q, 'message:author');
    const phone = ownNumber(doc.lines.slice(message.start, message.end + 1).map((l) => l.text));
    if (phone) set.add('borrower_phone', phone, 0.68 * q, 'message:own-number');
    for (const i of signatureLines(doc.lines, message)) {
      const line = doc.lines[i]!.text;
      const phone = /\d{3}\D{0,2}\d{3}\D?\d{4}/.test(line) ? parsePhone(line) : null;
      if (phone) set.add('borrower_phone', phone, 0.66 * q, 'message:signature');
      // "Managing Partner, Front Porch Property Partners, L.P.": the author signs for the entity in that office.
      const office = /^([A-Za-z][A-Za-z -]{2,50}?)\s*[,|–—-]\s+(.+)$/.exec(line.trim());
      const title = office ? officerTitle(office[1]!) : null;
      const entity = parseEntity(title ? office![2]! : line.trim());
      if (entity) addBorrower(set, entity.name, 0.6 * q, 'message:signature');
      if (entity && title) addSigner(set, message.author, title, 0.6 * q, 'message:signature');
    }
  });
}

/**
 * A message from a personal mailbox that someone writing for a client passes on ("Her note below", "see below from
 * my client") is the client's own: its author is the borrower even when they write no "I'd like to borrow".
 */
function forwardedForClient(lines: Line[], messages: Message[], k: number): boolean {
  const message = messages[k]!;
  // A writer who says they act for someone else ("I'm helping my parents") is not the client, wherever they write from.
  if (k === 0 || !message.authorEmail || !PERSONAL_MAILBOX.test(message.authorEmail) || writesForAnother(lines, message)) return false;
  return messages.slice(0, k).some((m) => writesForAnother(lines, m) || PASSES_ON.test(lines.slice(m.start, m.end + 1).map((l) => l.text).join(' ')));
}

/** Words before a property that say it is another the sponsor holds, held or sold. */
const OTHER_HOLDING = /\b(?:relinquish\w*|sold|selling|sells|owns|owned|operated|operates|manages|managed|exchanging)\s+(?:a|an|the|two|three|his|her|their|our)?\s*$/i;

/** A cover note that passes on the client's own words: "Borrower has a 711 FICO … Her/his note below". */
const PASSES_ON = /\b(?:borrower|client|buyer|investor|sponsor)\b|\b(?:his|her|their)(?:\/(?:his|her))?\s+(?:note|e-?mail|message|info|request)\b/i;

/** The number a writer gives as their own: "You can reach me on (973) 555-0150", "my cell is 504-555-\n0191". */
export function ownNumber(lines: string[]): string | null {
  // A number broken at a line's end ("504-555-" / "0191.") reads whole.
  const body = lines.join('\n').replace(/-[ \t]*\n[ \t]*/g, '-').replace(/\s+/g, ' ');
  const m = /\b(?:reach me|call me|text me|contact me|(?:my|best|good) (?:cell|mobile|phone|number|direct line|cell phone)(?: number)?(?: to reach me)?(?: is)?)\b[^.\d]{0,20}?(\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})\b/i.exec(body);
  return m ? parsePhone(m[1]!) : null;
}

/** Two to four capitalised words that may be a person's name. */
const PERSON_WORDS = String.raw`((?:[A-Z][\w'’-]+\s+){1,3}[A-Z][\w'’-]+)`;

/** Words that make a name a firm's: "Summit Association Management", "Keystone Property Services". */
const COMPANY_WORD = /\b(?:management|association|associates|services|group|company|partners|properties|realty|real estate|holdings|fund|capital|ventures|investments|enterprises|trust|llc|inc|corp|lp)\b/i;

/** The longest run of the first words that reads as a person's name: "Andre Robinson and his wife" → Andre Robinson. */
function leadingPerson(text: string): PersonName | null {
  // "Owner is Tariq Roberts. They want …": the name ends with its sentence.
  const words = firstSentence(text).split(/\s+/);
  for (let n = Math.min(4, words.length); n >= 2; n--) {
    const person = parsePersonName(words.slice(0, n).join(' ').replace(/[,.;:]+$/, ''));
    if (person) return person;
  }
  return null;
}

/**
 * The subject lines of a message or a thread ("Subject: Fwd: loan for 73 Sunset St"), and a title near the top
 * that names its street ("EXECUTIVE SUMMARY — 1944 Mill St", "Letter of Intent — Hurricane Laura rebuild, 1020 Adams Ave").
 */
function subjectLines(doc: DocText): string[] {
  const titles = doc.lines.slice(0, TITLE_LINES).map((l) => TITLE_NAMING_STREET.exec(l.text.trim())?.[1]);
  return [...doc.lines.map((l) => /^>?\s*(?:subject|subj|re)\s*:\s*(.+)$/i.exec(l.text.trim())?.[1]), ...titles].filter((s): s is string => Boolean(s));
}
const TITLE_LINES = 8;
const TITLE_NAMING_STREET = /^[A-Z][A-Za-z &'’/]{3,60}?\s*[—–:]\s*(?:[A-Za-z][\w '’&-]{0,50},\s*)?(\d+\s+\S.*)$/;

/** A subject that names an address by its number and street ("loan for 73 Sunset St" names "73 Sunset St Suite 820, …"). */
function namesStreet(subject: string, address: string): boolean {
  const street = /^(\d+\s+(?:[NSEW]\.?\s+)?[A-Za-z0-9]+)/.exec(address)?.[1];
  return street !== undefined && new RegExp(`\\b${street.replace(/[.]/g, '\\.')}\\b`, 'i').test(subject);
}

/**
 * A lender's letter is addressed to its borrower ("To: Oakmont Properties LLC, Attn. Brian Brown", "To: Jun Nakamura")
 * and its title may name the program ("LETTER OF INTENT — LOT LOAN").
 */
function scanLenderLetterHead(doc: DocText, set: CandidateSet, q: number): void {
  const head = doc.lines.slice(0, 12).map((l) => l.text.trim());
  const to = head.map((text) => /^to\s*:\s*(.{3,100})$/i.exec(text)?.[1]).find(Boolean);
  if (to) {
    const [party, attention] = to.split(/,?\s+(?:attn\.?|attention)\s*:?\s*/i);
    if (party && !namesLender(party)) addBorrower(set, party, 0.64 * q, 'letter:to');
    const person = attention ? parsePersonName(attention) : null;
    if (person) addPerson(set, person, 0.6 * q, 'letter:attention');
  }
  for (const text of head) {
    const program = /^(?:letter of intent|term sheet|indicative terms|commitment(?: letter)?|loi)\s*[—–:-]\s*(.{3,40})$/i.exec(text)?.[1];
    const type = program ? normaliseLoanType(program) : null;
    if (type) set.add('loan_type', type, 0.62 * q, 'letter:program');
  }
}

/** Short words set off by bullets or bars after an address, none of them a number, a mailbox or a web address. */
const DESCRIBED_AFTER = /^(?:\s*[·•|—–]\s*(?:(?!www\.|\.com\b)[^·•|—–\d@]){2,40}){1,4}\s*$/i;

/** Addresses that are a whole message line (or two): "780 5th Pl Apt 8 Hartford CT 06106" sent on its own names the deal's property. */
function addressLines(doc: DocText): Set<string> {
  const found = new Set<string>();
  // An author's signature gives their own office's address, however alone on its line.
  const signatures = new Set(splitMessages(doc.lines).flatMap((message) => signatureLines(doc.lines, message)));
  doc.lines.forEach((line, i) => {
    if (signatures.has(i)) return;
    for (const text of [messageWords(line), `${messageWords(line)} ${messageWords(doc.lines[i + 1])}`.trim()]) {
      const address = findAddresses(text)[0];
      // "1236 Merrick Rd, Freeport, NY 11520 · Mixed use · Frontier Appraisal Group": a heading that opens with the
      // address and adds what it is, never a phone, a mailbox or a site (a letterhead's).
      const rest = address ? text.slice(address.end).replace(/[.!]+$/, '') : '';
      if (address && address.index === 0 && (!rest.trim() || DESCRIBED_AFTER.test(rest))) found.add(address.value);
    }
  });
  return found;
}

/** "18" and "mo", "2" and "years": a count of months or years, in months. */
function monthsOf(count: string, unit: string | undefined): number {
  return Number(count) * (unit?.toLowerCase().startsWith('y') ? 12 : 1);
}

/** "4/30" in a message: the next such day after the message's own date (or this document's first date). */
function yearless(text: string, doc: DocText): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  const written = doc.lines.map((l) => findDate(l.text)).find((d) => d !== null);
  if (!written) return null;
  const year = Number(written.iso.slice(0, 4));
  const month = Number(m[1]);
  const day = Number(m[2]);
  const candidate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return candidate >= written.iso ? candidate : `${year + 1}${candidate.slice(4)}`;
}
