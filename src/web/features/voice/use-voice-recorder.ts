// The microphone (SPEC §4 'Voice recording', §9 'Voice'): idle → recording → stopping → transcribing → idle.
// 44.1 kHz mono with echo cancellation, noise suppression and auto gain, recorded as webm/opus in 1-second
// chunks; a stop that does not finish within 5 s is abandoned; the transcript goes to onTranscript.
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { AUDIO_SAMPLE_RATE_HZ, RECORDING_CHUNK_MS, RECORDING_STOP_TIMEOUT_MS } from '@core/limits';
import {
  MICROPHONE_REFUSED,
  NOTHING_CAPTURED,
  RECORDING_ERROR,
  RECORDING_FAILED,
  RECORDING_TIMEOUT,
  RECORDING_TIMEOUT_TEXT,
  TRANSCRIPTION_ERROR,
  TRANSCRIPTION_ERROR_TEXT,
} from '@core/voice/messages';
import { useTranscribe } from './api/voice';

export type RecordingState = 'idle' | 'recording' | 'stopping' | 'transcribing';

const MIME_TYPE = 'audio/webm;codecs=opus';

export function useVoiceRecorder(onTranscript: (text: string) => void) {
  const [state, setState] = useState<RecordingState>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const transcribe = useTranscribe();

  // The timer card counts while recording.
  useEffect(() => {
    if (state !== 'recording') return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250);
    return () => clearInterval(timer);
  }, [state]);

  // Leaving the panel releases the microphone.
  useEffect(() => () => recorder.current?.stream.getTracks().forEach((t) => t.stop()), []);

  const fail = (title: string, description: string) => {
    toast.error(title, { description });
    setState('idle');
  };

  async function start() {
    if (state !== 'idle') return;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { sampleRate: AUDIO_SAMPLE_RATE_HZ, channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
    } catch {
      return fail(RECORDING_ERROR, MICROPHONE_REFUSED);
    }
    try {
      const media = new MediaRecorder(stream, MediaRecorder.isTypeSupported(MIME_TYPE) ? { mimeType: MIME_TYPE } : undefined);
      chunks.current = [];
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.current.push(event.data);
      };
      media.onerror = () => {
        stream.getTracks().forEach((t) => t.stop());
        fail(RECORDING_ERROR, RECORDING_FAILED);
      };
      media.start(RECORDING_CHUNK_MS);
      recorder.current = media;
      setSeconds(0);
      setState('recording');
    } catch {
      stream.getTracks().forEach((t) => t.stop());
      fail(RECORDING_ERROR, RECORDING_FAILED);
    }
  }

  async function stop() {
    const media = recorder.current;
    if (state !== 'recording' || !media) return;
    setState('stopping');
    const stopped = new Promise<boolean>((resolve) => {
      const timeout = setTimeout(() => resolve(false), RECORDING_STOP_TIMEOUT_MS);
      media.onstop = () => {
        clearTimeout(timeout);
        resolve(true);
      };
      media.stop();
    });
    const finished = await stopped;
    media.stream.getTracks().forEach((t) => t.stop());
    recorder.current = null;
    if (!finished) return fail(RECORDING_TIMEOUT, RECORDING_TIMEOUT_TEXT);
    const audio = new Blob(chunks.current, { type: media.mimeType || 'audio/webm' });
    if (audio.size === 0) return fail(RECORDING_ERROR, NOTHING_CAPTURED);
    setState('transcribing');
    try {
      const text = (await transcribe.mutateAsync(audio)).trim();
      if (!text) return fail(TRANSCRIPTION_ERROR, TRANSCRIPTION_ERROR_TEXT);
      setState('idle');
      onTranscript(text);
    } catch {
      fail(TRANSCRIPTION_ERROR, TRANSCRIPTION_ERROR_TEXT);
    }
  }

  return { state, seconds, start, stop };
}
