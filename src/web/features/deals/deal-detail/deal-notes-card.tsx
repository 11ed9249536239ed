import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { useAddDealNote, useDealNotes } from '../api/deal-notes';
import { formatTimestamp } from '../format-display';

/** The deal's notes, newest first; 'Add Note' for those with add_notes_to_deals. */
export function DealNotesCard({ dealId, canAdd }: { dealId: string; canAdd: boolean }) {
  const notes = useDealNotes(dealId);
  const addNote = useAddDealNote(dealId);
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    addNote.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        toast.success('Note added');
      },
      onError: (error) => toast.error('Error', { description: error.message }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notes</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {canAdd && (
          <form onSubmit={submit} className="flex flex-col gap-2">
            <Label htmlFor="deal-new-note">Add a note</Label>
            <Textarea id="deal-new-note" value={text} onChange={(event) => setText(event.target.value)} rows={3} />
            <Button type="submit" className="self-end" disabled={addNote.isPending || !text.trim()}>
              {addNote.isPending ? 'Adding...' : 'Add Note'}
            </Button>
          </form>
        )}
        {notes.isPending ? (
          <LoadingIndicator />
        ) : notes.error ? (
          <p className="text-sm text-destructive">{notes.error.message}</p>
        ) : notes.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No notes yet.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Notes timeline">
            {notes.data.map((note) => (
              <li key={note.id} className="border-l-2 border-primary/40 pl-3">
                <p className="text-xs text-muted-foreground">
                  {note.created_by} · <time dateTime={note.created_at}>{formatTimestamp(note.created_at)}</time>
                </p>
                <p className="text-sm whitespace-pre-wrap" data-testid="deal-note-text">
                  {note.note_text}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
