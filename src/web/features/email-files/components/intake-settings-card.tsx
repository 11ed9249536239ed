import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useIntakeSettings } from '../api/email-files';

/** For administrators: where mail and inquiries reach the organization, and the keys that authenticate them. */
export function IntakeSettingsCard({ kind }: { kind: 'email' | 'inquiries' }) {
  const { data: settings } = useIntakeSettings();
  if (!settings) return null;
  const rows: [string, string][] =
    kind === 'email'
      ? [
          ['Send files to', 'deal+{deal ID}@ your mail domain, or any address with the deal ID in the subject'],
          ['Built-in SMTP listener', settings.smtp ? `${settings.smtp.host}:${settings.smtp.port}` : 'off (INBOUND_SMTP_PORT=0)'],
          ['Forwarding endpoint (raw MIME)', `POST ${settings.inbound_email_url}`],
          ['Key (Authorization: Bearer …)', settings.inbound_email_key],
        ]
      : [
          ['Public inquiry form', settings.inquiry_form_url],
          ['Brokers’ API', `POST ${settings.inquiry_api_url}`],
          ['Key (Authorization: Bearer …)', settings.inquiry_intake_key],
        ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{kind === 'email' ? 'Inbound mail settings' : 'Intake settings'}</CardTitle>
        <CardDescription>Visible to administrators only. Keep the key secret.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="break-all font-mono text-xs">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
