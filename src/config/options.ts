// Option lists shared by the public forms (spec §1, §3): business or interest
// types, provinces and territories, contact methods, time zones and the
// employer choice. Each is a list of { value, label } pairs ready for
// SelectField / RadioGroupField / CheckboxGroupField. Values are what the
// forms store; labels are what people read.
import type { ChoiceOption } from '../components/ui/choice-fields';
import { PROVINCES, TIME_ZONES, type Province } from '../domain/types';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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

/** Every business or interest choice of spec §1, in the spec's order, "other" last. */
export const BUSINESS_TYPES: readonly ChoiceOption[] = BUSINESS_TYPE_VALUES.map((value) => ({
  value,
  label: capitalise(value),
}));

/**
 * BUSINESS_TYPES without "other": for a CheckboxGroupField that adds its own
 * Other box through the `other` prop (pass `value: BUSINESS_TYPE_OTHER`).
 */
export const BUSINESS_TYPES_EXCEPT_OTHER: readonly ChoiceOption[] = BUSINESS_TYPES.filter(
  (option) => option.value !== BUSINESS_TYPE_OTHER,
);

/** Preferred contact method (spec §3): email, or phone call (daytime only). */
export const CONTACT_METHODS: readonly ChoiceOption[] = [
  { value: 'email', label: 'Email' },
  { value: 'phone call (daytime only)', label: 'Phone call (daytime only)' },
];

const PROVINCE_NAMES: Record<Province, string> = {
  NS: 'Nova Scotia',
  NB: 'New Brunswick',
  PE: 'Prince Edward Island',
  NL: 'Newfoundland and Labrador',
  QC: 'Quebec',
  ON: 'Ontario',
  MB: 'Manitoba',
  SK: 'Saskatchewan',
  AB: 'Alberta',
  BC: 'British Columbia',
  YT: 'Yukon',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
};

/** Provinces and territories: the value is the two-letter code (PROVINCES), the label the full name. */
export const PROVINCE_OPTIONS: readonly ChoiceOption[] = PROVINCES.map((code) => ({
  value: code,
  label: PROVINCE_NAMES[code],
}));

/** Canadian time zones (TIME_ZONES); value and label are the same word. */
export const TIME_ZONE_OPTIONS: readonly ChoiceOption[] = TIME_ZONES.map((zone) => ({ value: zone, label: zone }));

/** Who a contributor works for (ContributorApplication.employer). */
export const EMPLOYER_OPTIONS: readonly ChoiceOption[] = [
  { value: 'self', label: 'Self' },
  { value: 'business', label: 'Business' },
];
