// The anchored sections of the content pages (spec §2): the header dropdowns
// link to them and the pages render them with these ids. Only the top level is
// here, in every page's script: the sub-sections only /quality and /ecology
// show are in ./sub-sections.ts, loaded with those pages.
//
// Ids (the URL's #anchor) are the same in both languages (/fr/quality#durability);
// labels are getters that read their message each time they are shown (issue
// 17), so never copy one into a constant, and keep the getters when deriving
// a section (./sub-sections.ts does).
import { m } from '../i18n';
import { paths } from './paths';

export interface Section {
  id: string;
  /** In the page's language, read when shown. */
  readonly label: string;
  children?: Section[];
}

export interface SectionedPage {
  path: string;
  /** In the page's language, read when shown. */
  readonly label: string;
  sections: Section[];
}

/** A section whose label is read in the page's language each time it is shown. */
export function section(id: string, label: () => string, children?: Section[]): Section {
  return {
    id,
    get label() {
      return label();
    },
    ...(children ? { children } : {}),
  };
}

function sectionedPage(path: string, label: () => string, sections: Section[]): SectionedPage {
  return {
    path,
    get label() {
      return label();
    },
    sections,
  };
}

export const storySections = sectionedPage(paths.story, m.shell_section_story, [
  section('consortium', m.shell_section_story_consortium),
  section('timeline', m.shell_section_story_timeline),
  section('research', m.shell_section_story_research),
  section('gallery', m.shell_section_story_gallery),
]);

export const qualitySections = sectionedPage(paths.quality, m.shell_section_quality, [
  section('strength-and-grades', m.shell_section_quality_strength_and_grades),
  section('durability', m.shell_section_quality_durability),
  section('appearance', m.shell_section_quality_appearance),
  section('stories', m.shell_section_quality_stories),
]);

export const heritageSections = sectionedPage(paths.heritage, m.shell_section_heritage, [
  section('place-and-culture', m.shell_section_heritage_place_and_culture),
  section('evolution-of-technology', m.shell_section_heritage_evolution_of_technology),
  section('crafts-trades', m.shell_section_heritage_crafts_trades),
  section('self-reliance', m.shell_section_heritage_self_reliance),
]);

export const ecologySections = sectionedPage(paths.ecology, m.shell_section_ecology, [
  section('intro', m.shell_section_ecology_intro),
  section('resources', m.shell_section_ecology_resources),
  section('discussion-board', m.shell_section_ecology_discussion_board),
  section('forest-health', m.shell_section_ecology_forest_health),
  section('carbon', m.shell_section_ecology_carbon),
  section('healthy-buildings', m.shell_section_ecology_healthy_buildings),
  section('human-factors', m.shell_section_ecology_human_factors),
]);

/** The header's four content dropdowns, in order. */
export const headerMenus = [storySections, qualitySections, heritageSections, ecologySections];
