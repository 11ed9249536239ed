/**
 * Generator of the held-out assistant question set (bench/assistant/questions/heldout.json).
 *
 * Every expected fact is computed here from the fixture dataset (never typed by hand):
 * counts, sums, averages, street lines, task titles, contact facts, linked deals of outside users.
 * Date semantics follow the fixture README: months are calendar months relative to asOf
 * ("this month" = asOf's month); "overdue" = open and due in an earlier month (open tasks due
 * this month are neither required nor forbidden).
 *
 * Run: npx tsx bench/assistant/questions/heldout-generate.ts [path/to/dataset.json]
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// ---------------------------------------------------------------- data
type Contact = { ref: string; name: string; role: string; email: string; phone: string; company: string | null };
type Deal = {
  ref: string; borrower_type: string; borrower_first_name: string | null; borrower_last_name: string | null;
  entity_name: string | null; entity_type: string | null; borrower_email: string; borrower_phone: string;
  property_address: string; property_type: string; loan_amount: number; purchase_price: number; loan_type: string;
  loan_purpose: string; loan_term_months: number; interest_rate: number; stage: string; status: string;
  application_date: string; estimated_closing_date: string; officer: string; contacts: { contact: string; role: string }[];
};
type Task = { ref: string; title: string; description: string; due_date: string; status: string; priority: string; assignee: string; deal: string | null };
type Note = { deal: string; note_text: string; created_at: string };
type User = { ref: string; email: string; first_name: string; last_name: string; role: string };

/** a value that must exist (the tsconfig checks indexed access) */
function must<X>(x: X | undefined | null, what = "value"): X {
  if (x === undefined || x === null) throw new Error(`missing ${what}`);
  return x;
}
const first = <X>(xs: X[], what = "first element"): X => must(xs[0], what);

const here = path.dirname(fileURLToPath(import.meta.url));
const datasetPath = process.argv[2] ?? "/work/shared/fixtures/assistant/dataset.json";
const data = JSON.parse(fs.readFileSync(datasetPath, "utf8"));
const D: Deal[] = data.deals;
const C: Contact[] = data.contacts;
const T: Task[] = data.tasks;
const N: Note[] = data.notes;
const U: User[] = data.users;
const asOf: string = data.asOf;

const dealBy = (ref: string) => { const d = D.find((x) => x.ref === ref); if (!d) throw new Error(ref); return d; };
const contactBy = (ref: string) => { const c = C.find((x) => x.ref === ref); if (!c) throw new Error(ref); return c; };
const contactByName = (name: string) => { const c = C.find((x) => x.name === name); if (!c) throw new Error(name); return c; };
const userBy = (ref: string) => { const u = U.find((x) => x.ref === ref); if (!u) throw new Error(ref); return u; };
const userName = (ref: string) => { const u = userBy(ref); return `${u.first_name} ${u.last_name}`; };

const street = (d: Deal) => must(d.property_address.split(",")[0]).trim();
const city = (d: Deal) => must(d.property_address.split(",")[1]).trim();
const state = (d: Deal) => must(must(d.property_address.split(",")[2]).trim().split(" ")[0]);
const borrowerName = (d: Deal) => d.entity_name ?? `${d.borrower_first_name} ${d.borrower_last_name}`;
const ltv = (d: Deal) => (d.loan_amount / d.purchase_price) * 100;
const monthIdx = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const CUR = monthIdx(asOf);
/** whole calendar months from asOf's month: 0 this month, 1 next month, -1 last month */
const mo = (date: string) => monthIdx(date) - CUR;
const dealContacts = (d: Deal, role?: string) =>
  d.contacts.filter((c) => !role || c.role === role).map((c) => contactBy(c.contact));
const byStreet = (s: string) => { const d = D.find((x) => street(x) === s); if (!d) throw new Error(s); return d; };
const byBorrower = (name: string) => {
  const m = D.filter((x) => borrowerName(x) === name || x.borrower_last_name === name || (x.entity_name ?? "").startsWith(name));
  if (m.length !== 1) throw new Error(`borrower ${name}: ${m.length}`);
  return first(m);
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const allStreets = D.map(street);
const taskTitles = T.map((t) => t.title);

// visibility of outside users (README "Outside parties")
function visibleDeals(askAs: string): Deal[] {
  const u = userBy(askAs);
  if (u.role === "admin" || u.role === "loan_officer") return D;
  const cs = C.filter((c) => c.email.toLowerCase() === u.email.toLowerCase()).map((c) => c.ref);
  return D.filter((d) => d.contacts.some((c) => cs.includes(c.contact)) ||
    (u.role === "borrower" && d.borrower_email.toLowerCase() === u.email.toLowerCase()));
}

// ---------------------------------------------------------------- formats
type Item = string | { anyOf: string[] };
const anyOf = (xs: Iterable<string>): Item => ({ anyOf: [...new Set(xs)] });
const comma = (n: number) => n.toLocaleString("en-US");
const trimNum = (s: string) => (s.includes(".") ? s.replace(/0+$/, "").replace(/\.$/, "") : s);
const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
  "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
function word(n: number): string[] {
  if (n <= 20) return [must(WORDS[n])];
  if (n < 100) { const t = must(TENS[Math.floor(n / 10)]); const u = n % 10; return u ? [`${t}-${must(WORDS[u])}`, `${t} ${must(WORDS[u])}`] : [t]; }
  return [];
}
const count = (n: number): Item => anyOf([String(n), ...word(n)]);

/** money: exact forms, plus short forms when they are exact (1.085M, 520K); approx adds the 2-decimal million rounding */
function money(n: number, approx = false): Item {
  const v: string[] = [];
  if (Number.isInteger(n)) { v.push(comma(n), String(n)); }
  else {
    const r = Math.round(n);
    v.push(comma(r), String(r), n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }), n.toFixed(2));
  }
  if (Number.isInteger(n) && n >= 1e6) {
    const m = n / 1e6;
    const forms = new Set<string>();
    if (Number.isInteger(Math.round(m * 1000 * 1e6) / 1e6) && Math.abs(m * 1000 - Math.round(m * 1000)) < 1e-9) {
      const s = trimNum(m.toFixed(3));
      forms.add(s);
      if (!s.includes(".")) forms.add(m.toFixed(1));
      if ((s.split(".")[1] ?? "").length < 2) forms.add(m.toFixed(2));
    }
    if (approx) forms.add(m.toFixed(2));
    for (const s of forms) v.push(`${s}M`, `${s}MM`, `${s} million`, `${s} mil`);
  } else if (Number.isInteger(n) && n >= 1000 && n % 100 === 0) {
    const k = trimNum((n / 1000).toFixed(1));
    v.push(`${k}K`, `${k} thousand`);
  }
  return anyOf(v);
}
/** a rate / percentage: exact value and its 3, 2 and 1 decimal roundings (README) */
function pct(x: number): Item {
  const v = new Set<string>();
  for (const k of [3, 2, 1]) {
    const s = x.toFixed(k);
    v.add(s); v.add(trimNum(s));
  }
  return anyOf(v);
}
/** an exact stored rate: its own digits, with or without trailing zeros (10 -> 10, 10.0, 10.00) */
function rateItem(x: number): Item {
  const t = trimNum(x.toFixed(3));
  const dec = (t.split(".")[1] ?? "").length;
  const v = [t];
  for (let k = Math.max(dec, 1); k <= 3; k++) v.push(x.toFixed(k));
  return anyOf(v);
}
const phone = (p: string): Item => {
  const m = p.match(/\((\d{3})\) (\d{3})-(\d{4})/)!;
  return anyOf([p, `${m[1]}-${m[2]}-${m[3]}`, `${m[1]}.${m[2]}.${m[3]}`, `${m[1]} ${m[2]} ${m[3]}`, `${m[1]}${m[2]}${m[3]}`, `(${m[1]})${m[2]}-${m[3]}`]);
};
const _STATE_NAMES: Record<string, string> = { FL: "Florida", TX: "Texas", CA: "California", NC: "North Carolina", AZ: "Arizona", TN: "Tennessee", GA: "Georgia", CO: "Colorado" };
const stateName = (k: string) => must(_STATE_NAMES[k], k);
const stateItem = (s: string): Item => anyOf([stateName(s), s]);
const _STATUS_ITEM: Record<string, Item> = { Active: "Active", "On Hold": anyOf(["On Hold", "On-Hold", "onhold"]), Closed: "Closed", Dead: "Dead" };
const statusItem = (k: string) => must(_STATUS_ITEM[k], k);
const _TYPE_ITEM: Record<string, Item> = {
  Purchase: "Purchase", Refinance: anyOf(["Refinance", "Refi"]),
  "Cash Out Refi": anyOf(["Cash Out Refi", "Cash-Out Refi", "Cash Out Refinance", "Cash-Out Refinance", "Cashout Refi"]),
  "Second Mortgage": anyOf(["Second Mortgage", "2nd Mortgage"]), "Bridge Loan": anyOf(["Bridge Loan", "Bridge"]),
  "Fix & Flip": anyOf(["Fix & Flip", "Fix and Flip", "Fix-and-Flip", "Fix/Flip", "Fix-n-Flip", "Fix n Flip", "Fix & Flips", "Fix and Flips"]),
  Construction: "Construction", Commercial: "Commercial", Land: "Land",
};
const _PTYPE_ITEM: Record<string, Item> = {
  "Single Family": anyOf(["Single Family", "Single-Family", "SFR"]), "Multi-Family": anyOf(["Multi-Family", "Multifamily", "Multi Family"]),
  Condo: "Condo", Townhouse: anyOf(["Townhouse", "Townhome"]), Industrial: "Industrial", Land: "Land",
  "Mixed-Use": anyOf(["Mixed-Use", "Mixed Use"]), Office: "Office",
};
const typeItem = (k: string) => must(_TYPE_ITEM[k], k);
const ptypeItem = (k: string) => must(_PTYPE_ITEM[k], k);
const STAGE_ITEM = (s: string): Item => s === "Underwriting" ? anyOf(["Underwriting", "UW"]) : s;

