import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = {
  '@core': fileURLToPath(new URL('./src/core', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
          // A few unit tests start worker threads (the document sandbox) or run many cases; on a shared machine
          // they may wait seconds for a core, which says nothing about the code.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite and the OCR engine are CPU-heavy: two workers on a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
