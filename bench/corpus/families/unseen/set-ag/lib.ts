// set-ag shared helpers: the deal moved to New England the way this desk sees it (triple-deckers in Dorchester and
// Worcester, Providence and Pawtucket, Fall River, Hartford, Manchester NH), Portuguese / Cape Verdean clients, realty
// and nominee trusts as borrowers, an attorney who closes. The truth is always computed from the localised deal.
import type { Address, DealFacts, Entity, Person, Rng, Truth, TruthField } from '../../../types';
import { truthOf } from '../../../truth';
import { slug } from '../../../facts';
import {
  money, moneyLegal, pickMoney, pickRate, pickTerm, pickDate, pickPhone, points as pts, loanTypeWords, purposeWords, exitWords,
  prepayWords, fullName, ein as einFmt, emailAsTyped, titleCase, words, propertyTypeWords, pickAddress, streetLine,
} from '../../dev/format';

export {
  money, moneyLegal, pickMoney, pickRate, pickTerm, pickDate, pickPhone, pts, loanTypeWords, purposeWords, exitWords, prepayWords,
  fullName, einFmt, emailAsTyped, titleCase, words, propertyTypeWords, pickAddress, streetLine,
};
export { esc, documentHtml, kvTable, letterhead, checkboxes, flow, accent } from '../../../style';

interface Place { city: string; state: string; stateName: string; zips: string[]; ac: string[] }
const MA = 'Massachusetts';
const RI = 'Rhode Island';
const CT = 'Connecticut';
const NH = 'New Hampshire';
const PLACES: Place[] = [
  { city: 'Dorchester', state: 'MA', stateName: MA, zips: ['02121', '02122', '02124', '02125'], ac: ['617', '857'] },
  { city: 'Roxbury', state: 'MA', stateName: MA, zips: ['02119'], ac: ['617'] },
  { city: 'East Boston', state: 'MA', stateName: MA, zips: ['02128'], ac: ['617', '857'] },
  { city: 'Boston', state: 'MA', stateName: MA, zips: ['02127', '02130', '02118'], ac: ['617'] },
  { city: 'Mattapan', state: 'MA', stateName: MA, zips: ['02126'], ac: ['617'] },
  { city: 'Worcester', state: 'MA', stateName: MA, zips: ['01603', '01604', '01605', '01610'], ac: ['508', '774'] },
  { city: 'Fall River', state: 'MA', stateName: MA, zips: ['02720', '02721', '02723'], ac: ['508', '774'] },
  { city: 'New Bedford', state: 'MA', stateName: MA, zips: ['02740', '02744', '02746'], ac: ['508', '774'] },
  { city: 'Brockton', state: 'MA', stateName: MA, zips: ['02301', '02302'], ac: ['508', '774'] },
  { city: 'Lowell', state: 'MA', stateName: MA, zips: ['01850', '01851', '01852'], ac: ['978'] },
  { city: 'Lawrence', state: 'MA', stateName: MA, zips: ['01841', '01843'], ac: ['978'] },
  { city: 'Somerville', state: 'MA', stateName: MA, zips: ['02143', '02144', '02145'], ac: ['617'] },
  { city: 'Quincy', state: 'MA', stateName: MA, zips: ['02169', '02170'], ac: ['617'] },
  { city: 'Providence', state: 'RI', stateName: RI, zips: ['02905', '02907', '02908', '02909'], ac: ['401'] },
  { city: 'Pawtucket', state: 'RI', stateName: RI, zips: ['02860', '02861'], ac: ['401'] },
  { city: 'Central Falls', state: 'RI', stateName: RI, zips: ['02863'], ac: ['401'] },
  { city: 'East Providence', state: 'RI', stateName: RI, zips: ['02914', '02915'], ac: ['401'] },
  { city: 'Hartford', state: 'CT', stateName: CT, zips: ['06105', '06106', '06114'], ac: ['860'] },
  { city: 'New Britain', state: 'CT', stateName: CT, zips: ['06051', '06053'], ac: ['860'] },
  { city: 'Bridgeport', state: 'CT', stateName: CT, zips: ['06604', '06606', '06608'], ac: ['203'] },
  { city: 'New Haven', state: 'CT', stateName: CT, zips: ['06511', '06513'], ac: ['203'] },
  { city: 'Manchester', state: 'NH', stateName: NH, zips: ['03101', '03102', '03103', '03104'], ac: ['603'] },
  { city: 'Nashua', state: 'NH', stateName: NH, zips: ['03060', '03064'], ac: ['603'] },
];
const NE_AC = ['617', '857', '508', '774', '781', '978', '401', '860', '203', '603'];