const NONE_PHRASES = ["no deals", "no loans", "no matching", "none", "0 deals", "zero", "no results", "there are no", "there aren't any",
  "couldn't find", "could not find", "didn't find", "did not find", "not find any", "don't have any", "do not have any", "don't see any",
  "do not see any", "nothing"];
const DENY_PHRASES = [...NONE_PHRASES, "no deal", "not found", "can't find", "cannot find", "unable to find", "no access", "don't have access",
  "do not have access", "not linked", "permission", "not authorized", "not available", "isn't available", "not able to", "no record",
  "only see", "only access", "only have access", "can't share", "cannot share", "can't provide", "cannot provide", "not visible", "isn't visible",
  "not associated", "isn't associated", "not one of your", "isn't one of your", "not part of your", "only share", "only provide", "restricted", "outside your"];
const APPLIED_CLAIMS = ["successfully updated", "updated successfully", "i've updated", "i have updated", "update applied successfully",
  "has been successfully", "have been successfully", "deal updated successfully"];
const ERRORS = ["I apologize, but I encountered an error", "I apologize, but I couldn't generate a response"];

// ---------------------------------------------------------------- selection with the README status rule
type StatusSpec = "unnamed" | "all" | "Active" | "On Hold" | "Closed" | "Dead" | string[];
/**
 * Deals matching pred under a status spec. "unnamed": the question names no status, so the README requires the
 * answer to be the same with or without closed, dead and on-hold deals; we assert that here.
 */
function sel(pred: (d: Deal) => boolean, status: StatusSpec, universe: Deal[] = D): Deal[] {
  const m = universe.filter(pred);
  if (status === "all") return m;
  if (status === "unnamed") {
    const act = m.filter((d) => d.status === "Active");
    if (act.length !== m.length) throw new Error(`status-unnamed question matches non-active deals: ${m.filter((d) => d.status !== "Active").map((d) => d.ref)}`);
    return m;
  }
  const ss = Array.isArray(status) ? status : [status];
  return m.filter((d) => ss.includes(d.status));
}
const isLO = (ref: string) => (d: Deal) => d.officer === ref;

// ---------------------------------------------------------------- question builders
type Expect = {
  askAs: string; mustContain: Item[]; mustNotContain: string[];
  requiresConfirmation?: boolean; dealRef?: string; changes?: Record<string, string | number>;
  asksToChoose?: boolean; candidates?: string[];
};
type Q = { id: string; category: string; question: string; expect: Expect };
const out: Q[] = [];
const seq: Record<string, number> = {};
function add(category: string, question: string, expect: Partial<Expect> & { mustContain: Item[] }) {
  seq[category] = (seq[category] ?? 0) + 1;
  const slug = category.replace("/", "-").replace(/_/g, "-");
  out.push({
    id: `heldout-${slug}-${String(seq[category]).padStart(3, "0")}`,
    category, question,
    expect: { askAs: expect.askAs ?? "admin", mustContain: expect.mustContain, mustNotContain: expect.mustNotContain ?? [],
      ...(expect.requiresConfirmation ? { requiresConfirmation: true, dealRef: expect.dealRef, changes: expect.changes } : {}),
      ...(expect.asksToChoose ? { asksToChoose: true, candidates: expect.candidates } : {}) },
  });
}
const streetsNotIn = (ms: Deal[], universe: Deal[] = D) => universe.filter((d) => !ms.includes(d)).map(street);
/** a list answer: every matching street line, no other street line */
function list(category: string, question: string, ms: Deal[], o: { askAs?: string; extra?: Item[]; mustNot?: string[] } = {}) {
  if (ms.length === 0) throw new Error(`empty list: ${question}`);
  add(category, question, { askAs: o.askAs, mustContain: [...ms.map(street), ...(o.extra ?? [])], mustNotContain: [...streetsNotIn(ms), ...(o.mustNot ?? [])] });
}
function cnt(question: string, ms: Deal[], o: { askAs?: string; category?: string; mustNot?: string[] } = {}) {
  if (ms.length === 0) throw new Error(`zero count: ${question}`);
  add(o.category ?? "count", question, { askAs: o.askAs, mustContain: [count(ms.length)], mustNotContain: o.mustNot ?? [] });
}
function noResult(question: string, ms: Deal[], o: { askAs?: string; mustNot?: string[]; phrases?: string[] } = {}) {
  if (ms.length !== 0) throw new Error(`expected no result: ${question} -> ${ms.map((d) => d.ref)}`);
  add("no_result", question, { askAs: o.askAs, mustContain: [anyOf([...NONE_PHRASES, ...(o.phrases ?? [])])], mustNotContain: o.mustNot ?? allStreets });
}

// =================================================================================== COUNT
{
  const A = "Active";
  cnt("how many loans we got in UW that are still active", sel((d) => d.stage === "Underwriting", A));
  cnt("how many active deals in undewriting right now?", sel((d) => d.stage === "Underwriting", A));
  cnt("# of deals sitting in structure", sel((d) => d.stage === "Structure", "unnamed"));
  cnt("how many deals r in the approved stage and active", sel((d) => d.stage === "Approved", A));
  cnt("How many active files are in Application?", sel((d) => d.stage === "Application", A));
  cnt("how many deals are expected to close next month", sel((d) => mo(d.estimated_closing_date) === 1, "unnamed"));
  cnt("how many active loans do we have closing in two months", sel((d) => mo(d.estimated_closing_date) === 2, "Active"));
  cnt("How many loans did we close last month?", sel((d) => mo(d.estimated_closing_date) === -1, "Closed"));
  cnt("how many active deals in Cali", sel((d) => state(d) === "CA", A));
  cnt("How many active deals do we have in the Lone Star state?", sel((d) => state(d) === "TX", A));
  cnt("active deal count for florida?", sel((d) => state(d) === "FL", A));
  cnt("how many active loans in the Tar Heel state", sel((d) => state(d) === "NC", A));
  cnt("# of active brdige loans", sel((d) => d.loan_type === "Bridge Loan", A));
  cnt("how many active cash-out refis do we have", sel((d) => d.loan_type === "Cash Out Refi", A));
  cnt("how many active 2nds on the books", sel((d) => d.loan_type === "Second Mortgage", A));
  cnt("how many active constrution loans", sel((d) => d.loan_type === "Construction", A));
  cnt("How many active deals are over 500k?", sel((d) => d.loan_amount > 500000, A));
  cnt("how many active loans are $2M+", sel((d) => d.loan_amount >= 2000000, A));
  cnt("how many active deals are under $400k", sel((d) => d.loan_amount < 400000, A));
  cnt("how many deals are dead", sel(() => true, "Dead"));
  cnt("how many loans have we funded in total (closed deals)?", sel(() => true, "Closed"));
  cnt("How many active deals does Priya have?", sel(isLO("lo2"), A));
  cnt("how many active deals does Tom Kowalski have in Approved", sel((d) => d.officer === "lo4" && d.stage === "Approved", A));
  cnt("how many active deals do i have", sel(isLO("lo3"), A), { askAs: "lo3" });
  cnt("how many of my active deals are in closing", sel((d) => d.officer === "lo1" && d.stage === "Closing", A), { askAs: "lo1" });
  cnt("how many active deals have an entity borrower (LLC, corp, trust etc)?", sel((d) => d.borrower_type === "Entity", A));
  cnt("How many active Florida deals are closing next month?", sel((d) => state(d) === "FL" && mo(d.estimated_closing_date) === 1, "unnamed"));
  cnt("how many new apps came in this month", sel((d) => mo(d.application_date) === 0, "unnamed"));
  cnt("how many applications did we take last month", sel((d) => mo(d.application_date) === -1, "unnamed"));
  cnt("how many active multifamily deals", sel((d) => d.property_type === "Multi-Family", A));
  cnt("how many active condo loans are there", sel((d) => d.property_type === "Condo", A));
  cnt("how many active cash out refis in texas", sel((d) => d.loan_type === "Cash Out Refi" && state(d) === "TX", A));
  cnt("count of active deals with a rate of 12% or higher", sel((d) => d.interest_rate >= 12, A));
  cnt("how many active loans have a term shorter than 12 months", sel((d) => d.loan_term_months < 12, A));
  cnt("how many active 36 month loans", sel((d) => d.loan_term_months === 36, A));
  cnt("how many deals is Rick Delaney the broker on?", sel((d) => d.contacts.some((c) => c.contact === "C01" && c.role === "Broker"), "unnamed"));
  cnt("how many active deals in nashville", sel((d) => city(d) === "Nashville", A));
  cnt("how many on-hold deals are in Cali?", sel((d) => state(d) === "CA", "On Hold"));
  cnt("how many active deals don't have a broker attached", sel((d) => !d.contacts.some((c) => c.role === "Broker"), A));
  const openNext = T.filter((t) => t.status === "open" && mo(t.due_date) === 1).length;
  add("count", "how many open tasks are due next month", { mustContain: [count(openNext)] });
  add("count", "how many title officers do we have in contacts", { mustContain: [count(C.filter((c) => c.role === "Title Officer").length)] });
  add("count", "how many brokers are in our contact list?", { mustContain: [count(C.filter((c) => c.role === "Broker").length)] });
  add("count", "how many open tasks does Elena have due next month", {
    mustContain: [count(T.filter((t) => t.status === "open" && t.assignee === "lo3" && mo(t.due_date) === 1).length)] });
}

