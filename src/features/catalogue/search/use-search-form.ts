// "Find knees" and "Find sweeps": the submitted form goes into the URL (its
// measurements as typed, the detail boxes ticked, the store's filters), and
// the results below read it from there, so a search can be shared, reloaded
// and switched to the other language. A new search is a new history entry.
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilters } from '../url/filters';
import { searchParamsOf } from '../url/search-url';

export interface SearchForm {
  params: URLSearchParams;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * `fields`: the names of the measurement inputs; `details`: the names of the
 * detail boxes. `postalCodeField`, where the form has its own zip/postal
 * code input (/sweeps), sets the filter's code.
 */
export function useSearchForm(fields: readonly string[], details: readonly string[], postalCodeField?: string): SearchForm {
  const [params, setParams] = useSearchParams();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const filters = readFilters(params);
    if (postalCodeField) filters.postalCode = text(postalCodeField).trim();
    const values = Object.fromEntries(fields.map((name) => [name, text(name)]));
    const durable = data.get('durable') !== null;
    setParams(searchParamsOf(values, details.filter((name) => data.get(name) !== null), filters, durable), { preventScrollReset: true });
  };
  return { params, onSubmit };
}
