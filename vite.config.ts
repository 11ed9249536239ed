import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

// The SPA: index.html at the repository root, built into dist/web (the server serves it for every non-API path).
// In development `npx vite` proxies the API and the realtime websocket to the Node server on port 3000.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('./src/core', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: app releases don't invalidate the browser's cache of React or the auth client.
        codeSplitting: {
          // Only React is grouped: grouping the UI kit or zod as well put all of it on the sign-in page's first load.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
});
