// Message text is rendered as text; web addresses in it become links that
// open safely (no opener, no referrer, no ranking credit). Only http(s)
// addresses are linked, so no javascript: or data: URL can become a link.
import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    nodes.push(
      <a key={index} href={match[0]} target="_blank" rel="nofollow noopener noreferrer ugc">
        {match[0]}
      </a>,
    );
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
