import { useFormContext, useWatch } from 'react-hook-form';
import type { DealFormValues } from '@core/deals/form-fields';
import { EMPTY, formatDay, formatMoneyCents, formatPercent } from '../format-display';
import { calculateDeal, type CalculationInput } from './deal-calculations';
import { FormSection } from './deal-fields';

const INPUTS = [
  'loan_amount',
  'property_value',
  'interest_rate',
  'loan_term',
  'estimated_closing_date',
  'origination_points',
  'discount_points',
  'broker_points',
  'prepayment_terms',
] as const satisfies readonly (keyof CalculationInput)[];

/** 'Automated Calculations': recomputed from the typed values on every keystroke. */
export function CalculationsSection() {
  const { control } = useFormContext<DealFormValues>();
  const watched = useWatch({ control, name: INPUTS });
  const values = Object.fromEntries(INPUTS.map((name, i) => [name, watched[i] ?? ''])) as CalculationInput;
  const calc = calculateDeal(values, new Date());

  const rows: [string, string][] = [
    ['LTV', formatPercent(calc.ltv)],
    ['Monthly Payment', formatMoneyCents(calc.monthlyPayment)],
    ['Per Diem', formatMoneyCents(calc.perDiem)],
    ['Maturity Date', formatDay(calc.maturityDate)],
    ['First Payment Date', formatDay(calc.firstPaymentDate)],
    ['Policy Amount', formatMoneyCents(calc.policyAmount)],
    ['Origination Fee', formatMoneyCents(calc.originationFee)],
    ['Discount Fee', formatMoneyCents(calc.discountFee)],
    ['Broker Fee', formatMoneyCents(calc.brokerFee)],
    ['Prepayment Penalty Ends', calc.prepaymentPenaltyDate ? formatDay(calc.prepaymentPenaltyDate) : EMPTY],
  ];

  return (
    <FormSection title="Automated Calculations">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5" data-calculation={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </FormSection>
  );
}
