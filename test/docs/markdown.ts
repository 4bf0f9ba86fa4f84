// The fenced code blocks of a Markdown file, each with its language, the heading it is under, its line and the
// markers (HTML comments) placed right before it.
import { readFileSync } from 'node:fs';

/** A marker right before a block: `<!-- keyword: text -->`. */
export interface Marker {
  keyword: string;
  text: string;
  /** 1-based line of the comment in the file. */
  line: number;
}

export interface CodeBlock {
  /** The file as the test names it, e.g. `README.md`. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The info string's first word (`sh`, `ts`, `js`, ...); '' for a block without one. */
  lang: string;
  /** The nearest heading above the block (its text without the #s); '' above the first heading. */
  heading: string;
  /** The block's text, without the fences, ending in a newline. */
  code: string;
  /** The markers on the lines right before the opening fence (blank lines between them allowed), in order. */
  markers: Marker[];
  /** HTML comments right before the block that are not markers (`<!-- ... -->` without a `keyword:`). */
  strayComments: { line: number; text: string }[];
  /** `README.md:47`, for messages. */
  where: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)?/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const COMMENT = /^\s*<!--\s*(.*?)\s*-->\s*$/;
const MARKER = /^([a-z][a-z ]*[a-z]):\s*(.*)$/;

/** Every fenced code block of `path`, in order. */
export function codeBlocks(path: string | URL, file: string): CodeBlock[] {
  return parseCodeBlocks(readFileSync(path, 'utf8'), file);
}

export function parseCodeBlocks(markdown: string, file: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const heads = HEADING.exec(lines[i]);
    if (heads) {
      heading = heads[2];
      continue;
    }
    const fence = FENCE.exec(lines[i]);
    if (!fence) continue;
    const open = fence[1];
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length; i++) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(lines[i]);
      if (close && close[1][0] === open[0] && close[1].length >= open.length) break;
      body.push(lines[i]);
    }
    if (i >= lines.length) throw new Error(`${file}:${start + 1}: a code block that is never closed`);
    const markers: Marker[] = [];
    const strayComments: { line: number; text: string }[] = [];
    for (let j = start - 1; j >= 0; j--) {
      if (lines[j].trim() === '') continue;
      const comment = COMMENT.exec(lines[j]);
      if (!comment) break;
      const marker = MARKER.exec(comment[1]);
      if (marker) markers.unshift({ keyword: marker[1], text: marker[2], line: j + 1 });
      else strayComments.unshift({ line: j + 1, text: comment[1] });
    }
    blocks.push({
      file,
      line: start + 1,
      lang: fence[2] ?? '',
      heading,
      code: body.length > 0 ? `${body.join('\n')}\n` : '',
      markers,
      strayComments,
      where: `${file}:${start + 1}`,
    });
  }
  return blocks;
}

/** Every `curl` command of a shell script (continuation lines joined) that does not fail on an HTTP error status. */
export function curlsWithoutFail(script: string): string[] {
  const joined = script.replace(/\\\n/g, ' ');
  const found: string[] = [];
  for (const line of joined.split('\n')) {
    const code = line.replace(/(^|\s)#.*$/, '');
    for (const match of code.matchAll(/(?:^|[\s;|&(`$])curl\s+([^|;&)`]*)/g)) {
      const args = match[1].split(/\s+/);
      const fails = args.some((arg) => /^-[a-zA-Z]*f[a-zA-Z]*$/.test(arg) || arg === '--fail' || arg === '--fail-with-body');
      if (!fails) found.push(`curl ${match[1].trim()}`);
    }
  }
  return found;
}
