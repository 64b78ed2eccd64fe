// The message catalogues of bench/i18n-libraries.mjs: a generated one of 200
// messages per language (24 templates × 8 species + 8 interface strings, one
// plural) or the site's own messages/, and their ICU form for FormatJS.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LOCALES = ['en-CA', 'fr-CA'];

const NBSP = '\u00a0';
// French gender and leading sound decide the article and the elision of "de".
const SPECIES = [
  ['black_spruce', 'black spruce', 'épinette noire', 'f'],
  ['red_spruce', 'red spruce', 'épinette rouge', 'f'],
  ['balsam_fir', 'balsam fir', 'sapin baumier', 'm'],
  ['jack_pine', 'jack pine', 'pin gris', 'm'],
  ['white_pine', 'eastern white pine', 'pin blanc', 'm'],
  ['hemlock', 'eastern hemlock', 'pruche du Canada', 'f'],
  ['sugar_maple', 'sugar maple', 'érable à sucre', 'm'],
  ['yellow_birch', 'yellow birch', 'bouleau jaune', 'm'],
].map(([slug, en, fr, gender]) => ({ slug, en, fr, gender }));
const vowel = (word) => /^[aeiouyéèêh]/i.test(word);
const cap = (text) => text[0].toUpperCase() + text.slice(1);
const de = (s) => (vowel(s.fr) ? `d’${s.fr}` : `de ${s.fr}`);
const du = (s) => (vowel(s.fr) ? `de l’${s.fr}` : s.gender === 'f' ? `de la ${s.fr}` : `du ${s.fr}`);
const art = (s) => (vowel(s.fr) ? `l’${s.fr}` : s.gender === 'f' ? `la ${s.fr}` : `le ${s.fr}`);

/** [key (area_words), English, French] of a species: 24 per species. */
const TEMPLATES = [
  ['store_price_list', (s) => `Price list: ${s.en} lumber`, (s) => `Liste de prix${NBSP}: bois ${de(s)}`],
  ['store_in_stock', (s) => `${cap(s.en)} is in stock at {branch}.`, (s) => `Le bois ${de(s)} est en stock à {branch}.`],
  ['store_out_of_stock', (s) => `${cap(s.en)} boards are out of stock. We will email you when they are back.`, (s) => `Les planches ${de(s)} sont en rupture de stock. Nous vous écrirons par courriel dès leur retour.`],
  ['store_add_to_quote', (s) => `Add ${s.en} to your quote`, (s) => `Ajouter le bois ${de(s)} à votre soumission`],
  ['store_grade_note', (s) => `${cap(s.en)} is sold in No. 1 and No. 2 grades, kiln-dried to 19% moisture.`, (s) => `Le bois ${de(s)} est vendu en qualités no${NBSP}1 et no${NBSP}2, séché au séchoir à 19${NBSP}% d’humidité.`],
  ['store_price_per', (s) => `{price} per thousand board feet of ${s.en}`, (s) => `{price} le mille pieds-planche ${de(s)}`],
  ['content_heading', (s) => `${cap(s.en)} in Atlantic Canada`, (s) => `${cap(s.fr)} au Canada atlantique`],
  ['content_range', (s) => `${cap(s.en)} grows from the Bay of Fundy to the Gulf of St. Lawrence.`, (s) => `${cap(art(s))} pousse de la baie de Fundy au golfe du Saint-Laurent.`],
  ['content_uses', (s) => `Common uses of ${s.en}: framing, sheathing and pallets.`, (s) => `Usages courants ${du(s)}${NBSP}: charpente, revêtement et palettes.`],
  ['content_harvest', (s) => `How ${s.en} is harvested and replanted`, (s) => `Récolte et reboisement ${du(s)}`],
  ['content_image_alt', (s) => `Stand of ${s.en} at the edge of a clear-cut, photographed by {name}`, (s) => `Peuplement ${du(s)} en bordure d’une coupe à blanc, photographié par {name}`],
  ['content_density', (s) => `Average density of ${s.en}: {value} kg/m³`, (s) => `Masse volumique moyenne ${du(s)}${NBSP}: {value}${NBSP}kg/m³`],
  ['forms_volume_label', (s) => `Volume of ${s.en} needed (board feet)`, (s) => `Volume ${de(s)} requis (pieds-planche)`],
  ['forms_volume_error', (s) => `Enter the volume of ${s.en} as a whole number.`, (s) => `Entrez le volume ${de(s)} en nombre entier.`],
  ['forms_delivery_label', (s) => `Delivery date for ${s.en}`, (s) => `Date de livraison du bois ${de(s)}`],
  ['forms_quote_sent', (s) => `Thank you, {name}. Your quote request for ${s.en} has been sent.`, (s) => `Merci, {name}. Votre demande de soumission pour le bois ${de(s)} a été envoyée.`],
  ['boards_title', (s) => `${cap(s.en)} growers’ board`, (s) => `Forum des producteurs ${de(s)}`],
  ['boards_posted', (s) => `Posted by {name} in the ${s.en} board`, (s) => `Publié par {name} dans le forum ${de(s)}`],
  ['boards_empty', (s) => `No one has posted about ${s.en} yet. Start the conversation.`, (s) => `Personne n’a encore publié au sujet ${du(s)}. Lancez la discussion.`],
  ['boards_rules', (s) => `Keep posts about ${s.en} on topic: prices, grades and silviculture.`, (s) => `Les messages sur ${art(s)} doivent porter sur les prix, les qualités et la sylviculture.`],
  ['admin_review', (s) => `Review pending ${s.en} listings`, (s) => `Examiner les annonces ${de(s)} en attente`],
  ['admin_approved', (s) => `{name}’s ${s.en} listing was approved.`, (s) => `L’annonce ${de(s)} de {name} a été approuvée.`],
  ['admin_rejected', (s) => `The ${s.en} listing was rejected: {reason}`, (s) => `L’annonce ${de(s)} a été refusée${NBSP}: {reason}`],
  ['admin_stock_edit', (s) => `Edit ${s.en} stock at {branch}`, (s) => `Modifier le stock ${de(s)} à {branch}`],
];
const plural = (one, other) => [
  { declarations: ['input count', 'local countPlural = count: plural'], selectors: ['countPlural'], match: { 'countPlural=one': one, 'countPlural=other': other } },
];
const STRINGS = [
  ['boards_replies', plural('{count} reply', '{count} replies'), plural('{count} réponse', '{count} réponses')],
  ['shell_skip_to_content', 'Skip to main content', 'Passer au contenu principal'],
  ['shell_signed_in_as', 'Signed in as {name}', 'Session ouverte au nom de {name}'],
  ['forms_email_invalid', 'Enter a valid email address.', 'Entrez une adresse courriel valide.'],
  ['forms_postal_code_invalid', 'Enter a postal code such as B3H 4R2.', `Entrez un code postal comme B3H${NBSP}4R2.`],
  ['forms_submit', 'Send', 'Envoyer'],
  ['admin_pending_total', 'Pending items: {count}', `Éléments en attente${NBSP}: {count}`],
  ['content_updated_on', 'Last updated {date}', `Dernière mise à jour${NBSP}: {date}`],
];

