// The words lending staff use for the things the assistant knows: loan and property types, states, deal fields,
// contact roles. Each table maps what people type (after normalize()) to the product's value. Stage and status words
// are shared with the document reader and live in ../deals/status-words.

/**
 * The conforming loan limit the FHFA set for 2026 (one-unit homes, most of the US): a loan above it is 'jumbo'.
 * Kept here so the filter ('jumbo deals') and the explanation ('what is a jumbo loan') say the same figure.
 */
export const JUMBO_LOAN_LIMIT = 832_750;

/** Loan type words, longest first. */
export const LOAN_TYPE_ALIASES: [string, string][] = [
  ['cash out refinance', 'Cash Out Refi'], ['cash-out refinance', 'Cash Out Refi'], ['cash out refi', 'Cash Out Refi'], ['cash-out refi', 'Cash Out Refi'],
  ['cashout refi', 'Cash Out Refi'], ['cash out', 'Cash Out Refi'], ['cash-out', 'Cash Out Refi'], ['cashout', 'Cash Out Refi'], ['cor', 'Cash Out Refi'], ['co refi', 'Cash Out Refi'],
  ['fix & flip', 'Fix & Flip'], ['fix and flip', 'Fix & Flip'], ['fix n flip', 'Fix & Flip'], ['fix-and-flip', 'Fix & Flip'], ['fix-n-flip', 'Fix & Flip'],
  ['fix flip', 'Fix & Flip'], ['fix & flips', 'Fix & Flip'], ['fix and flips', 'Fix & Flip'], ['fix-and-flips', 'Fix & Flip'], ['flip loans', 'Fix & Flip'], ['f&f', 'Fix & Flip'], ['f & f', 'Fix & Flip'], ['fnf', 'Fix & Flip'], ['flips', 'Fix & Flip'], ['flip', 'Fix & Flip'], ['flipper', 'Fix & Flip'], ['rehab', 'Fix & Flip'],
  ['second mortgage', 'Second Mortgage'], ['2nd mortgage', 'Second Mortgage'], ['second lien', 'Second Mortgage'], ['2nd lien', 'Second Mortgage'], ['seconds', 'Second Mortgage'], ['2nds', 'Second Mortgage'], ['2nd mortgages', 'Second Mortgage'], ['2nd deals', 'Second Mortgage'], ['2nd loans', 'Second Mortgage'], ['second deals', 'Second Mortgage'], ['second mortgages', 'Second Mortgage'], ['2nd liens', 'Second Mortgage'], ['heloc', 'Second Mortgage'], ['helocs', 'Second Mortgage'], ['2nd position', 'Second Mortgage'], ['2nd mtg', 'Second Mortgage'], ['2nd mtgs', 'Second Mortgage'], ['second mtg', 'Second Mortgage'], ['2nds mtg', 'Second Mortgage'], ['second position', 'Second Mortgage'], ['junior lien', 'Second Mortgage'],
  ['bridge loan', 'Bridge Loan'], ['bridge loans', 'Bridge Loan'], ['bridge', 'Bridge Loan'], ['bridges', 'Bridge Loan'], ['hard money bridge', 'Bridge Loan'],
  ['ground up', 'Construction'], ['guc', 'Construction'], ['new construction', 'Construction'], ['new build', 'Construction'], ['ground-up', 'Construction'], ['construction', 'Construction'], ['constr', 'Construction'], ['const', 'Construction'],
  ['commercial', 'Commercial'], ['cre', 'Commercial'], ['comm', 'Commercial'],
  ['land loan', 'Land'], ['land', 'Land'], ['lot loan', 'Land'], ['lot loans', 'Land'], ['raw land', 'Land'], ['lot', 'Land'], ['lots', 'Land'], ['land deals', 'Land'],
  ['refinance', 'Refinance'], ['refinances', 'Refinance'], ['refis', 'Refinance'], ['refi', 'Refinance'], ['rate and term', 'Refinance'], ['rate & term', 'Refinance'], ['rate/term', 'Refinance'], ['refinancing', 'Refinance'], ['re-fi', 'Refinance'],
  ['purchase', 'Purchase'], ['purchases', 'Purchase'], ['acquisition', 'Purchase'],
];

