// @vitest-environment node
// Every form the app renders says method="post": a form submitted before the
// app has taken the page over (index.html's script holds such a submit, but a
// visitor may have scripts off) then never puts what was typed, a password
// included, into the URL. The end-to-end suite checks the forms of the
// prerendered and signed-in pages (tests/e2e/security.spec.ts); this reads
// every component, so a form only some state shows is held to it too.
import { describe, expect, it } from 'vitest';

const components = import.meta.glob<string>(['../../src/**/*.tsx', '!../../src/**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });

/** Each JSX `<form …>` opening tag of a source file (attribute values may hold `>` inside braces). */
function formTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<form(?=[\s>])/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end += 1) {
      const char = source[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

describe('forms', () => {
  it('finds the app’s components', () => {
    expect(Object.keys(components).length).toBeGreaterThan(20);
  });

  it('every <form> carries method="post"', () => {
    const forms = Object.entries(components).flatMap(([file, source]) => formTags(source).map((tag) => ({ file, tag })));
    expect(forms.length).toBeGreaterThan(10);
    expect(forms.filter(({ tag }) => !/\smethod="post"[\s/>]/.test(tag))).toEqual([]);
  });
});
