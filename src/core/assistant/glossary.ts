// Lending words people ask the assistant to explain ('what does LTV mean?'): general knowledge, not data, so the
// answer is the same for everyone and names no deal. Each entry is known by its names; the term asked is matched to
// a name by its words, typos allowed, so a question needs no pattern of its own.
import { formatCurrency } from '../money';
import { JUMBO_LOAN_LIMIT } from './lexicon';
import { closeEnough } from './text';

interface Entry {
  names: string[];
  text: string;
}

const GLOSSARY: Entry[] = [
  { names: ['ltv', 'loan to value', 'cltv', 'combined loan to value'], text: 'LTV (loan-to-value) is the loan amount divided by the property value, times 100. Here it is computed on every deal from its loan amount and property value, rounded to 2 decimals. Private lenders commonly lend up to about 65–75% LTV, less on land.' },
  { names: ['arv', 'after repair value'], text: 'ARV (after-repair value) is what a property should be worth once the planned renovation is done; fix & flip and construction loans are often sized against it.' },
  { names: ['dscr', 'debt service coverage', 'debt service coverage ratio'], text: "DSCR (debt service coverage ratio) is a property's net operating income divided by its debt payments; rental loans usually ask for 1.0–1.25 or more. DSCR is not one of the loan types tracked here." },
  { names: ['bridge', 'bridge loan'], text: 'A bridge loan is short-term financing (usually 6–24 months) that carries a borrower until a sale, a refinance or permanent financing.' },
  { names: ['fix and flip', 'fix & flip', 'fix n flip', 'f&f', 'flip', 'fnf'], text: 'A fix & flip loan funds the purchase and renovation of a property that the borrower means to sell once the work is done.' },
  { names: ['cash out', 'cash out refi', 'cash out refinance', 'cashout'], text: 'A cash-out refinance replaces the existing loan with a larger one and pays the borrower the difference in cash.' },
  { names: ['refi', 'refinance', 'rate and term', 'rate and term refi', 'rate and term refinance', 'rate/term'], text: 'A refinance (rate-and-term) replaces an existing loan with a new one, usually for a better rate or term, without taking cash out.' },
  { names: ['heloc', 'home equity line', 'home equity line of credit'], text: 'A HELOC (home equity line of credit) is a revolving credit line secured by the equity in a property, usually in second position behind the first mortgage.' },
  { names: ['ctc', 'clear to close', 'cleared to close'], text: 'CTC (clear to close) means underwriting has signed off on every condition and the loan can go to closing.' },
  { names: ['emd', 'earnest money', 'earnest money deposit'], text: 'EMD (earnest money deposit) is the good-faith deposit a buyer puts down with the purchase contract, held in escrow and credited at closing.' },
  { names: ['io', 'i/o', 'interest only', 'interest only payment', 'monthly payment', 'io payment', 'monthly io payment', 'monthly interest only payment'], text: 'IO (interest-only) means the monthly payment covers only the interest — the loan amount times the annual rate, divided by 12 — and the principal is repaid at the end of the term.' },
  { names: ['ltc', 'loan to cost'], text: 'LTC (loan-to-cost) is the loan amount divided by the total project cost (purchase plus renovation or construction), times 100.' },
  { names: ['noi', 'net operating income'], text: "NOI (net operating income) is a property's income minus its operating expenses, before debt service." },
  { names: ['pof', 'proof of funds'], text: 'POF (proof of funds) is a statement showing the borrower has the cash for the down payment, closing costs and reserves.' },
  { names: ['second mortgage', '2nd mortgage', 'second lien', '2nd lien', 'junior lien', 'second position'], text: 'A second mortgage is a loan secured behind the first lien on the same property; it is repaid only after the first.' },
  { names: ['point', 'points', 'origination fee', 'origination', 'orig fee'], text: 'Points are upfront fees expressed as a percentage of the loan amount: 1 point is 1% of the loan.' },
  { names: ['amc', 'appraisal management company'], text: 'An AMC (appraisal management company) orders and manages appraisals for lenders, keeping the appraiser independent of the loan officer.' },
  { names: ['nmls', 'nmls id', 'nmls number'], text: 'NMLS is the Nationwide Multistate Licensing System, where mortgage companies and loan originators are licensed and registered; each has an NMLS ID.' },
  { names: ['uw', 'underwriting', 'underwriter'], text: "Underwriting (UW) is the stage where the loan's risk is reviewed — borrower, property, value and exit — before it is approved." },
  { names: ['lo', 'loan officer'], text: 'A loan officer (LO) is the staff member who owns a deal: they work it from application to funding.' },
  { names: ['hard money', 'private money', 'hml', 'hard money loan', 'hard money lender', 'private money loan', 'private lender'], text: "Hard money (an HML, hard money loan) or private money loans are short-term, asset-based loans from private lenders, underwritten mostly on the property rather than the borrower's income." },
  { names: ['per diem', 'per diem interest', 'daily interest'], text: 'Per diem interest is the daily interest, the interest for one day: the loan amount times the annual rate, divided by 360 (or 365) days. It is charged for the days between funding and the first payment, or up to a payoff.' },
  { names: ['term sheet', 'loi', 'letter of intent'], text: "A term sheet (or LOI, letter of intent) sets out a loan's proposed amount, rate, term, fees and conditions before underwriting; it is not yet a commitment to lend." },
  { names: ['rate lock', 'lock', 'lock extension', 'rate lock extension'], text: 'A rate lock holds the quoted interest rate for a set number of days until closing; an extension keeps it past that date, often for a fee.' },
  { names: ['prepayment penalty', 'prepay penalty', 'ppp', 'prepay'], text: 'A prepayment penalty is a fee for paying the loan off before a set date, usually a percentage of the balance or a minimum amount of interest.' },
  { names: ['balloon', 'balloon payment'], text: 'A balloon payment is the large final payment of the remaining principal at the end of the term, typical of interest-only loans.' },
  { names: ['amortization', 'amortizing', 'amortized', 'amortization schedule'], text: 'Amortization is paying a loan down over time: each payment covers the interest and part of the principal, so the balance reaches zero at the end of the term.' },
  { names: ['draw', 'draws', 'construction draw', 'draw schedule', 'holdback', 'rehab holdback', 'rehab budget'], text: 'Draws release a construction or rehab budget (the holdback) in stages as the work is done and inspected, instead of all at closing.' },
  { names: ['interest reserve'], text: "An interest reserve is part of the loan set aside to pay the loan's interest during the term, typical of construction loans." },
  { names: ['cap rate', 'capitalization rate'], text: "A cap rate (capitalization rate) is a property's net operating income divided by its value: the yield it earns before financing." },
  { names: ['recourse', 'full recourse', 'non recourse', 'personal guarantee', 'pg'], text: "Recourse means the lender can pursue the borrower or guarantor personally (a personal guarantee, PG) beyond the property if the loan defaults; non-recourse limits it to the property." },
  { names: ['appraisal', 'appraised value', 'bpo', 'broker price opinion'], text: "An appraisal is a licensed appraiser's opinion of a property's market value; the lender sizes the loan (LTV) against it. A BPO (broker price opinion) is a lighter estimate by a broker." },
  { names: ['title commitment', 'title insurance', 'title', 'title report', 'prelim'], text: "A title commitment is the title company's promise to insure the property's title once listed conditions are met; it shows the owner and any liens to clear before closing." },
  { names: ['lien', 'mechanic lien', "mechanic's lien", 'mechanics lien'], text: "A lien is a legal claim on a property for a debt; a mechanic's lien is filed by an unpaid contractor or supplier and must usually be cleared before a loan closes." },
  { names: ['escrow', 'escrow officer', 'escrow agent'], text: 'Escrow is the neutral third party (the escrow officer or agent) that holds the funds and documents of a closing and releases them once every condition is met.' },
  { names: ['conditions', 'loan conditions', 'underwriting conditions', 'ptf conditions', 'prior to funding conditions', 'prior to doc conditions'], text: 'Conditions are the items underwriting needs before a loan can close or fund (documents, insurance, title, signatures); clearing them leads to clear to close.' },
  { names: ['insurance binder', 'binder', 'hazard insurance', 'evidence of insurance'], text: "An insurance binder is the insurer's temporary proof that the property is covered, naming the lender as mortgagee, until the policy is issued." },
  { names: ['payoff', 'payoff letter', 'payoff statement'], text: 'A payoff letter (payoff statement) states the exact amount needed to repay an existing loan in full on a given date, including per diem interest.' },
  { names: ['fico', 'credit score'], text: "A FICO (credit) score summarises a borrower's credit history from 300 to 850; lenders set minimums and price loans by it." },
  { names: ['seasoning', 'title seasoning'], text: 'Seasoning is how long the borrower has owned the property (or held funds) before the loan; some programs require a minimum period.' },
  { names: ['entity', 'llc', 'borrowing entity', 'vesting'], text: 'An entity borrower (an LLC, corporation, trust or partnership) takes the loan instead of a person; the lender then asks for its formation documents and usually a personal guarantee.' },
  { names: ['exit strategy', 'exit'], text: 'The exit strategy is how the borrower will repay a short-term loan: by selling the property or refinancing into a long-term loan.' },
  { names: ['ground up', 'guc', 'ground up construction', 'construction', 'construction loan', 'new construction'], text: 'A construction (ground-up) loan funds building a new property; the budget is released in draws as the work is done.' },
  { names: ['land loan', 'land', 'lot loan', 'raw land'], text: 'A land loan finances the purchase of a lot or raw land, usually at a lower LTV because the land earns no income.' },
  { names: ['commercial', 'cre', 'commercial real estate', 'commercial loan'], text: 'A commercial (CRE) loan is secured by income-producing non-residential property such as offices, retail, industrial or multi-family of five units or more.' },
  { names: ['sfr', 'single family', 'single family residence', 'sfh'], text: 'SFR (single-family residence) is a one-unit house on its own lot.' },
  { names: ['jumbo', 'jumbo loan', 'jumbo mortgage', 'conforming', 'conforming loan', 'conforming limit', 'conforming loan limit', 'non conforming', 'nonconforming'], text: `A jumbo loan is larger than the conforming loan limit, the most Fannie Mae and Freddie Mac may buy, set each year by the FHFA: ${formatCurrency(JUMBO_LOAN_LIMIT)} for a one-unit home in most of the US in 2026, higher in high-cost areas. Asked for jumbo deals, I list those over ${formatCurrency(JUMBO_LOAN_LIMIT)}.` },
  { names: ['dti', 'debt to income', 'debt to income ratio'], text: "DTI (debt-to-income) is a borrower's monthly debt payments divided by their gross monthly income; asset-based private loans often do not use it, since they lend on the property." },
  { names: ['apr', 'annual percentage rate'], text: "APR (annual percentage rate) is a loan's yearly cost including its points and fees, so it is higher than the interest (note) rate alone." },
  { names: ['piti'], text: 'PITI is principal, interest, taxes and insurance: the full monthly payment on a property.' },
  { names: ['bps', 'bp', 'bips', 'basis point', 'basis points'], text: 'A basis point (bp) is a hundredth of a percentage point: 25 bps is 0.25%, 100 bps is 1%.' },
  { names: ['comps', 'comparables', 'comparable sales', 'sales comps'], text: 'Comps (comparable sales) are recent sales of similar nearby properties that an appraiser or lender uses to value a property.' },
  { names: ['brrrr', 'brrr'], text: 'BRRRR (buy, rehab, rent, refinance, repeat) is an investor strategy: a short-term loan buys and renovates a property, which is rented out and then refinanced into a long-term loan.' },
  { names: ['non qm', 'nonqm', 'non qualified mortgage'], text: "A non-QM (non-qualified mortgage) loan falls outside the qualified-mortgage rules: bank-statement, DSCR or asset-based loans for borrowers a conventional loan does not fit." },
  { names: ['prime', 'prime rate', 'sofr', 'index rate'], text: "The prime rate and SOFR (the Secured Overnight Financing Rate) are benchmark rates that variable-rate loans are priced over. I don't track market rates, only the rates on your deals." },
  { names: ['maturity', 'maturity date', 'extension', 'loan extension', 'extension fee'], text: "A loan's maturity date is when its term ends and the balance is due; an extension moves it later, usually for a fee." },
  { names: ['loan term', 'term'], text: "A loan's term is how long it runs before the balance is due, in months here; private loans usually run 6 to 36 months." },
  { names: ['gap funding', 'gap loan', 'gap financing'], text: 'Gap funding is a short-term loan that covers the difference between what the main lender funds and what the deal costs.' },
  { names: ['mezzanine', 'mezz', 'mezzanine debt', 'preferred equity', 'pref equity'], text: 'Mezzanine debt (or preferred equity) sits between the senior loan and the owner\'s equity: it is repaid after the first lien, so it carries a higher rate.' },
  { names: ['blanket loan', 'blanket', 'cross collateral', 'cross collateralized', 'cross collateralization'], text: 'A blanket (cross-collateralized) loan is one loan secured by several properties, with a release price for each one sold.' },
  { names: ['loe', 'letter of explanation'], text: "An LOE (letter of explanation) is a borrower's written explanation of something underwriting asks about, such as a credit event or a large deposit." },
  { names: ['pre approval', 'preapproval', 'pre qual', 'prequal', 'pre qualification', 'prequalification'], text: "A pre-approval (or pre-qualification) is a lender's conditional statement of how much it would lend after a first look at the borrower; it is not a commitment." },
  { names: ['settlement statement', 'hud', 'hud 1', 'closing disclosure', 'closing statement'], text: 'The settlement statement (a HUD-1 or closing disclosure) lists every cost, credit and payoff of a closing, and what each party pays or receives.' },
  { names: ['multifamily', 'multi family', 'mf', 'duplex', '2-4 unit'], text: 'Multi-family is residential property with two or more units (duplexes to apartment buildings); five or more units are usually underwritten as commercial.' },
];