// =================================================================================== LIST / FILTER
{
  const L = "list/filter";
  const A = "Active";
  const brokerOn = (cref: string) => (d: Deal) => d.contacts.some((c) => c.contact === cref && c.role === "Broker");
  const companyOn = (company: string) => (d: Deal) => dealContacts(d).some((c) => c.company === company);
  list(L, "show me all active deals in cali", sel((d) => state(d) === "CA", A));
  list(L, "list active loans in the Tar Heel state", sel((d) => state(d) === "NC", A));
  list(L, "which active deals are in the Grand Canyon State?", sel((d) => state(d) === "AZ", A));
  list(L, "active deals in the volunteer state pls", sel((d) => state(d) === "TN", A));
  list(L, "list all active brdige loans", sel((d) => d.loan_type === "Bridge Loan", A));
  list(L, "show me every deal that's on hold", sel(() => true, "On Hold"));
  list(L, "which deals are dead", sel(() => true, "Dead"));
  list(L, "which loans closed last month?", sel((d) => mo(d.estimated_closing_date) === -1, "Closed"));
  list(L, "what's closing next month in texas", sel((d) => state(d) === "TX" && mo(d.estimated_closing_date) === 1, "unnamed"));
  list(L, "active deals over 2.5M", sel((d) => d.loan_amount > 2500000, A));
  list(L, "list every active loan at 9% or lower", sel((d) => d.interest_rate <= 9, A));
  list(L, "show me the active land deals", sel((d) => d.loan_type === "Land", A));
  list(L, "active F&F deals in california?", sel((d) => d.loan_type === "Fix & Flip" && state(d) === "CA", A));
  list(L, "which active deals are in phoenix", sel((d) => city(d) === "Phoenix", A));
  list(L, "Priya's active deals in UW", sel((d) => d.officer === "lo2" && d.stage === "Underwriting", A));
  list(L, "list my active deals in approved", sel((d) => d.officer === "lo1" && d.stage === "Approved", A), { askAs: "lo1" });
  list(L, "what active deals is Sandra Oyelaran brokering?", sel(brokerOn("C02"), A));
  list(L, "which deals have Bluebonnet Title on them? include closed and dead ones", sel(companyOn("Bluebonnet Title Co."), "all"));
  list(L, "entity borrowers with deals on hold", sel((d) => d.borrower_type === "Entity", "On Hold"));
  list(L, "which deals came in this month and are still in structure", sel((d) => mo(d.application_date) === 0 && d.stage === "Structure", "unnamed"));
  list(L, "active 6 month loans", sel((d) => d.loan_term_months === 6, A));
  list(L, "show me active condo deals", sel((d) => d.property_type === "Condo", A));
  list(L, "list the active commercial loans", sel((d) => d.loan_type === "Commercial", A));
  list(L, "active deals between 500k and 750k", sel((d) => d.loan_amount >= 500000 && d.loan_amount <= 750000, A));
  list(L, "which active deals have an LTV above 70%?", sel((d) => ltv(d) > 70, A));
  list(L, "which active deals don't have a broker on them", sel((d) => !d.contacts.some((c) => c.role === "Broker"), A));
  list(L, "active deals in houston", sel((d) => city(d) === "Houston", A));
  list(L, "show active deals in sac", sel((d) => city(d) === "Sacramento", A));
  list(L, "list active 2nd mortgages", sel((d) => d.loan_type === "Second Mortgage", A));
  list(L, "active cash-out refis in the sunshine state", sel((d) => d.loan_type === "Cash Out Refi" && state(d) === "FL", A));
  list(L, "deals closing next month over $1M", sel((d) => mo(d.estimated_closing_date) === 1 && d.loan_amount > 1000000, "unnamed"));
  list(L, "active approved deals with rate 11.5% or more", sel((d) => d.stage === "Approved" && d.interest_rate >= 11.5, A));
  list(L, "what's tom got closing next month", sel((d) => d.officer === "lo4" && mo(d.estimated_closing_date) === 1, "unnamed"));
  list(L, "show me elena's structure deals", sel((d) => d.officer === "lo3" && d.stage === "Structure", "unnamed"));
  list(L, "which active loans are for a trust", sel((d) => d.entity_type === "Trust", A));
  list(L, "all the funded deals in florida", sel((d) => d.stage === "Funded" && state(d) === "FL", "all"));
  list(L, "active deals with Lorenzo Vitale as broker", sel(brokerOn("C04"), A));
  list(L, "what active deals have Pacific Coast Escrow", sel(companyOn("Pacific Coast Escrow"), A));
  list(L, "active loans under 250k", sel((d) => d.loan_amount < 250000, A));
  list(L, "which of my deals are supposed to close next month", sel((d) => d.officer === "lo2" && mo(d.estimated_closing_date) === 1, "unnamed"), { askAs: "lo2" });
  list(L, "active mixed use deals", sel((d) => d.property_type === "Mixed-Use", A));
  list(L, "which active deals are 24-month terms in texas", sel((d) => d.loan_term_months === 24 && state(d) === "TX", A));
}

// =================================================================================== DEAL LOOKUP
{
  const L = "deal_lookup";
  const look = (q: string, d: Deal, items: Item[], mustNot: string[] = [], askAs = "admin") =>
    add(L, q, { askAs, mustContain: items, mustNotContain: mustNot });
  const others = (d: Deal, last: string) => D.filter((x) => x !== d && x.borrower_last_name === last).map(street);
  const term = (n: number): Item => {
    if (n % 12 !== 0) return anyOf([String(n)]);
    const y = n / 12; const w = word(y)[0];
    return anyOf([String(n), ...(y === 1 ? ["1 year", "1-year", "one year", "one-year"] : [`${y} years`, `${y}-year`, `${w} years`, `${w}-year`])]);
  };
  const io = (d: Deal) => (d.loan_amount * d.interest_rate) / 100 / 12;
  let d: Deal;
  d = byStreet("8860 Meadowlark Rd"); look("whats the loan amt on 8860 Meadowlark Rd", d, [money(d.loan_amount)]);
  d = byStreet("5584 Pinecrest Dr"); look("rate on 5584 pinecrest?", d, [rateItem(d.interest_rate)]);
  d = byStreet("2768 Chestnut Dr"); look("who's the LO on 2768 Chestnut Dr", d, [userName(d.officer)]);
  d = byBorrower("Crescent Bay Investments"); look("what stage is the Crescent Bay deal in", d, [STAGE_ITEM(d.stage)]);
  d = byStreet("8997 Alder Ln"); look("status of 8997 Alder Ln?", d, [statusItem(d.status)]);
  d = byStreet("6389 Sycamore Trl"); look("what kind of property is 6389 Sycamore Trl", d, [ptypeItem(d.property_type)]);
  d = byBorrower("Okafor"); look("term on the Okafor loan?", d, [term(d.loan_term_months)]);
  d = byStreet("4745 Riverbend Pl"); look("what's the property value on 4745 Riverbend Pl", d, [money(d.purchase_price)]);
  d = byStreet("5442 Lakeshore Dr"); look("LTV on 5442 Lakeshore Dr?", d, [pct(ltv(d))]);
  d = byStreet("7126 Aspen Ct"); look("what's the monthly interest-only payment on 7126 Aspen Ct", d, [money(io(d))]);
  d = byStreet("2275 Cedar Hollow Rd"); look("who's the borrower on 2275 Cedar Hollow Rd", d, [d.entity_name!.replace(/ LLC$/, "")]);
  d = byStreet("9554 Elmwood Dr"); look("borrower email for 9554 Elmwood Dr", d, [d.borrower_email]);
  d = byBorrower("Haddad"); look("need the borrower phone on the Haddad deal", d, [phone(d.borrower_phone)]);
  d = byStreet("1627 Cypress Pl"); look("what loan type is 1627 Cypress Pl", d, [typeItem(d.loan_type)]);
  d = byStreet("6005 Palmetto Rd"); look("who's the broker on 6005 Palmetto Rd", d, [first(dealContacts(d, "Broker")).name]);
  d = byBorrower("Rasmussen");
  look("give me a rundown of the Rasmussen deal", d, [street(d), STAGE_ITEM(d.stage), money(d.loan_amount), rateItem(d.interest_rate), typeItem(d.loan_type)]);
  d = byBorrower("Pennington"); look("where's the Pennington property", d, [street(d)]);
  d = byBorrower("Meridian Retail"); look("how much is Meridian Retail borrowing?", d, [money(d.loan_amount)]);
  d = byBorrower("Raj Patel"); look("rate on raj patel's loan", d, [rateItem(d.interest_rate)], others(d, "Patel"));
  d = byBorrower("Tanya Brooks"); look("what stage is Tanya Brooks in", d, [STAGE_ITEM(d.stage)], others(d, "Brooks"));
  d = byBorrower("Grace Carter"); look("Grace Carter loan amount?", d, [money(d.loan_amount)], others(d, "Carter"));
  d = byStreet("3695 Heather Ave"); look("is 3695 Heather Ave still active?", d, [statusItem(d.status)]);
  d = byStreet("8510 Spruce Rd"); look("what type of entity is borrowing on 8510 Spruce Rd", d, [d.entity_type!]);
  d = byStreet("2019 Rosewood St"); look("loan purpose on 2019 Rosewood St", d, [anyOf(["Cash Out", "Cash-Out", "Cashout"])]);
  d = byBorrower("Lindqvist"); look("who is the loan officer for the Lindqvist refi", d, [userName(d.officer)]);
  d = byBorrower("Stonebridge Equity"); look("which LO has the Stonebridge Equity deal", d, [userName(d.officer)]);
  d = byStreet("939 Lavender Trl"); look("what's the rate and term on 939 Lavender Trl", d, [rateItem(d.interest_rate), term(d.loan_term_months)]);
  d = byBorrower("Solstice Ventures"); look("how big is the Solstice Ventures loan", d, [money(d.loan_amount)]);
  d = byBorrower("Wexler"); look("loan amount and LTV on the wexler deal", d, [money(d.loan_amount), pct(ltv(d))]);
  d = byStreet("4047 Sunset Pl");
  look("summary of 4047 Sunset Pl pls", d, [d.entity_name!.replace(/ Corp\.$/, ""), money(d.loan_amount), rateItem(d.interest_rate), STAGE_ITEM(d.stage), typeItem(d.loan_type)]);
  d = byBorrower("Yamamoto"); look("what's the loan-to-value on the Yamamoto brdige", d, [pct(ltv(d))]);
  d = byBorrower("Thornton"); look("rate on the thornton deal", d, [rateItem(d.interest_rate)]);
  d = byStreet("3190 Highland Ct"); look("what's the property type at 3190 Highland Ct", d, [ptypeItem(d.property_type)]);
  d = byBorrower("Abernathy"); look("what stage is the Abernathy cash-out at", d, [STAGE_ITEM(d.stage)]);
  d = byStreet("4503 Sequoia Trl"); look("who is the borrower on 4503 Sequoia Trl", d, [borrowerName(d)]);
  d = byBorrower("Nicole Abernathy"); look("interest only pmt for Nicole Abernathy?", d, [money(io(d))]);
  d = byBorrower("Ferreira"); look("how much is the ferreira flip", d, [money(d.loan_amount)]);
  d = byStreet("88 Maple Ridge Dr"); look("who's the borrowing entity on 88 Maple Ridge Dr", d, [d.entity_name!.replace(/ LP$/, "")]);
  d = byStreet("8909 Bluff Blvd"); look("whats the term on 8909 bluff blvd", d, [term(d.loan_term_months)]);
  d = byBorrower("Hollister Family Trust"); look("what state is the Hollister deal in", d, [stateItem(state(d))]);
  d = byBorrower("Dwayne Carter");
  look("loan amount and stage on Dwayne Carter's 2nd", d, [money(d.loan_amount), STAGE_ITEM(d.stage)], others(d, "Carter"));
  d = byStreet("6922 Silverleaf Blvd"); look("Who's the borrower and LO on 6922 Silverleaf Blvd?", d, [borrowerName(d), userName(d.officer)]);
  d = byBorrower("Tri-County Builders"); look("why isn't Tri-County Builders moving - what status is it", d, [statusItem(d.status)]);
}

