// @vitest-environment node
// The French catalogue against the glossary (issue 21): docs/glossary.md is one
// term table whose Forbidden column gives each rejected variant as a regular
// expression; no French message may use one. The table's syntax is described
// in the glossary itself ("How the test reads the table").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './catalogue';
import { FRENCH_TEXTS } from './french-texts';

interface Entry {
  key: string;
  english: string;
  french: string[];
}

/** Each French message with its texts (a plural's variants), from every French text of the product. */
const entries: Entry[] = [
  ...FRENCH_TEXTS.reduce((byKey, { where, english, text }) => {
    const entry = byKey.get(where) ?? { key: where, english, french: [] };
    entry.french.push(text);
    return byKey.set(where, entry);
  }, new Map<string, Entry>()).values(),
];

// What makes a message an error, as the glossary's "Errors" section states it.
const ERROR_KEY = /(?:^|_)(?:error|failed|failure|invalid|required|wrong|refused|not_authorized|not_found|in_use|exists|mismatch|not_sent|unavailable)(?:_|$)|^shell_validation_/;
const ERROR_ENGLISH = /\b(?:error|could not|failed|incorrect|not a valid|cannot|must|went wrong)\b/i;
const isError = ({ key, english }: Entry) => ERROR_KEY.test(key) || ERROR_ENGLISH.test(english);

interface Rule {
  english: string;
  french: string;
  where: string;
  forbidden: RegExp[];
  except: RegExp[];
  errorsOnly: boolean;
}

const PATTERN = /`\/(.+?)\/([dgimsuvy]*)`/g;
const patterns = (text: string) => [...text.matchAll(PATTERN)].map(([, source, flags]) => new RegExp(source!, flags!.replace('g', '')));

function parseGlossary(markdown: string): Rule[] {
  const table = markdown.slice(markdown.indexOf('\n## Terms'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| English |'))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replaceAll('\\|', '|'));
      const [english = '', french = '', where = '', forbiddenCell = ''] = cells;
      const [forbidden = '', exceptions = ''] = forbiddenCell.split(/\bexcept\b/);
      return {
        english,
        french,
        where,
        forbidden: patterns(forbidden),
        except: patterns(exceptions),
        errorsOnly: /\bin errors\s*$/.test(forbiddenCell),
      };
    });
}

const rules = parseGlossary(readFileSync(join(root, 'docs/glossary.md'), 'utf8'));
const checked = rules.filter((rule) => rule.forbidden.length > 0);

/** The rules a French text breaks: exceptions blanked out first, then each forbidden pattern tried. */
function breaches(text: string, error = false): string[] {
  return checked
    .filter((rule) => !rule.errorsOnly || error)
    .filter((rule) => {
      const rest = rule.except.reduce((left, exception) => left.replace(new RegExp(exception.source, `${exception.flags}g`), ' '), text);
      return rule.forbidden.some((pattern) => pattern.test(rest));
    })
    .map((rule) => rule.english);
}