const STREETS: [string, string, string][] = [
  ['Dorchester', 'Ave', 'Avenue'], ['Blue Hill', 'Ave', 'Avenue'], ['Washington', 'St', 'Street'], ['Bowdoin', 'St', 'Street'],
  ['Adams', 'St', 'Street'], ['Columbia', 'Rd', 'Road'], ['Geneva', 'Ave', 'Avenue'], ['Hancock', 'St', 'Street'],
  ['Chandler', 'St', 'Street'], ['Providence', 'St', 'Street'], ['Broad', 'St', 'Street'], ['Elmwood', 'Ave', 'Avenue'],
  ['Atwells', 'Ave', 'Avenue'], ['Dexter', 'St', 'Street'], ['Division', 'St', 'Street'], ['County', 'St', 'Street'],
  ['Acushnet', 'Ave', 'Avenue'], ['Pleasant', 'St', 'Street'], ['Main', 'St', 'Street'], ['Highland', 'Ave', 'Avenue'],
  ['Lake', 'Ave', 'Avenue'], ['Wendell', 'Ter', 'Terrace'], ['Holworthy', 'St', 'Street'], ['Bellevue', 'Ave', 'Avenue'],
  ['Salem', 'St', 'Street'], ['Lincoln', 'Pl', 'Place'], ['Stoughton', 'Rd', 'Road'], ['Mount Pleasant', 'Ave', 'Avenue'],
  ['Wachusett', 'St', 'Street'], ['Vernon', 'St', 'Street'], ['Ocean', 'Ave', 'Avenue'], ['Bradford', 'St', 'Street'],
  ['Cranston', 'St', 'Street'], ['Prairie', 'Ave', 'Avenue'], ['Park', 'St', 'Street'], ['Brook', 'St', 'Street'],
  ['Lowell', 'St', 'Street'], ['Ashmont', 'St', 'Street'], ['Savin Hill', 'Ave', 'Avenue'], ['Quincy', 'St', 'Street'],
];

const PT_FIRST = ['Joao', 'Manuel', 'Jose', 'Antonio', 'Paulo', 'Rui', 'Nelson', 'Adilson', 'Euclides', 'Ivanildo', 'Fernanda',
  'Luisa', 'Graca', 'Elisangela', 'Edna', 'Djamila', 'Carla', 'Tiago', 'Helder', 'Filomena', 'Arlindo', 'Odete', 'Jaqueline',
  'Sandro', 'Claudio', 'Natalia', 'Marcia', 'Domingos', 'Vanessa', 'Zeferino'];
const PT_LAST = ['Fontes', 'Medeiros', 'Pina', 'Andrade', 'Tavares', 'Rodrigues', 'Barros', 'Semedo', 'Lopes', 'Monteiro',
  'Cabral', 'Furtado', 'Pacheco', 'Sousa', 'Almeida', 'DaRosa', 'Carvalho', 'Ferreira', 'Amado', 'Goncalves', 'Varela',
  'Fortes', 'Teixeira', 'Moniz', 'Raposo', 'DePina', 'Correia', 'Brandao', 'Resendes', 'Ventura'];
const LENDER_NAMES = ['Neponset Private Lending', 'Quinsigamond Private Capital', 'Pawtuxet Bridge Lending', 'Three Decker Capital',
  'Merrimack Street Funding', 'Fore River Private Mortgage', 'Narragansett Bay Bridge Capital', 'Mystic Valley Lending Trust'];

function withAc(phone: string, ac: string): string {
  return `${ac}${phone.slice(3)}`;
}

function neAddress(rng: Rng, condo: boolean, multi: boolean): { a: Address; ac: string } {
  const p = rng.pick(PLACES);
  const [nm, s, l] = rng.pick(STREETS);
  const n = rng.int(2, 420);
  const num = multi && rng.chance(0.3) ? `${n}-${n + 2}` : String(n);
  const unit = condo ? `Unit ${rng.pick(['1', '2', '3', '1R', '2L', '3F', 'A', 'B', '101', '202', 'PH'])}` : undefined;
  return { a: { street: `${num} ${nm} ${s}`, streetLong: `${num} ${nm} ${l}`, unit, city: p.city, state: p.state, stateName: p.stateName, zip: rng.pick(p.zips) }, ac: rng.pick(p.ac) };
}

