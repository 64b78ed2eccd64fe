// The field rules of spec §5 and the constants of §9, in one place. Each rule
// is a pure function returning the first message that applies, or null; the
// zod schemas below are built from those same functions so every form (and
// any service that re-checks a payload) shows exactly the spec's messages.
//
// Order within a field: required first, then the character class, then the
// format, then the length limit (email checks its length before its format,
// so a pasted essay is not called "Not a valid email"). A field shows one
// message at a time.
// Zod Mini, not classic zod: the same core (parsing, checks, issues) behind a
// functional API that tree-shakes, so the forms load about 6 KB gzip of it
// instead of about 23 KB. It loads no locale, so a message not given here
// would be a bare 'Invalid input': every message a form shows is given below.
import { z } from 'zod/mini';
import { FIELD_LIMITS } from '../domain/limits';
import { formatNumber, m } from '../i18n';
import { characterCount, collapseWhitespace, normalizeTextarea } from './input';

// ---------------------------------------------------------------- constants

// The numbers live in src/domain/limits.ts with the service's and the rules'.
export const DEFAULT_TEXTAREA_MAX = FIELD_LIMITS.textarea;
export const CONTACT_MESSAGE_MAX = FIELD_LIMITS.contactMessage;
export const COMMENT_MESSAGE_MAX = FIELD_LIMITS.commentMessage;
export const DISCUSSION_MESSAGE_MAX = FIELD_LIMITS.discussionMessage;
export const FRANCHISEE_TEXTAREA_MAX = FIELD_LIMITS.franchiseeTextarea;
export const SUBJECT_MIN = FIELD_LIMITS.subjectMin;
export const SUBJECT_MAX = FIELD_LIMITS.subjectMax;
export const PASSWORD_MIN_LENGTH = FIELD_LIMITS.passwordMin;
export const PHONE_DIGITS = FIELD_LIMITS.phoneDigits;
export const DEFAULT_TEXT_MAX = FIELD_LIMITS.oneLineText;
export const EMAIL_MAX_LENGTH = FIELD_LIMITS.email;
export const PASSWORD_MAX_LENGTH = FIELD_LIMITS.passwordMax;

// ----------------------------------------------------------------- messages

/**
 * The messages, in the page's language. Each is read when a rule runs (a
 * getter, or a function for those with a value), never at module load, so a
 * French page gets French messages; the English wording is the spec's.
 */
export const MESSAGES = {
  get required() {
    return m.shell_validation_required();
  },
  maxLength: (max: number) => m.shell_validation_max_length({ max }),
  get nameLetters() {
    return m.shell_validation_name_letters();
  },
  get nameConsecutive() {
    return m.shell_validation_name_consecutive();
  },
  get emailCharacters() {
    return m.shell_validation_email_characters();
  },
  get emailOneAt() {
    return m.shell_validation_email_one_at();
  },
  get emailInvalid() {
    return m.shell_validation_email_invalid();
  },
  get phoneLetter() {
    return m.shell_validation_phone_letter();
  },
  get phoneDigits() {
    return m.shell_validation_phone_digits();
  },
  get postalCode() {
    return m.shell_validation_postal_code();
  },
  get passwordLength() {
    return m.shell_validation_password_length();
  },
  get passwordUppercase() {
    return m.shell_validation_password_uppercase();
  },
  get passwordLowercase() {
    return m.shell_validation_password_lowercase();
  },
  get passwordNumber() {
    return m.shell_validation_password_number();
  },
  get passwordSpecial() {
    return m.shell_validation_password_special();
  },
  get subject() {
    return m.shell_validation_subject();
  },
  get passwordMismatch() {
    return m.shell_validation_password_mismatch();
  },
  /** The profile screen's wording (§8), which ends with a period. */
  get passwordMismatchProfile() {
    return m.shell_validation_password_mismatch_profile();
  },
  get messageRequired() {
    return m.shell_validation_message_required();
  },
  get messageOrAttachments() {
    return m.shell_validation_message_or_attachments();
  },
  fileType: (fileName: string) => m.shell_validation_file_type({ fileName }),
  fileSize: (fileName: string, maxBytes: number) => m.shell_validation_file_size({ fileName, size: formatBytes(maxBytes) }),
} as const;