export const PROPERTY_TYPE_ALIASES: [string, string][] = [
  ['single family', 'Single Family'], ['single-family', 'Single Family'], ['sfr', 'Single Family'], ['sfh', 'Single Family'],
  ['single fam', 'Single Family'], ['single-fam', 'Single Family'], ['single family home', 'Single Family'], ['single family residence', 'Single Family'], ['1-unit', 'Single Family'], ['one unit', 'Single Family'],
  ['multi-family', 'Multi-Family'], ['multifamily', 'Multi-Family'], ['multi family', 'Multi-Family'], ['mf', 'Multi-Family'], ['apartment', 'Multi-Family'], ['apartments', 'Multi-Family'],
  ['multi fam', 'Multi-Family'], ['multi-fam', 'Multi-Family'], ['multifam', 'Multi-Family'], ['mfr', 'Multi-Family'], ['apt building', 'Multi-Family'], ['apartment building', 'Multi-Family'],
  ['condo', 'Condo'], ['condos', 'Condo'], ['condominium', 'Condo'],
  ['townhouse', 'Townhouse'], ['townhouses', 'Townhouse'], ['townhome', 'Townhouse'], ['townhomes', 'Townhouse'],
  ['industrial', 'Industrial'], ['warehouse', 'Industrial'],
  ['mixed-use', 'Mixed-Use'], ['mixed use', 'Mixed-Use'],
  ['office', 'Office'], ['offices', 'Office'],
  // Small residential income properties are multi-family in lending; kinds the book may not hold still filter to none.
  ['duplex', 'Multi-Family'], ['duplexes', 'Multi-Family'], ['triplex', 'Multi-Family'], ['fourplex', 'Multi-Family'], ['quadplex', 'Multi-Family'], ['2-4 unit', 'Multi-Family'], ['2-4 units', 'Multi-Family'],
  ['retail', 'Retail'], ['strip center', 'Retail'], ['shopping center', 'Retail'], ['hotel', 'Hospitality'], ['hotels', 'Hospitality'], ['motel', 'Hospitality'], ['hospitality', 'Hospitality'],
  ['self storage', 'Self Storage'], ['self-storage', 'Self Storage'], ['storage', 'Self Storage'], ['mobile home', 'Manufactured Home'], ['manufactured', 'Manufactured Home'],
];

/** US states: two-letter code → names and nicknames people type. */
export const STATES: Record<string, string[]> = {
  AL: ['alabama', 'bama'], AK: ['alaska'], AZ: ['arizona', 'ariz', 'az', 'grand canyon state'], AR: ['arkansas', 'ark'], CA: ['california', 'cali', 'calif', 'ca', 'socal', 'norcal', 'golden state', 'so cal', 'nor cal'],
  CO: ['colorado', 'colo', 'centennial state'], CT: ['connecticut', 'conn'], DE: ['delaware'], FL: ['florida', 'fla', 'fl', 'sunshine state', 'flordia', 'floride'], GA: ['georgia', 'ga', 'peach state'],
  HI: ['hawaii'], ID: ['idaho'], IL: ['illinois'], IN: ['indiana'], IA: ['iowa'], KS: ['kansas', 'kan', 'ks'],
  KY: ['kentucky', 'ky'], LA: ['louisiana'], ME: ['maine'], MD: ['maryland', 'md'], MA: ['massachusetts', 'mass'], MI: ['michigan', 'mich'],
  MN: ['minnesota', 'minn', 'mn'], MS: ['mississippi'], MO: ['missouri'], MT: ['montana', 'mont', 'mt'], NE: ['nebraska', 'neb'],
  NV: ['nevada', 'nev', 'nv'], NH: ['new hampshire', 'nh'], NJ: ['new jersey', 'jersey', 'nj', 'garden state'], NM: ['new mexico', 'nm'], NY: ['new york', 'ny', 'empire state'],
  NC: ['north carolina', 'n carolina', 'n. carolina', 'nc', 'tar heel state', 'carolina'], ND: ['north dakota'], OH: ['ohio'], OK: ['oklahoma', 'okla'], OR: ['oregon', 'ore'],
  PA: ['pennsylvania', 'penn', 'penna'], RI: ['rhode island', 'ri'], SC: ['south carolina', 's carolina', 'sc'], SD: ['south dakota'],
  TN: ['tennessee', 'tenn', 'tn', 'volunteer state'], TX: ['texas', 'tex', 'tx', 'lone star state', 'lone star'], UT: ['utah', 'ut'], VT: ['vermont', 'vt'], VA: ['virginia', 'va'],
  WA: ['washington state'], WV: ['west virginia', 'wv'], WI: ['wisconsin', 'wis', 'wi'], WY: ['wyoming', 'wyo', 'wy'], DC: ['district of columbia'],
};

