// @vitest-environment node
import { localeOfPath, localizePath, otherLocale, pagePath } from './locale';
import { localizeTo } from './navigation';

describe('the language of a path', () => {
  it('is French under /fr, in any case, and English elsewhere', () => {
    expect(localeOfPath('/fr/store')).toBe('fr-CA');
    expect(localeOfPath('/FR/Franchisee')).toBe('fr-CA');
    expect(localeOfPath('/fr')).toBe('fr-CA');
    expect(localeOfPath('/store')).toBe('en-CA');
    expect(localeOfPath('/france')).toBe('en-CA');
    expect(localeOfPath('/')).toBe('en-CA');
  });

  it('strips the prefix to give the page path the app names', () => {
    expect(pagePath('/fr/store')).toBe('/store');
    expect(pagePath('/fr')).toBe('/');
    expect(pagePath('/Offers-registration')).toBe('/Offers-registration');
    expect(pagePath('/fresh')).toBe('/fresh');
  });

  it('puts a page in either language and back', () => {
    expect(localizePath('/store', 'fr-CA')).toBe('/fr/store');
    expect(localizePath('/fr/store', 'en-CA')).toBe('/store');
    expect(localizePath('/fr/store', 'fr-CA')).toBe('/fr/store');
    expect(localizePath('/', 'fr-CA')).toBe('/fr');
    expect(otherLocale('en-CA')).toBe('fr-CA');
    expect(otherLocale('fr-CA')).toBe('en-CA');
  });
});

describe('a link destination in a language', () => {
  it('keeps the query and the hash', () => {
    expect(localizeTo('/quality#durability', 'fr-CA')).toBe('/fr/quality#durability');
    expect(localizeTo('/byspeciesfilter?view=simple', 'fr-CA')).toBe('/fr/byspeciesfilter?view=simple');
    expect(localizeTo({ pathname: '/store', search: '?a=1', hash: '#x' }, 'fr-CA')).toEqual({ pathname: '/fr/store', search: '?a=1', hash: '#x' });
  });

  it('leaves relative paths and bare hashes alone', () => {
    expect(localizeTo('#main', 'fr-CA')).toBe('#main');
    expect(localizeTo('details', 'fr-CA')).toBe('details');
    expect(localizeTo({ hash: '#top' }, 'fr-CA')).toEqual({ hash: '#top' });
  });
});
