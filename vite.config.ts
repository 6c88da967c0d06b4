import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserCalls } from './scripts/vite-browser-calls';

// The SPA lives in src/web; the API server (Fastify) serves the built files from dist/web.
export default defineConfig({
  root: 'src/web',
  plugins: [browserCalls(), react(), tailwindcss()],
  // '#domain/...', '#web/...': the import aliases of tsconfig.json, one list for every tool.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Current browsers preload modules themselves; an older one without modulepreload still runs the app and
    // only fetches the preloaded chunks a moment later, so the polyfill is not worth its bytes in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Lazy pages share many tiny modules (a card, an input, one Radix helper); left alone each becomes its own
      // file, and on HTTP/1.1 every file costs about 1 KB of response headers, more than many of them weigh.
      // So: common chunks under 10 KB (before minifying) are copied into the chunks that use them; everything
      // the entry needs at start is one chunk; Radix's shared internals (what Tabs, Dialog, Menu... all use)
      // are one chunk. bench/asset-weights.ts, cold /auth and /dashboard: 141 -> 123 KB and 218 -> 188 KB of
      // scripts, 46 -> 20 requests for the dashboard; larger limits copy much more code for little gain.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 10_000 },
          groups: [
            { name: 'app', tags: ['$initial'] },
            // zod and the contracts' shared schemas, in one file for the screens whose forms or address check
            // with them (decision 0264); the others never load it.
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|src[\\/]domain[\\/]contracts[\\/](common|messages|form-values|answers|record-version|declare)\.ts$/,
            },
            // valibot, which reads the screens' addresses (decision 0265), in a file of its own: a form that loads
            // the modules beside the address readers (leaving-page.ts) does not load it with them.
            { name: 'valibot', test: /node_modules[\\/]valibot[\\/]/ },
            {
              name: 'radix-base',
              test: /@radix-ui[\\/]react-(primitive|context|collection|roving-focus|presence|use-controllable-state|compose-refs|id|direction|use-callback-ref|use-layout-effect|use-effect-event|slot)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 5001}` },
  },
});