/** Deal fields a question can ask about or a change can set, with the words that name them (longest first). */
export type DealField =
  | 'loan_amount' | 'interest_rate' | 'loan_term_months' | 'stage' | 'status' | 'loan_type' | 'loan_purpose' | 'property_type'
  | 'estimated_closing_date' | 'application_date' | 'purchase_price' | 'ltv_ratio' | 'monthly_payment_calculated'
  | 'officer' | 'borrower' | 'borrower_email' | 'borrower_phone' | 'id' | 'address' | 'per_diem';

export const FIELD_WORDS: [string, DealField][] = [
  ['loan amount', 'loan_amount'], ['loan amt', 'loan_amount'], ['amt', 'loan_amount'], ['amnt', 'loan_amount'], ['loan size', 'loan_amount'], ['amount', 'loan_amount'], ['principal', 'loan_amount'], ['balance', 'loan_amount'],
  ['interest rate', 'interest_rate'], ['note rate', 'interest_rate'], ['reprice', 'interest_rate'], ['re-price', 'interest_rate'], ['repriced', 'interest_rate'], ['rate', 'interest_rate'], ['interest', 'interest_rate'], ['coupon', 'interest_rate'], ['pricing', 'interest_rate'], ['priced', 'interest_rate'],
  ['loan term', 'loan_term_months'], ['term', 'loan_term_months'], ['duration', 'loan_term_months'], ['maturity', 'loan_term_months'],
  ['stage', 'stage'], ['pipeline stage', 'stage'], ['where is', 'stage'], ['where are we', 'stage'],
  ['status', 'status'],
  ['loan type', 'loan_type'], ['product', 'loan_type'], ['type of loan', 'loan_type'], ['kind of loan', 'loan_type'], ['program', 'loan_type'],
  ['loan purpose', 'loan_purpose'], ['purpose', 'loan_purpose'],
  ['property type', 'property_type'], ['type of property', 'property_type'], ['asset type', 'property_type'],
  ['estimated closing date', 'estimated_closing_date'], ['closing date', 'estimated_closing_date'], ['close date', 'estimated_closing_date'], ['coe', 'estimated_closing_date'],
  ['closing', 'estimated_closing_date'], ['close', 'estimated_closing_date'], ['closes', 'estimated_closing_date'], ['funding date', 'estimated_closing_date'],
  ['application date', 'application_date'], ['applied', 'application_date'], ['submitted', 'application_date'],
  ['purchase price', 'purchase_price'], ['property value', 'purchase_price'], ['value', 'purchase_price'], ['price', 'purchase_price'], ['valuation', 'purchase_price'], ['arv', 'purchase_price'], ['appraised', 'purchase_price'],
  ['per diem', 'per_diem'], ['per diem interest', 'per_diem'], ['daily interest', 'per_diem'], ['interest per day', 'per_diem'], ['interest a day', 'per_diem'], ['daily accrual', 'per_diem'], ['accrues a day', 'per_diem'], ['accrues per day', 'per_diem'],
  ['ltv', 'ltv_ratio'], ['loan to value', 'ltv_ratio'], ['loan-to-value', 'ltv_ratio'],
  ['monthly payment', 'monthly_payment_calculated'], ['pay a month', 'monthly_payment_calculated'], ['pay per month', 'monthly_payment_calculated'], ['paying a month', 'monthly_payment_calculated'], ['pay monthly', 'monthly_payment_calculated'], ['payment', 'monthly_payment_calculated'], ['monthly', 'monthly_payment_calculated'], ['p&i', 'monthly_payment_calculated'], ['pmt', 'monthly_payment_calculated'], ['pymt', 'monthly_payment_calculated'], ['debt service', 'monthly_payment_calculated'],
  ['loan officer', 'officer'], ['officer', 'officer'], ['who has', 'officer'], ["who's got", 'officer'], ['who owns', 'officer'], ['lo', 'officer'], ['assigned', 'officer'], ['handling', 'officer'], ['handles', 'officer'], ['handled by', 'officer'], ['whose deal', 'officer'], ['whose loan', 'officer'], ['working on', 'officer'], ['running', 'officer'], ['owns', 'officer'],
  ['borrower', 'borrower'], ['borrowers', 'borrower'], ['client', 'borrower'], ['sponsor', 'borrower'],
  ['email', 'borrower_email'], ['e-mail', 'borrower_email'],
  ['phone', 'borrower_phone'], ['number', 'borrower_phone'], ['cell', 'borrower_phone'],
  ['deal id', 'id'], ['loan id', 'id'], ['id', 'id'],
  ['address', 'address'], ['located', 'address'],
];

