// The assistant panel's voice controls (SPEC §2): the microphone, the auto-speech toggle, the recording timer card
// with 'Stop Recording', and 'Play audio' on a reply.
import { Loader2, Mic, Square, Volume2, VolumeX } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { RecordingState } from '../use-voice-recorder';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export function MicrophoneButton({ state, onStart, disabled }: { state: RecordingState; onStart: () => void; disabled?: boolean }) {
  const busy = state === 'stopping' || state === 'transcribing';
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={busy ? 'Transcribing recording' : 'Start recording'}
      disabled={disabled || state !== 'idle'}
      onClick={onStart}
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mic aria-hidden="true" />}
    </Button>
  );
}

export function AutoSpeechToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" aria-pressed={on} onClick={() => onChange(!on)} title={on ? 'Replies are read aloud' : 'Replies are not read aloud'}>
      {on ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
      Auto-speech
    </Button>
  );
}

export function RecordingCard({ state, seconds, onStop }: { state: RecordingState; seconds: number; onStop: () => void }) {
  if (state === 'idle') return null;
  return (
    <div role="status" aria-label="Recording" className="flex items-center justify-between rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
      <span className="flex items-center gap-2">
        {state === 'recording' && <span className="size-2 animate-pulse rounded-full bg-destructive" aria-hidden="true" />}
        {state === 'recording' ? 'Recording' : state === 'stopping' ? 'Stopping…' : 'Transcribing…'}
        <time className="tabular-nums">{clock(seconds)}</time>
      </span>
      {state === 'recording' && (
        <Button type="button" size="sm" variant="destructive" onClick={onStop}>
          <Square aria-hidden="true" />
          Stop Recording
        </Button>
      )}
    </div>
  );
}

export function PlayAudioButton({ onPlay, disabled }: { onPlay: () => void; disabled?: boolean }) {
  return (
    <Button type="button" variant="ghost" size="sm" className="mt-1 h-7 px-2 text-xs" onClick={onPlay} disabled={disabled}>
      <Volume2 aria-hidden="true" />
      Play audio
    </Button>
  );
}
