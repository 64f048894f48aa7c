// The owner's legal texts are Markdown: one parser for the pages, the mails' HTML and their text.
import { LRUCache } from 'lru-cache';
import MarkdownIt from 'markdown-it';

// raw HTML in the Markdown is shown as text, and javascript: links are refused (markdown-it's
// defaults): what the owner types can never run in a customer's browser or mail client
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

type Token = ReturnType<typeof markdown.parse>[number];

/**
 * The same few texts (the terms, the withdrawal instructions) go into every confirmation mail and
 * legal page: each version is converted once, not once per order.
 */
const converted = new LRUCache<string, string>({
  maxSize: 4_000_000,
  sizeCalculation: (result, key) => result.length + key.length,
});
function once(key: string, convert: () => string): string {
  let result = converted.get(key);
  if (result === undefined) {
    result = convert();
    converted.set(key, result);
  }
  return result;
}

export const renderMarkdown = (text: string): string =>
  once(`html\0${text}`, () => markdown.render(text));

function inlineText(children: readonly Token[], publicUrl: string): string {
  let out = '';
  const hrefs: string[] = [];
  let linkStart = 0;
  for (const token of children) {
    if (token.type === 'text' || token.type === 'code_inline') out += token.content;
    else if (token.type === 'softbreak') out += ' ';
    else if (token.type === 'hardbreak') out += '\n';
    else if (token.type === 'image') out += token.content;
    else if (token.type === 'link_open') {
      hrefs.push(new URL(String(token.attrGet('href') ?? ''), publicUrl).toString());
      linkStart = out.length;
    } else if (token.type === 'link_close') {
      const href = hrefs.pop() ?? '';
      const label = out.slice(linkStart);
      // a bare address (linkified or <…>) is already readable as it stands
      if (href !== label && href !== `mailto:${label}` && href !== `${label}/`) out += ` (${href})`;
    }
  }
  return out;
}

const underline = (heading: string, level: number) =>
  `${heading}\n${(level === 1 ? '=' : '-').repeat([...heading].length)}`;

/**
 * Markdown as a plain-text mail reads it: no marks, headings underlined, list items with a
 * bullet or their number, links spelled out as absolute addresses after their text.
 */
export const markdownToText = (text: string, publicUrl: string): string =>
  once(`text\0${publicUrl}\0${text}`, () => plainText(text, publicUrl));

function plainText(text: string, publicUrl: string): string {
  const blocks: { text: string; tight: boolean }[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let prefix = '';
  let quote = 0;
  let heading = 0;
  let row: string[] | null = null;
  const tokens = markdown.parse(text, {});
  const push = (block: string) => {
    const quoted = '> '.repeat(quote);
    // lines after an item's first stand under its text, not under its bullet
    const hanging = ' '.repeat(prefix.length || 3 * lists.length);
    const lines = block.split('\n').map((line, index) => {
      if (index === 0) return quoted + (prefix || hanging) + line;
      return quoted + hanging + line;
    });
    blocks.push({ text: lines.join('\n'), tight: lists.length > 0 || row !== null });
    prefix = '';
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'heading_open':
        heading = Number(token.tag.slice(1));
        break;
      case 'heading_close':
        heading = 0;
        break;
      case 'bullet_list_open':
        lists.push({ ordered: false, next: 0 });
        break;
      case 'ordered_list_open':
        lists.push({ ordered: true, next: Number(token.attrGet('start') ?? 1) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'list_item_open': {
        const list = lists.at(-1);
        const indent = '   '.repeat(lists.length - 1);
        prefix = `${indent}${list?.ordered ? `${list.next++}.` : '•'} `;
        break;
      }
      case 'blockquote_open':
        quote++;
        break;
      case 'blockquote_close':
        quote--;
        break;
      case 'tr_open':
        row = [];
        break;
      case 'tr_close':
        push((row ?? []).join(' | '));
        row = null;
        break;
      case 'hr':
        push('―'.repeat(20));
        break;
      case 'code_block':
      case 'fence':
        push(token.content.replace(/\n$/, ''));
        break;
      case 'inline': {
        const line = inlineText(token.children ?? [], publicUrl);
        if (row) row.push(line);
        else push(heading ? underline(line, heading) : line);
        break;
      }
    }
  }
  // a list's items and a table's rows stay together; other blocks stand apart by an empty line
  return blocks
    .map((block, index) => {
      if (index === 0) return block.text;
      const together = block.tight && blocks[index - 1]?.tight;
      return (together ? '\n' : '\n\n') + block.text;
    })
    .join('');
}
