/**
 * Loaded into a build's process before the build (`node --import tsx --import ./scripts/lib/process-usage.ts
 * build.ts`), writes what the process used as it exits into the file that PROCESS_USAGE_FILE names: its
 * peak memory, and how many times it read each file below the folder PROCESS_USAGE_READS names (the
 * content). The scale bench (scripts/bench-scale.ts) and the test of a build with hundreds of broken links
 * read it.
 */
import fs, { writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve } from 'node:path';

/** What a process used, as this module writes it. */
export interface ProcessUsage {
  /** Its peak resident memory, in bytes. */
  peakBytes: number;
  /** How many times it read each file below PROCESS_USAGE_READS, by its path from there. */
  reads: Record<string, number>;
}

const { PROCESS_USAGE_FILE: usageFile, PROCESS_USAGE_READS: readsBelow } = process.env;

if (usageFile) {
  const reads = new Map<string, number>();
  const folder = readsBelow && `${resolve(readsBelow)}/`;
  const count = (path: unknown) => {
    const name = typeof path === 'string' || path instanceof URL ? resolve(String(path)) : '';
    if (folder && name.startsWith(folder)) {
      const file = name.slice(folder.length);
      reads.set(file, (reads.get(file) ?? 0) + 1);
    }
  };
  // Every way the build reads a file whole; the ES module bindings of node:fs follow (syncBuiltinESMExports).
  const { readFileSync, readFile } = fs;
  const readPromised = fs.promises.readFile;
  fs.readFileSync = ((path: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    count(path);
    return (readFileSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFileSync;
  fs.readFile = ((path: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    count(path);
    return (readFile as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFile;
  fs.promises.readFile = ((path: Parameters<typeof readPromised>[0], ...rest: unknown[]) => {
    count(path);
    return (readPromised as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof readPromised;
  syncBuiltinESMExports();
  process.on('exit', () => {
    const usage: ProcessUsage = {
      // resourceUsage() gives kilobytes.
      peakBytes: process.resourceUsage().maxRSS * 1024,
      reads: Object.fromEntries(reads),
    };
    writeFileSync(usageFile, JSON.stringify(usage));
  });
}