/** Parameters of a message: `{name}` in a string, `input name` in Paraglide's variant form. */
function paramsOf(value) {
  if (typeof value === 'string') return [...new Set([...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];
  return value[0].declarations.filter((line) => line.startsWith('input ')).map((line) => line.slice('input '.length).trim());
}

/** The generated catalogue of 200 messages: the plural first, then the strings, then the templates template by template. */
function generated() {
  const messages = STRINGS.map(([key, en, fr]) => ({ key, 'en-CA': en, 'fr-CA': fr }));
  for (const [prefix, en, fr] of TEMPLATES) for (const s of SPECIES) messages.push({ key: `${prefix}_${s.slug}`, 'en-CA': en(s), 'fr-CA': fr(s) });
  return messages;
}

/**
 * The project's own catalogue as it stands (messages/<area>/<locale>.json):
 * the messages present in both languages that FormatJS can also express
 * (strings and one-selector plurals), plurals first.
 */
function project() {
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  const messages = [];
  for (const area of ['shell', 'store', 'content', 'forms', 'boards', 'admin']) {
    const [en, fr] = LOCALES.map((locale) => read(join(ROOT, 'messages', area, `${locale}.json`)));
    for (const [key, value] of Object.entries(en)) {
      if (key.startsWith('$') || !(key in fr) || toIcu(value) === null || toIcu(fr[key]) === null) continue;
      messages.push({ key, 'en-CA': value, 'fr-CA': fr[key] });
    }
  }
  return messages.sort((a, b) => Number(typeof a['en-CA'] === 'string') - Number(typeof b['en-CA'] === 'string'));
}

export function catalogue(which = 'generated') {
  const messages = which === 'project' ? project() : generated();
  for (const message of messages) message.params = paramsOf(message['en-CA']);
  return messages;
}

/** ICU MessageFormat of a message (FormatJS), or null for a variant form other than a one-selector plural. */
export function toIcu(value) {
  if (typeof value === 'string') return value;
  const [variant] = value;
  const local = variant?.selectors?.length === 1 && variant.declarations.map((line) => /^local (\w+) = (\w+): plural$/.exec(line)).find(Boolean);
  if (value.length !== 1 || !local || local[1] !== variant.selectors[0]) return null;
  const [, selector, input] = local;
  const cases = Object.entries(variant.match).map(([when, text]) => [when.replace(`${selector}=`, '').replace('*', 'other'), text.replaceAll(`{${input}}`, '#')]);
  return `{${input}, plural, ${cases.map(([when, text]) => `${when} {${text}}`).join(' ')}}`;
}

/** `count` messages spread over the catalogue (every area and species), always with the first (a plural). */
export function pick(messages, count) {
  return Array.from({ length: count }, (_, index) => messages[Math.floor((index * messages.length) / count)]);
}
