// The conversation inside the assistant panel (SPEC §2, §4, §8 Chat): messages with timestamps, the typing
// indicator, document upload and 'Create Deal', the 'Confirm Update' card, and the text box.
import { useEffect, useRef, useState } from 'react';
import { FileUp, Send } from 'lucide-react';
import { TRANSCRIPT_AUTO_SEND_DELAY_MS } from '@core/limits';
import { toast } from 'sonner';
import { confirmMessage, UPDATE_CANCELLED, type AssistantAnswer, type ChatMessage } from '@core/schemas/assistant';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api';
import { useSession } from '@web/lib/use-session';
import { CreateDealFromDocumentDialog } from '@web/features/documents/create-deal-from-document-dialog';
import { DocumentUploadWidget } from '@web/features/documents/document-upload-widget';
import type { AnalyzedDocument } from '@web/features/documents/use-document-upload';
import { AutoSpeechToggle, MicrophoneButton, PlayAudioButton, RecordingCard } from '@web/features/voice/components/voice-controls';
import { useSpeech } from '@web/features/voice/use-speech';
import { useVoiceRecorder } from '@web/features/voice/use-voice-recorder';
import { useCancelConfirmation, useConversation, useSendMessage } from './api/assistant';
import { ConfirmUpdateCard } from '@web/components/confirm-update-card';
import { MessageContent } from './components/message-content';
import { assistantSessionId } from './session-id';

export const ASSISTANT_WELCOME =
  "Hi! I'm your AI assistant. I can help you find deals, look up contacts, compile document information, pull reports, tasks and notes, analyze documents, and update deals right here in the chat. What can I do for you?";
export const CHAT_FAILURE = "I apologize, but I encountered an error. Please make sure you're connected to the internet and try again.";
export const CHAT_EMPTY = "I apologize, but I couldn't generate a response. Please try again.";
export const CONFIRMATION_FAILURE = 'I encountered an error while applying the confirmed update. Please try again.';

type Message = ChatMessage & { document?: AnalyzedDocument };

const now = () => new Date().toISOString();
const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

