/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { callsAsData, ENDPOINTS_MODULE } from '../../packages/contract/src/calls-as-data.ts';

const root = import.meta.dirname;
const outDir = path.join(root, 'dist');

/** Writes .gz and .br beside every text asset so the server can send them as they are (preCompressed). */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'wcpp-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** Each area's call descriptions reach the browser as method, path and guard only (decision 051). */
function contractCalls(): Plugin {
  return {
    name: 'wcpp-contract-calls',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINTS_MODULE.test(id.split('?')[0]!)) return null;
      return { code: callsAsData(code, id), map: null };
    },
  };
}

export default defineConfig({
  root,
  base: '/wcpp/',
  plugins: [contractCalls(), react(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    // bench/size.mjs reads the manifest to measure each route's JavaScript.
    manifest: true,
    target: 'es2022',
    // Every browser the portal supports (ES2022) preloads modules natively: the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The contract's modules only declare schemas and texts: a screen that uses one text must not
      // pull in every schema (and zod with them), so unused contract exports are dropped.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]/.test(id) },
      // zod/mini in a chunk of its own, loaded with the first form: left to itself the bundler hoists it
      // into the entry, onto the sign-in page before any field is checked (docs/decisions/036).
      // React and the router in one chunk of the entry (decisions 033, 038); TanStack Query in one of its
      // own, loaded past the sign-in page (decision 058).
      output: {
        codeSplitting: {
          // The small shared chunks (a form's fields, an area's texts and calls) are copied into the chunks
          // that read them, one state kept by the runtime's registry: a screen comes in a few requests, not
          // 45 (over HTTP/1.1, six at a time, each waited for: Lighthouse mobile, docs/decisions/068).
          // Chunks holding styles stay files, as Rolldown's guide asks of a Vite build.
          experimentalInlineCommonChunks: { maxSize: 16_000, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ },
          groups: [
            { name: 'react', priority: 10, test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', priority: 10, test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // The HTTP client is read by the sign-in page, the signed-in shell, the guard, the query area and most
            // screens: one chunk, instead of a copy in five of the chunks a screen loads. Its own dependencies
            // (the session, the config) stay where they are.
            { name: 'http', priority: 5, includeDependenciesRecursively: false, test: /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/](http|user-keys)\.ts$|[\\/]packages[\\/]contract[\\/]src[\\/]users[\\/]endpoints\.ts$/ },
            // The kit's dialog and button, read by the shell, the tables and the screens' dialogs: one
            // chunk too, not a copy in each.
            { name: 'kit', priority: 5, includeDependenciesRecursively: false, test: /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](Dialog|Button)\.tsx?$/ },
          ],
        },
      },
    },
  },
  server: {
    // `vite` in development: the API, config and content come from the real server.
    proxy: Object.fromEntries(['/api', '/js', '/content', '/resources'].map((p) => [p, 'http://localhost:8080'])),
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Forms typed key by key in jsdom take seconds on a two-core machine, and up to 11 s while another
    // test file runs beside them (vitest.config.ts): 5 s is too tight for them.
    testTimeout: 30_000,
    // One jsdom per worker, not one per file (issue 25 §4): test/setup.ts puts the shared state back after
    // each test (DOM, storage, cookies, the session store, mocks, timers). The web project took 124 s of
    // CPU this way against 321 s isolated, run after run on this two-core host (bench/README.md, "CI time").
    isolate: false,
  },
});