/** An entry's name that is its acronym ('arv', 'dscr'): written in capitals in its own explanation. */
const isAcronym = (entry: Entry, name: string) => !name.includes(' ') && entry.text.includes(`${name.toUpperCase()} (`);

/**
 * Words of lending terms, acronyms aside: words the assistant knows, so a typo fix never turns one into another word
 * ('lock' into 'look'). Acronyms stay unknown: 'DSCR loans' is a loan type nobody has, and is answered so.
 */
export const GLOSSARY_WORDS: string[] = [
  ...new Set(GLOSSARY.flatMap((e) => e.names.filter((n) => !isAcronym(e, n)).flatMap((n) => n.split(/[\s-]+/))).filter((w) => /^[a-z]{4,}$/.test(w))),
];

/**
 * The other names of every term a text names ('after-repair value' → 'arv'; 'EMD' → 'earnest money deposit',
 * 'earnest money'): a note may write a thing either way.
 */
export function otherNames(text: string): string[] {
  const said = ` ${wordsOf(text).join(' ')} `;
  const out = new Set<string>();
  for (const entry of GLOSSARY) {
    const named = entry.names.filter((n) => said.includes(` ${wordsOf(n).join(' ')} `));
    // A single everyday word ('term', 'title', 'land') names too much to widen a search by.
    if (!named.some((n) => n.includes(' ') || isAcronym(entry, n))) continue;
    for (const n of entry.names) if (!named.includes(n) && (n.includes(' ') || isAcronym(entry, n))) out.add(wordsOf(n).join(' '));
  }
  return [...out];
}

