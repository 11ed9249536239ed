// A builder-borrower's draw request in the AIA G702/G703 manner: an "Application" tab whose header cells sit in
// label/value pairs across the row (owner, project, lender, loan no., application no., period), the numbered
// contract-sum lines, then a continuation sheet of scheduled values, work completed and retainage. The general
// contractor, architect and lender are printed; only the owner is the borrower.
import { truthOf } from '../../../truth';
import type { Family, Sheet, SheetCell, TruthField } from '../../../types';
import { addMonths, borrowerName, cellDate, named, outsider } from './fmt';

const WORK = ['General Conditions', 'Demo & Haul-Off', 'Sitework / Grading', 'Concrete & Footings', 'Framing Labor', 'Framing Material', 'Roof',
  'Windows', 'Exterior Doors', 'Siding & Trim', 'Plumbing Rough', 'Electrical Rough', 'HVAC', 'Insulation', 'Drywall', 'Cabinets & Tops',
  'Tile', 'Flooring', 'Paint', 'Fixtures & Finish', 'Appliances', 'Driveway / Flatwork', 'Landscape', 'Final Clean'];
const BUILDERS = ['Tallgrass Homebuilders LLC', 'Brickyard Construction Co.', 'Northgate Remodeling Inc.', 'Sawtooth Builders', 'Level Line Contracting'];

export const drawRequest: Family = {
  id: 'ue-draw-request',
  description: 'Builder-borrower draw request, AIA G702/G703 style: header pairs across rows, contract-sum lines, continuation sheet.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender } = facts;
    const a = property.address;
    const fields: TruthField[] = ['property_address', 'loan_number'];
    const owner = borrowerName(facts);
    fields.push(...(entity ? ['entity_name'] as const : ['borrower_first_name', 'borrower_last_name'] as const));
    const builder = rng.pick(BUILDERS);
    const appNo = rng.int(1, 6);
    const periodTo = addMonths(loan.closingDate, appNo);

    const lines = WORK.filter(() => rng.chance(0.6));
    const contractSum = Math.round(loan.amount * (0.25 + rng.next() * 0.35) / 100) * 100;
    const weights = lines.map(() => 1 + rng.next() * 5);
    const total = weights.reduce((s, w) => s + w, 0);
    const scheduled = weights.map((w) => Math.round((contractSum * w) / total / 25) * 25);
    const sum = scheduled.reduce((s, v) => s + v, 0);
    const retainPct = rng.pick([0, 0.05, 0.1]);
    const cont: SheetCell[][] = [['Item No.', 'Description of Work', 'Scheduled Value', 'From Previous Application', 'This Period', 'Materials Stored', 'Total Completed & Stored', '% (G / C)', 'Balance to Finish', 'Retainage']];
    let completedTotal = 0;
    let previousTotal = 0;
    lines.forEach((line, i) => {
      const sv = scheduled[i] as number;
      const prev = Math.round((sv * rng.next() * 0.5) / 25) * 25;
      const now = Math.round(((sv - prev) * rng.next() * 0.6) / 25) * 25;
      const done = prev + now;
      completedTotal += done;
      previousTotal += prev;
      cont.push([i + 1, line, sv, prev, now, 0, done, sv ? Number((done / sv).toFixed(4)) : 0, sv - done, Math.round(done * retainPct * 100) / 100]);
    });
    cont.push([null, 'GRAND TOTAL', sum, previousTotal, completedTotal - previousTotal, 0, completedTotal, Number((completedTotal / sum).toFixed(4)), sum - completedTotal, Math.round(completedTotal * retainPct * 100) / 100]);

    const pair = (l1: string, v1: SheetCell, l2: string, v2: SheetCell): SheetCell[] => [l1, v1, null, l2, v2];
    const header: SheetCell[][] = [
      [rng.pick(['APPLICATION AND CERTIFICATE FOR PAYMENT', 'DRAW REQUEST / APPLICATION FOR PAYMENT']), null, null, null, null],
      [null, null, null, null, null],
      pair(rng.pick(['TO OWNER:', 'OWNER / BORROWER:']), owner, 'APPLICATION NO:', appNo),
      pair('PROJECT:', rng.chance(0.5) ? `${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}` : `${a.streetLong}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`, 'PERIOD TO:', cellDate(periodTo)),
      pair('FROM CONTRACTOR:', builder, 'CONTRACT DATE:', cellDate(addMonths(loan.closingDate, -1))),
      pair('VIA ARCHITECT:', `${outsider(rng)}, AIA`, 'PROJECT NOS:', `${a.zip}-${rng.int(10, 99)}`),
      pair(rng.pick(['CONSTRUCTION LENDER:', 'LENDER:']), lender.name, rng.pick(['LOAN NO:', 'LENDER LOAN #:']), loan.loanNumber),
    ];
    if (entity && rng.chance(0.6)) {
      header.push(pair('OWNER REP:', named(borrower), 'REP PHONE:', `${borrower.phone.slice(0, 3)}-${borrower.phone.slice(3, 6)}-${borrower.phone.slice(6)}`));
      fields.push('borrower_first_name', 'borrower_last_name', 'borrower_phone');
    }
    if (rng.chance(0.55)) {
      header.push(pair(rng.pick(['TOTAL LOAN COMMITMENT:', 'CONSTRUCTION LOAN AMOUNT:']), loan.amount, 'MATURITY:', cellDate(addMonths(loan.closingDate, loan.termMonths))));
      fields.push('loan_amount');
    }
    const retained = Math.round(completedTotal * retainPct * 100) / 100;
    const previousDue = Math.round(previousTotal * (1 - retainPct) * 100) / 100;
    const earned = Math.round((completedTotal - retained) * 100) / 100;
    header.push(
      [null, null, null, null, null],
      ['1. ORIGINAL CONTRACT SUM', sum, null, null, null],
      ['2. Net change by Change Orders', 0, null, null, null],
      ['3. CONTRACT SUM TO DATE (Line 1 ± 2)', sum, null, null, null],
      ['4. TOTAL COMPLETED & STORED TO DATE', completedTotal, null, null, null],
      [`5. RETAINAGE (${retainPct * 100}% of Completed Work)`, retained, null, null, null],
      ['6. TOTAL EARNED LESS RETAINAGE', earned, null, null, null],
      ['7. LESS PREVIOUS CERTIFICATES FOR PAYMENT', previousDue, null, null, null],
      ['8. CURRENT PAYMENT DUE', Math.round((earned - previousDue) * 100) / 100, null, null, null],
      ['9. BALANCE TO FINISH, INCLUDING RETAINAGE', Math.round((sum - earned) * 100) / 100, null, null, null],
      [null, null, null, null, null],
      ['The undersigned Contractor certifies that the Work covered by this Application has been completed in accordance with the Contract Documents.', null, null, null, null],
      ['CONTRACTOR:', builder, null, 'Date:', cellDate(periodTo)],
    );
    const sheets: Sheet[] = [
      { name: rng.pick(['G702', 'Application', 'Draw Request']), rows: header },
      { name: rng.pick(['G703', 'Continuation Sheet', 'SOV']), rows: cont, percentColumns: [7] },
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets, truth: truthOf(facts, fields) };
  },
};
