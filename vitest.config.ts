import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Browser tests share one Chromium per file; files run in parallel on the 2 cores.
    fileParallelism: true,
    // A page waited for by expect.poll may take seconds while every core is busy (CI runs all files at once).
    expect: { poll: { timeout: 10_000 } },
  },
});