/** Words that qualify a term without naming it: 'a bridge loan', 'the LTV ratio', 'DSCR loans'. */
const FILLER = new Set(['a', 'an', 'the', 'loan', 'loans', 'ratio', 'type', 'types', 'exactly', 'again', 'here', 'mean', 'means', 'product', 'products', 'program', 'programs', 's']);

const wordsOf = (term: string) => term.toLowerCase().replace(/['’]s\b/g, '').replace(/[-]/g, ' ').split(/[^a-z0-9&/]+/).filter(Boolean);
const core = (term: string) => wordsOf(term).filter((w) => !FILLER.has(w));
const singular = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** The term is the name, word for word, give or take plurals and typos. */
function sameName(term: string[], name: string[]): boolean {
  return term.length === name.length && term.every((w, i) => w === name[i] || singular(w) === singular(name[i]!) || closeEnough(w, name[i]!));
}

/** The entry a term names, by its words: 'HML', 'a bridge loan', 'mechanics lien', 'loan-to-value ratio'. */
export function lookUp(term: string): string | undefined {
  const asked = core(term);
  if (!asked.length) return undefined;
  return GLOSSARY.find((e) => e.names.some((n) => sameName(asked, core(n)) || (core(n).length === 0 && sameName(wordsOf(term), wordsOf(n)))))?.text;
}

/** Words after the verb that place the question without changing the term ('here', 'in lending', 'on a loan'). */
const PLACE = String.raw`(?: (?:on|in|for|at|with) (?:a |an |the |this |our )?[a-z ]{1,20}| here| exactly| again| actually| anyway)?`;

/** 'what does LTV mean?', 'whats ctc stand for', 'ltv means what', 'what is a bridge loan', 'explain DSCR': the definition, or undefined. */
export function definition(text: string): string | undefined {
  const t = text.trim().replace(/\?+$/, '').trim();
  return compared(t) ?? patterned(t) ?? cued(t);
}

function patterned(t: string): string | undefined {
  const asked =
    new RegExp(`^(.+?) (?:means|mean|stands for|stand for|is short for)${PLACE} what$`).exec(t) ??
    new RegExp(`(?:^|\\s)(?:what|whats|what's)(?: does| do| is)? (.+?) (?:mean|means|stand for|stands for|short for)${PLACE}$`).exec(t) ??
    /(?:^|\s)(?:define|explain|meaning of|what's meant by|definition of|what is meant by) (.+)$/.exec(t) ??
    /^how (?:does|do) (?:an? |the )?(.+?) work$/.exec(t) ??
    // 'how is LTV calculated', 'how do you figure the LTV', 'formula for LTV': what the term is, which says how it is worked out.
    /^how (?:is|are|do (?:you|we|i|u)|does (?:one|it)|should i|would i)(?: get)? (?:an? |the )?(.+?) (?:calculated|computed|worked out|figured|determined|calculate|compute|work out|figure out|figure|determine)$/.exec(t) ??
    /^how (?:do|does|can|should|would) (?:you|we|i|u|one) (?:calculate|compute|work out|figure out|figure|determine|get) (?:an? |the )?(.+)$/.exec(t) ??
    /(?:^|\s)(?:formula|math|calculation) (?:for|of|behind) (?:an? |the )?(.+)$/.exec(t);
  // 'what are bridge loans' lists them (the book's own bridge loans); a definition is asked in the singular or by 'mean'.
  const plain = asked ? undefined : /^(?:what|whats|what's)(?: is)? (?:an? )?(?:(?:good|typical|normal|standard|usual) )?(.+?)(?: (?:for|on|in) (?:an? |the )?[a-z &]{1,20})?$/.exec(t)?.[1];
  // 'what's the LTV' asks for a deal's value, not what the word means.
  if (plain?.startsWith('the ')) return undefined;
  if (plain && /s$/.test(plain) && !/\b(dscr|ltv|arv|points?|uw|lo|io|ctc|emd|noi|ltc|pof|hml|loi|cltv|ppp|bpo|guc|sfr|cre|conditions|draws|bps|comps|nmls)$/.test(plain)) return undefined;
  const term = (asked?.[1] ?? plain)?.replace(/^(?:an?|the) /, '');
  if (!term || term.split(' ').length > 5) return undefined;
  return lookUp(term);
}

/**
 * Words that ask what a term means, or sit around such a question, naming nothing: a message made of a term and only
 * these is asking for the term ('LTV meaning?', 'ARV stands for what again', 'DSCR = ?', 'explain points to me').
 */
const ASKING = new Set([
  'what', 'whats', "what's", 'wat', 'does', 'do', 'is', 'it', 'mean', 'means', 'meaning', 'meant', 'by', 'stand', 'stands', 'for', 'short', 'define',
  'definition', 'explain', 'explanation', 'of', 'again', 'exactly', 'actually', 'the', 'a', 'an', 'term', 'word', 'acronym', 'abbreviation', 'abbrev',
  'pls', 'please', 'plz', 'thx', 'thanks', 'ty', 'quick', 'q', 'question', 'real', 'hey', 'hi', 'me', 'to', 'in', 'lending', 'here', 'can', 'could', 'you', 'u',
  'tell', 'remind', 'sorry', 'forgot', 'forget', 'i', '=', 'so', 'ok', 'okay', 'and', 'mortgage', 'estate', 'considered', 'counts', 'count', 'as',
]);
/** Words that open an aside after the question ('… need it for a call', '… for the meeting', '… because the borrower asked'). */
const ASIDE = new Set(['need', 'needed', 'for', 'because', 'bc', 'cause', 'since', 'got', 'have', 'im', "i'm", 'on', 'before', 'borrower', 'client', 'broker']);
/** The words that make a message a request for a meaning (a term alone with 'what' may ask for a deal's value). */
const ASKS_MEANING = /(?:^|\s)(?:mean|means|meaning|meant|stand|stands|short for|define|definition|explain|explanation|acronym|abbreviation|abbrev|considered|counts as|count as|=)(?=\s|$)/;

function cued(t: string): string | undefined {
  const words = t.replace(/=/g, ' = ').split(/\s+/).filter(Boolean);
  // A trailing aside ('DSCR = - need it for a call', 'LTV meaning, for the borrower') is no part of the question.
  const cuts = [words.length, ...words.flatMap((w, i) => (i > 0 && ASIDE.has(w) ? [i] : [])).reverse()];
  for (const cut of cuts) {
    const all = words.slice(0, cut);
    if (!ASKS_MEANING.test(all.join(' '))) continue;
    for (let length = Math.min(5, all.length); length >= 1; length--) {
      for (let at = 0; at + length <= all.length; at++) {
        const rest = [...all.slice(0, at), ...all.slice(at + length)];
        if (!rest.every((w) => ASKING.has(w))) continue;
        const found = lookUp(all.slice(at, at + length).join(' '));
        if (found) return found;
      }
    }
  }
  return undefined;
}

/** 'difference between a bridge loan and a fix and flip', 'HML vs private money': both terms explained. */
function compared(t: string): string | undefined {
  // 'bridge vs flips' alone compares the book's deals; the difference between two terms asks what they are.
  const pair = /\b(?:difference|diff|differ|different)\b.*?\bbetween (.+?) (?:and|vs|versus|&|or) (.+)$/.exec(t) ?? /^(?:what(?:'s| is)? (?:the )?)?(.+?) (?:vs|versus) (.+?) difference$/.exec(t);
  if (!pair) return undefined;
  // 'fix and flip' holds an 'and': every cut of the pair into two known terms is tried.
  const whole = `${pair[1]} and ${pair[2]}`.split(' ');
  for (let cut = 1; cut < whole.length; cut++) {
    if (!/^(and|vs|versus|&|or)$/.test(whole[cut]!)) continue;
    const first = lookUp(whole.slice(0, cut).join(' '));
    const second = lookUp(whole.slice(cut + 1).join(' ').replace(/ (?:loans?|mean|is|are)$/, ''));
    if (first && second) return first === second ? first : `${first}\n${second}`;
  }
  return undefined;
}
