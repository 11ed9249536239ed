import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import type { ThreadMessage } from '../api/marketplace';

/** One capital provider's questions and the answers, oldest first, with a box to write the next one. */
export function MessageThread({
  messages,
  label,
  canWrite,
  pending,
  onSend,
}: {
  messages: ThreadMessage[];
  label: string;
  canWrite: boolean;
  pending: boolean;
  onSend: (body: string, done: () => void) => void;
}) {
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim()) onSend(body.trim(), () => setBody(''));
  };
  return (
    <div className="flex flex-col gap-2">
      {messages.length > 0 && (
        <ol className="flex flex-col gap-2" aria-label="Questions and answers">
          {messages.map((m) => (
            <li key={m.id} className={m.author_kind === 'staff' ? 'ml-6 rounded-md bg-muted p-2 text-sm' : 'rounded-md border p-2 text-sm'}>
              <p className="text-xs text-muted-foreground">
                {m.author_name} · {new Date(m.created_at).toLocaleString()}
              </p>
              <p className="whitespace-pre-wrap">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <Textarea aria-label={label} value={body} onChange={(e) => setBody(e.target.value)} rows={2} />
          <Button type="submit" size="sm" variant="outline" className="self-start" disabled={pending || !body.trim()}>
            {pending ? 'Sending...' : label}
          </Button>
        </form>
      )}
    </div>
  );
}