export function AssistantChat() {
  const [sessionId] = useState(() => assistantSessionId());
  const session = useSession();
  const conversation = useConversation(sessionId);
  const send = useSendMessage(sessionId, session.session?.user.id);
  const cancel = useCancelConfirmation(sessionId);
  const [local, setLocal] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const [uploading, setUploading] = useState(false);
  const [creating, setCreating] = useState<AnalyzedDocument | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const speech = useSpeech();
  // SPEC §4: the transcript goes into the box and is sent 100 ms later.
  const recorder = useVoiceRecorder((text) => {
    setDraft(text);
    setTimeout(() => {
      ask(text);
      setDraft('');
    }, TRANSCRIPT_AUTO_SEND_DELAY_MS);
  });

  const messages: Message[] = [...(conversation.data?.items ?? []), ...local];
  const last = messages.at(-1);
  const pending = last?.role === 'assistant' && last.requiresConfirmation ? last.confirmationRequest : undefined;

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, send.isPending]);

  const add = (...more: Message[]) => setLocal((list) => [...list, ...more]);

  function ask(message: string, confirming = false) {
    const text = message.trim();
    if (!text || send.isPending) return;
    const history = messages.map(({ role, content }) => ({ role, content }));
    add({ role: 'user', content: text, timestamp: now() });
    send.mutate(
      { message: text, history },
      {
        onSuccess: (answer: AssistantAnswer) => {
          const { response, ...extras } = answer;
          const content = response?.trim() ? response : CHAT_EMPTY;
          add({ ...extras, role: 'assistant', content, timestamp: now() });
          if (speech.autoSpeech) void speech.play(content);
          if (confirming) {
            if (answer.updatePerformed) toast.success('Update Applied Successfully');
            else toast.error('Confirmation Failed');
          } else if (answer.updatePerformed) toast.success('Deal Updated Successfully');
        },
        onError: (error) => {
          // A change that was cancelled, applied or expired meanwhile: the server says which, in words.
          const reason = error instanceof ApiError && error.status < 500 ? error.message : undefined;
          add({ role: 'assistant', content: confirming ? reason ?? CONFIRMATION_FAILURE : CHAT_FAILURE, timestamp: now() });
          if (confirming) toast.error('Confirmation Failed');
        },
      },
    );
  }

  function submit() {
    ask(draft);
    setDraft('');
  }

  return (
    <>
      <div className="flex-1 space-y-3 overflow-y-auto p-4" role="log" aria-label="Conversation" aria-busy={send.isPending}>
        <Bubble role="assistant">
          <MessageContent text={ASSISTANT_WELCOME} />
        </Bubble>
        {messages.map((m, i) => (
          <Bubble key={i} role={m.role} timestamp={m.timestamp}>
            <MessageContent text={m.content} />
            {m.role === 'assistant' && <PlayAudioButton onPlay={() => void speech.play(m.content)} disabled={speech.generating} />}
            {m.documentAnalysis && m.document && (
              <Button size="sm" className="mt-2" onClick={() => setCreating(m.document!)}>
                Create Deal
              </Button>
            )}
          </Bubble>
        ))}
        {send.isPending && (
          <div role="status" aria-label="Assistant is typing" className="flex w-fit gap-1 rounded-lg bg-muted px-3 py-2">
            {[0, 1, 2].map((d) => (
              <span key={d} className="size-2 animate-bounce rounded-full bg-muted-foreground" style={{ animationDelay: `${d * 150}ms` }} />
            ))}
          </div>
        )}
        {pending && (
          <ConfirmUpdateCard
            request={pending}
            applying={send.isPending || cancel.isPending}
            onConfirm={() => ask(confirmMessage(pending.confirmationId), true)}
            onCancel={() =>
              cancel.mutate(pending.confirmationId, {
                onSuccess: (answer) => {
                  add({ role: 'assistant', content: answer.response || UPDATE_CANCELLED, timestamp: now() });
                  toast('Update Cancelled');
                },
                // Applied or cancelled elsewhere already: say so, and the card goes away.
                onError: (error) => add({ role: 'assistant', content: error instanceof ApiError ? error.message : CHAT_FAILURE, timestamp: now() }),
              })
            }
          />
        )}
        {uploading && (
          <DocumentUploadWidget
            onAnalyzed={(document) => {
              setUploading(false);
              const fields = Object.keys(document.analysis.extractedData).length;
              add(
                { role: 'user', content: `Analyze document: ${document.file.name}`, timestamp: now() },
                {
                  role: 'assistant',
                  content: fields
                    ? `I analysed ${document.file.name} (${document.analysis.documentType}) and extracted ${fields} field${fields === 1 ? '' : 's'}. Create a deal from it?`
                    : `I could not extract any deal fields from ${document.file.name}.`,
                  documentAnalysis: document.analysis,
                  document,
                  queryType: 'document',
                  timestamp: now(),
                },
              );
            }}
          />
        )}
        <div ref={endRef} />
      </div>
      <form
        className="flex flex-col gap-2 border-t p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex items-center gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setUploading((v) => !v)} aria-pressed={uploading}>
            <FileUp aria-hidden="true" />
            Upload Document
          </Button>
          <AutoSpeechToggle on={speech.autoSpeech} onChange={speech.setAutoSpeech} />
        </div>
        <RecordingCard state={recorder.state} seconds={recorder.seconds} onStop={() => void recorder.stop()} />
        <div className="flex items-end gap-2">
          <Textarea
            aria-label="Message"
            placeholder="Ask me anything or request an update..."
            rows={2}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                submit();
              }
            }}
            className="min-h-10 resize-none"
          />
          <MicrophoneButton state={recorder.state} onStart={() => void recorder.start()} disabled={send.isPending} />
          <Button type="submit" size="icon" aria-label="Send message" disabled={!draft.trim() || send.isPending}>
            <Send aria-hidden="true" />
          </Button>
        </div>
      </form>
      {/* Spoken replies play here; hidden, the controls are the buttons above. */}
      <audio ref={speech.audioRef} hidden data-testid="assistant-audio" />
      {creating && (
        <CreateDealFromDocumentDialog
          document={creating}
          open
          onOpenChange={(open) => {
            if (!open) setCreating(null);
          }}
          onCreated={() => setCreating(null)}
        />
      )}
    </>
  );
}

function Bubble({ role, timestamp, children }: { role: ChatMessage['role']; timestamp?: string; children: React.ReactNode }) {
  const mine = role === 'user';
  return (
    <div className={mine ? 'ml-auto max-w-[85%]' : 'max-w-[85%]'} data-role={role}>
      <div className={`rounded-lg px-3 py-2 text-sm ${mine ? 'bg-primary text-primary-foreground' : 'bg-muted'}`}>{children}</div>
      {timestamp && <time dateTime={timestamp} className="mt-0.5 block text-[11px] text-muted-foreground">{time(timestamp)}</time>}
    </div>
  );
}
