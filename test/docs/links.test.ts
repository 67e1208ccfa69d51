import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and the docs stand on their own: every link points at a file of the repository that
 * exists (anchors aside), and none leaves it, by path or by URL (the server's own loopback
 * address, which the README starts, excepted). Code blocks are not links.
 */
const root = join(import.meta.dirname, '../..');
const SKIP = new Set([
  'node_modules',
  '.git',
  '.wireit',
  'dist',
  'build',
  'test-results',
  'playwright-report',
]);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

function problemsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  const problems: string[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)\)|<(https?:\/\/[^>\s]+)>/g)) {
    const target = match[1] ?? match[2] ?? '';
    if (/^[a-z]+:/i.test(target)) {
      if (!/^http:\/\/127\.0\.0\.1[:/]/.test(target)) problems.push(`links outside: ${target}`);
      continue;
    }
    if (target.startsWith('#')) continue;
    const path = resolve(dirname(file), target.split('#', 1)[0] ?? '');
    if (target.startsWith('/') || relative(root, path).startsWith('..'))
      problems.push(`leaves the repository: ${target}`);
    else if (!existsSync(path)) problems.push(`no such file: ${target}`);
  }
  return problems.map((problem) => `${relative(root, file)}: ${problem}`);
}

describe('given every Markdown file of the repository', () => {
  const files = markdownFiles(root);

  it('should find the README and the docs', () => {
    expect(files.map((file) => relative(root, file))).toEqual(
      expect.arrayContaining(['README.md', 'docs/README.md', 'packages/contracts/README.md']),
    );
  });

  it('should link only to files of the repository that exist', () => {
    expect(files.flatMap(problemsOf)).toEqual([]);
  });
});
