import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in src/web; the API server (Fastify) serves the built files from dist/web.
export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // Lazy pages share many tiny modules (a card, an input, one Radix helper); left alone each becomes its own
      // file, and on HTTP/1.1 every file costs about 1 KB of response headers, more than many of them weigh.
      // Common chunks under 10 KB (before minifying) are copied into the chunks that use them instead.
      // (bench/asset-weights.ts: /dashboard cold 218 -> 198 KB of scripts, 46 -> 25 requests.)
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 10_000 } } },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 5001}` },
  },
});
