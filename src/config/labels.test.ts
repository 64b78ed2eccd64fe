// @vitest-environment node
// The shown labels of the shared option lists and content sections follow the
// page's language (issue 17); the stored values and the anchors do not.
import { describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../i18n';
import { BUSINESS_TYPES, CONTACT_METHODS, EMPLOYER_OPTIONS, PROVINCE_OPTIONS, provinceName, TIME_ZONE_OPTIONS } from './options';
import { headerMenus, qualitySections } from './sections';
import { contentPages, ecologyPage, qualityPage } from './sub-sections';

const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);
const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe('option labels', () => {
  it('are the English words on English pages', () => {
    expect(labels(PROVINCE_OPTIONS)).toEqual([
      'Nova Scotia',
      'New Brunswick',
      'Prince Edward Island',
      'Newfoundland and Labrador',
      'Quebec',
      'Ontario',
      'Manitoba',
      'Saskatchewan',
      'Alberta',
      'British Columbia',
      'Yukon',
      'Northwest Territories',
      'Nunavut',
    ]);
    expect(labels(TIME_ZONE_OPTIONS)).toEqual(values(TIME_ZONE_OPTIONS));
    expect(labels(CONTACT_METHODS)).toEqual(['Email', 'Phone call (daytime only)']);
    expect(labels(EMPLOYER_OPTIONS)).toEqual(['Self', 'Business']);
    // In English each business type is its value capitalised.
    expect(labels(BUSINESS_TYPES)).toEqual(values(BUSINESS_TYPES).map((value) => value.charAt(0).toUpperCase() + value.slice(1)));
  });

  it('are French on French pages, with the same values', () => {
    setCurrentLocale('fr-CA');
    expect(values(PROVINCE_OPTIONS)).toEqual(['NS', 'NB', 'PE', 'NL', 'QC', 'ON', 'MB', 'SK', 'AB', 'BC', 'YT', 'NT', 'NU']);
    expect(labels(PROVINCE_OPTIONS)).toEqual([
      'Nouvelle-Écosse',
      'Nouveau-Brunswick',
      'Île-du-Prince-Édouard',
      'Terre-Neuve-et-Labrador',
      'Québec',
      'Ontario',
      'Manitoba',
      'Saskatchewan',
      'Alberta',
      'Colombie-Britannique',
      'Yukon',
      'Territoires du Nord-Ouest',
      'Nunavut',
    ]);
    expect(values(TIME_ZONE_OPTIONS)).toEqual(['Newfoundland', 'Atlantic', 'Eastern', 'Central', 'Mountain', 'Pacific']);
    expect(labels(TIME_ZONE_OPTIONS)).toEqual(['Terre-Neuve', 'Atlantique', 'Est', 'Centre', 'Rocheuses', 'Pacifique']);
    expect(CONTACT_METHODS).toEqual([
      { value: 'email', label: 'Courriel' },
      { value: 'phone call (daytime only)', label: 'Appel téléphonique (de jour seulement)' },
    ]);
    expect(EMPLOYER_OPTIONS).toEqual([
      { value: 'self', label: 'À mon compte' },
      { value: 'business', label: 'Une entreprise' },
    ]);
    expect(labels(BUSINESS_TYPES)).toEqual([
      'Propriétaire de boisé',
      'Sylviculture',
      'Inventaire forestier',
      'Récolte forestière',
      'Construction de chemins forestiers',
      'Aménagement de terrains',
      'Sciage',
      'Séchage sous abri',
      'Séchage au séchoir',
      'Rabotage',
      'Classement',
      'Moulures et menuiserie',
      'Préfabrication/fermes de toit/construction modulaire',
      'Transport de billes',
      'Autre camionnage/logistique',
      'Architecture',
      'Génie',
      'Design',
      'Autre',
    ]);
    expect(values(BUSINESS_TYPES)).toContain('prefab/trusses/modular');
  });

  it('names a stored province code in the page’s language', () => {
    expect(provinceName('NB')).toBe('New Brunswick');
    setCurrentLocale('fr-CA');
    expect(provinceName('NB')).toBe('Nouveau-Brunswick');
    expect(provinceName('XX')).toBe('XX');
  });
});

describe('section labels', () => {
  it('follow the language while the ids stay', () => {
    expect(headerMenus.map((menu) => menu.label)).toEqual(['Our Story', 'Quality', 'Heritage', 'Ecology']);
    setCurrentLocale('fr-CA');
    expect(headerMenus.map((menu) => menu.label)).toEqual(['Notre histoire', 'Qualité', 'Patrimoine', 'Écologie']);
    expect(qualitySections.sections.map((section) => [section.id, section.label])).toEqual([
      ['strength-and-grades', 'Résistance et classes'],
      ['durability', 'Durabilité'],
      ['appearance', 'Aspect'],
      ['stories', 'Récits'],
    ]);
  });

  it('keep following the language in the pages with sub-sections', () => {
    setCurrentLocale('fr-CA');
    expect(contentPages.map((page) => page.label)).toEqual(['Notre histoire', 'Qualité', 'Patrimoine', 'Écologie']);
    const durability = qualityPage.sections.find((section) => section.id === 'durability');
    expect(durability?.label).toBe('Durabilité');
    expect(durability?.children?.map((child) => [child.id, child.label])).toEqual([
      ['rot-resistance', 'Résistance à la pourriture'],
      ['ultraviolet', 'Rayons ultraviolets'],
      ['mechanical-wear', 'Usure mécanique'],
      ['chemical-action', 'Action chimique'],
    ]);
    const carbon = ecologyPage.sections.find((section) => section.id === 'carbon');
    expect(carbon?.children?.map((child) => child.label)).toEqual(['Carbone intrinsèque', 'Carbone séquestré']);
    setCurrentLocale('en-CA');
    expect(qualityPage.label).toBe('Quality');
    expect(carbon?.label).toBe('Carbon');
    expect(carbon?.children?.map((child) => child.label)).toEqual(['Embodied Carbon', 'Sequestered Carbon']);
  });
});
