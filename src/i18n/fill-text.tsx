// A message with elements inside it (a sentence with a link in the middle):
// the message is called with each placeholder given back as `{name}`, then
// split there and the elements put in, so each language keeps its own order.
import { Fragment, type ReactNode } from 'react';

/** `fillText(m.x({ link: '{link}' }), { link: <Link … /> })`: the message's text with `parts` at their placeholders. */
export function fillText(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return name !== undefined && name in parts ? <Fragment key={index}>{parts[name]}</Fragment> : piece;
  }).filter((piece) => piece !== '');
}

/** The placeholders given back as themselves, to call a message with before fillText. */
export function placeholders<const K extends string>(...names: K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<K, string>;
}
