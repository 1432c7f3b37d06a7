import { defineConfig } from 'vite';

export default defineConfig({
  base: '/',
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } } },
  test: { environment: 'node', include: ['test/**/*.test.ts'], setupFiles: ['test/setup.ts'] },
} as never);
