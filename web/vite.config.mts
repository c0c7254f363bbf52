/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `shell-assets.json`: every script and style of the build, which the service worker (public/sw.js)
 * keeps when it installs, so each page — its lazily loaded code too — opens offline, whether or not it
 * was visited while the worker was in control.
 */
function shellAssets(): Plugin {
  return {
    name: 'stride-shell-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && /\.(js|css)$/.test(file))
        .sort()
        .map((file) => `/${file}`);
      this.emitFile({ type: 'asset', fileName: 'shell-assets.json', source: JSON.stringify(assets) });
    },
  };
}

export default defineConfig({
  root: here('.'),
  plugins: [tailwindcss(), shellAssets()],
  // No @vitejs/plugin-react (see docs/decisions/004-web-stack.md): Vite 8's own transform does JSX.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${here('./src')}/` },
      // The contract shared with the backend (contract/): `@contract` is its index, `@contract/x` one file.
      { find: /^@contract$/, replacement: here('../contract/index.ts') },
      { find: /^@contract\//, replacement: `${here('../contract')}/` },
    ],
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      // Radix marks its modules "use client" (for React Server Components); meaningless in this SPA.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  test: {
    root: here('.'),
    environment: 'jsdom',
    setupFiles: [here('./src/test/setup.ts')],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    css: false,
    // Each test starts from clean mocks and globals, so no test depends on the order they run in
    // (`npm run test:stress` runs them shuffled).
    mockReset: true,
    sequence: { shuffle: process.env.STRIDE_TEST_SHUFFLE === '1' },
    unstubGlobals: true,
    unstubEnvs: true,
    // Generous ceilings for a loaded machine; tests wait on outcomes, never on time.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
