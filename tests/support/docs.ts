/**
 * The instructions of README.md and docs/*.md, read by the tests that follow them, so a changed
 * instruction is a changed test: the text of a section, and the command lines of its ```sh blocks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '../..');

/** A document of the project, by its path from the project's root (`docs/owner-guide.md`). */
export function documentText(file: string): string {
  return readFileSync(path.join(projectRoot, file), 'utf8');
}

/** The section under a heading (`## The inbox`), up to the next heading of the same or a higher level. */
export function sectionOf(file: string, heading: string): string {
  const lines = documentText(file).split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`${file} has no heading "${heading}"`);
  const level = heading.indexOf(' ');
  const end = lines.findIndex(
    (line, index) => index > start && /^#+ /.test(line) && line.indexOf(' ') <= level,
  );
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** The command lines of a section's ```sh blocks, each without its trailing `# comment`. */
export function shellCommandsOf(file: string, heading: string): string[] {
  const commands: string[] = [];
  for (const block of sectionOf(file, heading).matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    for (const line of block[1].split('\n')) {
      const command = line.replace(/\s+#[^'"]*$/, '').trim();
      if (command) commands.push(command);
    }
  }
  return commands;
}