describe('the glossary', () => {
  it('is one table of terms, each row with its English, its French and where it is used', () => {
    expect(rules.length).toBeGreaterThan(300);
    const areas = new Set(['all', 'shell', 'store', 'content', 'forms', 'boards', 'admin', 'mail', 'outbox', 'verify', 'consent', 'account', 'reasons', 'decisions', 'limits', 'notify', 'moderation', 'catalogue']);
    for (const rule of rules) {
      expect(rule.english, JSON.stringify(rule)).not.toBe('');
      expect(rule.french, rule.english).not.toBe('');
      for (const area of rule.where.split(', ')) expect(areas, `${rule.english}: ${area}`).toContain(area);
    }
  });

  it('gives the forbidden variants the review named, as patterns', () => {
    expect(checked.length).toBeGreaterThanOrEqual(30);
    expect(breaches('Votre courriel a été mis à jour!')).toContain('email (address)');
    expect(breaches('Nouveau courriel')).toContain('email (address)');
    expect(breaches('Bienvenue, contributeur!')).toEqual(expect.arrayContaining(['Welcome, contributor!', 'Contributor']));
    expect(breaches('Non inscrit')).toContain('Not registered');
    expect(breaches('Devenir franchisé')).toContain('Franchisee');
    expect(breaches('Réservé aux franchisés et aux administrateurs.')).toEqual(expect.arrayContaining(['Franchisee', 'Admin (role)']));
    expect(breaches('Utilisateur inconnu')).toContain('Unknown User');
    expect(breaches('à la fin des années 1800')).toContain('the 1800s, the later 1800s');
    expect(breaches('des pièces cintrées')).toContain('sweep');
    expect(breaches('longerons et demi-billes')).toContain('puncheons');
    expect(breaches('l’entreprise de deuxième transformation')).toContain('Remanufacturer');
    expect(breaches('gros bois d’œuvre')).toContain('timbers');
    expect(breaches('le bois de cœur du thuya')).toContain('heartwood');
    expect(breaches('Qui est en charge de la boutique?')).toContain('be in charge of');
    expect(breaches('une belle opportunité')).toContain('Opportunity');
    expect(breaches('Vous êtes éligible')).toContain('eligible');
    expect(breaches('Complétez le formulaire')).toContain('complete (a form)');
    expect(breaches('en autant que possible')).toContain('as long as, insofar as');
    expect(breaches('Nous le ferons définitivement')).toContain('definitely');
    // The second review (the nine items left from the first, legal terms, grammar, calques).
    expect(breaches('un compte du Consortium du bois de l’Atlantique')).toContain('Atlantic Timber Consortium');
    expect(breaches('Prix?')).toContain('Price? (footer link)');
    expect(breaches('Indigènes acadiennes')).toContain('Native Acadian');
    expect(breaches('Je ne fais que regarder')).toContain("I'm just browsing (Join Us card)");
    expect(breaches('Soumettre la demande')).toContain('Submit (a form, an application)');
    expect(breaches('Merci d’avoir soumis votre demande!')).toContain('Submit (a form, an application)');
    expect(breaches('Vos données personnelles')).toContain('personal information');
    expect(breaches('la trace de chaque consentement')).toContain('record of consent');
    expect(breaches('ses traces de consentement sont gardées')).toContain('record of consent');
    expect(breaches('comme la loi canadienne anti-pourriel nous y oblige')).toContain("Canada's Anti-Spam Legislation (CASL)");
    expect(breaches('selon la CASL')).toContain("Canada's Anti-Spam Legislation (CASL)");
    expect(breaches('{done} appliquée(s), {changed} modifié(s)')).toContain('(s), (e) forms');
    expect(breaches('Dossier de {name}')).toContain('of {name}, of {title} (a name or a title in a message)');
    expect(breaches('Ça fait du sens')).toContain('make sense');
    expect(breaches('Vous êtes supposé de répondre')).toContain('be supposed to');
    expect(breaches('Prenez une marche en forêt')).toContain('take a walk');
    expect(breaches('en termes de résistance')).toContain('in terms of');
    expect(breaches('Nos projets à date')).toContain('to date');
    expect(breaches('Nous allons céduler la livraison')).toContain('schedule');
    expect(breaches('Dû à la pluie, la coupe est reportée.')).toContain('due to (as a preposition)');
    expect(breaches('Le carbone compte pour environ la moitié de la masse')).toContain('account for (a share)');
    expect(breaches('ce que le consortium veut garder vivante')).toContain('keep alive (a habit, a craft)');
    expect(breaches('quand aucun champ n’a le focus')).toContain('has focus (keyboard)');
    expect(breaches('Motif\u00a0: Spam')).toContain('Spam (reason)');
    expect(breaches('du bois séché au four')).toContain('kiln-dried');
    // The third review (2026-11-28).
    expect(breaches('Pièce supprimée\u00a0: Courbe\u00a0: Mélèze laricin.')).toContain('{species} knee / sweep (a piece\'s title)');
    expect(breaches('Marquer Disponible')).toContain('Mark (as) Available / Reserved / Sold');
    expect(breaches('seront supprimées pour de bon')).toContain('for good (deleted)');
    expect(breaches('Note (facultative)')).toContain('Note (optional)');
  });

  it('lets through the right uses of the same words', () => {
    for (const right of [
      'Courriel',
      'Courriel\u00a0:',
      'courriel',
      'Votre adresse courriel a été mise à jour.',
      'Écrivez-nous par courriel.',
      'Dur et lourd, se cintre bien à la vapeur',
      'sans lamellé-collé ni cintrage à la vapeur',
      'planchers et billots de boucher',
      'la charge qu’il peut supporter',
      'Cette adresse courriel est déjà inscrite à l’infolettre.',
      'Les membres franchisés vendent par l’intermédiaire du consortium.',
      'Nos contributeurs et contributrices',
      'Contributeur ou contributrice',
      'Demande de franchise',
      'Atlantic Timber Consortium',
      'Loi canadienne anti-pourriel (LCAP)',
      'Je peux retirer mon consentement en tout temps',
      'garde la trace de l’histoire de chaque pièce',
      'soumis à la loi',
      'Vous aimeriez en savoir plus sur nos prix?',
      'Arbres indigènes de la forêt mixte acadienne des Maritimes.',
      'Message publié par {name}',
      'Dossier\u00a0: {name}',
      'les émissions dues à la fabrication',
      'Télécharger mes données',
      'Éléments traités\u00a0: {done}',
      'Le carbone représente environ la moitié de la masse sèche du bois.',
      'Ce message sera supprimé définitivement.',
      'Courbe en mélèze laricin',
      'Marquer comme disponible',
    ]) {
      expect(breaches(right), right).toEqual([]);
    }
  });

  it('forbids no term it recommends', () => {
    for (const rule of checked) expect(breaches(rule.french), `${rule.english} → ${rule.french}`).toEqual([]);
  });
});

describe('the French catalogue', () => {
  const found = entries.flatMap((entry) =>
    entry.french.flatMap((text) => breaches(text, isError(entry)).map((rule) => ({ key: entry.key, rule, text }))),
  );

  it('uses no variant the glossary forbids', () => {
    expect(found.map(({ key, rule, text }) => `${key}: « ${text} » (${rule})`)).toEqual([]);
  });

  it('ends no error in an exclamation mark', () => {
    const errors = entries.filter(isError);
    // The detection finds the errors by key and by English text, failures and validation alike.
    expect(errors.map((entry) => entry.key)).toEqual(
      expect.arrayContaining(['forms_sign_in_failed', 'shell_error_unexpected_title', 'shell_validation_required', 'boards_load_failed']),
    );
    expect(errors.map((entry) => entry.key)).not.toContain('forms_contact_success');
    expect(errors.filter((entry) => entry.french.some((text) => text.includes('!'))).map((entry) => entry.key)).toEqual([]);
  });
});
