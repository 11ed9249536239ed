import { describe, expect, it } from 'vitest';
import { firstLoadFiles, type Manifest } from './first-load';

describe('first-load files', () => {
  it('follows static imports from the entry and the route, never dynamic ones, and counts shared chunks once', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
      '_react.js': { file: 'assets/react.js' },
      'src/auth.tsx': { file: 'assets/auth.js', imports: ['_react.js', '_form.js'] },
      '_form.js': { file: 'assets/form.js' },
      'src/chart.tsx': { file: 'assets/chart.js' },
    };
    expect(firstLoadFiles(manifest, ['src/auth.tsx'])).toEqual({
      js: ['assets/auth.js', 'assets/form.js', 'assets/index.js', 'assets/react.js'],
      css: ['assets/index.css'],
    });
    expect(() => firstLoadFiles(manifest, ['src/missing.tsx'])).toThrow('src/missing.tsx is not in the build manifest');
  });
});
