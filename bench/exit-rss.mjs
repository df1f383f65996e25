// Preloaded by bench/run.mjs (node --import): prints the process's peak RSS (KiB, all threads) on stderr at exit.
process.on('exit', () => process.stderr.write(`\npamdocs-bench-rss ${process.resourceUsage().maxRSS}\n`));
