import { useState } from 'react';
import { Bot, Minus, Send, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';

export const ASSISTANT_WELCOME =
  "Hi! I'm your AI assistant. I can help you find deals, look up contacts, compile document information, pull reports, tasks and notes, analyze documents, and update deals right here in the chat. What can I do for you?";

interface AssistantPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The AI assistant panel container (SPEC §2 "AI assistant panel"): desktop fixed bottom-right (w-96 × 600 px,
 * can be minimised), mobile full screen. The conversation engine is wired in by the assistant feature; until then
 * the panel says plainly that it is not connected.
 */
export function AssistantPanel({ open, onClose }: AssistantPanelProps) {
  const [minimized, setMinimized] = useState(false);
  if (!open) return null;

  return (
    <section
      aria-label="AI Assistant"
      className={cn(
        'fixed inset-0 z-40 flex flex-col bg-background lg:inset-auto lg:right-4 lg:bottom-4 lg:w-96 lg:rounded-xl lg:border lg:shadow-xl',
        minimized ? 'lg:h-auto' : 'lg:h-[600px]',
      )}
    >
      <header className="flex items-center gap-2 border-b px-4 py-3">
        <Bot className="size-5 text-primary" aria-hidden="true" />
        <h2 className="flex-1 font-semibold">AI Assistant</h2>
        <Button
          variant="ghost"
          size="icon"
          className="hidden lg:inline-flex"
          aria-label={minimized ? 'Restore assistant' : 'Minimize assistant'}
          aria-expanded={!minimized}
          onClick={() => setMinimized((value) => !value)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Close assistant" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </header>

      {!minimized && (
        <>
          <div className="flex-1 overflow-y-auto p-4" role="log" aria-label="Conversation">
            <div className="max-w-[85%] rounded-lg bg-muted px-3 py-2 text-sm">{ASSISTANT_WELCOME}</div>
          </div>
          <form className="flex flex-col gap-2 border-t p-3" onSubmit={(event) => event.preventDefault()}>
            <p className="text-xs text-muted-foreground" id="assistant-status">
              The assistant is not connected yet.
            </p>
            <div className="flex items-end gap-2">
              <Textarea
                aria-label="Message"
                aria-describedby="assistant-status"
                placeholder="Ask me anything or request an update..."
                rows={2}
                disabled
                className="min-h-10 resize-none"
              />
              <Button type="submit" size="icon" aria-label="Send message" disabled>
                <Send aria-hidden="true" />
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

/** Mobile: the round floating button that opens the panel when it is closed. */
export function AssistantFab({ onOpen }: { onOpen: () => void }) {
  return (
    <Button
      size="icon"
      aria-label="Open AI Assistant"
      onClick={onOpen}
      className="fixed right-4 bottom-20 z-30 size-14 rounded-full shadow-lg lg:hidden"
    >
      <Bot aria-hidden="true" className="size-6" />
    </Button>
  );
}
