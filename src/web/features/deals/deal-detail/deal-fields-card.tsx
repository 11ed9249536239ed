import type { Deal } from '@core/schemas/deals';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatMoneyCents, formatPercent } from '../format-display';
import { DEAL_FIELD_GROUPS } from './deal-field-specs';
import { EditableField } from './editable-field';

/** Every deal column, grouped; editable in place by those who can manage deals. */
export function DealFieldsCard({ deal, canEdit }: { deal: Deal; canEdit: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {DEAL_FIELD_GROUPS.map((group) => (
          <section key={group.title} className="flex flex-col gap-3">
            <h3 className="text-sm font-semibold">{group.title}</h3>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
              {group.fields.map((spec) => (
                <EditableField key={spec.column} deal={deal} spec={spec} canEdit={canEdit} />
              ))}
            </dl>
          </section>
        ))}
        <section className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold">Calculated</h3>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
            <div className="flex flex-col gap-1">
              <dt className="text-xs text-muted-foreground">LTV</dt>
              <dd className="text-sm">{formatPercent(deal.ltv_ratio)}</dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-xs text-muted-foreground">Monthly Payment</dt>
              <dd className="text-sm">{formatMoneyCents(deal.monthly_payment_calculated)}</dd>
            </div>
          </dl>
        </section>
      </CardContent>
    </Card>
  );
}
