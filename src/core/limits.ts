// Every limit and constant of SPEC §9, named as the spec names them. Nothing else in the code base
// may repeat these numbers.

export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const PDF_RENDERER_MAX_BYTES = 50 * 1024 * 1024;
export const PDF_RENDER_SCALE = 1.5;
export const UPLOAD_WIDGET_MAX_PAGES = 20;
export const PDF_RENDERER_DEFAULT_MAX_PAGES = 50;
export const PDF_RENDER_TIMEOUT_MS = 30_000;
export const PAGE_IMAGE_QUALITY = 0.95;
export const PAGE_IMAGE_BACKGROUND = '#ffffff';
export const MIN_IMAGE_DATA_LENGTH = 100;

export const LOAN_NUMBER_HINT = 'format YYNNNNN';

export const DEFAULT_LOAN_TERM_MONTHS = 12;
export const DEFAULT_INTEREST_RATE = 0;
export const POLICY_AMOUNT_RATIO = 1.25;

export const CONFIDENCE_HIGH = 0.8;
export const CONFIDENCE_MEDIUM = 0.5;

export const PREVIEW_FIELD_COUNT = 12;
export const PREVIEW_VALUE_MAX_CHARS = 100;
export const PREVIEW_THUMBNAIL_COUNT = 4;
export const PREVIEW_TEXT_CHARS = 500;

export const AUDIO_SAMPLE_RATE_HZ = 44_100;
export const RECORDING_CHUNK_MS = 1_000;
export const RECORDING_STOP_TIMEOUT_MS = 5_000;
export const TRANSCRIPT_AUTO_SEND_DELAY_MS = 100;
export const DEFAULT_VOICE = 'Aria';
export const CONVERSATION_HISTORY_LENGTH = 10;

export const MOBILE_BREAKPOINT_PX = 1024;

export const AUDIT_LOG_DEFAULT_LIMIT = 100;
export const AUDIT_LOG_STALE_MS = 30_000;
export const AUDIT_LOG_RETRY = 1;
export const EMAIL_PROCESSING_LOG_LIMIT = 100;

export const SIGNED_URL_CHECK_SECONDS = 60;
export const SIGNED_URL_VIEW_SECONDS = 300;
/** SPEC §3: stored uploads carry cache control 3600. */
export const STORAGE_CACHE_CONTROL_SECONDS = 3600;
export const UPLOAD_CACHE_CONTROL_SECONDS = 3600;

export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const TOKEN_REFRESH_CHECK_MS = 30_000;
export const TOKEN_REFRESH_MARGIN_MS = 90_000;
export const TOKEN_REFRESH_BACKOFF_START_MS = 200;

export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const DEFAULT_THEME = 'light';
export const SCROLL_AREA_HIDE_DELAY_MS = 600;

export const STORAGE_KEYS = {
  aiSessionId: 'ai_session_id_v1',
  theme: 'theme',
  sidebarCollapsed: 'sidebar-collapsed',
} as const;

export const STORAGE_BUCKETS = { dealFiles: 'deal-files', inquiryFiles: 'inquiry-files', avatars: 'avatars' } as const;

/** Profile pictures are small images; larger ones are refused rather than stored. */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** A JSON request body (forms, filters); larger ones answer 413. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** A JSON body carrying a document as base64 (SPEC §7's functions): a 25 MB upload plus the JSON around it. */
export const DOCUMENT_BODY_MAX_BYTES = Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + JSON_BODY_MAX_BYTES;

/** A voice recording sent for transcription: 10 MB of audio (webm/opus is ~4 KB a second) and 2 minutes at most. */
export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;
export const RECORDING_MAX_SECONDS = 120;
/** Text sent for speech in one request (a provider's own limit is 4,096 characters). */
export const SPEECH_TEXT_MAX_CHARS = 4_000;
/** Per signed-in user, per minute: a conversation by voice is one recording and one spoken reply every few seconds. */
export const SPEECH_TO_TEXT_PER_MINUTE = 20;
export const TEXT_TO_SPEECH_PER_MINUTE = 30;