/** Contact roles and what people call them. */
export const CONTACT_ROLE_ALIASES: [string, string][] = [
  ['escrow officers', 'Escrow Officer'], ['escrow officer', 'Escrow Officer'], ['escrow agent', 'Escrow Officer'], ['escrow', 'Escrow Officer'],
  ['title officers', 'Title Officer'], ['title officer', 'Title Officer'], ['title rep', 'Title Officer'], ['title company', 'Title Officer'], ['title', 'Title Officer'],
  ['real estate agents', 'Real Estate Agent'], ['real estate agent', 'Real Estate Agent'], ['realtors', 'Real Estate Agent'], ['realtor', 'Real Estate Agent'], ['agents', 'Real Estate Agent'], ['agent', 'Real Estate Agent'],
  ['brokers', 'Broker'], ['broker', 'Broker'], ['mortgage broker', 'Broker'],
  ['lenders', 'Lender'], ['lender', 'Lender'], ['investors', 'Lender'], ['investor', 'Lender'], ['capital partners', 'Lender'], ['capital partner', 'Lender'], ['capital provider', 'Lender'], ['private lender', 'Lender'],
  ['attorneys', 'Attorney'], ['attorney', 'Attorney'], ['lawyers', 'Attorney'], ['lawyer', 'Attorney'], ['counsel', 'Attorney'],
  ['borrowers', 'Borrower'], ['borrower', 'Borrower'],
];

/** Words of the organization's own names that say nothing about which one is meant. */
export const NAME_NOISE = new Set([
  'llc', 'inc', 'corp', 'corporation', 'co', 'lp', 'llp', 'ltd', 'trust', 'family', 'group', 'the', 'and', '&', 'of', 'company',
  'st', 'ave', 'rd', 'dr', 'ln', 'ct', 'pl', 'blvd', 'way', 'trl', 'street', 'avenue', 'road', 'drive', 'lane', 'court', 'place', 'trail',
  'properties', 'property', 'holdings', 'partners', 'ventures', 'capital', 'investments', 'development', 'developers', 'equity', 'residential', 'rentals', 'builders',
]);

/**
 * Everyday words of questions: never corrected into a name, and never taken for one. The engine's own vocabulary
 * (the tables above) is added to it.
 */
