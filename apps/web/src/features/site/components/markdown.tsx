import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSeoPath } from '../../../shared/lib/use-seo-path';

type TBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; isOrdered: boolean; items: string[] }
  | { kind: 'paragraph'; text: string };

const HEADING = /^(#{1,3}) (.*)$/;
const BULLET = /^- (.*)$/;
const NUMBERED = /^\d+\. (.*)$/;
/** **bold**, `code` and [text](address), the inline forms the posts use. */
const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The blocks of a text: blank lines separate them; a block of "- " or "1. " lines is a list. */
export function markdownBlocks(source: string): TBlock[] {
  return source
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): TBlock => {
      const lines = chunk.split('\n');
      const heading = HEADING.exec(chunk);
      if (heading && lines.length === 1) {
        return { kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]! };
      }
      for (const [pattern, isOrdered] of [
        [BULLET, false],
        [NUMBERED, true],
      ] as const) {
        const items = lines.map((line) => pattern.exec(line)?.[1]);
        if (items.every((item) => item !== undefined)) return { kind: 'list', isOrdered, items: items as string[] };
      }
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}

/** `{{name}}` replaced by its value: numbers the posts take from the rules the server applies. */
function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

function Inline({ text }: { text: string }) {
  const seoPath = useSeoPath();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    parts.push(text.slice(last, match.index));
    const [, bold, code, label, address] = match;
    const key = match.index;
    if (bold) parts.push(<strong key={key}>{bold}</strong>);
    else if (code) parts.push(<code key={key}>{code}</code>);
    else if (address?.startsWith('/')) {
      parts.push(
        <Link key={key} to={seoPath(address)}>
          {label}
        </Link>,
      );
    } else {
      parts.push(
        <a key={key} href={address} rel="noopener noreferrer">
          {label}
        </a>,
      );
    }
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/**
 * The Markdown the repository's own posts are written in, drawn as React elements (never as HTML): headings,
 * paragraphs, lists, bold, code and links; a link to an address of the site keeps the reader's language.
 */
export function Markdown({ source, values }: { source: string; values: Readonly<Record<string, string>> }) {
  return (
    <>
      {markdownBlocks(fill(source, values)).map((block, index) => {
        if (block.kind === 'heading') {
          const Heading = `h${block.level}` as const;
          return (
            <Heading key={index}>
              <Inline text={block.text} />
            </Heading>
          );
        }
        if (block.kind === 'list') {
          const List = block.isOrdered ? 'ol' : 'ul';
          return (
            <List key={index}>
              {block.items.map((item) => (
                <li key={item}>
                  <Inline text={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            <Inline text={block.text} />
          </p>
        );
      })}
    </>
  );
}
