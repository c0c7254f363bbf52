/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [tailwindcss()],
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