export const COMMON_WORDS = new Set(
  (
    'a about above across after again against all almost also am an and any anything are around as ask at average avg median back be because been before being below ' +
    'best between big biggest both bring but by can cancel check close closed closing come could current currently date day days deal deals detail details ' +
    'did do does doing done down due each either else end ever every everything few find first for from get give go going good got great had has have having he help her here his ' +
    'hold how i if in info into is it its just know largest last latest least less let like list look looking loan loans lowest make many me mine more most move much must my ' +
    'need new next no not note notes now number of off on once one only open or other our out over overdue own per please pull put quarter quick rate recent right ' +
    'same see set share she should show since smallest so some something soon status still such summary summarize tell than thanks thank that the their them then there these they ' +
    'thing this those through to today tomorrow too total under until up upcoming us want was we week were what whats when where which while who whom whose why will with within ' +
    'would year yes yet you your yours hi hello hey morning afternoon evening ok okay sure task tasks todo contact contacts work works working company ' +
    'anyone someone everyone team people person broken breakdown break type types stage stages pipeline volume dollars dollar amount amounts month months ' +
    'high higher low lower priority sum count counts largest smallest group grouped split view report reports update updates change changes add ' +
    'again them its it\'s that\'s what\'s who\'s where\'s how\'s there\'s we\'ve i\'ve don\'t doesn\'t isn\'t aren\'t can\'t won\'t let\'s ' +
    'file files doc docs document documents attached attachment email phone call reach cell office million thousand k m percent pct ' +
    'across book portfolio funded fund funding funds originate originated closed booked biggest largest scheduled expected supposed set slated ' +
    'eom mtd ytd qtd q1 q2 q3 q4 eoy ' +
    // How a person addresses the lender ('what deals do I have with you guys'): no typo of a loan type ('guc').
    'guys folks yall y\'all ' +
    // Everyday words of questions about people and requests: real words, never a typo of another ('role' is no 'roll',
    // 'brought' no 'bought', 'create' no 'created').
    'role roles job jobs position brought bring brings referred refer refers referral sent introduced sourced submit submitted ' +
    'create created creating delete deleted remove removed called calling emailed texted text message messages meeting meetings appointment ' +
    'reminder reminders remind schedule scheduled export print download upload uploaded sign signed signing wire wired receive received ' +
    'request requested asked said told explain mean meaning means stand stands short define definition word words term terms kind kinds sort ' +
    'stuff question questions answer answers information detail lookup named name spell employer firm firms outfit represent representing ' +
    'handle handled handling involved involve attached linked tied helps helped helpful anything nothing everything somebody anybody nobody ' +
    // Where deals are said to be, naming none of them: 'on the books', 'on our radar', 'on the docket'.
    'books ledger radar docket roster'
  ).split(/\s+/),
);

/**
 * English given names and the short forms people call them by ('Mike' is Michael, 'Bob' is Robert, 'Tom' may be
 * written Thomas): each line is one name's forms. A form may belong to several names ('Chris', 'Sam', 'Pat').
 */