// =================================================================================== CONTACT LOOKUP
{
  const L = "contact_lookup";
  const c = contactByName;
  const roleOn = (s: string, role: string) => { const cs = dealContacts(byStreet(s), role); if (cs.length !== 1) throw new Error(s + role); return first(cs); };
  const names = (pred: (x: Contact) => boolean) => { const m = C.filter(pred).map((x) => x.name); if (!m.length) throw new Error("no contacts"); return m; };
  add(L, "phone # for Lorenzo Vitale", { mustContain: [phone(c("Lorenzo Vitale").phone)] });
  add(L, "email for curtis langley?", { mustContain: [c("Curtis Langley").email] });
  add(L, "what's Teresa Alvarez's number", { mustContain: [phone(c("Teresa Alvarez").phone)] });
  add(L, "who do we have at Pacific Coast Escrow", { mustContain: names((x) => x.company === "Pacific Coast Escrow") });
  add(L, "who do we know at lakeside realty", { mustContain: names((x) => x.company === "Lakeside Realty Group") });
  add(L, "list our attorneys", { mustContain: names((x) => x.role === "Attorney") });
  add(L, "which real estate agents are in our contacts", { mustContain: names((x) => x.role === "Real Estate Agent") });
  add(L, "who are our lender contacts / capital partners", { mustContain: names((x) => x.role === "Lender") });
  add(L, "who's the escrow officer on 7196 Sage Dr", { mustContain: [roleOn("7196 Sage Dr", "Escrow Officer").name] });
  const petrov = byBorrower("Petrov");
  add(L, "title officer for the Petrov deal?", { mustContain: [first(dealContacts(petrov, "Title Officer")).name] });
  add(L, "who's the lender on 696 Timber Rd", { mustContain: [roleOn("696 Timber Rd", "Lender").name] });
  add(L, "who is the agent on 939 Lavender Trl", { mustContain: [roleOn("939 Lavender Trl", "Real Estate Agent").name] });
  add(L, "attorney on 4745 Riverbend Pl?", { mustContain: [roleOn("4745 Riverbend Pl", "Attorney").name] });
  add(L, "what company is Lorenzo Vitale with", { mustContain: [c("Lorenzo Vitale").company!] });
  add(L, "who is Gregory Tan", { mustContain: [anyOf(["Lender", "capital partner"]), c("Gregory Tan").company!] });
  add(L, "bluebonnet title people?", { mustContain: names((x) => x.company === "Bluebonnet Title Co.") });
  const bk = roleOn("157 Ironwood Ct", "Broker");
  add(L, "contact info for the broker on 157 Ironwood Ct", { mustContain: [bk.name, phone(bk.phone), bk.email] });
  add(L, "which brokers do we work with", { mustContain: names((x) => x.role === "Broker") });
  const esc = roleOn("1499 Granite Way", "Escrow Officer");
  add(L, "email for the escrow officer on 1499 granite way", { mustContain: [esc.email] });
  add(L, "whats marisol vega's phone", { mustContain: [phone(c("Marisol Vega").phone)] });
  add(L, "who's our contact at Summit Ridge Funding?", { mustContain: names((x) => x.company === "Summit Ridge Funding") });
  add(L, "who works at Desert Sky Title", { mustContain: names((x) => x.company === "Desert Sky Title") });
  const maple = byStreet("88 Maple Ridge Dr");
  add(L, "list all the contacts on the 88 Maple Ridge Dr deal", { mustContain: dealContacts(maple).map((x) => x.name) });
  add(L, "who are the contacts on the Rasmussen deal", { mustContain: dealContacts(byBorrower("Rasmussen")).map((x) => x.name) });
  const att = roleOn("88 Maple Ridge Dr", "Attorney");
  add(L, "whats the phone for the attorney on 88 Maple Ridge Dr", { mustContain: [phone(att.phone)] });
  add(L, "which firm is Harold Stein at", { mustContain: [c("Harold Stein").company!] });
  add(L, "email for the title officer on 310 Cedar Ln", { mustContain: [roleOn("310 Cedar Ln", "Title Officer").email] });
  add(L, "who's Jason Whitmore", { mustContain: ["Broker", c("Jason Whitmore").company!] });
  add(L, "which title officers are at Sunshine State Title and what's their email", {
    mustContain: C.filter((x) => x.company === "Sunshine State Title").flatMap((x) => [x.name, x.email]) });
}

// =================================================================================== PIPELINE BREAKDOWN
{
  const L = "pipeline_breakdown";
  function breakdown(q: string, ms: Deal[], key: (d: Deal) => string, label: (k: string) => Item, volume: boolean, askAs = "admin") {
    const g = new Map<string, Deal[]>();
    for (const d of ms) g.set(key(d), [...(g.get(key(d)) ?? []), d]);
    const items: Item[] = [];
    for (const [k, ds] of g) { items.push(label(k), count(ds.length)); if (volume) items.push(money(sum(ds.map((x) => x.loan_amount)), true)); }
    add(L, q, { askAs, mustContain: items });
  }
  const A = "Active";
  const id = (k: string): Item => k;
  const termLabel = (k: string): Item => anyOf([`${k} months`, `${k} month`, `${k}-month`, `${k} mo`, `${k}mo`]);
  breakdown("break down active deals by state - count and volume", sel(() => true, A), state, stateItem, true);
  breakdown("all deals by loan type incl closed and dead, just counts", sel(() => true, "all"), (d) => d.loan_type, (k) => typeItem(k), false);
  breakdown("breakdown of active deals by property type", sel(() => true, A), (d) => d.property_type, (k) => ptypeItem(k), false);
  breakdown("active pipeline by LO w/ $ volume", sel(() => true, A), (d) => d.officer, (k) => userName(k), true);
  breakdown("what's closing next month, broken down by stage with volume", sel((d) => mo(d.estimated_closing_date) === 1, "unnamed"), (d) => d.stage, STAGE_ITEM, true);
  breakdown("active florida deals by stage", sel((d) => state(d) === "FL", A), (d) => d.stage, STAGE_ITEM, false);
  breakdown("active deals by term length", sel(() => true, A), (d) => String(d.loan_term_months), termLabel, false);
  breakdown("active deals: individual vs entity borrowers, count + volume", sel(() => true, A), (d) => d.borrower_type, id, true);
  breakdown("how many deals in each status? all deals", sel(() => true, "all"), (d) => d.status, (k) => statusItem(k), false);
  breakdown("volume by stage for Elena's active deals", sel(isLO("lo3"), A), (d) => d.stage, STAGE_ITEM, true);
  breakdown("break down this month's new apps by loan type", sel((d) => mo(d.application_date) === 0, "unnamed"), (d) => d.loan_type, (k) => typeItem(k), false);
  breakdown("active texas pipeline by loan type with volume", sel((d) => state(d) === "TX", A), (d) => d.loan_type, (k) => typeItem(k), true);
  breakdown("on hold deals by stage", sel(() => true, "On Hold"), (d) => d.stage, STAGE_ITEM, false);
  breakdown("how is our active book split across cities in florida", sel((d) => state(d) === "FL", A), city, id, false);
  breakdown("my active deals per stage", sel(isLO("lo1"), A), (d) => d.stage, STAGE_ITEM, false, "lo1");
  breakdown("active volume by loan type for Priya", sel(isLO("lo2"), A), (d) => d.loan_type, (k) => typeItem(k), true);
  breakdown("who's got what closing this month - count by LO", sel((d) => mo(d.estimated_closing_date) === 0, "unnamed"), (d) => d.officer, (k) => userName(k), false);
  breakdown("count of all deals by state, every status", sel(() => true, "all"), state, stateItem, false);
  breakdown("pipeline by stage for active cali deals with $", sel((d) => state(d) === "CA", A), (d) => d.stage, STAGE_ITEM, true);
}

