import { matchLabel } from './src/server/documents/rules/labels';
for (const s of ['Closing Estimate', 'Cost Estimate', 'Estimate Date', 'Rehab Estimate', 'Loan Estimate', 'Repair Estimate', 'Estimate', 'Closing Cost Estimate', 'Settlement Estimate']) console.log(s, JSON.stringify(matchLabel(s)));
