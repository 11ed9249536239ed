import { describe, expect, it } from 'vitest';
import { bandedConfidence, calibratedProbability, fitFieldFactors, fitIsotonic, HIGH_BAND_ACCURACY, LOW_BAND_ACCURACY, probabilityRight } from './calibration';
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
  it('lowers a field that is often wrong where the curve promises high, and leaves a rare field near the curve', () => {
    const samples = [
      ...Array.from({ length: 200 }, (_, i) => ({ field: 'property_address', right: i < 199, probability: 0.97 })),
      ...Array.from({ length: 100 }, (_, i) => ({ field: 'loan_type', right: i < 85, probability: 0.97 })),
      { field: 'ein', right: false, probability: 0.97 },
      ...Array.from({ length: 50 }, () => ({ field: 'loan_type', right: false, probability: 0.6 })),
    ];
    const factors = fitFieldFactors(samples);
    expect(factors.loan_type).toBeLessThan(0.95);
    expect(factors.property_address).toBeGreaterThan(1);
    expect(factors.ein).toBeGreaterThan(0.95);
    const table = { text: [[0.5, 0.5], [0.9, 0.97]] as [number, number][], fields: factors };
    expect(calibratedProbability(0.9, 'pdf_text', { field: 'loan_type' }, table)).toBeLessThan(HIGH_BAND_ACCURACY);
    expect(calibratedProbability(0.9, 'pdf_text', { field: 'property_address' }, table)).toBeGreaterThan(HIGH_BAND_ACCURACY);
  });
  it('keeps every value of a sheet that lists several deals out of the high band', () => {
    const table = { spreadsheet: [[0.5, 0.9], [0.9, 0.99]] as [number, number][] };
    expect(calibratedProbability(0.9, 'spreadsheet', {}, table)).toBeGreaterThanOrEqual(HIGH_BAND_ACCURACY);
    expect(calibratedProbability(0.9, 'spreadsheet', { severalDeals: true }, table)).toBeLessThan(HIGH_BAND_ACCURACY);
  });
});