/** Zod's `error` option: the required message in the language of the moment it is reported. */
const requiredError = { error: () => MESSAGES.required };

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
  if (characterCount(email) > EMAIL_MAX_LENGTH) return MESSAGES.maxLength(EMAIL_MAX_LENGTH);
  if (ats === 0 || !isEmailFormat(email)) return MESSAGES.emailInvalid;
  return null;
}

// -------------------------------------------------------------------- phone

/** No letters (of any script), then exactly ten digits; spaces, brackets and dashes are fine. */
export function validatePhone(value: string): string | null {
  if (/\p{L}/u.test(value)) return MESSAGES.phoneLetter;
  const digits = value.match(/[0-9]/g)?.length ?? 0;
  return digits === PHONE_DIGITS ? null : MESSAGES.phoneDigits;
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
  passwordRule('length', () => MESSAGES.passwordLength, (p) => characterCount(p) >= PASSWORD_MIN_LENGTH),
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
  if (characterCount(password) > PASSWORD_MAX_LENGTH) return MESSAGES.maxLength(PASSWORD_MAX_LENGTH);
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
  return length < SUBJECT_MIN || length > SUBJECT_MAX ? MESSAGES.subject : null;
}

/** A textarea's length as its counter counts it (extra whitespace ignored). */
export function validateTextareaLength(value: string, max: number = DEFAULT_TEXTAREA_MAX): string | null {
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

// -------------------------------------------------------------------- files

/** The part of a File the rules look at, so services can check stored metadata too. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export interface FileLimits {
  /** Same syntax as the input's accept attribute: 'image/*,.pdf,application/pdf'. */
  accept?: string;
  maxBytes?: number;
}

