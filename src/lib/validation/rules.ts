// The field rules of spec §5: each a pure function returning the first message
// that applies, or null. The zod schemas (./schemas.ts) are built from them,
// so every form shows exactly the spec's messages.
//
// Order within a field: required first, then the character class, then the
// format, then the length limit (email checks its length before its format,
// so a pasted essay is not called "Not a valid email"). A field shows one
// message at a time.
import { FIELD_LIMITS } from '../../domain/limits';
import { characterCount, normalizeTextarea } from '../input';
import { MESSAGES } from './messages';

/** A validation rule: the message to show, or null when the value passes. */
export type Rule = (value: string) => string | null;

// -------------------------------------------------------------- basic rules

/** Empty or whitespace-only is missing. */
export function validateRequired(value: string): string | null {
  return value.trim() === '' ? MESSAGES.required : null;
}

/** Counts characters (code points) of the trimmed value. */
export function validateMaxLength(value: string, max: number): string | null {
  return characterCount(value.trim()) > max ? MESSAGES.maxLength(max) : null;
}

// --------------------------------------------------------------------- name

// Letters of any script (é, ñ, ç…), combining accents typed as separate marks,
// spaces and hyphens. The spec allows nothing else, not even apostrophes.
const NAME_CHARACTERS = /^[\p{L}\p{M} -]*$/u;
const NAME_CONSECUTIVE = /[ -]{2,}/;

/** Character class, then "no consecutive spaces and/or dashes". Does not check presence. */
export function validateName(value: string): string | null {
  const name = value.trim();
  if (!NAME_CHARACTERS.test(name)) return MESSAGES.nameLetters;
  if (NAME_CONSECUTIVE.test(name)) return MESSAGES.nameConsecutive;
  return null;
}

// -------------------------------------------------------------------- email

const EMAIL_CHARACTERS = /^[A-Za-z0-9._@-]*$/;
// A separator never starts or ends a part and never follows another one.
const EMAIL_LOCAL = /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/;

function isEmailFormat(email: string): boolean {
  const [local = '', domain = ''] = email.split('@');
  if (!EMAIL_LOCAL.test(local)) return false;
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(tld);
}

/**
 * Allowed characters, then exactly one @ (more than one gets its own
 * message; none is simply not an email), then length, then the
 * name@domain.tld shape with no doubled or edge separators.
 */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (!EMAIL_CHARACTERS.test(email)) return MESSAGES.emailCharacters;
  const ats = email.split('@').length - 1;
  if (ats > 1) return MESSAGES.emailOneAt;
  if (characterCount(email) > FIELD_LIMITS.email) return MESSAGES.maxLength(FIELD_LIMITS.email);
  if (ats === 0 || !isEmailFormat(email)) return MESSAGES.emailInvalid;
  return null;
}

// -------------------------------------------------------------------- phone

/** No letters (of any script), then exactly ten digits; spaces, brackets and dashes are fine. */
export function validatePhone(value: string): string | null {
  if (/\p{L}/u.test(value)) return MESSAGES.phoneLetter;
  const digits = value.match(/[0-9]/g)?.length ?? 0;
  return digits === FIELD_LIMITS.phoneDigits ? null : MESSAGES.phoneDigits;
}

/** The ten digits of a valid phone number, for storage. */
export function phoneDigits(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

// -------------------------------------------------------------- postal code

// Canada Post's format: letter digit letter, optional space or hyphen, digit
// letter digit. D, F, I, O, Q and U are never used; W and Z never come first.
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z][ -]?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$/;

/** Case-insensitive (the field upper-cases as typed anyway). */
export function validatePostalCode(value: string): string | null {
  return POSTAL_CODE.test(value.trim().toUpperCase()) ? null : MESSAGES.postalCode;
}

/** 'a1a-1a1' → 'A1A 1A1', for storage and display. Returns the input trimmed if it is not a postal code. */
export function formatPostalCode(value: string): string {
  const code = value.trim().toUpperCase();
  if (!POSTAL_CODE.test(code)) return code;
  const compact = code.replace(/[ -]/, '');
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

// ----------------------------------------------------------------- password

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  message: string;
  test: (password: string) => boolean;
}

/** A rule whose message is read in the page's language each time it is asked for. */
function passwordRule(id: PasswordRuleId, message: () => string, test: (password: string) => boolean): PasswordRule {
  return {
    id,
    get message() {
      return message();
    },
    test,
  };
}

/** The five password rules in the order the checklist shows them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  passwordRule('length', () => MESSAGES.passwordLength, (p) => characterCount(p) >= FIELD_LIMITS.passwordMin),
  passwordRule('uppercase', () => MESSAGES.passwordUppercase, (p) => /\p{Lu}/u.test(p)),
  passwordRule('lowercase', () => MESSAGES.passwordLowercase, (p) => /\p{Ll}/u.test(p)),
  passwordRule('number', () => MESSAGES.passwordNumber, (p) => /\p{Nd}/u.test(p)),
  // Anything that is not a letter, a digit or whitespace: punctuation, symbols, emoji.
  passwordRule('special', () => MESSAGES.passwordSpecial, (p) => /[^\p{L}\p{N}\s]/u.test(p)),
];

export interface PasswordCheck {
  id: PasswordRuleId;
  message: string;
  passed: boolean;
}

/** Every rule with pass or fail, for the live checklist. */
export function passwordChecks(password: string): PasswordCheck[] {
  return PASSWORD_RULES.map(({ id, message, test }) => ({ id, message, passed: test(password) }));
}

/** The first failing rule's message, then the length ceiling. Does not check presence. */
export function validatePassword(password: string): string | null {
  const failed = PASSWORD_RULES.find((rule) => !rule.test(password));
  if (failed) return failed.message;
  if (characterCount(password) > FIELD_LIMITS.passwordMax) return MESSAGES.maxLength(FIELD_LIMITS.passwordMax);
  return null;
}

/** Used by the profile change-password form; `profile` picks the §8 wording with the period. */
export function validatePasswordConfirmation(
  newPassword: string,
  confirmPassword: string,
  wording: 'rule' | 'profile' = 'rule',
): string | null {
  if (newPassword === confirmPassword) return null;
  return wording === 'profile' ? MESSAGES.passwordMismatchProfile : MESSAGES.passwordMismatch;
}

// ---------------------------------------------------------- subject, messages

/** Contact subject: 1 to 50 characters (presence is the required rule's job). */
export function validateSubject(value: string): string | null {
  const length = characterCount(value.trim());
  return length < FIELD_LIMITS.subjectMin || length > FIELD_LIMITS.subjectMax ? MESSAGES.subject : null;
}

/** A textarea's length as its counter counts it (extra whitespace ignored). */
export function validateTextareaLength(value: string, max: number = FIELD_LIMITS.textarea): string | null {
  return characterCount(normalizeTextarea(value).trim()) > max ? MESSAGES.maxLength(max) : null;
}

export interface MessageOptions {
  max: number;
  /** Boards that allow files accept a message with attachments and no text. */
  allowAttachments?: boolean;
  attachmentCount?: number;
}

/** A board message: text or (where allowed) an attachment, and within the board's limit. */
export function validateMessage(text: string, { max, allowAttachments = false, attachmentCount = 0 }: MessageOptions) {
  if (normalizeTextarea(text).trim() === '') {
    if (!allowAttachments) return MESSAGES.messageRequired;
    return attachmentCount > 0 ? null : MESSAGES.messageOrAttachments;
  }
  return validateTextareaLength(text, max);
}

