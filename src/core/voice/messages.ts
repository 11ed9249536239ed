// SPEC §8 'Voice': the toasts of recording, transcription, playback and speech generation, word for word.

export const RECORDING_ERROR = 'Recording Error';
export const MICROPHONE_REFUSED = 'Could not access microphone. Please check permissions.';
export const RECORDING_FAILED = 'An error occurred during recording. Please try again.';
export const NOTHING_CAPTURED = 'No audio data was captured. Please try again.';
export const RECORDING_TIMEOUT = 'Recording Timeout';
export const RECORDING_TIMEOUT_TEXT = 'Recording stop timed out. Please try again.';
export const TRANSCRIPTION_ERROR = 'Transcription Error';
export const TRANSCRIPTION_ERROR_TEXT = 'Could not process audio. Please try again.';
export const PLAYBACK_ERROR = 'Playback Error';
export const PLAYBACK_ERROR_TEXT = 'Could not play audio. Please try again.';
export const SPEECH_GENERATION_ERROR = 'Speech Generation Error';
export const SPEECH_GENERATION_ERROR_TEXT = 'Could not generate speech. Please try again.';
export const SPEECH_API_KEY_MISSING = 'The speech API key is not configured. Please ask your administrator to configure it.';
export const SPEECH_RATE_LIMITED = 'Rate limit exceeded. Please wait a moment.';
export const NO_AUDIO_CONTENT = 'No audio content received';

/** The description of the 'Speech Generation Error' toast for the error the server (or the player) gave. */
export function speechGenerationMessage(error: string): string {
  if (/api key/i.test(error)) return SPEECH_API_KEY_MISSING;
  if (/rate limit/i.test(error)) return SPEECH_RATE_LIMITED;
  return SPEECH_GENERATION_ERROR_TEXT;
}
