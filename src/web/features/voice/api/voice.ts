// SPEC §7's voice functions: a recording in, its transcript out; a reply's text in, base64 MP3 out.
import { useMutation } from '@tanstack/react-query';
import { DEFAULT_VOICE } from '@core/limits';
import { NO_AUDIO_CONTENT } from '@core/voice/messages';
import { api } from '@web/lib/api';

export function useTranscribe() {
  return useMutation({
    mutationFn: async (audio: Blob) => {
      const { text } = await api<{ text: string }>('/api/functions/speech-to-text', { method: 'POST', body: { audio: await base64Of(audio) } });
      return text;
    },
  });
}

export function useGenerateSpeech() {
  return useMutation({
    mutationFn: async (text: string) => {
      const { audioContent } = await api<{ audioContent?: string }>('/api/functions/text-to-speech', { method: 'POST', body: { text, voice: DEFAULT_VOICE } });
      if (!audioContent) throw new Error(NO_AUDIO_CONTENT);
      return audioContent;
    },
  });
}

/** The blob's bytes as base64 (without the data-URL prefix). */
function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The recording could not be read.'));
    reader.readAsDataURL(blob);
  });
}
