import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Component as Exotics } from '../../app/routes/exotics';
import { Component as Hardwoods } from '../../app/routes/hardwoods';
import { Component as NativeAcadian } from '../../app/routes/native-acadian';
import { Component as Softwoods } from '../../app/routes/softwoods';
import { SPECIES_GROUPS } from './species-data';

const names = (numbers: number[]) =>
  SPECIES_GROUPS.filter((group) => numbers.includes(group.number)).flatMap((group) => group.species.map((species) => species.name));

describe('species region pages', () => {
  it.each<[string, ComponentType, string, string[]]>([
    ['/softwoods', Softwoods, 'Softwoods', names([1, 2, 3, 4])],
    ['/hardwoods', Hardwoods, 'Hardwoods', names([5, 6, 7, 8, 9, 10])],
    ['/nativeacadian', NativeAcadian, 'Native Acadian', names([1, 2, 3, 5, 6, 8, 9])],
    ['/exotics', Exotics, 'Exotics', ['Scots Pine', 'Austrian Pine', 'Norway Spruce', 'Colorado Spruce', 'Basswood', 'Black Locust']],
  ])('%s lists its species from the species data', (path, Page, title, species) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const listed = screen
      .getAllByRole('heading', { level: 3 })
      .flatMap((heading) => {
        const group = heading.closest('section');
        if (!group) throw new Error('A group heading is outside its section.');
        return within(group)
          .getAllByRole('listitem')
          .map((item) => item.firstElementChild?.textContent);
      });
    expect(listed).toEqual(species);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`${species.length} species in`);
    expect(screen.getByRole('link', { name: 'Back to Species' })).toHaveAttribute('href', '/byspeciesfilter');
  });
});

describe('species data', () => {
  it('holds each of the 29 species once, in ten groups numbered 1 to 10', () => {
    expect(SPECIES_GROUPS.map((group) => group.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const ids = SPECIES_GROUPS.flatMap((group) => group.species.map((species) => species.id));
    expect(ids).toHaveLength(29);
    expect(new Set(ids).size).toBe(29);
  });
});
