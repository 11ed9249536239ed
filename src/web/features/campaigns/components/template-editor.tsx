import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { MERGE_FIELDS } from '@core/growth/merge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { useLeads } from '@web/features/leads/api/leads';
import { usePreviewTemplate, useSaveTemplate, useTestSend, type EmailTemplate, type RenderedMail } from '../api/growth';

/**
 * A template: subject, an HTML part edited as markup with a live rendering beside it, and the plain-text part.
 * Merge-field buttons insert at the cursor of the part last focused; the preview fills them from a real lead.
 */
export function TemplateEditor({ template, open, onOpenChange }: { template?: EmailTemplate; open: boolean; onOpenChange: (open: boolean) => void }) {
  const save = useSaveTemplate();
  const preview = usePreviewTemplate();
  const testSend = useTestSend();
  const leads = useLeads({ q: '', status: '', owner_id: '', source: '', tag: '', sort: 'name' });
  const [name, setName] = useState(template?.name ?? '');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [html, setHtml] = useState(template?.html ?? '<p>Hi {{first_name}},</p>\n<p></p>\n<p>{{officer_signature}}</p>');
  const [text, setText] = useState(template?.text ?? 'Hi {{first_name}},\n\n\n{{officer_signature}}');
  const [leadId, setLeadId] = useState('');
  const [to, setTo] = useState('');
  const [rendered, setRendered] = useState<RenderedMail | null>(null);
  const lastFocused = useRef<'html' | 'text' | 'subject'>('html');
  const htmlRef = useRef<HTMLTextAreaElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const insert = (field: string) => {
    const token = `{{${field}}}`;
    const target = lastFocused.current === 'text' ? textRef.current : lastFocused.current === 'html' ? htmlRef.current : null;
    if (!target) return setSubject(subject + token);
    const value = target.value.slice(0, target.selectionStart) + token + target.value.slice(target.selectionEnd);
    (lastFocused.current === 'text' ? setText : setHtml)(value);
  };
  const onError = (err: Error) => toast.error('Error', { description: err.message });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{template ? 'Edit template' : 'New template'}</DialogTitle>
          <DialogDescription>Every e-mail gets an unsubscribe link added if you do not place {'{{unsubscribe_url}}'} yourself.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="template-name">Name</Label>
            <Input id="template-name" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="template-subject">Subject</Label>
            <Input id="template-subject" value={subject} onFocus={() => (lastFocused.current = 'subject')} onChange={(e) => setSubject(e.target.value)} />
          </div>
        </div>
        <div className="flex flex-wrap gap-1" aria-label="Merge fields">
          {MERGE_FIELDS.map((f) => (
            <Button key={f} type="button" size="sm" variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={() => insert(f)}>
              {`{{${f}}}`}
            </Button>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="template-html">HTML part</Label>
            <Textarea id="template-html" ref={htmlRef} rows={10} className="font-mono text-xs" value={html} onFocus={() => (lastFocused.current = 'html')} onChange={(e) => setHtml(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">Rendering</span>
            <iframe title="HTML rendering" sandbox="" srcDoc={rendered?.html ?? html} className="h-56 w-full rounded-md border bg-white" />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="template-text">Plain-text part</Label>
          <Textarea id="template-text" ref={textRef} rows={6} value={text} onFocus={() => (lastFocused.current = 'text')} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="template-preview-lead">Preview with lead</Label>
            <NativeSelect id="template-preview-lead" value={leadId} onChange={(e) => setLeadId(e.target.value)}>
              <option value="">Choose a lead…</option>
              {leads.data?.items.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button variant="outline" disabled={!leadId} onClick={() => preview.mutate({ subject, html, text, lead_id: leadId }, { onSuccess: setRendered, onError })}>
            Preview
          </Button>
          {template && (
            <>
              <Input aria-label="Send a test to" placeholder="you@example.com" className="w-56" value={to} onChange={(e) => setTo(e.target.value)} />
              <Button variant="outline" disabled={!leadId || !to} onClick={() => testSend.mutate({ id: template.id, lead_id: leadId, to }, { onSuccess: (r) => toast.success(r.message), onError })}>
                Send Test
              </Button>
            </>
          )}
        </div>
        {rendered && (
          <div className="rounded-md border p-3 text-sm" aria-label="Rendered preview">
            <p className="font-medium">Subject: {rendered.subject}</p>
            <pre className="mt-2 whitespace-pre-wrap font-sans">{rendered.text}</pre>
          </div>
        )}
        <Button
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { id: template?.id, name, subject, html, text },
              {
                onSuccess: () => {
                  toast.success('Template saved');
                  onOpenChange(false);
                },
                onError,
              },
            )
          }
        >
          Save Template
        </Button>
      </DialogContent>
    </Dialog>
  );
}
