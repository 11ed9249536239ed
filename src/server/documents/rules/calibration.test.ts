import { describe, expect, it } from 'vitest';
import { bandedConfidence, fitIsotonic, HIGH_BAND_ACCURACY, LOW_BAND_ACCURACY, probabilityRight } from './calibration';
import { confidenceBand } from '../../../core/extraction';

describe('calibration', () => {
  it('fits a non-decreasing map from raw score to share right', () => {
    const samples = [
      ...Array.from({ length: 30 }, (_, i) => ({ raw: 0.55, right: i < 12 })),
      ...Array.from({ length: 30 }, (_, i) => ({ raw: 0.7, right: i < 24 })),
      ...Array.from({ length: 60 }, (_, i) => ({ raw: 0.9, right: i < 59 })),
    ];
    const points = fitIsotonic(samples);
    for (let i = 1; i < points.length; i++) expect(points[i]![1]).toBeGreaterThanOrEqual(points[i - 1]![1]);
    expect(probabilityRight(0.55, points)).toBeCloseTo(12 / 31, 2);
    expect(probabilityRight(0.95, points)).toBeCloseTo(59 / 61, 2);
    expect(probabilityRight(0.8, points)).toBeGreaterThan(probabilityRight(0.7, points));
  });
  it('lays the form bands over the probability: high means right 95% of the time, low below 70%', () => {
    expect(confidenceBand(bandedConfidence(HIGH_BAND_ACCURACY))).toBe('high');
    expect(confidenceBand(bandedConfidence(HIGH_BAND_ACCURACY - 0.01))).toBe('medium');
    expect(confidenceBand(bandedConfidence(LOW_BAND_ACCURACY))).toBe('medium');
    expect(confidenceBand(bandedConfidence(LOW_BAND_ACCURACY - 0.01))).toBe('low');
    expect(bandedConfidence(1)).toBe(1);
  });
});
