import { useState } from 'react';
import { Plus } from 'lucide-react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { toast } from 'sonner';
import { audienceOfLeadView } from '@core/growth/lead-views';
import { canManageContacts } from '@core/permissions';
import { OUTREACH_STATUSES, type Audience } from '@core/schemas/growth';
import { CONTACT_ROLES } from '@core/schemas/contacts';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STATUS_LABELS, LEAD_STATUSES } from '@core/schemas/leads';
import { PageHeader } from '@web/components/page-header';
import { RoleDeniedPage } from '@web/components/role-denied-page';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { usePageParams } from '@web/lib/use-page-params';
import { useSession } from '@web/lib/use-session';
import { useAudienceSize, useCampaign, useCampaigns, useCancelCampaign, useSaveCampaign, useSendCampaign, useTemplates, type Campaign, type EmailTemplate } from './api/growth';
import { useLeadViews } from '@web/features/leads/api/lead-views';
import { TemplateEditor } from './components/template-editor';

const onError = (err: Error) => toast.error('Error', { description: err.message });
const FIGURE_LABELS = ['recipients', 'sent', 'opened', 'clicked', 'unsubscribed', 'failed', 'bounced', 'suppressed'] as const;

function NewCampaignDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (o: boolean) => void; onCreated: (c: Campaign) => void }) {
  const templates = useTemplates();
  const save = useSaveCampaign();
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [audience, setAudience] = useState<Audience>({});
  const [viewId, setViewId] = useState('');
  const views = useLeadViews();
  const size = useAudienceSize(audience);
  const set = (key: keyof Audience, value: string) => {
    setAudience({ ...audience, [key]: value || undefined });
    setViewId('');
  };
  const fromView = (id: string) => {
    const view = views.data?.find((v) => v.id === id);
    setViewId(id);
    if (view) setAudience(audienceOfLeadView(view.filters));
  };
  const contactsAudience = audience.kind === 'contacts';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>New campaign</DialogTitle>
          <DialogDescription>The audience is a saved lead or contact filter, resolved when the campaign starts.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="campaign-name">Name</Label>
          <Input id="campaign-name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="campaign-template">Template</Label>
          <NativeSelect id="campaign-template" value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
            <option value="">Choose…</option>
            {templates.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audience-kind">Audience</Label>
          <NativeSelect id="audience-kind" value={contactsAudience ? 'contacts' : 'leads'} onChange={(e) => { setAudience(e.target.value === 'contacts' ? { kind: 'contacts' } : {}); setViewId(''); }}>
            <option value="leads">Leads</option>
            <option value="contacts">Contacts</option>
          </NativeSelect>
        </div>
        {!contactsAudience && Boolean(views.data?.length) && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="audience-view">From a saved lead view</Label>
            <NativeSelect id="audience-view" value={viewId} onChange={(e) => fromView(e.target.value)}>
              <option value="">Choose a view to copy its filters…</option>
              {views.data?.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {contactsAudience ? (
            <>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="audience-role">Contact type</Label>
                <NativeSelect id="audience-role" value={audience.role ?? ''} onChange={(e) => set('role', e.target.value)}>
                  <option value="">Any</option>
                  {CONTACT_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="audience-state">State of a deal</Label>
                <Input id="audience-state" maxLength={2} placeholder="TX" value={audience.state ?? ''} onChange={(e) => set('state', e.target.value)} />
              </div>
            </>
          ) : (
            <>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="audience-status">Lead status</Label>
                <NativeSelect id="audience-status" value={audience.status ?? ''} onChange={(e) => set('status', e.target.value)}>
                  <option value="">Any</option>
                  {LEAD_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {LEAD_STATUS_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="audience-source">Source</Label>
                <NativeSelect id="audience-source" value={audience.source ?? ''} onChange={(e) => set('source', e.target.value)}>
                  <option value="">Any</option>
                  {LEAD_SOURCES.map((s) => (
                    <option key={s} value={s}>
                      {LEAD_SOURCE_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </>
          )}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="audience-tag">Tag</Label>
            <Input id="audience-tag" value={audience.tag ?? ''} onChange={(e) => set('tag', e.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="audience-q">Search</Label>
            <Input id="audience-q" value={audience.q ?? ''} onChange={(e) => set('q', e.target.value)} />
          </div>
        </div>
        <p className="text-sm" aria-live="polite">
          {size.data ? `${size.data.matches} ${contactsAudience ? 'contacts' : 'leads'} match, ${size.data.with_email} with an e-mail address.` : size.error ? size.error.message : 'Counting…'}
        </p>
        <Button
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { name, template_id: templateId, audience },
              {
                onSuccess: (c) => {
                  toast.success('Campaign saved');
                  onOpenChange(false);
                  onCreated(c);
                },
                onError,
              },
            )
          }
        >
          Save Campaign
        </Button>
      </DialogContent>
    </Dialog>
  );
}

function CampaignDetail({ id }: { id: string }) {
  const [status, setStatus] = useState('');
  const [when, setWhen] = useState('');
  const detail = useCampaign(id, status);
  const send = useSendCampaign();
  const cancel = useCancelCampaign();
  if (detail.isPending) return <LoadingIndicator />;
  if (!detail.data) return <Alert variant="destructive"><AlertDescription>{detail.error?.message}</AlertDescription></Alert>;
  const { campaign, timeline, recipients } = detail.data;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{campaign.name}</CardTitle>
          <CardDescription>
            Status: <span data-testid="campaign-status">{campaign.status}</span>
            {campaign.scheduled_at && ` · scheduled for ${new Date(campaign.scheduled_at).toLocaleString()}`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {campaign.status === 'scheduled' && (
            <Dialog>
              <DialogTrigger asChild>
                <Button variant="destructive" className="self-start">
                  Cancel Campaign
                </Button>
              </DialogTrigger>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>Cancel this campaign?</DialogTitle>
                  <DialogDescription>{campaign.name} will not be sent. This cannot be undone.</DialogDescription>
                </DialogHeader>
                <DialogFooter>
                  <DialogClose asChild>
                    <Button variant="outline">Keep It</Button>
                  </DialogClose>
                  <DialogClose asChild>
                    <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate(id, { onSuccess: () => toast.success('Campaign cancelled'), onError })}>
                      Cancel Campaign
                    </Button>
                  </DialogClose>
                </DialogFooter>
              </DialogContent>
            </Dialog>
          )}
          {campaign.status === 'draft' && (
            <div className="flex flex-wrap items-end gap-2">
              <Button onClick={() => send.mutate({ id }, { onSuccess: () => toast.success('Sending started'), onError })}>Send Now</Button>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="campaign-when">Or schedule for</Label>
                <Input id="campaign-when" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
              </div>
              <Button variant="outline" disabled={!when} onClick={() => send.mutate({ id, scheduled_at: new Date(when).toISOString() }, { onSuccess: () => toast.success('Campaign scheduled'), onError })}>
                Schedule
              </Button>
            </div>
          )}
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {FIGURE_LABELS.map((key) => (
              <div key={key} className="rounded-md border p-2">
                <dt className="text-xs capitalize text-muted-foreground">{key}</dt>
                <dd className="text-lg font-semibold" data-testid={`figure-${key}`}>
                  {campaign.figures[key]}
                </dd>
              </div>
            ))}
          </dl>
          {timeline.length > 0 && (
            <div className="h-56" aria-label="Sent, opened and clicked over time">
              <ResponsiveContainer>
                <LineChart data={timeline.map((p) => ({ ...p, hour: new Date(p.at).toLocaleString([], { month: 'short', day: 'numeric', hour: '2-digit' }) }))}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="hour" />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Legend />
                  <Line dataKey="sent" stroke="#2563eb" />
                  <Line dataKey="opened" stroke="#16a34a" />
                  <Line dataKey="clicked" stroke="#d97706" />
                </LineChart>
              </ResponsiveContainer>
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>Recipients</CardTitle>
          <NativeSelect aria-label="Recipient status" value={status} onChange={(e) => setStatus(e.target.value)} className="w-40">
            <option value="">All</option>
            {OUTREACH_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </CardHeader>
        <CardContent>
          <Table scrollLabel="Recipients">
            <TableHeader>
              <TableRow>
                <TableHead>Recipient</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Sent</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {recipients.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    {r.lead_name} <span className="text-muted-foreground">{r.email}</span>
                  </TableCell>
                  <TableCell>
                    <Badge variant={r.status === 'failed' || r.status === 'bounced' ? 'destructive' : 'secondary'}>{r.status}</Badge>
                    {r.error && <span className="ml-2 text-xs text-muted-foreground">{r.error}</span>}
                  </TableCell>
                  <TableCell>{r.sent_at ? new Date(r.sent_at).toLocaleString() : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}

/** Email Campaigns (/campaigns): campaigns with their figures, and the templates they and sequences send. */
export default function CampaignsPage() {
  const { session } = useSession();
  const role = session?.profile.role;
  const [params, setParams] = usePageParams();
  const selected = params.get('campaign');
  const campaigns = useCampaigns();
  const templates = useTemplates();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<EmailTemplate | 'new' | null>(null);

  if (!canManageContacts(role)) {
    return <RoleDeniedPage title="Email Campaigns" role={role} action="manage marketing" />;
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Email Campaigns" />
      <Tabs defaultValue={params.get('tab') === 'templates' ? 'templates' : 'campaigns'}>
        <TabsList>
          <TabsTrigger value="campaigns">Campaigns</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
        </TabsList>
        <TabsContent value="campaigns" className="flex flex-col gap-4">
          <div>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              New Campaign
            </Button>
          </div>
          {creating && <NewCampaignDialog open={creating} onOpenChange={setCreating} onCreated={(c) => setParams(new URLSearchParams({ campaign: c.id }))} />}
          <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
            <div className="flex flex-col gap-2">
              {campaigns.isPending && <LoadingIndicator />}
              {campaigns.data?.length === 0 && <p className="text-sm text-muted-foreground">No campaign yet.</p>}
              {campaigns.data?.map((c) => (
                <Card key={c.id} className={c.id === selected ? 'border-primary' : undefined}>
                  <CardHeader>
                    <CardTitle>
                      <button type="button" className="text-left hover:underline" onClick={() => setParams(new URLSearchParams({ campaign: c.id }))}>
                        {c.name}
                      </button>
                    </CardTitle>
                    <CardDescription>
                      {c.status} · {c.figures.sent} sent · {c.figures.opened} opened · {c.figures.clicked} clicked
                    </CardDescription>
                  </CardHeader>
                </Card>
              ))}
            </div>
            {selected ? <CampaignDetail key={selected} id={selected} /> : <p className="text-sm text-muted-foreground">Choose a campaign to see its figures and recipients.</p>}
          </div>
        </TabsContent>
        <TabsContent value="templates" className="flex flex-col gap-4">
          <div>
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              New Template
            </Button>
          </div>
          {editing && <TemplateEditor template={editing === 'new' ? undefined : editing} open onOpenChange={(o) => !o && setEditing(null)} />}
          <Table scrollLabel="Templates">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {templates.data?.map((t) => (
                <TableRow key={t.id}>
                  <TableCell>{t.name}</TableCell>
                  <TableCell>
                    {t.subject}
                    {t.unknown_fields.length > 0 && <span className="ml-2 text-xs text-destructive">Unknown fields: {t.unknown_fields.join(', ')}</span>}
                  </TableCell>
                  <TableCell className="text-right">
                    <Button size="sm" variant="outline" onClick={() => setEditing(t)}>
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TabsContent>
      </Tabs>
    </div>
  );
}