const GIVEN_NAME_FORMS: string[][] = [
  ['michael', 'mike', 'mikey', 'mick', 'mickey'], ['robert', 'rob', 'robbie', 'bob', 'bobby', 'bert'], ['william', 'will', 'bill', 'billy', 'willie', 'liam'],
  ['richard', 'rick', 'ricky', 'rich', 'richie', 'dick'], ['james', 'jim', 'jimmy', 'jamie'], ['john', 'jack', 'johnny', 'jon'], ['jonathan', 'jon', 'jonny'],
  ['thomas', 'tom', 'tommy'], ['joseph', 'joe', 'joey'], ['charles', 'charlie', 'chuck'], ['christopher', 'chris', 'topher'], ['daniel', 'dan', 'danny'],
  ['david', 'dave', 'davey'], ['matthew', 'matt', 'matty'], ['anthony', 'tony'], ['andrew', 'andy', 'drew'], ['joshua', 'josh'], ['nicholas', 'nick', 'nicky'],
  ['steven', 'stephen', 'steve', 'stevie'], ['gregory', 'greg'], ['kenneth', 'ken', 'kenny'], ['douglas', 'doug'], ['edward', 'ed', 'eddie', 'ted', 'ned'],
  ['benjamin', 'ben', 'benny'], ['samuel', 'sam', 'sammy'], ['alexander', 'alex'], ['nathan', 'nate'], ['nathaniel', 'nate', 'nat'], ['timothy', 'tim', 'timmy'],
  ['patrick', 'pat', 'paddy'], ['patricia', 'pat', 'patty', 'tricia', 'trish'], ['elizabeth', 'liz', 'lizzie', 'beth', 'betty', 'eliza', 'libby'],
  ['jennifer', 'jen', 'jenn', 'jenny'], ['katherine', 'catherine', 'kathryn', 'kate', 'katie', 'kathy', 'cathy', 'cat', 'kat'], ['margaret', 'maggie', 'meg', 'peggy'],
  ['rebecca', 'becky', 'becca'], ['victoria', 'vicky', 'vickie', 'tori'], ['kimberly', 'kim'], ['sandra', 'sandy'], ['susan', 'sue', 'suzy'], ['deborah', 'debbie', 'deb'],
  ['jessica', 'jess', 'jessie'], ['samantha', 'sam', 'sammy'], ['alexandra', 'alex', 'lexi'], ['stephanie', 'steph'], ['christina', 'christine', 'chris', 'tina'],
  ['nicole', 'nikki', 'nicky'], ['natalie', 'nat'], ['melissa', 'mel', 'missy'], ['michelle', 'michele', 'shelly'], ['angela', 'angie'], ['danielle', 'dani'],
  ['gabriel', 'gabe'], ['rafael', 'raphael', 'rafa'], ['reginald', 'reggie', 'reg'], ['harold', 'harry', 'hal'], ['henry', 'hank', 'harry'], ['walter', 'walt', 'wally'],
  ['frederick', 'fred', 'freddie'], ['lawrence', 'larry'], ['ronald', 'ron', 'ronnie'], ['donald', 'don', 'donnie'], ['raymond', 'ray'], ['gerald', 'gerry', 'jerry'],
  ['jeffrey', 'jeff'], ['philip', 'phillip', 'phil'], ['peter', 'pete'], ['francis', 'frank', 'frankie'], ['olivia', 'liv'], ['kevin', 'kev'],
  ['teresa', 'theresa', 'terry', 'tess'], ['vanessa', 'nessa'], ['sofia', 'sophia', 'sophie'], ['abigail', 'abby'], ['amanda', 'mandy'], ['barbara', 'barb'],
  ['cynthia', 'cindy'], ['jacqueline', 'jackie'], ['judith', 'judy'], ['pamela', 'pam'], ['zachary', 'zach', 'zack'], ['vincent', 'vince', 'vinny'],
  ['leonard', 'leo', 'len', 'lenny'], ['albert', 'al', 'bert'], ['arthur', 'art'], ['eugene', 'gene'], ['louis', 'lou'], ['mitchell', 'mitch'], ['oliver', 'ollie'],
  ['russell', 'russ'], ['stanley', 'stan'], ['theodore', 'ted', 'teddy', 'theo'], ['wesley', 'wes'], ['caroline', 'carrie'], ['valerie', 'val'], ['madeline', 'maddie'],
  ['eric', 'rick'], ['antonio', 'tony'], ['manuel', 'manny'], ['charlotte', 'charlie'], ['kristina', 'tina'], ['kristen', 'chris'],
  ['bethany', 'beth'], ['megan', 'meg'], ['suzanne', 'sue'], ['debra', 'deb', 'debbie'], ['kathleen', 'kathy'], ['edwin', 'ed', 'eddie'],
  ['jerome', 'jerry'],
];

let formsOfName: Map<string, Set<string>> | undefined;
/** Every form of a given name, itself included: 'michael' → michael, mike, mikey, mick, mickey. */
export function givenNameForms(name: string): Set<string> {
  if (!formsOfName) {
    formsOfName = new Map();
    for (const forms of GIVEN_NAME_FORMS) for (const form of forms) formsOfName.set(form, new Set([...(formsOfName.get(form) ?? []), ...forms]));
  }
  return formsOfName.get(name) ?? new Set([name]);
}