/** Whether a file matches an accept list (MIME types, type/* wildcards or .extensions). */
export function matchesAccept(file: FileLike, accept: string): boolean {
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** The reason a file cannot be added, or null. */
export function validateFile(file: FileLike, { accept, maxBytes }: FileLimits = {}): string | null {
  if (accept && !matchesAccept(file, accept)) return MESSAGES.fileType(file.name);
  if (maxBytes !== undefined && file.size > maxBytes) return MESSAGES.fileSize(file.name, maxBytes);
  return null;
}

const SIZE_UNITS = [m.shell_size_kilobytes, m.shell_size_megabytes, m.shell_size_gigabytes] as const;

/** '512 bytes', '1.5 KB', '10 MB'; in French '512 octets', '1,5 Ko', '10 Mo'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return m.shell_size_bytes({ size: bytes });
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < SIZE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const digits = Number.isInteger(size) ? 0 : 1;
  const text = formatNumber(size, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  return SIZE_UNITS[unit]!({ size: text });
}

// ------------------------------------------------------------------ schemas

/** First message from a list of rules. */
export function firstMessage(value: string, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

export interface TextSchemaOptions {
  /** Default true. Optional fields accept '' and only check the rules when filled in. */
  required?: boolean;
  /** Rules applied after presence, in order (character class before format). */
  rules?: readonly Rule[];
  /** Characters allowed after trimming, checked after the rules; omit for no limit. */
  max?: number;
  /** Default: collapse whitespace and trim, as the inputs leave the value. */
  normalize?: (value: string) => string;
}

const normalizeLine = (value: string) => collapseWhitespace(value).trim();

/**
 * A one-line text schema: the value normalised as the input would leave it,
 * then presence, the rules, then the length limit; one message at a time.
 * A missing value (undefined) counts as empty, so the message is still
 * 'Field is required' and never zod's default.
 */
export function textSchema({ required = true, rules = [], max, normalize = normalizeLine }: TextSchemaOptions = {}) {
  const all: Rule[] = [...rules];
  if (max !== undefined) all.push((value) => validateMaxLength(value, max));
  return z.string(requiredError).check(
    z.overwrite(normalize),
    z.superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: MESSAGES.required });
        return;
      }
      const message = firstMessage(value, all);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/** Any required one-line text: 'Field is required', then 'Input cannot contain more than N characters'. */
export function requiredText(max: number = DEFAULT_TEXT_MAX) {
  return textSchema({ max });
}

/** Optional one-line text with a length ceiling. */
export function optionalText(max: number = DEFAULT_TEXT_MAX) {
  return textSchema({ required: false, max });
}

/** Required presence only, no format (the hub's Sign In, "need only a value" fields). */
export const presentText = textSchema();

const nameRules: Rule[] = [validateName];
export const nameSchema = textSchema({ max: DEFAULT_TEXT_MAX, rules: nameRules });
export const optionalNameSchema = textSchema({ required: false, max: DEFAULT_TEXT_MAX, rules: nameRules });

// validateEmail applies its own length limit between the @ count and the format.
const normalizeEmail = (value: string) => value.trim();
export const emailSchema = textSchema({ rules: [validateEmail], normalize: normalizeEmail });
export const optionalEmailSchema = textSchema({ required: false, rules: [validateEmail], normalize: normalizeEmail });

export const phoneSchema = textSchema({ rules: [validatePhone] });
export const optionalPhoneSchema = textSchema({ required: false, rules: [validatePhone] });

const normalizePostalCode = (value: string) => normalizeLine(value).toUpperCase();
export const postalCodeSchema = textSchema({ rules: [validatePostalCode], normalize: normalizePostalCode });
export const optionalPostalCodeSchema = textSchema({
  required: false,
  rules: [validatePostalCode],
  normalize: normalizePostalCode,
});

/**
 * The password rules. The value is checked and passed on exactly as typed:
 * whitespace is part of a password, and trimming here but not at sign-in
 * would lock people out.
 */
export const passwordSchema = z.string(requiredError).check(
  z.superRefine((value, ctx) => {
    const message = value.trim() === '' ? MESSAGES.required : validatePassword(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
);

/** A password that only has to be present (hub Sign In, the current password). */
export const presentPasswordSchema = z
  .string(requiredError)
  .check(z.refine((value) => value.trim() !== '', requiredError));

export const subjectSchema = textSchema({ rules: [validateSubject] });

export interface TextareaSchemaOptions {
  /** Default DEFAULT_TEXTAREA_MAX (500). */
  max?: number;
  /** Default true. */
  required?: boolean;
}

/** A textarea: line breaks folded, whitespace collapsed and trimmed, counted as its counter counts. */
export function textareaSchema({ max = DEFAULT_TEXTAREA_MAX, required = true }: TextareaSchemaOptions = {}) {
  return textSchema({
    required,
    normalize: (value) => normalizeTextarea(value).trim(),
    rules: [(value) => validateTextareaLength(value, max)],
  });
}

/** A required choice (select, radio group): the empty option is missing. */
export const requiredChoice = z.string(requiredError).check(z.minLength(1, requiredError));

/** A checkbox group where at least one box must be ticked. */
export const requiredChoices = z
  .array(z.string(), requiredError)
  .check(z.minLength(1, requiredError));

/** An optional checkbox group. */
export const optionalChoices = z.array(z.string());

const fileLike = z.custom<File>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).size === 'number',
);

/** A file list (attachments): each file within the limits; optional unless `required`. */
export function fileListSchema({ required = false, ...limits }: FileLimits & { required?: boolean } = {}) {
  return z.array(fileLike).check(
    z.superRefine((files, ctx) => {
      if (required && files.length === 0) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.required });
        return;
      }
      for (const file of files) {
        const message = validateFile(file, limits);
        if (message) {
          ctx.addIssue({ code: 'custom', message });
          return;
        }
      }
    }),
  );
}

/**
 * A board message form: `message` text and `attachments`. The error sits on
 * `message`, so the textarea shows it.
 */
export function boardMessageSchema({
  max,
  allowAttachments = false,
  keptAttachments = 0,
  ...limits
}: Omit<MessageOptions, 'attachmentCount'> & FileLimits & { /** An edit's attachments that stay. */ keptAttachments?: number }) {
  return z
    .object({
      message: z.string(requiredError).check(z.overwrite((value) => normalizeTextarea(value).trim())),
      attachments: fileListSchema(limits),
    })
    .check(
      z.superRefine(({ message, attachments }, ctx) => {
        const attachmentCount = attachments.length + keptAttachments;
        const error = validateMessage(message, { max, allowAttachments, attachmentCount });
        if (error) ctx.addIssue({ code: 'custom', path: ['message'], message: error });
      }),
    );
}

/**
 * The profile's Change Password form: all three required, the new password
 * follows the rules, and a mismatch is reported on the confirmation field with
 * the profile wording (§8, with the period).
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: presentPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: presentPasswordSchema,
  })
  .check(
    z.superRefine(({ newPassword, confirmPassword }, ctx) => {
      if (confirmPassword.trim() === '') return;
      const error = validatePasswordConfirmation(newPassword, confirmPassword, 'profile');
      if (error) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: error });
    }),
  );
