// Option lists shared by the public forms (spec §1, §3): business or interest
// types, provinces and territories, contact methods, time zones and the
// employer choice. Each is a list of { value, label } pairs ready for
// SelectField / RadioGroupField / CheckboxGroupField. Values are what the
// forms store and stay English whatever the page's language; labels are what
// people read, in the page's language: each is a getter that reads its
// message when rendered (issue 17), so a French page lists French labels.
import type { ChoiceOption } from '../components/ui/choice-fields';
import { PROVINCES, TIME_ZONES, type Province, type TimeZone } from '../domain/types';
import { m } from '../i18n';

/** An option whose value stays as stored and whose label is read in the page's language each time it is shown. */
export function localizedOption(value: string, label: () => string): ChoiceOption {
  return {
    value,
    get label() {
      return label();
    },
  };
}

/** The value of the "other" business type (last in BUSINESS_TYPES). */
export const BUSINESS_TYPE_OTHER = 'other';

const BUSINESS_TYPE_VALUES = [
  'woodlot owner',
  'silviculture',
  'timber cruising',
  'harvesting',
  'roadbuilding',
  'land development',
  'sawmilling',
  'sheltered drying',
  'kiln drying',
  'surfacing',
  'grading',
  'molding and millwork',
  'prefab/trusses/modular',
  'log transport',
  'other trucking/logistics',
  'architecture',
  'engineering',
  'design',
  BUSINESS_TYPE_OTHER,
] as const;

type BusinessType = (typeof BUSINESS_TYPE_VALUES)[number];

/** In English the value capitalised ('Woodlot owner'). */
const BUSINESS_TYPE_LABELS: Record<BusinessType, () => string> = {
  'woodlot owner': m.shell_business_woodlot_owner,
  silviculture: m.shell_business_silviculture,
  'timber cruising': m.shell_business_timber_cruising,
  harvesting: m.shell_business_harvesting,
  roadbuilding: m.shell_business_roadbuilding,
  'land development': m.shell_business_land_development,
  sawmilling: m.shell_business_sawmilling,
  'sheltered drying': m.shell_business_sheltered_drying,
  'kiln drying': m.shell_business_kiln_drying,
  surfacing: m.shell_business_surfacing,
  grading: m.shell_business_grading,
  'molding and millwork': m.shell_business_molding_and_millwork,
  'prefab/trusses/modular': m.shell_business_prefab_trusses_modular,
  'log transport': m.shell_business_log_transport,
  'other trucking/logistics': m.shell_business_other_trucking_logistics,
  architecture: m.shell_business_architecture,
  engineering: m.shell_business_engineering,
  design: m.shell_business_design,
  [BUSINESS_TYPE_OTHER]: m.shell_business_other,
};

/** A business type's label in the page's language ('sawmilling' → 'Sawmilling', 'Sciage'); any other text (an "other" answer) as it is. */
export function businessTypeName(value: string): string {
  return Object.hasOwn(BUSINESS_TYPE_LABELS, value) ? BUSINESS_TYPE_LABELS[value as BusinessType]() : value;
}

/** Every business or interest choice of spec §1, in the spec's order, "other" last. */
export const BUSINESS_TYPES: readonly ChoiceOption[] = BUSINESS_TYPE_VALUES.map((value) => localizedOption(value, BUSINESS_TYPE_LABELS[value]));

/**
 * BUSINESS_TYPES without "other": for a CheckboxGroupField that adds its own
 * Other box through the `other` prop (pass `value: BUSINESS_TYPE_OTHER`).
 */
export const BUSINESS_TYPES_EXCEPT_OTHER: readonly ChoiceOption[] = BUSINESS_TYPES.filter(
  (option) => option.value !== BUSINESS_TYPE_OTHER,
);

/** Preferred contact method (spec §3): email, or phone call (daytime only). */
export const CONTACT_METHODS: readonly ChoiceOption[] = [
  localizedOption('email', m.shell_contact_method_email),
  localizedOption('phone call (daytime only)', m.shell_contact_method_phone),
];

const PROVINCE_NAMES: Record<Province, () => string> = {
  NS: m.shell_province_ns,
  NB: m.shell_province_nb,
  PE: m.shell_province_pe,
  NL: m.shell_province_nl,
  QC: m.shell_province_qc,
  ON: m.shell_province_on,
  MB: m.shell_province_mb,
  SK: m.shell_province_sk,
  AB: m.shell_province_ab,
  BC: m.shell_province_bc,
  YT: m.shell_province_yt,
  NT: m.shell_province_nt,
  NU: m.shell_province_nu,
};

/** A province's or territory's full name in the page's language ('NS' → 'Nova Scotia', 'Nouvelle-Écosse'); an unknown code as it is. */
export function provinceName(code: string): string {
  return Object.hasOwn(PROVINCE_NAMES, code) ? PROVINCE_NAMES[code as Province]() : code;
}

/** Provinces and territories: the value is the two-letter code (PROVINCES), the label the full name. */
export const PROVINCE_OPTIONS: readonly ChoiceOption[] = PROVINCES.map((code) => localizedOption(code, PROVINCE_NAMES[code]));

/** In English the stored word itself ('Atlantic'); in French the zone's name ('Atlantique', 'Rocheuses'). */
const TIME_ZONE_NAMES: Record<TimeZone, () => string> = {
  Newfoundland: m.shell_time_zone_newfoundland,
  Atlantic: m.shell_time_zone_atlantic,
  Eastern: m.shell_time_zone_eastern,
  Central: m.shell_time_zone_central,
  Mountain: m.shell_time_zone_mountain,
  Pacific: m.shell_time_zone_pacific,
};

/** Canadian time zones (TIME_ZONES): the value is the stored English word, the label its name in the page's language. */
export const TIME_ZONE_OPTIONS: readonly ChoiceOption[] = TIME_ZONES.map((zone) => localizedOption(zone, TIME_ZONE_NAMES[zone]));

/** Who a contributor works for (ContributorApplication.employer). */
export const EMPLOYER_OPTIONS: readonly ChoiceOption[] = [
  localizedOption('self', m.shell_employer_self),
  localizedOption('business', m.shell_employer_business),
];
