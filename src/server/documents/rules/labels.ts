// How loan documents label each fact. A label is compared after normalisation (lower case, no enumerators such as
// "a." or "3.", no parenthetical hints such as "(mm/dd/yyyy)", no trailing colon) with the vocabulary below; then
// as canonical tokens (vocabulary.ts: "Subj Prop Addr", "Amount of Loan Requested"); a label naming another party
// ("Broker Phone", "Seller") is refused; last, the learned classifier (label-model.ts) may name wording the
// vocabulary has never seen. Strength is how unambiguous the label is. Kind "other" marks labels of facts that are
// not deal fields ("Purchase Price", "M.I."), so that no value is read across them.

import { englishRank } from '../../../core/language/english';
import { normalisePropertyType } from './categories';
import { englishLabel } from './label-glossary';
import { predictLabel } from './label-model';
import { FINANCE_FIRM, labelParty, labelTokens } from './vocabulary';

export type LabelKind =
  | 'borrower' | 'guarantor' | 'first_name' | 'last_name' | 'borrower_type' | 'entity_name' | 'entity_type'
  | 'other' | 'street' | 'city' | 'state' | 'zip'
  | 'signatory' | 'signatory_title' | 'trustee' | 'officer' | 'ein' | 'email' | 'phone' | 'dob' | 'credit_score' | 'property_address'
  | 'property_type' | 'property_value' | 'loan_amount' | 'loan_type' | 'loan_purpose' | 'loan_term'
  | 'interest_rate' | 'closing_date' | 'origination_points' | 'broker_points' | 'discount_points' | 'points'
  | 'loan_doc_fee' | 'admin_fee' | 'processing_fee' | 'prepayment' | 'exit_strategy' | 'loan_number' | 'unit_count';

interface LabelRule {
  kind: LabelKind;
  re: RegExp;
  strength: number;
}

