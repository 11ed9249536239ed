import { describe, expect, it } from 'vitest';
import { analysisFailedMessage, uploadStatus } from './upload-status';

describe('uploadStatus (SPEC §4)', () => {
  it('walks idle → processing → ready_for_ai → success', () => {
    expect(uploadStatus({ rejection: null, processing: 'idle', analysis: 'idle' })).toBe('idle');
    expect(uploadStatus({ rejection: null, processing: 'pending', analysis: 'idle' })).toBe('processing');
    expect(uploadStatus({ rejection: null, processing: 'success', analysis: 'idle' })).toBe('ready_for_ai');
    expect(uploadStatus({ rejection: null, processing: 'success', analysis: 'pending' })).toBe('ready_for_ai');
    expect(uploadStatus({ rejection: null, processing: 'success', analysis: 'success' })).toBe('success');
  });

  it('is error after any failure', () => {
    expect(uploadStatus({ rejection: 'File too large', processing: 'idle', analysis: 'idle' })).toBe('error');
    expect(uploadStatus({ rejection: null, processing: 'error', analysis: 'idle' })).toBe('error');
    expect(uploadStatus({ rejection: null, processing: 'success', analysis: 'error' })).toBe('error');
  });

  it('words an analysis failure as SPEC §8 does', () => {
    expect(analysisFailedMessage('timeout')).toBe('AI analysis failed: timeout');
  });
});