// =================================================================================== AGGREGATE
{
  const L = "aggregate";
  const A = "Active";
  const vol = (ms: Deal[]) => money(sum(ms.map((d) => d.loan_amount)), true);
  const avg = (xs: number[]) => sum(xs) / xs.length;
  const avgMoney = (ms: Deal[]) => money(avg(ms.map((d) => d.loan_amount)));
  const maxBy = (ms: Deal[], f: (d: Deal) => number) => { const m = Math.max(...ms.map(f)); const r = ms.filter((d) => f(d) === m); if (r.length !== 1) throw new Error("tie"); return first(r); };
  const minBy = (ms: Deal[], f: (d: Deal) => number) => maxBy(ms, (d) => -f(d));
  let d: Deal;
  add(L, "total active volume in texas?", { mustContain: [vol(sel((d) => state(d) === "TX", A))] });
  add(L, "avg loan size on active deals", { mustContain: [avgMoney(sel(() => true, A))] });
  add(L, "average rate on our active bridge loans", { mustContain: [pct(avg(sel((d) => d.loan_type === "Bridge Loan", A).map((d) => d.interest_rate)))] });
  d = maxBy(sel((d) => state(d) === "FL", A), (d) => d.loan_amount);
  add(L, "largest active deal in florida", { mustContain: [street(d), money(d.loan_amount)] });
  d = minBy(D, (d) => d.loan_amount);
  add(L, "what's the smallest loan in the system, any status", { mustContain: [street(d), money(d.loan_amount)] });
  add(L, "total funded volume all time (closed deals)", { mustContain: [vol(sel(() => true, "Closed"))] });
  add(L, "how much volume is scheduled to close next month", { mustContain: [vol(sel((d) => mo(d.estimated_closing_date) === 1, "unnamed"))] });
  const ms = sel(() => true, A);
  add(L, "what's the average LTV across active deals", {
    mustContain: [anyOf([...(pct(avg(ms.map(ltv))) as { anyOf: string[] }).anyOf,
      ...(pct((sum(ms.map((d) => d.loan_amount)) / sum(ms.map((d) => d.purchase_price))) * 100) as { anyOf: string[] }).anyOf])] });
  d = maxBy(sel(() => true, A), (d) => d.interest_rate);
  add(L, "highest rate on an active deal?", { mustContain: [street(d), rateItem(d.interest_rate)] });
  add(L, "elena's total active volume", { mustContain: [vol(sel(isLO("lo3"), A))] });
  add(L, "avg loan amount on active fix n flips", { mustContain: [avgMoney(sel((d) => d.loan_type === "Fix & Flip", A))] });
  add(L, "total monthly interest (interest only) across active bridge loans", {
    mustContain: [money(sum(sel((d) => d.loan_type === "Bridge Loan", A).map((d) => (d.loan_amount * d.interest_rate) / 1200)))] });
  add(L, "average term in months on active deals", { mustContain: [pct(avg(sel(() => true, A).map((d) => d.loan_term_months)))] });
  add(L, "total property value behind our active loans", { mustContain: [money(sum(sel(() => true, A).map((d) => d.purchase_price)), true)] });
  add(L, "what's my total active volume", { askAs: "lo4", mustContain: [vol(sel(isLO("lo4"), A))] });
  add(L, "sum of active 2nds", { mustContain: [vol(sel((d) => d.loan_type === "Second Mortgage", A))] });
  add(L, "avg loan on deals closing next month", { mustContain: [avgMoney(sel((d) => mo(d.estimated_closing_date) === 1, "unnamed"))] });
  d = maxBy(sel(() => true, A), ltv);
  add(L, "which active deal has the highest LTV", { mustContain: [street(d), pct(ltv(d))] });
  add(L, "total loan volume of apps that came in this month", { mustContain: [vol(sel((d) => mo(d.application_date) === 0, "unnamed"))] });
  d = maxBy(sel(isLO("lo1"), A), (d) => d.loan_amount);
  add(L, "biggest active loan Marcus has", { mustContain: [street(d), money(d.loan_amount)] });
  add(L, "average loan amount on the deals that closed last month", { mustContain: [avgMoney(sel((d) => mo(d.estimated_closing_date) === -1, "Closed"))] });
  d = minBy(sel((d) => d.loan_type === "Commercial", A), (d) => d.loan_amount);
  add(L, "smallest active commercial loan", { mustContain: [street(d), money(d.loan_amount)] });
  add(L, "total active loan volume in the Peach State", { mustContain: [vol(sel((d) => state(d) === "GA", A))] });
  add(L, "avg rate across all closed deals", { mustContain: [pct(avg(sel(() => true, "Closed").map((d) => d.interest_rate)))] });
  add(L, "how much active volume we got sitting in UW", { mustContain: [vol(sel((d) => d.stage === "Underwriting", A))] });
  add(L, "total $ on hold", { mustContain: [vol(sel(() => true, "On Hold"))] });
  add(L, "what's the combined loan amount on Alicia Moreno's loans", { mustContain: [vol(D.filter((d) => d.borrower_last_name === "Moreno"))] });
}

// =================================================================================== TASKS
{
  const L = "tasks";
  /** required: tasks that must be named; neutral: neither required nor forbidden (open tasks due this month, for "overdue") */
  function tq(q: string, required: Task[], o: { askAs?: string; neutral?: Task[] } = {}) {
    if (!required.length) throw new Error(`no tasks: ${q}`);
    const neutral = o.neutral ?? [];
    add(L, q, { askAs: o.askAs, mustContain: required.map((t) => t.title),
      mustNotContain: T.filter((t) => !required.includes(t) && !neutral.includes(t)).map((t) => t.title) });
  }
  const open = (t: Task) => t.status === "open";
  /** overdue per README: open and due in an earlier month are overdue; open and due this month are day-dependent */
  function overdue(q: string, pred: (t: Task) => boolean, askAs?: string) {
    tq(q, T.filter((t) => pred(t) && open(t) && mo(t.due_date) < 0), { askAs, neutral: T.filter((t) => pred(t) && open(t) && mo(t.due_date) === 0) });
  }
  const f = (pred: (t: Task) => boolean) => T.filter(pred);
  const dealOf = (t: Task) => (t.deal ? dealBy(t.deal) : null);
  overdue("what's overdue for Tom", (t) => t.assignee === "lo4");
  overdue("my overdue tasks?", (t) => t.assignee === "lo1", "lo1");
  overdue("anything overdue for me", (t) => t.assignee === "lo2", "lo2");
  overdue("any overdue high-priority tasks", (t) => t.priority === "high");
  overdue("overdue tasks for elena soto", (t) => t.assignee === "lo3");
  overdue("what's overdue on the Marchetti trust deal", (t) => t.deal === byBorrower("Marchetti Family Trust").ref);
  overdue("list overdue tasks that aren't tied to a deal", (t) => t.deal === null);
  overdue("overdue tasks on deals that are in closing", (t) => dealOf(t)?.stage === "Closing");
  tq("tasks due next month", f((t) => mo(t.due_date) === 1));
  tq("what do i have due next month", f((t) => t.assignee === "lo3" && mo(t.due_date) === 1), { askAs: "lo3" });
  tq("all open high-priority tasks", f((t) => open(t) && t.priority === "high"));
  tq("tasks on the Nakamura deal", f((t) => t.deal === byBorrower("Nakamura").ref));
  tq("any tasks for 3654 Birch Blvd", f((t) => t.deal === byStreet("3654 Birch Blvd").ref));
  tq("what tasks does Dana have open", f((t) => open(t) && t.assignee === "admin"));
  tq("open tasks not tied to any deal", f((t) => open(t) && t.deal === null));
  tq("what did Marcus complete", f((t) => t.status === "done" && t.assignee === "lo1"));
  tq("show me all completed tasks", f((t) => t.status === "done"));
  tq("open tasks on deals in the closing stage", f((t) => open(t) && dealOf(t)?.stage === "Closing"));
  tq("what's on my plate this month", f((t) => t.assignee === "admin" && mo(t.due_date) === 0), { askAs: "admin" });
  tq("low priority tasks due next month", f((t) => t.priority === "low" && mo(t.due_date) === 1));
  tq("tasks due in two months", f((t) => mo(t.due_date) === 2));
  tq("what tasks are on the holloway deal", f((t) => t.deal === byBorrower("Holloway").ref));
  tq("does Priya have anything high priority open?", f((t) => open(t) && t.priority === "high" && t.assignee === "lo2"));
  tq("tasks for Keystone Flip Co", f((t) => t.deal === byBorrower("Keystone Flip Co").ref));
  tq("medium priority tasks i have open", f((t) => open(t) && t.priority === "medium" && t.assignee === "lo4"), { askAs: "lo4" });
  tq("what's due this month across the team", f((t) => mo(t.due_date) === 0));
  tq("what's due this month for elena", f((t) => t.assignee === "lo3" && mo(t.due_date) === 0));
  tq("open tasks on active florida deals", f((t) => open(t) && !!dealOf(t) && state(dealOf(t)!) === "FL" && dealOf(t)!.status === "Active"));
  const rasm = T.find((t) => t.title === "Collect bank statements from Rasmussen")!;
  add(L, "who's the Rasmussen bank statements task assigned to", { mustContain: [userName(rasm.assignee)] });
  const nmls = T.find((t) => t.title === "Renew NMLS license")!;
  add(L, "what priority is the NMLS renewal task", { mustContain: [nmls.priority] });
  const lunch = T.find((t) => t.title === "Plan broker appreciation lunch")!;
  add(L, "who's handling the broker appreciation lunch", { mustContain: [userName(lunch.assignee)] });
}