const RULES: LabelRule[] = [
  { kind: 'borrower', re: /^(borrower|borrowers|borrower name|guaranteed borrower|borrower guaranteed|loan applicant|name and address of borrower|name address of borrower|borrower name and address|named insured|named insured and address|first named insured|insured name|full legal name|legal name|borrower full legal name|borrowing entity|borrower entity|vesting|vesting entity|vested as|applicant|applicant name|primary borrower|borrower\/entity|borrower \/ entity|full name|borrower full name|applicant full name|your name|name of borrower|borrower names|investor name|borrowing party|closing in name of|closing in the name of|close in name of|to close in name of|borrower \/ owner|borrower\/owner|borrower owner|account holder|account name|acct name|acct|name of account holder)$/, strength: 0.92 },
  // A 1031 exchange's exchanger is the taxpayer buying the replacement property.
  { kind: 'borrower', re: /^(buyer|purchaser|client|client name|prepared for|customer|customer name|mortgagor|mortgagor name|obligor|obligor name|trustor|maker|exchanger|exchangor|taxpayer \/ exchanger|exchanger name|guaranteeing loan to|guaranteeing loan for|guaranteeing the loan to|guaranty of loan to|guaranteed loan to|loan guaranteed|borrower signature|borrowers signature|borrower's signature|signature of borrower)$/, strength: 0.8 },
  // A rent roll's or a schedule's owner is the borrowing owner; a tax bill's owner of record is today's owner.
  { kind: 'borrower', re: /^(owner|property owner|owner name|owner of record|record owner|owner of public record|public record owner|current owner of record|owner\/borrower|owner \/ borrower|taxpayer|taxpayer name|mailing name|assessee|name of owner)$/, strength: 0.72 },
  // A rent roll or a lease names the owner as its landlord.
  { kind: 'borrower', re: /^(landlord|lessor|landlord name|owner\/landlord|owner \/ landlord|landlord\/owner|landlord \/ owner|titleholder|title holder|titled owner|vested owner|registrant|registrant name|farm operator|producer|developer)$/, strength: 0.72 },
  { kind: 'guarantor', re: /^(attn|attention|guarantor|guarantors|guarantor name|sponsor name|principal name|key principal name|personal guarantor|guaranty|guarantor\/principal|key principal|principal|sponsor|primary contact|contact|contact name|borrower contact|owner contact|sponsor \/ guarantor|sponsor\/guarantor|sponsor guarantor|guarantor \/ sponsor|principal \/ guarantor|key principal \/ guarantor|guarantor\(s\)|access contact)$/, strength: 0.88 },
  // Articles of organization name the members or managers the company is run by.
  { kind: 'guarantor', re: /^(name and address of each manager or member|name and address of each member or manager|name and address of each manager|name and address of each member|names and addresses of members|names and addresses of managers|members|managers|member\(s\)|manager\(s\)|managing member\(s\))$/, strength: 0.8 },
  { kind: 'first_name', re: /^(borrower )?first( name)?$|^first name of borrower$|^(given name|forename)$/, strength: 0.95 },
  { kind: 'last_name', re: /^(borrower )?(last|sur)( ?name)?$|^last name of borrower$|^(family name|surname)$/, strength: 0.95 },
  { kind: 'borrower_type', re: /^(borrower type|type of borrower|borrower structure|borrowing as|borrower is|vesting type|borrowing in the name of)$/, strength: 0.95 },
  { kind: 'entity_name', re: /^(entity name|entity|company name|company|name of (the )?(corporation|company|entity|llc|partnership|limited partnership|trust|limited liability company|business|borrowing entity|borrower entity)|legal name|legal entity name|business name|llc name|trust name|title will be held in|title held in|vest title in|vesting entity name|title will vest in|ownership entity|owning entity|borrowing entity name|entity \/ vesting|vesting name|operating entity|church|church name|name of church|ministry|ministry name|name of ministry|congregation|congregation name|organization name|name of organization|nonprofit name|school name)$/, strength: 0.9 },
  { kind: 'entity_type', re: /^(entity type|type of entity|entity structure|business type|type of business entity|entity is a|entity is an|type of entity|entity form)$/, strength: 0.92 },
  { kind: 'signatory', re: /^(authorized signatory|authorized signer|signatory|signer|signer name|signing officer|authorized representative|authorized person|signing member|signing manager|signing partner|signing principal|signing trustee|signing party|signing authority|authorized signing member|authorized signing officer|signing|signs|signed by|signing for borrower|signing for the borrower|who signs)$/, strength: 0.9 },
  // The printed name under a signature line: the entity's signer on an application (an individual's is dropped).
  { kind: 'signatory', re: /^(print name|printed name|name printed|name print|print or type name)$/, strength: 0.7 },
  // Parts of an address printed in boxes of their own; scanLabels joins them.
  { kind: 'street', re: /^(street|street address|property street|subject street|subject property street|address line 1|address 1|property address line 1|street name and number|street no and name|street number and name|subject property street address|property street address|subject street address)$/, strength: 0.85 },
  { kind: 'city', re: /^(city|property city|subject city|town|city\/town|city or town|(property |subject )?city[ ,/]*(state|st)[ ,/]*zip( code)?)$/, strength: 0.85 },
  { kind: 'state', re: /^(state|st|property state|subject state|prop state|subject st|property st)$/, strength: 0.85 },
  { kind: 'zip', re: /^(zip|zip code|postal code|zipcode|property zip|subject zip|zip\+4|zip 4)$/, strength: 0.85 },
  // Labels of facts that are not deal fields: recognised so that a value is never read across them.
  { kind: 'other', re: /^(m ?i|mi|middle initial|middle name|middle|suffix|jr\/sr|ssn|social security|social security number|social security no|purchase price|contract price|sales price|sale price|price|arv|after repair value|after-repair value|as repaired value|as-repaired value|as completed value|as-completed value|as stabilized value|rehab budget|renovation budget|construction budget|rehab|budget|county|unit|apt|unit no|unit number|year built|occupancy|square feet|sq ft|gross sq ft|gross square feet|liquid assets|yrs at address|years at address|own\/rent|own or rent|marital status|citizenship|dependents|employer|income|monthly income|ltv|ltc|loan to value|loan-to-value|loan to cost|monthly payment|payment|lien position|state of formation|date formed|formation date|date of formation|nmls|nmls no|nmls number|signature|date|name|current residence|residence|mailing address|home address|present address|cash to close|down payment|earnest money|deposit|reserves|experience|properties owned|transactions completed|managed by|management company|management co|property manager|property management|contractor|general contractor|builder|holdback|amortization|amort|io period|rehab holdback|construction reserve|repair escrow|balance|available balance|account balance|ledger balance)$/, strength: 0.9 },
  // A label that is the office itself: the value is the person holding it ("General Partner: Colleen Green").
  { kind: 'officer', re: /^((name|names)( and address)? of (each |the |sole )?)?(general partner|managing member|managing partner|sole member|president|chief executive officer|ceo|manager|pastor|senior pastor|lead pastor|bishop|executive director|head of school|board chair|chairman|board president)s?$/, strength: 0.85 },
  { kind: 'trustee', re: /^(trustee|trustees|acting trustee|acting trustees|current trustee|currently acting trustee|currently acting trustees|name of trustee|trustee name|trustee names|initial trustee|trustee of the trust)$/, strength: 0.88 },
  { kind: 'signatory_title', re: /^(signer title|signatory title|title of signer|title of signatory|authorized signatory title|its|title|your title|title capacity|your title capacity|capacity|title\/capacity|your capacity|title entity|your role|role in entity|your role in entity|role in the entity|your position|office held|your office|contact title|primary contact title|title of contact|(?:applicant|borrower|guarantor|principal|sponsor|member|owner)s? (?:title|position|role|office)(?: (?:entity|company|llc|business|borrower))?|(?:position|office) (?:entity|company|llc|business|borrower))$/, strength: 0.85 },
  { kind: 'ein', re: /^(ein|fein|employer identification number|employer id number|tax id|tax id number|tax identification number|federal tax id|federal ein|tin|ein\/tax id|entity ein|federal employer identification number|federal tax identification number|federal id number|federal tax id number|federal identification number)$/, strength: 0.95 },
  { kind: 'email', re: /^(email|e-mail|email address|e-mail address|borrower email|borrower e-mail|via email|via e-mail|applicant email|signer email|signer e-mail|signatory email|buyer email|buyer e-mail|purchaser email|purchaser e-mail|client email|client e-mail)$/, strength: 0.9 },
  { kind: 'phone', re: /^(phone|cell|cell phone|mobile|mobile phone|home phone|telephone|tel|phone number|phone no|borrower phone|contact phone|primary phone|cell number|mobile number|applicant phone|caller|caller number|callback number|call back number|from number|caller phone|cell ph|mobile ph|home ph|ph|ph number|ph no|signer phone|signatory phone|buyer phone|buyer cell|purchaser phone|client phone|client cell)$/, strength: 0.88 },
  { kind: 'dob', re: /^(dob|d\.o\.b\.|date of birth|birth date|birthdate|borrower dob|borrower date of birth)$/, strength: 0.95 },
  { kind: 'credit_score', re: /^(credit score|credit scores|credit score range|fico range|score range|credit range|credit estimate|credit score estimate|estimated fico|fico estimate|score|scores|fico|fico score|mid score|middle score|mid fico|qualifying fico|qualifying score|credit|borrower fico|representative credit score|middle credit score|estimated credit score|approximate credit score|rep score|representative score|decision score|decisioning score)$/, strength: 0.92 },
  { kind: 'property_address', re: /^(property address|subject property|subject property address|property|collateral|collateral address|collateral property|property location|address of property|premises|subject|subject address|security property|real property|mortgaged property|parcel|subject parcel|parcel address|lot address|land address|lot location|parcel location|investment property address|investment property|property to be financed|address of subject property|subject property location|project address|project site|project location|site address|address of project|job site|jobsite address|location description|property information location description|property location description|risk location|insured location|location of premises|described location|site|property \/ site|collateral property address|property location address|tract|parent tract|tract address|tract location|farm|ranch|farm address|ranch address|farm location|ranch location|land location|physical location|(?:property |subject |subject property )?(?:street )?address,? city,? state,? (?:and )?zip(?: code)?)$/, strength: 0.92 },
  { kind: 'property_type', re: /^(property type|prop type|asset type|collateral type|property class|type of property|property use|kind of property|what kind of property|property kind|what type of property|asset class|property class type|collateral class)$/, strength: 0.92 },
  { kind: 'property_type', re: /^(building type|type of building|building use|dwelling type|type of dwelling|home type|structure type|subject type|subject property type|subject asset type|subject use|property asset)$/, strength: 0.85 },
  // How many units the building has, which says what kind of building it is when nothing names it (valueOfLabel).
  { kind: 'unit_count', re: /^(no of units|number of units|# units|# of units|units|unit count|total units|num units|of units|residential units|dwelling units|total unit count)$/, strength: 0.85 },
  { kind: 'property_type', re: /^(improvements|improvement type|type of improvements|improvements type|building|design|design style|planned home|planned build|home to be built|proposed improvements|planned improvements)$/, strength: 0.8 },
  // A deal sheet's "Asset" is the asset class it finances (a borrower's assets are "Assets", "Liquid Assets").
  { kind: 'property_type', re: /^(asset)$/, strength: 0.78 },
  { kind: 'property_type', re: /^(type)$/, strength: 0.7 },
  { kind: 'property_value', re: /^(land value|land value asis|asis land value|current land value|as[- ]?is value|as is value|as[- ]is market value|as[- ]is appraised value|estimated value|value estimate|estimate of value|estimated market value|estimated property value|appraised value|current value|current market value|market value|market value as is|property value|opinion of value|opinion value|opinion value asis|broker opinion value|broker opinion value asis|bov|bpo|stated value|bpo value|as[- ]is|asis|asis value|asis market value|asis appraised value|value asis|market value asis|appraised value asis|property value asis|what is it worth today|what is it worth|what is the property worth|what is the property worth today|worth today|current worth|estimated worth|value today)$/, strength: 0.92 },
  // The value a lender underwrites to is the property's value, though the label names the lender.
  { kind: 'property_value', re: /^(lender value|value used|value used for ltv|value for ltv|ltv value|value used for loan to value|lending value|value (?:we are|we're|we re|being) (?:lending|lent) (?:against|on)|value lent against|lender asis value|value per lender|lender determined value|underwritten value|lender underwritten value|underwriting value|present value|present asis value|present market value)$/, strength: 0.85 },
  { kind: 'property_value', re: /^(value|valuation)$/, strength: 0.75 },
  // A reviewer's or a lender's own figure beside the appraiser's: the value the loan is sized on.
  { kind: 'property_value', re: /^(value accepted|value accepted for|value accepted for (?:lending|underwriting|loan|the loan)|accepted value|lender accepted value|reviewed value|review value|reviewer value|reviewers value|reviewer's value|value per review|desk review value|value (?:concluded|supported) by review(?:er)?)$/, strength: 0.95 },
  { kind: 'loan_amount', re: /^(loan amount|total loan amount|loan amt|ln amt|ln amount|loan request|requested loan amount|requested amount|loan amount requested|principal amount|initial loan amount|note amount|base loan amount|loan size|total loan|loan amount exclude pmi|amount of loan|proceeds of new loan|new loan amount|first lien amount|how much do you want to borrow|how much do you need to borrow|how much do you need|how much would you like to borrow|amount to borrow|amount needed|loan needed|loan amount needed|financing needed|borrow amount|desired loan amount|facility amount|total commitment|commitment amount|loan commitment|maximum loan|maximum loan amount|refi amount|refinance amount|amount financed|amount of new loan|loan amount sought|requested loan|loan requested|loan request amount|mortgage amount|amount of mortgage|face amount|principal sum)$/, strength: 0.92 },
  { kind: 'loan_amount', re: /^(amount|request|ask|the ask|loan ask|ask amount|how much|amount (?:wanted|needed|desired|sought)|loan (?:wanted|needed|desired|sought))$/, strength: 0.75 },
  // A loan tape's or a servicer's "ORIG_BAL", "Original Principal Balance": the loan as it was made.
  { kind: 'loan_amount', re: /^(origination balance|original balance|original principal balance|origination principal balance|original loan amount|origination loan amount|original amount|original upb|origination upb|original principal)$/, strength: 0.8 },
  // A sidebar's caption over its figure ("LOAN" over "$249,500"); a sum must follow it (MONEY_KINDS).
  { kind: 'loan_amount', re: /^(loan|debt)$/, strength: 0.72 },
  // A settlement or escrow statement's line for the loan that funds the purchase.
  { kind: 'loan_amount', re: /^(new loan|new debt|replacement debt|new first loan|new 1st loan|new first mortgage|new 1st mortgage|new first lien|new first deed of trust|new loan proceeds|loan proceeds|new financing|proceeds of loan)$/, strength: 0.85 },
  { kind: 'loan_type', re: /^(loan type|loan program|program|product|loan product|product description|loan product description|product name|type of loan|transaction type|financing type|deal type|loan category|what kind of loan|what type of loan|what do you need)$/, strength: 0.9 },
  { kind: 'loan_purpose', re: /^(loan purpose|purpose of loan|purpose|purpose of the loan|transaction purpose|use of proceeds|use of funds|loan use)$/, strength: 0.9 },
  // "Transaction | Cash-Out Refinance": the purpose, or the program when the value names one (values.ts).
  { kind: 'loan_purpose', re: /^(transaction|deal|scenario|deal name|opportunity name)$/, strength: 0.75 },
  { kind: 'loan_term', re: /^(term|loan term|origination term|original term|original loan term|term months|term in months|no of months|number of months|maturity|loan maturity|duration|initial term|term length|tenor|loan tenor|term of loan|months|mos|term months|loan months|for how long|how long|how many months|length of loan|loan length|how long do you need the loan|how long do you need it|how long do you need the money|term (?:wanted|needed|desired|preferred|sought)|(?:wanted|needed|desired|preferred) term)$/, strength: 0.9 },
  { kind: 'interest_rate', re: /^(interest rate|rate|note rate|rate quoted|quoted rate|interest|coupon|start rate|initial rate|annual interest rate|fixed rate|contract rate)$/, strength: 0.9 },
  { kind: 'closing_date', re: /^(estimated closing date|est closing date|closing date|target closing|target closing date|target close|est close|est closing|estimated closing|anticipated closing|anticipated closing date|closing|projected closing|projected closing date|expected closing|expected closing date|coe|close of escrow|estimated coe|need to close by|close by|closing by|when do you need to close|desired closing date|close date|desired close date|how soon do you need to close|when would you like to close|how soon|needed by|funds needed by|need funds by|money needed by|timeline|timeframe|time frame|closing timeline|closing timeframe|anticipated funding date|funding date|target funding|expected funding|closing \/ funding|est funding)$/, strength: 0.9 },
  // A loan boarded on the books is dated by its note: the day it closed.
  { kind: 'closing_date', re: /^(note date|date of note|origination date|orig date|date of origination|date originated)$/, strength: 0.72 },
  // The latest a closing may happen: the closing when nothing else says when, less sure than a stated closing date.
  { kind: 'closing_date', re: /^(outside closing date|outside date|closing deadline|latest closing date)$/, strength: 0.75 },
  { kind: 'origination_points', re: /^(origination fee|loan origination fee|loan origination|origination|orig points|orig pts|origination points|lender fee|lender points|lender origination fee|orig fee|lender origination|origination charge|upfront fee|upfront points|lender origination points|commitment fee|placement fee|lender placement fee|origination \/ commitment fee|origination points fee|loan fee|financing fee)$/, strength: 0.9 },
  { kind: 'points', re: /^(points|pts|total points)$/, strength: 0.8 },
  // A terms strip's short column captions: "Pts | Doc".
  { kind: 'loan_doc_fee', re: /^(doc|docs)$/, strength: 0.7 },
  { kind: 'broker_points', re: /^(broker fee|broker points|broker pts|broker origination fee|broker origination|broker compensation|broker compensation points|ysp|mortgage broker fee|mortgage broker points|broker origination points)$/, strength: 0.9 },
  { kind: 'discount_points', re: /^(discount points|discount|discount fee|rate buydown|buydown points)$/, strength: 0.9 },
  { kind: 'loan_doc_fee', re: /^(document preparation fee|doc prep fee|document prep fee|loan document fee|loan documents fee|doc fee|document fee|documentation fee|loan doc fee|doc preparation fee|legal doc fee|legal document fee|loan docs fee|legal \/ doc prep|legal\/doc prep|legal doc prep|legal document prep|legal document preparation|document preparation|doc prep|doc preparation|closing documents fee|closing document fee|legal and documentation fee|legal \/ documentation fee|attorney doc fee)$/, strength: 0.92 },
  { kind: 'admin_fee', re: /^(administration fee|admin fee|administrative fee|administration|admin)$/, strength: 0.92 },
  // Underwriting is a charge with no field of its own; recognised so that "Admin / Underwriting" or "Processing /
  // Underwriting" reads as the fee it is billed with (compoundLabel), and no value is read across it.
  { kind: 'other', re: /^(underwriting|underwriting fee|underwriting review|underwriting review fee|uw fee)$/, strength: 0.9 },
  // A servicing record's own lines: who services the note, its fee, the lien and the loan's stage.
  { kind: 'other', re: /^(servicer|loan servicer|servicing company|servicing fee|svc fee|service fee|servicing spread|lien|status|loan status|file status)$/, strength: 0.9 },
  { kind: 'processing_fee', re: /^(processing fee|processing|processing charge|broker processing|broker processing fee)$/, strength: 0.92 },
  { kind: 'prepayment', re: /^(prepayment penalty|prepayment|prepay|prepayment premium|prepay penalty|prepayment terms|ppp|prepayment fee|prepayment penalty terms|prepay ok|prepayment ok|prepay okay|prepayment description|prepay description|prepay desc|ppp desc|ppp description|ppp terms|prepay terms)$/, strength: 0.9 },
  { kind: 'prepayment', re: /^(early payoff|early payoff penalty|early payoff fee|early repayment|early repayment fee|early repayment penalty|early prepayment|payoff penalty|prepayment provision|prepayment provisions|prepayment privilege|yield maintenance|yield maintenance premium|make whole|make whole premium|lockout|lock out period)$/, strength: 0.85 },
  { kind: 'exit_strategy', re: /^(exit strategy|exit|exit plan|repayment strategy|take-out|takeout|take out|exit strategy plan|repayment source|source of repayment|payoff plan|repayment plan|exit \/ repayment|repay loan|how repay loan|how will you repay|how will you repay the loan|how will you pay it back|how will you pay the loan back)$/, strength: 0.9 },
  { kind: 'exit_strategy', re: /^(plan|the plan|plan after|plan after closing|after rehab)$/, strength: 0.75 },
  { kind: 'loan_number', re: /^(loan file no|loan file number|lender file no|lender file number|loan no|loan number|loan #|loan num|loan ref|loan reference|lender loan no|lender loan #|lender loan number|lender loan id|lender loan ref|loan id|ref|ref no|reference|reference no|reference number|loan ref no|loan file #|ln #|ln no|ln number|ln num|loannum)$/, strength: 0.9 },
  // A bare file number is its writer's: the lender's on its own papers, a title or escrow company's on theirs.
  // label-scan leaves it on contracts, title and entity papers (FILE_OF_ANOTHER); any loan-number label outranks it.
  { kind: 'loan_number', re: /^(file|file #|file no|file number|file ref|our file|our file #|our file no)$/, strength: 0.6 },
  // The broker's or the servicer's number for the same loan, when the lender's is not given.
  { kind: 'loan_number', re: /^(broker loan no|broker loan #|broker loan number|broker loan id|broker file no|broker file #|broker file number|servicer loan no|servicer loan #|servicer loan number|servicing loan no|servicing loan #|servicing loan number)$/, strength: 0.7 },
  // A CRM's or a broker's record of the deal, or a lender's priced scenario or quote of it: its number is the file's
  // reference (read only in the loan-number format).
  { kind: 'loan_number', re: /^(deal id|deal #|deal no|deal number|deal ref|deal reference|application id|application #|application no|application number|app id|app #|app no|scenario id|scenario #|scenario no|scenario number|quote id|quote #|quote no|quote number|pricing id)$/, strength: 0.8 },
  // The lender's reference for the loan, and on an appraisal or a report the ordering lender's (its client's) file.
  // A flood determination's "LENDER ID / LOAN": the lender's identifier of this loan.
  { kind: 'loan_number', re: /^(lender id \/ loan|lender id loan|lender id \/ loan no|lender id \/ loan #|lender loan id|loan identifier)$/, strength: 0.8 },
  { kind: 'loan_number', re: /^(lender ref|lender ref #|lender ref no|lender ref number|lender reference|lender reference #|lender reference no|lender reference number|lender file #|lender loan reference|client file|client file #|client file no|client file number|client loan #|client loan no|client loan number|client ref|client ref #|client ref no|client reference|client reference no|client reference number)$/, strength: 0.88 },
];

/** The hand-written vocabulary, for the label model's training (scripts/train-label-model.ts). */
export function vocabularyRules(): readonly { kind: LabelKind; re: RegExp }[] {
  return RULES;
}

/** "e. Loan amount (exclude PMI):" → "loan amount exclude pmi"; "3. Name of Corporation:" → "name of corporation". */
export function normaliseLabel(text: string): string {
  return text
    .toLowerCase()
    .replace(/_+/g, ' ')
    .replace(/[“”"]/g, '')
    // "4. BORROWER", and "4, BORROWER" as OCR may read its stop; a contract's "1.2 Purchaser", never a figure's unit ("1.5 points").
    .replace(/^\s*(?:[a-z]|\d{1,2}|[ivx]{1,4})[.)]\s+|^\s*\d{1,2},\s+(?=[a-z])|^\s*\d{1,2}(?:\.\d{1,2}){1,2}\.?\s+(?=[a-z])(?!(?:points?|pts?|percent|months?|mos?|years?|yrs?|acres?|units?|shares?|x)\b)/, '')
    .replace(/^\s*\([a-z0-9]\)\s*/, '')
    .replace(/\(s\)/g, 's')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[()]/g, ' ')
    .replace(/[’']s\b/g, '')
    .replace(/\s*[:.#?]+\s*$/, (m) => (m.includes('#') ? ' #' : ''))
    .replace(/\bno\.\s*/g, 'no ')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface LabelMatch {
  kind: LabelKind;
  strength: number;
  /** "Co-Borrower's Name", "Co-Borrower DOB": the label is about the co-borrower. */
  coBorrower?: boolean;
  /** A learned guess rather than a wording of the vocabulary: never taken for a label where a value is expected. */
  guessed?: boolean;
  /** "Rate / Points", "Value / Price": one label per part, for a value written the same way ("10.50% / 2.0"). */
  parts?: LabelMatch[];
}

function matchVocabulary(label: string, strengthFactor: number): LabelMatch | null {
  const co = /^co-?\s?(?:borrower|applicant)\s*|^coborrower\s*/.exec(label);
  const bare = co ? label.slice(co[0].length).trim() || 'borrower' : label;
  const candidates = co ? [`borrower ${bare}`.replace(/^borrower borrower/, 'borrower'), bare] : [label];
  for (const candidate of candidates) {
    for (const rule of RULES) {
      if (rule.re.test(candidate)) return { kind: rule.kind, strength: rule.strength * strengthFactor, coBorrower: Boolean(co) };
    }
  }
  return null;
}

/** "Amount of Loan" → "loan amount", "Value of Property (Est.)" → "property value". */
function reordered(tokens: readonly string[]): string {
  return tokens.length === 2 ? `${tokens[1]} ${tokens[0]}` : '';
}

/** Words that make an amount or a value something other than the loan or the as-is value. */
/** "NAME (FIRST, MIDDLE, LAST, SUFFIX)": the order a name is written in, not a field of its own. */
export const NAME_ORDER = /\s*\((?:first|last|middle|given|family|surname)\b[^()]*\)\s*(?=:?\s*$)/i;
/** The records a CRM export scopes its columns by. */
const CRM_RECORD = /^(?:contact|primary contact|deal|opportunity|account|lead|record)$/i;

/** Words that name a kind of property and no figure of it. */
const KIND_OF_PROPERTY = /^(?:single|family|multi|multifamily|mixed|use|dwelling|home|house|residence|residential|building|detached|attached|condo|condominium|townhouse|townhome|row|rowhouse|duplex|triplex|fourplex|quadplex|unit|units|sfr|apartment|apartments|retail|office|industrial|warehouse|vacant|[2-9]|2-4)$/;
const TITLE_NOUN = /^(?:memo|memorandum|letter|notice|report|agreement|checklist|instructions|package|packet)$/;
const SUPERSEDED = /\b(original|prior|previous|old|superseded)\b/;
const NOT_LOAN_OR_VALUE = /\b(repair|repaired|arv|completion|completed|stabilized|stabilised|purchase|price|contract|budget|rehab|renovation|payment|ltv|ltc|rent|rents|deposit|earnest|reserve|reserves|holdback|draw|tax|taxes|insurance|equity|down|cash|cad|assessor|assessors|assessed|appraisal district|county|district|productivity)\b/;
/** Rates of something other than the loan: an income's capitalisation, a vacancy, an investor's yield. */
const NOT_NOTE_RATE = /\b(?:cap|capitali[sz]ation|discount|vacancy|occupancy|yield|growth|terminal|reversion|absorption|inflation|tax)\b/;

/** "BrightPath Funding", "Keystone Bridge Capital": a firm that lends, named in capitals, whatever a guess makes of it. */
export function isFirmName(text: string): boolean {
  const words = text.split(/\s+/);
  return words.length >= 2 && words.every((w) => /^[A-Z&]/.test(w)) && FINANCE_FIRM.test(words.at(-1)!) && !matchVocabulary(words.slice(0, -1).join(' ').toLowerCase(), 1);
}

/** A learned guess is trusted only this sure, and only for text shaped like a label. */
const MODEL_MIN_PROBABILITY = 0.7;
/** A label's shape: words, and the underscores a system's field codes join them with ("BORR_TIN"). */
const LABEL_SHAPE = /^[A-Za-z][A-Za-z .,'’()/&#_-]{1,48}:?$/;

/** Whose fact a personal label names: "Guarantor FICO", "Applicant E-mail" are the borrower principal's. */
const PRINCIPAL_ROLES = new Set(['borrower', 'guarantor', 'applicant', 'sponsor', 'principal', 'primary', 'client', 'investor', 'contact', 'individual', 'pastor']);
const PERSONAL_KINDS = new Set<LabelKind>(['email', 'phone', 'dob', 'credit_score', 'first_name', 'last_name']);

/** Figures a borrower states for the deal ("Applicant's estimate of value", "Borrower requested amount"). */
const STATED_FIGURE_KINDS = new Set<LabelKind>(['property_value', 'loan_amount', 'loan_term']);

const PERCENT_KINDS = new Set<LabelKind>(['origination_points', 'broker_points', 'discount_points', 'points', 'interest_rate']);

/** "Orig. Fee %", "Broker %", "Rate %": a percentage of the loan is points (or the rate). */
function percentLabel(tokens: readonly string[]): LabelMatch | null {
  if (tokens.at(-1) !== '%' || tokens.length < 2) return null;
  const bare = tokens.slice(0, -1);
  const match = matchVocabulary([...bare.filter((t) => t !== 'fee'), 'points'].join(' '), 0.94) ?? matchVocabulary(bare.join(' '), 0.94);
  return match && PERCENT_KINDS.has(match.kind) ? match : null;
}

const MONEY_KINDS = new Set<LabelKind>(['loan_amount', 'property_value', 'loan_doc_fee', 'admin_fee', 'processing_fee']);

/** "AIV Amt", "Doc Fee Amount": a money label with "amount" tacked on names the same fact. */
function amountLabel(tokens: readonly string[]): LabelMatch | null {
  if (tokens.at(-1) !== 'amount' || tokens.length < 2) return null;
  const match = matchVocabulary(tokens.slice(0, -1).join(' '), 0.94);
  return match && MONEY_KINDS.has(match.kind) ? match : null;
}

/** Footnote marks after a label ("Loan Amount*", "Rate¹", "FICO (2)", "Value [a]"): they refer elsewhere, never qualify. */
const FOOTNOTE_MARK = /(?:\s*(?:[*†‡§¹²³⁴⁵⁶⁷⁸⁹⁰]+|\((?:\d|[a-d])\)|\[(?:\d{1,2}|[a-d])\]))+\s*(?=:?\s*$)/;

/** Words that make an address part the collateral's: "Collateral Street", "Subject City", "Property Zip". */
const COLLATERAL_WORDS = new Set(['collateral', 'subject', 'property', 'premises', 'site', 'security']);
/** Words naming the borrowing entity before one of its own facts: "LLC manager", "Company EIN", "Entity state". */
const ENTITY_WORDS = new Set(['llc', 'company', 'entity', 'corporation', 'partnership', 'trust', 'business']);
const ENTITY_KINDS = new Set<LabelKind>(['officer', 'ein', 'state', 'signatory', 'signatory_title', 'entity_type']);
const ADDRESS_KINDS = new Set<LabelKind>(['street', 'city', 'state', 'zip', 'property_address']);

/**
 * A person signing in a capacity ("Brian Lindqvist, Trustee", "Ana Ruiz, its Managing Member"): a signature line,
 * never a label for the learned model to guess a field from (the next cell is another signer, not its value).
 */
const SIGNED_IN_CAPACITY =
  /^(?:[A-Z][A-Za-z'’.-]*\s+){1,3}[A-Z][A-Za-z'’-]+,\s*(?:its\s+|as\s+)?(?:co-|successor\s+|sole\s+|managing\s+|general\s+|authori[sz]ed\s+)?(?:trustee|member|manager|partner|president|vice president|ceo|officer|director|secretary|treasurer|owner|principal|borrower|guarantor|seller|buyer|purchaser|assignee|assignor|organizer|incorporator|agent|signatory|representative)s?$/i;

const NAME_KINDS = new Set<LabelKind>(['first_name', 'last_name', 'borrower', 'guarantor', 'signatory', 'trustee']);

/**
 * "Yolanda Pham" signed above "Yolanda Pham, Sole Member": a person's name, not a label the model may read as one.
 * Its surname is no common English word and no word of the vocabulary, as a label's words are ("Last Name").
 */
export function isNameShaped(text: string, tokens: readonly string[]): boolean {
  if (!/^[A-Z][a-z'’-]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][a-z'’-]+){1,2}$/.test(text)) return false;
  const last = tokens.at(-1);
  return last !== undefined && englishRank(last) === Infinity && !tokens.some((t) => matchVocabulary(t, 1));
}

/** What a form prints in a box left empty on purpose ("n/a", "N.A.", "—"): a value, never a label. */
const NOT_APPLICABLE = /^(?:n\s*\/\s*a|n\.\s*a\.?|not applicable|none|tbd|[-–—]+)$/i;

export function matchLabel(text: string): LabelMatch | null {
  // A value "as if vacant" is a hypothetical one, the land's alone, not the property's.
  if (NOT_APPLICABLE.test(text.trim()) || /\bas if vacant\b/i.test(text)) return null;
  if (FOOTNOTE_MARK.test(text)) return matchLabel(text.replace(FOOTNOTE_MARK, ''));
  if (NAME_ORDER.test(text)) return matchLabel(text.replace(NAME_ORDER, ''));
  // "Initial advance + holdback = Loan": a sum's label is what it adds up to.
  const total = /^[^=]{3,60}=\s*([A-Za-z][A-Za-z .'’/-]{1,30})$/.exec(text.trim());
  if (total) return matchLabel(total[1]!);
  const english = englishLabel(text);
  if (english) return matchLabel(english);
  // CRM exports prefix the record a column belongs to: "Opportunity: Amount", "Contact: First Name", "Deal - Amount".
  // A scope the vocabulary knows is a label with its value ("Lender: Acme"), unless it names a CRM's record.
  const scoped = /^([A-Za-z ]{2,20})(?::|\s+[-–]\s+)\s*([A-Za-z][A-Za-z /#-]{1,40})$/.exec(text.trim());
  if (scoped && (!matchVocabulary(normaliseLabel(scoped[1]!), 1) || CRM_RECORD.test(scoped[1]!.trim()))) return matchLabel(scoped[2]!);
  // "Its: Managing Partner", "Title: Trustee": a label of the vocabulary with its value after the colon is a pair,
  // never one label read from all its words.
  const pair = /^([^:]{2,40}):\s*\S/.exec(text.trim());
  if (pair && matchVocabulary(normaliseLabel(pair[1]!), 1)) return null;
  const role = partyInBrackets(text);
  if (role !== undefined) return role;
  // OCR glues words of bold labels together: "ProcessingFee", "EstimatedClosing Date".
  const label = normaliseLabel(text.replace(/([a-z])([A-Z])/g, '$1 $2'));
  if (!label || label.length > 60) return null;
  const exact = matchVocabulary(label, 1);
  if (exact) return exact;
  // Exports number their columns: "addr1", "Phone_1", "Zip5" (a five-digit ZIP) are the field itself.
  const indexed = /^([A-Za-z][A-Za-z _]*?[A-Za-z])_?(?:1|(?<=zip)_?[45])$/i.exec(text.trim());
  if (indexed) return matchLabel(indexed[1]!);
  const qualified = labelWithPayee(text) ?? labelWithUnit(text);
  if (qualified) return qualified;
  // The same idea worded otherwise: "Subj. Prop. Addr", "Amount of Loan Requested", "Est. COE". Text carrying
  // figures is a value ("2.50 points", "Loan No. 2594428"), not a label.
  if (/\d|[$@]/.test(text.replace(/\b(?:1st|2nd|3rd|1003|[1-4]\s*-?\s*units?|b[12]|borrower\s*[12])\b/gi, ''))) return null;
  const tokens = labelTokens(text);
  if (!tokens.length) return null;
  const canonical = matchVocabulary(tokens.join(' '), 0.96) ?? matchVocabulary(reordered(tokens), 0.95) ?? percentLabel(tokens) ?? amountLabel(tokens);
  if (canonical) return canonical;
  // A charge the lender makes is the loan's own: "Lender admin", "Lender processing", "Lender's origination".
  if (tokens.length > 1 && /^lenders?$/.test(tokens[0]!)) {
    const charge = matchVocabulary(tokens.slice(1).join(' '), 0.94);
    if (charge && LENDER_CHARGES.has(charge.kind)) return charge;
  }
  // Labels joined by a slash, each a wording of the vocabulary ("YSP / Broker Pts"), may name a party the
  // vocabulary already placed.
  const compound = compoundLabel(text);
  if (compound) return compound;
  // Beyond the vocabulary's own wordings ("Broker Fee" is the deal's), a label naming another party is theirs.
  if (labelParty(tokens)) return null;
  const unqualified = withoutQualifiers(tokens);
  if (unqualified) return unqualified;
  if (tokens.length > 1 && COLLATERAL_WORDS.has(tokens[0]!)) {
    const part = matchVocabulary(tokens.slice(1).join(' '), 0.95);
    if (part && ADDRESS_KINDS.has(part.kind)) return part;
  }
  if (tokens.length > 1 && ENTITY_WORDS.has(tokens[0]!)) {
    const own = matchVocabulary(tokens.slice(1).join(' '), 0.95);
    if (own && ENTITY_KINDS.has(own.kind)) return own;
  }
  // "Guarantor FICO", "Applicant's estimate of value": the borrower's own fact, or a figure they state.
  if (tokens.length > 1 && PRINCIPAL_ROLES.has(tokens[0]!)) {
    const personal = matchVocabulary(tokens.slice(1).join(' '), 0.95) ?? matchVocabulary(reordered(tokens.slice(1)), 0.95);
    if (personal && (PERSONAL_KINDS.has(personal.kind) || STATED_FIGURE_KINDS.has(personal.kind))) return personal;
  }
  if (!LABEL_SHAPE.test(text.trim()) || tokens.length > 4 || SIGNED_IN_CAPACITY.test(text.trim())) return null;
  // A title ("FUNDING MEMO", "Payoff Letter") names the paper, not a field beside it.
  if (TITLE_NOUN.test(tokens.at(-1)!)) return null;
  // "Single-family dwelling" is a kind of property, the value of a type column, and measures nothing.
  if (tokens.length >= 2 && tokens.every((t) => KIND_OF_PROPERTY.test(t)) && normalisePropertyType(text)) return null;
  const guess = predictLabel(text);
  if (!guess || guess.kind === 'none' || guess.kind === 'other' || guess.probability < MODEL_MIN_PROBABILITY) return null;
  if (NAME_KINDS.has(guess.kind as LabelKind) && isNameShaped(text.trim(), tokens)) return null;
  if ((guess.kind === 'loan_amount' || guess.kind === 'property_value') && NOT_LOAN_OR_VALUE.test(tokens.join(' '))) return null;
  // "Overall cap rate", "Investor yield": a rate of the property's income or of a participation, not the note's.
  if (guess.kind === 'interest_rate' && NOT_NOTE_RATE.test(tokens.join(' '))) return null;
  // A review's "Original opinion of value" is the figure it revises: the reviewer's own stands over it.
  const superseded = guess.kind === 'property_value' && SUPERSEDED.test(tokens.join(' ')) ? 0.8 : 1;
  return { kind: guess.kind as LabelKind, strength: (0.5 + 0.4 * guess.probability) * superseded, coBorrower: tokens.includes('coborrower'), guessed: true };
}

const LENDER_CHARGES = new Set<LabelKind>(['loan_doc_fee', 'admin_fee', 'processing_fee', 'origination_points']);

const PARTY_KINDS = new Set<LabelKind>(['borrower', 'guarantor']);

/**
 * A label that names its party in brackets ("Requested by (buyer)", "Current owner (seller)", "Name (Borrower)"):
 * the bracketed party says whose the fact is. A borrower's role makes the label the borrower's; another party's
 * makes a party label theirs, so it is refused. Undefined when the brackets name no party.
 */
function partyInBrackets(text: string): LabelMatch | null | undefined {
  const m = /^(.{2,40}?)\s*\(\s*([A-Za-z][A-Za-z /-]{2,30}?)\s*\)\s*:?\s*$/.exec(text.trim());
  if (!m) return undefined;
  const base = matchVocabulary(normaliseLabel(m[1]!), 1) ?? matchVocabulary(labelTokens(m[1]!).join(' '), 0.96);
  // "Placement fee (broker)", "Origination (Broker)": points paid to the broker are the broker's.
  if (base && POINTS_KINDS.has(base.kind) && /^(?:mortgage\s+)?brokers?$/i.test(m[2]!.trim())) return { kind: 'broker_points', strength: base.strength * 0.95, coBorrower: false };
  // Only a label of a party, or one that names nothing yet ("Requested by"), takes its meaning from the brackets.
  if (base && !PARTY_KINDS.has(base.kind) && !/^(name|names|full name)$/.test(normaliseLabel(m[1]!))) return undefined;
  const inner = matchVocabulary(normaliseLabel(m[2]!), 1);
  if (inner && PARTY_KINDS.has(inner.kind)) return { ...inner, strength: inner.strength * 0.95 };
  if (labelParty(labelTokens(m[2]!))) return null;
  return undefined;
}

const POINTS_KINDS = new Set<LabelKind>(['origination_points', 'broker_points', 'discount_points', 'points']);
const PAID_KINDS = new Set<LabelKind>([...POINTS_KINDS, 'loan_amount', 'loan_doc_fee', 'admin_fee', 'processing_fee']);

/**
 * A label with the party it is paid to or by after a dash: "Loan Amount – Keystone Capital", "Doc Fee - Harbor
 * Title". The payee does not change the fact, except whose points a fee is ("Origination – Broker").
 */
function labelWithPayee(text: string): LabelMatch | null {
  const m = /^(.{3,40}?)\s+[-–—]\s+(.{2,60})$/.exec(text.trim());
  if (!m || /\d/.test(m[1]!)) return null;
  // Only money is paid to someone, and a payee has no figures: "Loan Type – Bridge", "Loan Amount – $500,000" are
  // a label and its value.
  if (/\d/.test(m[2]!)) return null;
  const head = matchLabel(m[1]!);
  if (!head || head.guessed || head.parts || !PAID_KINDS.has(head.kind)) return null;
  if (POINTS_KINDS.has(head.kind) && labelParty(labelTokens(m[2]!))) return null;
  return { ...head, strength: head.strength * 0.9 };
}

/** A label with its unit after a comma or "in": "Requested Loan Amt, $", "Term, months", "Rate in %". */
function labelWithUnit(text: string): LabelMatch | null {
  // "Broker (pts)", "Lender (%)": whose points the column holds.
  const points = /^(broker|lender)\s*\(\s*(?:pts?|points?|%)\s*\)$/i.exec(text.trim());
  if (points) return { kind: points[1]!.toLowerCase() === 'broker' ? 'broker_points' : 'origination_points', strength: 0.85, coBorrower: false };
  // "Term, months", "Fee in $", and a column of exports headed "Processing $" or "Doc Prep $", "rate_pct", "Rate PCT".
  const m = /^(.{3,50}?)\s*(?:(?:,|\bin\b|_)\s*(?:\$|usd|dollars|%|percent|pct|months?|mos?\.?|years?|yrs?\.?)|(?<=[A-Za-z])\s(?:\$|pct|percent))\s*$/i.exec(text.trim());
  const head = m && matchLabel(m[1]!);
  return head && !head.guessed ? { ...head, strength: head.strength * 0.95 } : null;
}

/** Every word the vocabulary's wordings use: a label word outside it is a qualifier the vocabulary never needed. */
const VOCABULARY_WORDS = new Set(RULES.flatMap((rule) => rule.re.source.replace(/\\[a-z]/g, ' ').match(/[a-z]{2,}/g) ?? []));

/** Qualifiers that change what a label names ("Insurance Amount", "Payoff Amount", "Rent Value"): never dropped. */
const MEANING_WORDS = new RegExp(`${NOT_LOAN_OR_VALUE.source}|\\b(?:payoff|premium|commission|escrow|fee|fees|balance|due|paid|monthly|annual|penalty|late|default|minimum|min|limit|cap|floor|index|margin|spread|land|lot|unit|per|prepaid|unpaid|accrued|deferred|capitalized|capitalised|earned|escrowed|owed|assessed|insured|taxed|listed|sold|offered|contracted)\\b`);

/** Facts whose values have a shape of their own, so that a loosely read label is checked by its value. */
const QUALIFIABLE_KINDS = new Set<LabelKind>([
  'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'closing_date', 'credit_score', 'origination_points', 'broker_points',
  'discount_points', 'points', 'loan_doc_fee', 'admin_fee', 'processing_fee', 'prepayment', 'exit_strategy', 'loan_type', 'loan_purpose', 'property_type',
]);

/**
 * A label with a qualifier the vocabulary never met ("Approved Amount", "Value Used", "Rate Discussed", "Loan
 * Processing Fee"): its known words, if they name a field and the dropped words change nothing the field depends on.
 * The fact names the same idea under another hand's wording; it is trusted only where the layout says label | value.
 */
function withoutQualifiers(tokens: readonly string[]): LabelMatch | null {
  const unknown = tokens.filter((t) => !VOCABULARY_WORDS.has(t));
  const known = tokens.filter((t) => VOCABULARY_WORDS.has(t));
  if (!unknown.length && known[0] !== 'loan') return null;
  if (unknown.some((t) => MEANING_WORDS.test(t))) return null;
  const attempts: { words: string[]; loanDropped: boolean }[] = [{ words: known, loanDropped: false }];
  // "Loan Processing Fee", "Loan Rate": a fee or a rate "of the loan" is the loan's own.
  if (known[0] === 'loan' && known.length > 1) attempts.push({ words: known.slice(1), loanDropped: true });
  for (const { words, loanDropped } of attempts) {
    if (!words.length || words.length === tokens.length) continue;
    const match = matchVocabulary(words.join(' '), 0.9) ?? matchVocabulary(reordered(words), 0.9);
    if (!match || !QUALIFIABLE_KINDS.has(match.kind) || (loanDropped && (match.kind === 'property_value' || match.kind === 'loan_amount'))) continue;
    // A participle qualifies a fact without changing it ("Approved Amount", "Value Used", "Rate Locked"); other
    // words name something else ("Coverage Amount", "Wire Amount", "Interest Only").
    if (!unknown.every((t) => /ed$/.test(t))) continue;
    return { ...match, guessed: true };
  }
  return null;
}

const BORROWER_NAME_KINDS = new Set<LabelKind>(['borrower', 'entity_name']);

/**
 * Two labels joined by a slash: "Rate / Points", "Buyer/Borrower", "Term / Amort". Every part must be a label of
 * the vocabulary; the first part that names a deal fact speaks for the whole when the value has a single part.
 */
function compoundLabel(text: string): LabelMatch | null {
  return slashedLabel(text) ?? billedTogether(text);
}

function slashedLabel(text: string): LabelMatch | null {
  const pieces = text.replace(/\(s\)/g, 's').split(/\s*\/\s*/).map((p) => p.trim());
  const parts = labelPieces(pieces);
  if (!parts) return leadingPiece(pieces);
  // "Entity / Buyer", "Borrower / Entity": the borrower is a person or an entity, and its value says which.
  const party = parts.every((p) => BORROWER_NAME_KINDS.has(p.kind)) && parts.find((p) => p.kind === 'borrower');
  const first = party || parts.find((p) => p.kind !== 'other');
  return first ? { ...first, strength: first.strength * 0.95, parts } : null;
}

/** Words of the role a party's person plays beside a party label: "Key Site Manager", "Contact Person". */
const ROLE_WORDS = new Set(['key', 'site', 'contact', 'person', 'manager', 'managing', 'member', 'officer', 'principal', 'signer', 'signatory', 'representative', 'rep', 'primary', 'point', 'of', 'poc', 'authorized']);

/**
 * "Property Owner / Key Site Manager", "Borrower / Contact Person": a label of the vocabulary first, then words of
 * no field's (the role the same person plays): the first label speaks for the whole, a little less surely.
 */
function leadingPiece(pieces: string[]): LabelMatch | null {
  // "Title / escrow" heads another party's section; "PURCHASER / BORROWER INFORMATION SHEET" heads a form.
  if (pieces.length !== 2 || !/[a-z]{2}/.test(pieces.join(' ')) || labelParty(labelTokens(pieces[1]!))) return null;
  // The second piece names only the role the same person plays, never a name or a heading.
  // A party's label may add one word of its own for the part the party plays ("Borrower / Heir", "Buyer / Investor").
  const words = pieces[1]!.toLowerCase().split(/\s+/);
  const roleWords = words.every((w) => ROLE_WORDS.has(w));
  if (!roleWords && !(words.length === 1 && /^[a-z]{3,15}$/.test(words[0]!))) return null;
  const [first, second] = pieces.map((p) => matchLabel(p));
  if (!first || first.guessed || first.parts || first.kind === 'other' || (second && !second.guessed)) return null;
  if (!roleWords && !PARTY_KINDS.has(first.kind)) return null;
  return { ...first, strength: first.strength * 0.85 };
}

/** Two to three pieces of a joined label, each a wording of the vocabulary, or null. */
function labelPieces(pieces: string[]): LabelMatch[] | null {
  if (pieces.length < 2 || pieces.length > 3 || pieces.some((p) => !/[a-z]{2}/i.test(p))) return null;
  const parts = pieces.map((p) => matchLabel(p));
  return parts.some((p) => !p || p.guessed || p.parts) ? null : (parts as LabelMatch[]);
}

/**
 * Charges billed as one line ("Underwriting & Processing", "Admin and Doc Prep"): one sum, the fee of the charge
 * that has a field. Only lender charges are joined so, never "Name & Address".
 */
function billedTogether(text: string): LabelMatch | null {
  const parts = labelPieces(text.split(/\s+(?:&|and)\s+/i).map((p) => p.trim()));
  if (!parts || !parts.every((p) => p.kind === 'other' || LENDER_CHARGES.has(p.kind))) return null;
  const charges = parts.filter((p) => LENDER_CHARGES.has(p.kind));
  return charges.length === 1 ? { ...charges[0]!, strength: charges[0]!.strength * 0.9 } : null;
}

/** A value in as many parts as its compound label ("10.50% / 2.0 pts", "12.00% · 12 months"), or null. */
export function compoundValues(value: string, count: number): string[] | null {
  const parts = value.split(/\s+\/\s+|(?<=[%A-Za-z)])\s*\/\s*(?=[$\d(A-Za-z])|\s*[·•;]\s*/).map((p) => p.trim());
  return parts.length === count && parts.every(Boolean) ? parts : null;
}

/** Labels a sentence may open with, naming what it names directly. */
const NAMING_KINDS = new Set<LabelKind>(['borrower', 'guarantor', 'entity_name', 'property_address']);

/** Single-word labels may open a cell only when their value has an unmistakable format ("Ref. 2577340"). */
const SHORT_PREFIX_KINDS = new Set<LabelKind>(['loan_number', 'ein', 'email', 'phone', 'dob']);

/**
 * A cell that begins with a label and carries its value after it ("Loan Amount $335,000", "Term: 12 months").
 * `oneWord`: any one-word label may open the cell, where the layout says cells are "label value" boxes.
 */
export function splitLabelPrefix(text: string, { oneWord = false }: { oneWord?: boolean } = {}): { match: LabelMatch; value: string } | null {
  const colon = /^([^:]{2,60}?)\s*:\s*(.+)$/.exec(text);
  if (colon) {
    const match = matchLabel(colon[1]!);
    if (match) return { match, value: colon[2]! };
  }
  // "Application #2476843", "Loan No.2594428": a number glued to the mark that ends its label.
  const numbered = /^([A-Za-z][A-Za-z .']{1,40}?(?:#|\bno\.))\s*(\d[\w-]{2,})$/i.exec(text.trim());
  if (numbered) {
    const match = matchLabel(numbered[1]!);
    if (match && !match.guessed) return { match, value: numbered[2]! };
  }
  // OCR often drops the gap between a label and its value: try the longest leading word run that is a label.
  // A line of a sentence ("on terms acceptable to Buyer ...") starts in lower case; a label does not. A sentence that
  // opens with an article names a party or a place directly ("The subject is 11889 Pine Street", "The borrower will
  // be Oak LLC") but speaks of figures loosely ("The loan is sized against $168,000 of value").
  if (/^[a-z]/.test(text)) return null;
  const sentence = /^(?:the|a|an|this|that|our|your|its)\s/i.test(text);
  const words = text.split(' ');
  for (let n = Math.min(5, words.length - 1); n >= 1; n--) {
    // "Rate & Term Refinance", "Term and conditions": a phrase that goes on is not a label and its value.
    // A label never ends on an article or a preposition: "Borrower The Omar Flores Living Trust" keeps "The" in the
    // name, and "As of the close of business 12/01" is a sentence.
    if (/^(?:[&/+,]|and|or|of|to|for)$/i.test(words[n]!) || /^(?:[&/+,]|and|or|the|a|an|of|to|for|in|on|at|with|from)$/i.test(words[n - 1]!)) continue;
    // A figure with its unit is a value ("(18) months. Payoff is …"), never a label.
    if (/^\(?\d[\d,]*(?:\.\d+)?\)?\s+(?:months?|mos?|years?|yrs?|days?|points?|pts?)\.?$/i.test(words.slice(0, n).join(' '))) continue;
    const match = matchLabel(words.slice(0, n).join(' '));
    if (match && sentence && !NAMING_KINDS.has(match.kind)) continue;
    if (match && !match.guessed && (n > 1 || oneWord || SHORT_PREFIX_KINDS.has(match.kind))) return { match: { ...match, strength: match.strength * 0.95 }, value: words.slice(n).join(' ') };
  }
  return null;
}