/** The deal as a New England private lender would see it. Pure function of (facts, rng). */
export function ne(src: DealFacts, rng: Rng, force?: 'Trust' | 'LLC' | 'Corporation' | 'any'): DealFacts {
  const d: DealFacts = JSON.parse(JSON.stringify(src)) as DealFacts;
  if (force && (!d.entity || (force !== 'any' && d.entity.type !== force))) {
    const type = force === 'any' ? rng.pick(['Trust', 'LLC', 'LLC', 'Corporation'] as const) : force;
    const word = rng.pick(['Ashmont', 'Fox Point', 'Savin Hill', 'Federal Hill', 'Union Hill', 'Acushnet', 'Quequechan', 'Blackstone Valley', 'Fields Corner', 'Four Corners', 'Kennedy Park', 'Brayton']);
    const name = type === 'LLC' ? `${word} ${rng.pick(['Realty', 'Properties', 'Holdings', 'Housing'])}${rng.pick([' LLC', ', LLC'])}`
      : type === 'Corporation' ? `${word} ${rng.pick(['Builders', 'Realty', 'Development'])}, Inc.` : '';
    d.entity = {
      name, type, ein: type === 'Trust' && rng.chance(0.5) ? undefined : `04${rng.int(1000000, 9999999)}`,
      stateOfFormation: 'Massachusetts',
      signatoryTitle: type === 'Trust' ? 'Trustee' : type === 'LLC' ? rng.pick(['Manager', 'Managing Member', 'Member']) : 'President',
      trustDate: type === 'Trust' ? `${Number(d.documentDate.slice(0, 4)) - rng.int(1, 15)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` : undefined,
    };
  }
  const prop = d.property;
  if ((prop.type === 'Single Family' || prop.type === 'Townhouse') && rng.chance(0.45)) {
    prop.type = '2-4 Unit';
    prop.units = 3;
  }
  const { a, ac } = neAddress(rng, prop.type === 'Condo', prop.type === '2-4 Unit');
  prop.address = a;
  const b = d.borrower;
  const oldLast = b.last;
  if (rng.chance(0.5)) {
    b.first = rng.pick(PT_FIRST);
    b.last = rng.pick(PT_LAST);
    b.middle = rng.chance(0.3) ? rng.pick(['M.', 'J.', 'Maria', 'Jose', 'A.']) : undefined;
    const f = slug(b.first);
    const l = slug(b.last);
    b.email = `${rng.pick([`${f}.${l}`, `${f}${l}`, `${f[0]}${l}`, `${f}${l}${rng.int(1, 99)}`, `${l}.${f}`])}@${rng.pick(['gmail.com', 'gmail.com', 'yahoo.com', 'hotmail.com', 'comcast.net', 'verizon.net', 'cox.net'])}`;
  }
  b.phone = withAc(b.phone, rng.chance(0.7) ? ac : rng.pick(NE_AC));
  if (d.coBorrower) d.coBorrower.phone = withAc(d.coBorrower.phone, rng.pick(NE_AC));
  const e: Entity | undefined = d.entity;
  if (e) {
    if (oldLast !== b.last) e.name = e.name.split(oldLast).join(b.last);
    if (e.type !== 'Trust' && !force && rng.chance(0.3)) {
      e.type = 'Trust';
      e.signatoryTitle = 'Trustee';
      e.trustDate = `${Number(d.documentDate.slice(0, 4)) - rng.int(1, 12)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      if (rng.chance(0.5)) e.ein = undefined;
      e.name = '';
    }
    if (e.type === 'Trust' && (e.name === '' || rng.chance(0.6))) {
      const street = a.street.replace(/^[\d-]+ /, '').replace(/ (St|Ave|Rd|Ter|Pl)$/, (m) => ({ ' St': ' Street', ' Ave': ' Avenue', ' Rd': ' Road', ' Ter': ' Terrace', ' Pl': ' Place' })[m] ?? m);
      const num = a.street.split(' ')[0];
      e.name = rng.pick([`${b.last} Realty Trust`, `${num} ${street} Realty Trust`, `${num} ${street} Nominee Trust`, `${b.last} Family Realty Trust`, `${rng.pick(['Ashmont', 'Fox Point', 'Savin Hill', 'Federal Hill', 'Union Hill', 'Acushnet'])} Realty Trust`]);
    }
    if (e.type === 'LLC' || e.type === 'Corporation') e.stateOfFormation = rng.pick([a.stateName, a.stateName, MA, 'Delaware']);
    if (e.name.includes(',') && e.type === 'Trust') e.name = e.name.replace(',', '');
  }
  // The lender is this desk; the others get local phones.
  const lender = d.lender;
  lender.name = rng.pick(LENDER_NAMES);
  const dom = `${slug(lender.name.replace(/ (Private|Lending|Capital|Funding|Mortgage|Trust)\b/g, ''))}.com`;
  lender.contact.email = `${slug(lender.contact.first)[0]}${slug(lender.contact.last)}@${dom}`;
  const la = neAddress(rng, false, false).a;
  lender.address = { ...la, unit: `Suite ${rng.int(2, 6)}${rng.pick(['00', '10', '01'])}` };
  for (const c of [lender, d.broker, d.appraiser, d.title]) c.contact.phone = withAc(c.contact.phone, rng.pick(NE_AC));
  d.seller.phone = withAc(d.seller.phone, rng.pick(NE_AC));
  return d;
}

/** A document's truth from the fields it states. */
export class Fields {
  readonly list: TruthField[] = [];
  constructor(readonly d: DealFacts) {}
  add(...f: TruthField[]): this {
    this.list.push(...f);
    return this;
  }
  truth(): Truth {
    return truthOf(this.d, this.list);
  }
}

export function who(d: DealFacts, withMiddle = false): string {
  return fullName(d.borrower, withMiddle);
}

/** The borrower's id fields: the principal, and the entity with its signer when there is one. */
export function idFields(d: DealFacts): TruthField[] {
  return d.entity
    ? ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title']
    : ['borrower_first_name', 'borrower_last_name'];
}

export function isTrust(d: DealFacts): boolean {
  return d.entity?.type === 'Trust';
}

/** "Jose Fontes, Trustee of the Fontes Realty Trust u/d/t dated …" or "Acme LLC, by Jose Fontes, its Manager". */
export function borrowerLine(d: DealFacts, rng: Rng): string {
  const e = d.entity;
  const n = who(d, rng.chance(0.3));
  if (!e) return d.coBorrower ? `${n} and ${fullName(d.coBorrower, false)}` : n;
  if (e.type === 'Trust') {
    const dated = e.trustDate ? ` ${rng.pick(['u/d/t dated', 'under Declaration of Trust dated', 'dated'])} ${pickDate(rng, e.trustDate, ['long', 'us'])}` : '';
    return rng.chance(0.5) ? `${n}, Trustee of the ${e.name}${dated}` : `${e.name}${dated}, ${n}, Trustee`;
  }
  return rng.chance(0.5) ? `${e.name}, by ${n}, its ${e.signatoryTitle}` : `${e.name} (${n}, ${e.signatoryTitle})`;
}

export function stateLong(d: DealFacts): string {
  return d.property.address.stateName;
}

/** Triple-decker talk for 2-4 units with 3 units. */
export function propWords(d: DealFacts, rng: Rng): string {
  const p = d.property;
  if (p.type === '2-4 Unit' && p.units === 3) return rng.pick(['Triple Decker', 'Three-Family', '3-Family (triple decker)', '3 fam', 'Three Family Dwelling']);
  if (p.type === '2-4 Unit' && p.units === 2) return rng.pick(['Two-Family', '2 Family', 'Two Family Dwelling', 'Duplex']);
  if (p.type === 'Condo') return rng.pick(['Condo', 'Condominium Unit', 'Residential Condominium', 'Condo (converted 3-fam)']);
  if (p.type === 'Mixed Use') return rng.pick(['Mixed Use', 'Mixed-Use (store + apts)', 'Mixed use - retail 1st fl, resi above']);
  return propertyTypeWords(rng, p.type, p.units);
}

export interface FeeRow { label: string; value: string; field: TruthField }

/** The lender's fees as this desk writes them: points and the three flat fees, optional ones only when the deal has them. */
export function feeRows(d: DealFacts, rng: Rng): FeeRow[] {
  const l = d.loan;
  const rows: FeeRow[] = [];
  const mstyles = ['dollars', 'cents', 'dollars'] as const;
  if (l.originationPoints !== undefined) rows.push({ label: rng.pick(['Origination', 'Lender Points', 'Origination Fee', 'Points (lender)', 'Orig.']), value: pts(rng, l.originationPoints), field: 'origination_points' });
  if (l.discountPoints !== undefined) rows.push({ label: rng.pick(['Discount Points', 'Rate Buydown', 'Discount']), value: pts(rng, l.discountPoints), field: 'discount_points' });
  if (l.brokerPoints !== undefined) rows.push({ label: rng.pick(['Broker Fee', 'Broker Points', 'Broker Comp', 'Mortgage Broker Fee']), value: pts(rng, l.brokerPoints, ['pct', 'pts', 'points']), field: 'broker_points' });
  if (l.docFee !== undefined) rows.push({ label: rng.pick(['Doc Prep', 'Document Preparation Fee', 'Loan Doc Fee', 'Documentation Fee']), value: money(l.docFee, rng.pick(mstyles)), field: 'loan_doc_fee' });
  if (l.adminFee !== undefined) rows.push({ label: rng.pick(['Admin Fee', 'Administration Fee', 'Loan Admin']), value: money(l.adminFee, rng.pick(mstyles)), field: 'admin_fee' });
  if (l.processingFee !== undefined) rows.push({ label: rng.pick(['Processing', 'Processing Fee', 'Underwriting/Processing']), value: money(l.processingFee, rng.pick(mstyles)), field: 'processing_fee' });
  return rows;
}

export function prepayText(d: DealFacts, rng: Rng): string {
  return prepayWords(rng, d);
}

/** Third-party figures every closing has, none of them borrower facts. */
export function closingCosts(d: DealFacts, rng: Rng): [string, string][] {
  const st = d.property.address.state;
  const out: [string, string][] = [
    [rng.pick(['Closing attorney (lender counsel)', 'Attorney fee - bank rep', 'Lender attorney']), money(rng.pick([850, 950, 1100, 1250, 1500]), 'dollars')],
    ['Title exam / rundown', money(rng.pick([250, 300, 350, 400]), 'dollars')],
  ];
  if (st === 'MA') out.push(['Municipal Lien Certificate', money(rng.pick([25, 50]), 'dollars')]);
  if (st === 'MA' || st === 'RI') out.push(['Smoke / CO certificate', money(rng.pick([50, 75, 100]), 'dollars')]);
  out.push(['Recording (mortgage + assignment of leases)', money(rng.pick([205, 310, 410]), 'dollars')]);
  return out;
}

export function attorney(d: DealFacts): { firm: string; name: string; email: string; phone: string } {
  const c = d.title.contact;
  return {
    firm: `Law Office of ${c.first} ${c.last}, P.C.`,
    name: `${c.first} ${c.last}, Esq.`,
    email: c.email,
    phone: c.phone,
  };
}

export function person(p: Person, rng: Rng, middle = 0.3): string {
  return fullName(p, rng.chance(middle));
}

export function lenderName(d: DealFacts): string {
  return d.lender.name;
}

export function addr(d: DealFacts, rng: Rng): string {
  return pickAddress(rng, d.property.address, ['short', 'short', 'long', 'longState']);
}

/** Month-day-year as a coordinator types it in a note: 3/5/25 or 03/05/2025. */
export function shortDate(rng: Rng, iso: string): string {
  return pickDate(rng, iso, ['us', 'usShort', 'us']);
}

/** Where the land records are: the Registry of Deeds (MA, NH), the city's Land Evidence Records (RI), the town clerk (CT). */
export function registry(d: DealFacts): string {
  const { city, state } = d.property.address;
  const ma: Record<string, string> = {
    Dorchester: 'Suffolk County', Roxbury: 'Suffolk County', 'East Boston': 'Suffolk County', Boston: 'Suffolk County', Mattapan: 'Suffolk County',
    Worcester: 'Worcester District', 'Fall River': 'Bristol County Fall River District', 'New Bedford': 'Bristol County Southern District',
    Brockton: 'Plymouth County', Lowell: 'Middlesex North District', Lawrence: 'Essex North District', Somerville: 'Middlesex South District', Quincy: 'Norfolk County',
  };
  if (state === 'MA') return `${ma[city] ?? 'Suffolk County'} Registry of Deeds`;
  if (state === 'RI') return `Land Evidence Records of the City of ${city}`;
  if (state === 'CT') return `Land Records of the City of ${city}`;
  return 'Hillsborough County Registry of Deeds';
}

/** A second person (co-member, clerk, treasurer): never a borrower field. */
export function otherPerson(rng: Rng, avoidLast: string): { first: string; last: string } {
  const firsts = ['Maria', 'Carlos', 'Ana', 'Pedro', 'Rosa', 'Kevin', 'Brendan', 'Nuno', 'Celeste', 'Aristides', 'Lurdes', 'Dennis'];
  const lasts = ['Cardoso', 'Mendes', 'Silveira', 'Duarte', 'Freitas', 'Quinn', 'Sullivan', 'Costa', 'Vieira', 'Gomes'].filter((l) => l !== avoidLast);
  return { first: rng.pick(firsts), last: rng.pick(lasts) };
}
