// Spoken replies (SPEC §2, §4): auto-speech on by default and kept in this browser; each reply can be played
// again with 'Play audio'. One <audio> element plays the MP3 the server generated.
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { PLAYBACK_ERROR, PLAYBACK_ERROR_TEXT, SPEECH_GENERATION_ERROR, speechGenerationMessage } from '@core/voice/messages';
import { useGenerateSpeech } from './api/voice';

export const AUTO_SPEECH_KEY = 'assistant-auto-speech';

function storedAutoSpeech(): boolean {
  try {
    return localStorage.getItem(AUTO_SPEECH_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function useSpeech() {
  const [autoSpeech, setAutoSpeechState] = useState(storedAutoSpeech);
  const audio = useRef<HTMLAudioElement>(null);
  const generate = useGenerateSpeech();

  function setAutoSpeech(on: boolean) {
    setAutoSpeechState(on);
    try {
      localStorage.setItem(AUTO_SPEECH_KEY, String(on));
    } catch {
      // Private windows may refuse storage: the choice then lasts for this page.
    }
    if (!on) audio.current?.pause();
  }

  async function play(text: string) {
    let mp3: string;
    try {
      mp3 = await generate.mutateAsync(text);
    } catch (error) {
      toast.error(SPEECH_GENERATION_ERROR, { description: speechGenerationMessage(error instanceof Error ? error.message : '') });
      return;
    }
    const player = audio.current;
    try {
      if (!player) throw new Error('no player');
      player.src = `data:audio/mpeg;base64,${mp3}`;
      await player.play();
    } catch {
      toast.error(PLAYBACK_ERROR, { description: PLAYBACK_ERROR_TEXT });
    }
  }

  return { autoSpeech, setAutoSpeech, play, audioRef: audio, generating: generate.isPending };
}
