// The contract of the generated evaluation corpus. A *family* is one way one kind of author (a lender, a broker,
// a title company, an appraiser, a borrower's attorney) writes one kind of loan document. It receives the facts of
// a deal and returns the document — an HTML page (rendered by Chromium to a text PDF, or degraded to a scan or a
// photo) or spreadsheet rows — with the truth: the facts the document actually states, in the normalised form of
// ../shared/fixtures/documents/README.md. Families are pure functions of (facts, rng): same seed, same corpus.

export type TruthField =
  | 'borrower_type' | 'borrower_first_name' | 'borrower_last_name' | 'borrower_email' | 'borrower_phone'
  | 'borrower_date_of_birth' | 'co_borrower_date_of_birth' | 'entity_name' | 'entity_type'
  | 'authorized_signatory_name' | 'authorized_signatory_title' | 'ein' | 'credit_score' | 'property_address'
  | 'property_type' | 'property_value' | 'loan_amount' | 'loan_type' | 'loan_purpose' | 'loan_term' | 'interest_rate'
  | 'estimated_closing_date' | 'origination_points' | 'discount_points' | 'broker_points' | 'loan_doc_fee'
  | 'admin_fee' | 'processing_fee' | 'prepayment_penalty' | 'prepayment_terms' | 'exit_strategy' | 'loan_number';

export type Truth = Partial<Record<TruthField, string>>;

export type DocumentType =
  | 'Term Sheet' | 'Letter of Intent' | 'Loan Application' | 'Broker Submission Email'
  | 'Purchase and Sale Agreement' | 'Appraisal Report' | 'Entity Document' | 'Broker Submission Sheet';

export type LoanType =
  | 'Purchase' | 'Refinance' | 'Cash Out Refi' | 'Second Mortgage' | 'Bridge Loan' | 'Fix & Flip' | 'Construction'
  | 'Commercial' | 'Land';
export type LoanPurpose = 'Purchase' | 'Refinance' | 'Cash Out Refinance' | 'Construction';
export type PropertyType =
  | 'Single Family' | '2-4 Unit' | 'Condo' | 'Townhouse' | 'Multifamily (5+)' | 'Mixed Use' | 'Retail' | 'Office'
  | 'Industrial' | 'Land';
export type EntityType = 'LLC' | 'Corporation' | 'Partnership' | 'Trust';

export interface Person {
  first: string;
  /** A middle name or initial some documents print ("John A. McDonald"); never part of the truth. */
  middle?: string;
  last: string;
  /** Lower case. */
  email: string;
  /** 10 digits, 555-01xx exchange (fictional). */
  phone: string;
  /** YYYY-MM-DD */
  dob: string;
  creditScore: number;
}

export interface Address {
  /** House number and street with USPS abbreviations, as the truth writes it: "123 Main St", "9 N Oak Ave". */
  street: string;
  /** The same street spelled out as a person might type it: "123 Main Street", "9 North Oak Avenue". */
  streetLong: string;
  /** "Unit 4B", "Apt 2" — part of the truth's one line when present. */
  unit?: string;
  city: string;
  /** Two-letter code. */
  state: string;
  /** "Illinois" */
  stateName: string;
  zip: string;
}

export interface Entity {
  /** Legal name as written, normal capitalisation: "Harbor Light Homes LLC", "The Smith Family Trust". */
  name: string;
  type: EntityType;
  /** 9 digits; trusts may have none. */
  ein?: string;
  /** Full state name of formation: "Delaware". */
  stateOfFormation: string;
  /** Title of the person signing for it (the borrower principal): "Managing Member", "President", "Trustee". */
  signatoryTitle: string;
  /** For a trust: the date in "dated …" (never part of the entity name truth). */
  trustDate?: string;
}

export interface Company {
  name: string;
  contact: Person;
  address: Address;
}

export interface DealFacts {
  /** The individual principal: the borrower, or the guarantor / signer for the entity. */
  borrower: Person;
  coBorrower?: Person;
  /** Present when the borrower is an entity. */
  entity?: Entity;
  property: {
    address: Address;
    type: PropertyType;
    /** As-is / appraised / estimated value: the truth's property_value. */
    value: number;
    purchasePrice?: number;
    /** After-repair value: a distractor, never property_value. */
    arv?: number;
    units?: number;
    yearBuilt?: number;
    squareFeet?: number;
  };
  loan: {
    amount: number;
    type: LoanType;
    purpose?: LoanPurpose;
    termMonths: number;
    /** Percent per annum: 10.5 */
    rate: number;
    /** YYYY-MM-DD */
    closingDate: string;
    originationPoints?: number;
    discountPoints?: number;
    brokerPoints?: number;
    docFee?: number;
    adminFee?: number;
    processingFee?: number;
    prepayment: { penalty: boolean; terms?: string };
    exit?: 'Sale' | 'Refinance';
    /** 7 digits YYNNNNN */
    loanNumber: string;
  };
  /** Distractors every document may print: none of these are borrower fields. */
  lender: Company;
  broker: Company;
  seller: Person;
  appraiser: Company;
  title: Company;
  /** The date the document is written, YYYY-MM-DD, before the closing date. */
  documentDate: string;
}

/** Seeded randomness: the only source of variation a family may use. */
export interface Rng {
  /** [0, 1) */
  next(): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

export type SheetCell = string | number | Date | null;

export interface Sheet {
  name: string;
  rows: SheetCell[][];
  /** Column indexes (0-based) whose numbers are fractions shown as percents (0.0975 → 9.75%). */
  percentColumns?: number[];
}

export type HtmlFormat = 'pdf_text' | 'pdf_scanned' | 'image';
export type SheetFormat = 'xlsx' | 'xls' | 'csv';

export type FamilyOutput =
  | { kind: 'html'; documentType: DocumentType; html: string; truth: Truth }
  | { kind: 'sheet'; documentType: DocumentType; sheets: Sheet[]; truth: Truth };

export interface Family {
  /** Unique, kebab-case: "lender-term-sheet-two-column". */
  id: string;
  /** One line: who writes it and how. */
  description: string;
  /** The formats this family may be rendered to (html families: pdf_text and, where plausible, scans/photos). */
  formats: readonly (HtmlFormat | SheetFormat)[];
  make(facts: DealFacts, rng: Rng): FamilyOutput;
}
