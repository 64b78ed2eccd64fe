import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { Component as Quality } from '../../app/routes/quality';

describe('scrolling to the URL hash on a fresh page load', () => {
  it('scrolls the first content page of the document to its hash section, once', () => {
    const scrolled: string[] = [];
    // jsdom has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });

    // A memory router's initial entry has the key "default", like a fresh document load.
    const first = render(
      <MemoryRouter initialEntries={['/quality#durability']}>
        <Quality />
      </MemoryRouter>,
    );
    expect(scrolled).toEqual(['durability']);
    first.unmount();

    // Later renders are ScrollRestoration's business.
    render(
      <MemoryRouter initialEntries={['/quality#appearance']}>
        <Quality />
      </MemoryRouter>,
    );
    expect(scrolled).toEqual(['durability']);
  });
});
