#!/usr/bin/env node
// The static checks of `npm test` (lint, format, types) side by side: each is one process on one
// core, so on two cores the three take about as long as the longest, not their sum. Each one's
// output is printed whole when it ends, in the order given; the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';

const CHECKS = ['lint', 'format:check', 'typecheck'];

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => resolve({ script, code: 1, output: String(error), seconds: 0 }));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const { script, code, output, seconds } of results) {
  console.log(`[checks] ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