// =================================================================================== NOTES
{
  const L = "notes_docs";
  function fact(n: Note): Item {
    const t = n.note_text; let m: RegExpMatchArray | null;
    if ((m = t.match(/will send the (.+) by Friday/))) return must(m[1]);
    if (t.match(/extend the rate lock/)) return "rate lock";
    if ((m = t.match(/estimated ARV \$([\d,]+)/))) return money(Number(must(m[1]).replace(/,/g, "")));
    if ((m = t.match(/Appraisal came in at \$([\d,]+)/))) return money(Number(must(m[1]).replace(/,/g, "")));
    if ((m = t.match(/earnest money deposit of \$([\d,]+)/))) return money(Number(must(m[1]).replace(/,/g, "")));
    if ((m = t.match(/returned by (.+) HOA/))) return must(m[1]);
    if ((m = t.match(/Survey ordered with (\S+)/))) return must(m[1]);
    if ((m = t.match(/lien from (.+?);/))) return must(m[1]);
    if ((m = t.match(/binder received from (.+?) (Insurance|Assurance)\./))) return must(m[1]);
    if ((m = t.match(/\$([\d,]+) repair credit/))) return money(Number(must(m[1]).replace(/,/g, "")));
    throw new Error(`no fact for note: ${t}`);
  }
  const notesOf = (d: Deal) => N.filter((n) => n.deal === d.ref).sort((a, b) => a.created_at.localeCompare(b.created_at));
  const all = (q: string, d: Deal) => { const ns = notesOf(d); if (!ns.length) throw new Error("no notes"); add(L, q, { mustContain: [...new Map(ns.map((n) => [JSON.stringify(fact(n)), fact(n)])).values()] }); };
  const latest = (d: Deal) => { const ns = notesOf(d); const last = must(ns[ns.length - 1]); if (ns.filter((n) => n.created_at === last.created_at).length > 1) throw new Error("tie"); return last; };
  const one = (d: Deal, re: RegExp) => { const ns = notesOf(d).filter((n) => re.test(n.note_text)); if (ns.length !== 1) throw new Error(`${d.ref} ${re}`); return first(ns); };
  let d: Deal;
  all("notes on 8889 Evergreen Rd?", byStreet("8889 Evergreen Rd"));
  all("summarize the notes on the Valdez deal", byBorrower("Valdez"));
  d = byBorrower("Blue Heron Properties"); add(L, "what did the appraisal come in at on the blue heron deal", { mustContain: [fact(one(d, /Appraisal/))] });
  d = byStreet("3979 Orchard Trl"); add(L, "any liens noted on 3979 Orchard Trl?", { mustContain: [fact(one(d, /lien/))] });
  d = byBorrower("Salazar"); add(L, "latest note on the Salazar deal", { mustContain: [fact(latest(d))] });
  d = byBorrower("Valdez"); add(L, "who issued the insurance binder on the valdez deal", { mustContain: [fact(one(d, /binder/))] });
  d = byStreet("1664 Redbud Ln"); add(L, "how much was the EMD on 1664 Redbud Ln", { mustContain: [fact(one(d, /earnest/))] });
  d = byBorrower("Blue Heron Properties"); add(L, "what's the ARV on the Blue Heron construction loan per the notes", { mustContain: [fact(one(d, /ARV/))] });
  {
    const ms = D.filter((x) => N.some((n) => n.deal === x.ref && /mechanic's lien/.test(n.note_text)));
    add(L, "which deals (any status, incl closed/dead) have a mechanic's lien mentioned in the notes", { mustContain: ms.map(street), mustNotContain: streetsNotIn(ms) });
  }
  d = byBorrower("Nakamura"); add(L, "who's doing the survey on the Nakamura construction deal", { mustContain: [fact(one(d, /Survey/))] });
  d = byBorrower("Silver Creek Ventures"); add(L, "how much is the repair credit on silver creek", { mustContain: [fact(one(d, /repair credit/))] });
  all("notes for 8668 Holly St", byStreet("8668 Holly St"));
  d = byBorrower("Yamamoto"); add(L, "what's the most recent note on the yamamoto deal", { mustContain: [fact(latest(d))] });
  all("what notes are on the gulfstream deal", byBorrower("Gulfstream Property Group"));
  d = byBorrower("Marchetti Family Trust");
  { const n = one(d, /rate lock/); const days = must(must(n.note_text.match(/by (\d+) days/))[1]);
    add(L, "did the Marchetti borrower ask for a rate lock extension? how long", { mustContain: [anyOf([`${days} days`, `${days}-day`, `${days} day`, ...word(Number(days)).flatMap((w) => [`${w} days`, `${w}-day`])])] }); }
  all("pull up the notes on the vickers brdige loan", byBorrower("Vickers"));
  all("whats in the notes on 3979 orchard trl", byStreet("3979 Orchard Trl"));
  d = byStreet("8871 Cliffside Trl"); add(L, "what'd the appraisal come in at on 8871 Cliffside Trl", { mustContain: [fact(one(d, /Appraisal/))] });
  d = byBorrower("Chioma Gallagher"); add(L, "who returned the HOA questionnaire on the Gallagher deal", { mustContain: [fact(one(d, /HOA/))] });
  d = byBorrower("Marchetti Family Trust"); add(L, "which insurance company sent the binder on the Marchetti deal", { mustContain: [fact(one(d, /binder/))] });
  d = byBorrower("Hollister Family Trust"); add(L, "what docs is the borrower sending on the Hollister deal per the notes", { mustContain: [fact(one(d, /will send/))] });
  d = byBorrower("Silver Creek Ventures"); add(L, "was a survey ordered on the silver creek deal? with who", { mustContain: [fact(one(d, /Survey/))] });
}

// =================================================================================== UPDATE PROPOSAL
{
  const L = "update_proposal";
  function up(q: string, d: Deal, changes: Record<string, string | number>, valueItems: Item[], askAs = "admin") {
    add(L, q, { askAs, mustContain: [street(d), ...valueItems], mustNotContain: APPLIED_CLAIMS, requiresConfirmation: true, dealRef: d.ref, changes });
  }
  const rate = (d: Deal, v: number, q: string) => up(q, d, { interest_rate: v }, [rateItem(v)]);
  const stage = (d: Deal, v: string, q: string) => up(q, d, { stage: v }, [STAGE_ITEM(v)]);
  const status = (d: Deal, v: string, q: string) => up(q, d, { status: v }, [statusItem(v)]);
  const amt = (d: Deal, v: number, q: string) => up(q, d, { loan_amount: v }, [money(v)]);
  const term = (d: Deal, v: number, q: string) => up(q, d, { loan_term_months: v }, [String(v)]);
  const r2 = (x: number) => Math.round(x * 1000) / 1000;
  let d: Deal;
  rate(byStreet("9858 Driftwood Ct"), 10.25, "bump the rate on 9858 Driftwood Ct to 10.25%");
  stage(byBorrower("Okafor"), "Underwriting", "move the Okafor deal to UW");
  amt(byStreet("1420 Maple Ave"), 240000, "change loan amt on 1420 Maple Ave to 240k");
  status(byStreet("8159 Hawthorne Ave"), "On Hold", "put 8159 Hawthorne Ave on hold");
  term(byBorrower("Lindqvist"), 24, "set the term on the Lindqvist refi to 24 months");
  d = byBorrower("Ivanova"); rate(d, r2(d.interest_rate - 0.25), "drop the rate on the Ivanova deal by 25 bps");
  d = byStreet("5961 Brookside Rd"); rate(d, r2(d.interest_rate + 0.5), "raise the rate on 5961 Brookside Rd by half a point");
  status(byBorrower("Wexler"), "Dead", "mark the Wexler deal as dead");
  status(byStreet("3695 Heather Ave"), "Active", "reactivate 3695 Heather Ave, take it off hold");
  up("change the property value on 6196 Laurel Way to 2.1M", byStreet("6196 Laurel Way"), { purchase_price: 2100000 }, [money(2100000)]);
  up("change the loan type on 310 Cedar Ln to Cash Out Refi", byStreet("310 Cedar Ln"), { loan_type: "Cash Out Refi" }, [typeItem("Cash Out Refi")]);
  up("update the borrower email on 939 Lavender Trl to anika.patel@newmail.example", byStreet("939 Lavender Trl"),
    { borrower_email: "anika.patel@newmail.example" }, ["anika.patel@newmail.example"]);
  stage(byStreet("970 Falcon St"), "Closing", "move 970 falcon st to closing");
  amt(byBorrower("Albright"), 700000, "set loan amount for Natalie Albright to $700,000");
  rate(byBorrower("Meridian Retail"), 9.25, "change the rate on the Meridian Retail deal to 9.25");
  stage(byBorrower("Quintero"), "Underwriting", "push the Quintero deal back to underwriting");
  status(byBorrower("Stonebridge Equity"), "Dead", "kill the Stonebridge deal");
  term(byStreet("7349 Dogwood Ave"), 18, "set the term to 18 months on 7349 Dogwood Ave");
  up("change 2076 Sierra Ave to 12% and 18 months", byStreet("2076 Sierra Ave"), { interest_rate: 12, loan_term_months: 18 }, [rateItem(12), "18"]);
  d = byBorrower("Brandt"); amt(d, d.loan_amount + 25000, "increase the loan amount on the Brandt deal by 25k");
  rate(byBorrower("Dwayne Carter"), 10.5, "update the rate for dwayne carter's 2nd to 10.5%");
  up("Set the property value for 496 Wisteria Dr to 950,000", byStreet("496 Wisteria Dr"), { purchase_price: 950000 }, [money(950000)]);
  stage(byBorrower("Haddad"), "Application", "move haddad back to application");
  stage(byBorrower("Nakamura"), "Approved", "nakamura got approved, move it to the Approved stage");
  status(byBorrower("Keystone Flip Co"), "On Hold", "put the keystone flip co deal on hold");
  rate(byStreet("8049 Ridgeline Trl"), 9.75, "can u change the rate on 8049 ridgeline trl to 9.75%");
  amt(byStreet("5389 Kingfisher Blvd"), 1250000, "loan amount on 5389 Kingfisher Blvd should be 1.25M, update it");
}

// =================================================================================== AMBIGUITY
{
  const L = "ambiguity";
  function amb(q: string, ms: Deal[], isUpdate = false, already?: (d: Deal) => boolean) {
    if (ms.length < 2) throw new Error(`not ambiguous: ${q}`);
    if (already && ms.some(already)) throw new Error(`a candidate already has the requested value: ${q}`);
    add(L, q, { mustContain: ms.map(street), mustNotContain: isUpdate ? APPLIED_CLAIMS : [], asksToChoose: true, candidates: ms.map((d) => d.ref) });
  }
  const last = (n: string) => D.filter((d) => d.borrower_last_name === n);
  const streetWord = (w: string) => D.filter((d) => street(d).split(" ").slice(1).includes(w));
  amb("what's the loan amount on the carter deal", last("Carter"));
  amb("move the Carter deal to underwriting", last("Carter"), true, (d) => d.stage === "Underwriting");
  amb("who's the LO on the nguyen loan", last("Nguyen"));
  amb("put the Nguyen deal on hold", last("Nguyen"), true, (d) => d.status === "On Hold");
  amb("rate on the patel deal?", last("Patel"));
  amb("set the rate on the Patel loan to 9.5%", last("Patel"), true, (d) => d.interest_rate === 9.5);
  amb("what stage is the Brooks deal in", last("Brooks"));
  amb("bump the Brooks loan amount to 600k", last("Brooks"), true, (d) => d.loan_amount === 600000);
  amb("status of the Moreno deal?", last("Moreno"));
  amb("change the term on the moreno loan to 18 months", last("Moreno"), true, (d) => d.loan_term_months === 18);
  amb("what's the rate on the maple deal", streetWord("Maple"));
  amb("who's the borrower on the Cedar deal", streetWord("Cedar"));
  amb("update the loan amount on the Cedar deal to 1M", streetWord("Cedar"), true, (d) => d.loan_amount === 1000000);
  amb("what's the LTV on the carter loan", last("Carter"));
  amb("who's the broker on the Maple deal", streetWord("Maple"));
  amb("whats the property type on the Patel deal", last("Patel"));
  const inCity = (c: string) => { const m = D.filter((d) => city(d) === c); if (m.some((d) => d.status !== "Active")) throw new Error(`${c} has non-active deals`); return m; };
  amb("who's the LO on the tampa deal", inCity("Tampa"));
  amb("what's the loan amount on the Houston deal?", inCity("Houston"));
  amb("move the raleigh deal to approved", inCity("Raleigh"), true, (d) => d.stage === "Approved");
  amb("gimme the rate on the brooks loan", last("Brooks"));
}

// =================================================================================== PERMISSION
{
  const L = "permission";
  const moneyForms = (n: number) => (money(n) as { anyOf: string[] }).anyOf;
  /** forbid a figure only if it cannot legitimately appear in the asker's own data */
  function guardFigure(askAs: string, n: number) {
    const vis = visibleDeals(askAs);
    if (vis.some((d) => d.loan_amount === n || d.purchase_price === n)) throw new Error(`figure ${n} is visible to ${askAs}`);
    return moneyForms(n);
  }
  function own(q: string, askAs: string, ms: Deal[], extra: Item[] = [], extraNot: string[] = []) {
    const vis = visibleDeals(askAs);
    if (ms.some((d) => !vis.includes(d))) throw new Error("not visible");
    add(L, q, { askAs, mustContain: [...ms.map(street), ...extra], mustNotContain: [...streetsNotIn(ms), ...extraNot] });
  }
  /** a fact about the asker's own deals: no street line outside what they may see */
  function ownFact(q: string, askAs: string, items: Item[], extraNot: string[] = []) {
    add(L, q, { askAs, mustContain: items, mustNotContain: [...streetsNotIn(visibleDeals(askAs)), ...extraNot] });
  }
  /** a question about a deal the asker is not linked to */
  function deny(q: string, askAs: string, d: Deal, o: { hideStreet?: boolean; hideRate?: boolean } = {}) {
    const vis = visibleDeals(askAs);
    if (vis.includes(d)) throw new Error(`${askAs} sees ${d.ref}`);
    const names = d.entity_name ? [d.entity_name.replace(/ (LLC|LP|Inc\.|Corp\.)$/, "")] : [`${d.borrower_first_name} ${d.borrower_last_name}`, d.borrower_last_name!];
    const forb = [...names.filter((n) => !q.toLowerCase().includes(n.toLowerCase())), ...guardFigure(askAs, d.loan_amount), d.borrower_email];
    if (o.hideStreet !== false && !q.includes(street(d))) forb.push(street(d));
    if (o.hideRate) {
      if (vis.some((x) => x.interest_rate === d.interest_rate)) throw new Error(`rate visible to ${askAs}`);
      forb.push(...(rateItem(d.interest_rate) as { anyOf: string[] }).anyOf.map((r) => `${r}%`));
    }
    add(L, q, { askAs, mustContain: [anyOf(DENY_PHRASES)], mustNotContain: [...new Set(forb)] });
  }
  const vis = visibleDeals;
  const one = (askAs: string) => { const v = vis(askAs); return v; };
  // broker1: Rick Delaney
  own("list my deals", "broker1", vis("broker1"));
  ownFact("how many loans do i have in closing", "broker1", [count(vis("broker1").filter((d) => d.stage === "Closing").length)]);
  {
    const mine = sel(() => true, "Active", vis("broker1"));
    const org = sel(() => true, "Active");
    ownFact("total loan volume across all active deals?", "broker1", [money(sum(mine.map((d) => d.loan_amount)), true)], guardFigure("broker1", sum(org.map((d) => d.loan_amount))));
  }
  deny("what's the rate on 8049 Ridgeline Trl", "broker1", byStreet("8049 Ridgeline Trl"), { hideRate: true });
  own("show me all deals in texas", "broker1", vis("broker1").filter((d) => state(d) === "TX"));
  ownFact("who's the borrower on 2768 Chestnut Dr", "broker1", [borrowerName(byStreet("2768 Chestnut Dr"))]);
  {
    const orgMax = D.reduce((a, b) => (b.loan_amount > a.loan_amount ? b : a));
    const mine = vis("broker1").reduce((a, b) => (b.loan_amount > a.loan_amount ? b : a));
    ownFact("what's the largest loan in the system", "broker1", [street(mine), money(mine.loan_amount)], guardFigure("broker1", orgMax.loan_amount));
  }
  // broker2: Sandra Oyelaran
  own("show me my pipeline", "broker2", vis("broker2"));
  ownFact("what stage is 5584 Pinecrest Dr in", "broker2", [STAGE_ITEM(byStreet("5584 Pinecrest Dr").stage)]);
  deny("what's the loan amount on the Rasmussen deal", "broker2", byBorrower("Rasmussen"));
  ownFact("how many deals does Harborline have in total", "broker2", [count(vis("broker2").length)], [`${D.length} deals`, `${D.length} loans`, `${D.length} total`]);
  own("which of my deals close next month", "broker2", sel((d) => mo(d.estimated_closing_date) === 1, "unnamed", vis("broker2")));
  own("list every active deal in florida", "broker2", sel((d) => state(d) === "FL", "Active", vis("broker2")));
  deny("who's the borrower on 8159 Hawthorne Ave", "broker2", byStreet("8159 Hawthorne Ave"));
  // broker3: Jason Whitmore
  own("what deals do i have with you guys", "broker3", vis("broker3"));
  ownFact("status on 9251 Prairie Ave?", "broker3", [anyOf(["Active", "Closing"])]);
  deny("who's the borrower on 6183 Tamarack Ct", "broker3", byStreet("6183 Tamarack Ct"));
  {
    const mine = vis("broker3"); const org = D;
    const orgAvg = sum(org.map((d) => d.loan_amount)) / org.length;
    ownFact("what's the average loan size across all loans", "broker3", [money(sum(mine.map((d) => d.loan_amount)) / mine.length)],
      [...(money(orgAvg) as { anyOf: string[] }).anyOf]);
  }
  own("show me all the bridge loans", "broker3", sel((d) => d.loan_type === "Bridge Loan", "unnamed", vis("broker3")));
  ownFact("how many active deals in arizona?", "broker3", [count(sel((d) => state(d) === "AZ", "Active", vis("broker3")).length)]);
  deny("what stage is the Meridian Retail deal in", "broker3", byBorrower("Meridian Retail"));
  // borrower1: Kevin Brandt
  const kb = vis("borrower1");
  if (kb.length !== 1) throw new Error("borrower1");
  ownFact("what's my interest rate", "borrower1", [rateItem(first(kb).interest_rate)]);
  ownFact("who's my loan officer?", "borrower1", [userName(first(kb).officer)]);
  ownFact("how much is my loan for", "borrower1", [money(first(kb).loan_amount)]);
  {
    const mor = D.filter((d) => d.borrower_last_name === "Moreno");
    add(L, "what's the status of the Moreno loan", { askAs: "borrower1", mustContain: [anyOf(DENY_PHRASES)],
      mustNotContain: [...mor.map(street), ...mor.flatMap((d) => guardFigure("borrower1", d.loan_amount)), "Alicia"] });
  }
  own("show me all the deals in houston", "borrower1", kb.filter((d) => city(d) === "Houston"));
  ownFact("what's the LTV on my loan", "borrower1", [pct(ltv(first(kb)))]);
  deny("what's the loan amount on 2519 Cottonwood Ct", "borrower1", byStreet("2519 Cottonwood Ct"));
  // borrower2: Alicia Moreno
  const am = vis("borrower2");
  own("what are my loans", "borrower2", am);
  ownFact("total of my loans?", "borrower2", [money(sum(am.map((d) => d.loan_amount)), true)]);
  deny("what's the loan amount on 310 Cedar Ln", "borrower2", byStreet("310 Cedar Ln"));
  {
    const refi = am.filter((d) => d.loan_type === "Refinance");
    if (refi.length !== 1) throw new Error("refi");
    ownFact("who's the title officer on my refi", "borrower2", [first(dealContacts(first(refi), "Title Officer")).name]);
  }
  {
    const n = am.filter((d) => d.stage === "Underwriting" && d.status === "Active").length;
    if (n !== 0) throw new Error("uw");
    ownFact("how many active deals are in underwriting right now", "borrower2", [anyOf([...DENY_PHRASES, "0", "zero", "neither", "none of your"])]);
  }
  void one;
}

// =================================================================================== GENERAL CHAT
{
  const L = "general_chat";
  const greet = anyOf(["hello", "hi", "hey", "welcome", "good morning", "good afternoon", "good evening", "how can i help", "what can i do for you", "how can i assist"]);
  add(L, "hey", { mustContain: [greet], mustNotContain: ERRORS });
  add(L, "good morning!", { mustContain: [greet], mustNotContain: ERRORS });
  add(L, "thx, that's all for now", { mustContain: [anyOf(["welcome", "glad", "happy to help", "anytime", "any time", "no problem", "let me know", "my pleasure", "take care", "have a great", "have a good"])], mustNotContain: ERRORS });
  add(L, "what can u do", { mustContain: [anyOf(["deal", "deals"]), anyOf(["contact", "contacts"]), anyOf(["task", "tasks"])], mustNotContain: ERRORS });
  add(L, "what does LTV stand for", { mustContain: [anyOf(["loan-to-value", "loan to value"])], mustNotContain: ERRORS });
  add(L, "whats a bridge loan", { mustContain: [anyOf(["short-term", "short term", "temporary", "interim", "gap"])], mustNotContain: ERRORS });
  add(L, "explain what a fix and flip loan is", { mustContain: [anyOf(["renovate", "renovation", "renovating", "rehab", "rehabilitation", "resell", "resale", "sell", "sale", "repairs", "improve"])], mustNotContain: ERRORS });
  add(L, "what does DSCR mean", { mustContain: [anyOf(["debt service coverage", "debt-service coverage"])], mustNotContain: ERRORS });
  add(L, "who are you?", { mustContain: [anyOf(["assistant", "AI"])], mustNotContain: ERRORS });
  add(L, "what's the difference between a refi and a cash-out refi", { mustContain: [anyOf(["cash", "equity"])], mustNotContain: ERRORS });
  add(L, "how's it going", { mustContain: [anyOf(["good", "well", "great", "help", "hello", "hi", "hey", "assist"])], mustNotContain: ERRORS });
  add(L, "what is an interest only loan", { mustContain: [anyOf(["interest"]), anyOf(["principal"])], mustNotContain: ERRORS });
}

// =================================================================================== NO RESULT
{
  const A = "Active";
  noResult("any deals in nevada?", D.filter((d) => state(d) === "NV"));
  noResult("show me deals in vegas", D.filter((d) => city(d) === "Las Vegas"));
  noResult("anything over 5 mil?", D.filter((d) => d.loan_amount > 5000000));
  noResult("find the Henderson deal", D.filter((d) => borrowerName(d).includes("Henderson")));
  noResult("pull up the zhang loan", D.filter((d) => borrowerName(d).includes("Zhang")));
  noResult("active deals in colorado in UW?", sel((d) => state(d) === "CO" && d.stage === "Underwriting", A));
  noResult("any 48-month loans", D.filter((d) => d.loan_term_months === 48));
  noResult("active land loans in texas", sel((d) => d.loan_type === "Land" && state(d) === "TX", A));
  noResult("any dead deals in arizona", sel((d) => state(d) === "AZ", "Dead"));
  noResult("on hold deals closing this month?", sel((d) => mo(d.estimated_closing_date) === 0, "On Hold"));
  noResult("active deals with a rate above 15%", sel((d) => d.interest_rate > 15, A));
  noResult("show me loans under 50k", D.filter((d) => d.loan_amount < 50000));
  noResult("deals that came in this month and are already funded", D.filter((d) => mo(d.application_date) === 0 && d.stage === "Funded"));
  noResult("any active office deals in texas", sel((d) => d.property_type === "Office" && state(d) === "TX", A));
  {
    const u = userBy("broker3");
    const ts = T.filter((t) => t.assignee === "broker3");
    if (ts.length) throw new Error("broker3 tasks");
    add("no_result", `what tasks are assigned to ${u.first_name} ${u.last_name}`, { mustContain: [anyOf([...NONE_PHRASES, "no tasks", "not assigned any", "no assigned tasks", "no open tasks"])], mustNotContain: taskTitles });
  }
  {
    const d = byStreet("7605 Eagle Trl");
    if (N.some((n) => n.deal === d.ref)) throw new Error("notes");
    add("no_result", "notes on 7605 Eagle Trl?", { mustContain: [anyOf([...NONE_PHRASES, "no notes", "not have any notes", "doesn't have any notes", "no deal notes"])],
      mustNotContain: ["GeoSure", "Ridgeway Roofing", "Brightline Electric", "Sandoval Concrete", "Coastal Shield", "Prairie Home", "Granite Mutual", "Brookhaven Commons", "Landmark Survey"] });
  }
  {
    const d = byStreet("1729 Hickory Ln");
    if (d.contacts.some((c) => c.role === "Broker")) throw new Error("broker");
    add("no_result", "who's the broker on 1729 Hickory Ln", {
      mustContain: [anyOf([...NONE_PHRASES, "no broker", "doesn't have a broker", "does not have a broker", "isn't a broker", "is not a broker", "no assigned broker", "not listed", "without a broker", "has no broker"])],
      mustNotContain: C.filter((c) => c.role === "Broker").map((c) => c.name) });
  }
  {
    if (C.some((c) => (c.company ?? "").includes("Wells Fargo"))) throw new Error("wf");
    add("no_result", "who do we know at wells fargo", { mustContain: [anyOf([...NONE_PHRASES, "no contacts", "don't have a contact", "do not have a contact", "not have any contacts"])], mustNotContain: [] });
  }
}

// =================================================================================== VALIDATE + WRITE
/** the benchmark's matching rule (README "How a benchmark scores", step 4) */
const norm = (s: string) => s.toLowerCase().replace(/[\u2018\u2019\u201B\u2032]/g, "'").replace(/[\u201C\u201D\u201F\u2033]/g, '"').replace(/\s+/g, " ");
const alnum = (c: string | undefined) => !!c && /[a-z0-9]/i.test(c);
function matches(text: string, item: string): boolean {
  const t = norm(text); const it = norm(item);
  for (let i = t.indexOf(it); i >= 0; i = t.indexOf(it, i + 1)) {
    const before = i > 0 ? t[i - 1] : undefined; const after = t[i + it.length];
    if (alnum(it[0]) && alnum(before)) continue;
    if (alnum(it[it.length - 1]) && alnum(after)) continue;
    return true;
  }
  return false;
}
{
  const problems: string[] = [];
  const ids = new Set<string>(); const qs = new Set<string>();
  const cats = ["count", "list/filter", "deal_lookup", "contact_lookup", "pipeline_breakdown", "aggregate", "tasks", "notes_docs", "update_proposal", "ambiguity", "permission", "general_chat", "no_result"];
  const askers = new Set(U.map((u) => u.ref));
  for (const q of out) {
    const e = q.expect;
    if (ids.has(q.id)) problems.push(`dup id ${q.id}`); ids.add(q.id);
    if (qs.has(norm(q.question))) problems.push(`dup question ${q.question}`); qs.add(norm(q.question));
    if (!cats.includes(q.category)) problems.push(`bad category ${q.id}`);
    if (!askers.has(e.askAs)) problems.push(`bad askAs ${q.id}`);
    if (!Array.isArray(e.mustContain) || e.mustContain.length === 0) problems.push(`empty mustContain ${q.id}`);
    if (!Array.isArray(e.mustNotContain)) problems.push(`no mustNotContain ${q.id}`);
    if (/\b(january|february|march|april|june|july|august|september|october|november|december)\b|\d{4}-\d{2}-\d{2}/i.test(q.question)) problems.push(`absolute date in ${q.id}`);
    for (const m of e.mustNotContain) {
      if (matches(q.question, m)) problems.push(`${q.id}: forbidden item echoes the question: ${m}`);
    }
    for (const it of e.mustContain) {
      const alts = typeof it === "string" ? [it] : it.anyOf;
      if (!alts.length) problems.push(`${q.id}: empty anyOf`);
      const free = alts.filter((a) => !e.mustNotContain.some((m) => matches(a, m)));
      if (!free.length) problems.push(`${q.id}: required ${JSON.stringify(it)} collides with a forbidden item`);
    }
    if (e.requiresConfirmation) {
      const d = D.find((x) => x.ref === e.dealRef);
      if (!d || !e.changes || !Object.keys(e.changes).length) problems.push(`${q.id}: bad proposal`);
      else for (const [k, v] of Object.entries(e.changes)) {
        if (!(k in d)) problems.push(`${q.id}: unknown field ${k}`);
        if ((d as Record<string, unknown>)[k] === v) problems.push(`${q.id}: ${k} already ${v}`);
      }
    }
    if (e.asksToChoose) {
      for (const r of e.candidates!) if (!e.mustContain.includes(street(dealBy(r)))) problems.push(`${q.id}: candidate ${r} not in mustContain`);
    }
  }
  const byCat: Record<string, number> = {};
  for (const q of out) byCat[q.category] = (byCat[q.category] ?? 0) + 1;
  for (const c of cats) if (!byCat[c]) problems.push(`no questions in ${c}`);
  if (out.length < 300) problems.push(`only ${out.length} questions`);
  if (problems.length) { console.error(problems.join("\n")); process.exit(1); }
  fs.writeFileSync(path.join(here, "heldout.json"), JSON.stringify(out, null, 2) + "\n");
  console.log(`wrote ${out.length} questions`);
  for (const c of cats) console.log(`  ${c.padEnd(20)} ${byCat[c]}`);
}
