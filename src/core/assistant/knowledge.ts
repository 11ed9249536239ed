// What the assistant may know when it answers one person: their organization's deals, contacts, tasks and notes
// as far as their permissions reach (the server builds it; the engine never sees anything else).

export interface KnownParty {
  name: string;
  role: string;
  email: string | null;
  phone: string | null;
  company: string | null;
}

export interface KnownDeal {
  id: string;
  propertyAddress: string;
  borrowerName: string;
  borrowerType: string | null;
  borrowerFirstName: string | null;
  borrowerLastName: string | null;
  entityName: string | null;
  entityType: string | null;
  borrowerEmail: string | null;
  borrowerPhone: string | null;
  loanAmount: number;
  purchasePrice: number | null;
  loanType: string;
  loanPurpose: string | null;
  propertyType: string | null;
  loanTermMonths: number | null;
  interestRate: number | null;
  ltvRatio: number | null;
  monthlyPayment: number | null;
  stage: string;
  status: string;
  applicationDate: string;
  estimatedClosingDate: string | null;
  officerId: string | null;
  parties: KnownParty[];
}

export interface KnownContact extends KnownParty {
  id: string;
}

export interface KnownTask {
  id: string;
  title: string;
  description: string | null;
  dueDate: string | null;
  status: string;
  priority: string;
  assigneeId: string | null;
  dealId: string | null;
}

export interface KnownNote {
  dealId: string;
  text: string;
  createdAt: string;
  createdBy: string;
}

export interface KnownFile {
  dealId: string;
  fileName: string;
}

export interface KnownPerson {
  id: string;
  name: string;
  role: string;
}

export interface Knowledge {
  /** Today, 'YYYY-MM-DD', in the organization's calendar. */
  today: string;
  /** The organization's own names ('Harborline Capital', 'Harborline'): words of ours, never an unknown name. */
  organizationNames?: string[];
  me: KnownPerson & { staff: boolean };
  stages: string[];
  /** The organization's members (officers, admins) by id, for names of officers and assignees. */
  people: KnownPerson[];
  deals: KnownDeal[];
  contacts: KnownContact[];
  tasks: KnownTask[];
  notes: KnownNote[];
  files: KnownFile[];
}

/** The street line of an address: the text before the first comma (how the team names a deal). */
export const streetLine = (address: string) => address.split(',')[0]!.trim();

/** The two-letter state of an address ('…, Dallas, TX 75202' → 'TX'). */
export function stateOf(address: string): string | undefined {
  return /,\s*([A-Z]{2})\b(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(address)?.[1];
}

/** The city of an address ('7698 Thistle Rd, San Antonio, TX 78210' → 'San Antonio'). */
export function cityOf(address: string): string | undefined {
  const parts = address.split(',').map((p) => p.trim());
  return parts.length >= 3 ? parts[parts.length - 2] : undefined;
}
