import { lazy, Suspense, useState } from 'react';
import { Bot, Minus, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';

// The conversation (with its document upload and deal form) loads after the page it sits beside: it was over a
// third of the dashboard's first load (issue 15: ≤ 200 KB).
const AssistantChat = lazy(() => import('@web/features/assistant/assistant-chat').then((module) => ({ default: module.AssistantChat })));

interface AssistantPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The AI assistant panel container (SPEC §2 "AI assistant panel"): desktop fixed bottom-right (w-96 × 600 px,
 * can be minimised), mobile full screen. The conversation itself is the assistant feature's.
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
        <Suspense fallback={<LoadingIndicator />}>
          <AssistantChat />
        </Suspense>
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
