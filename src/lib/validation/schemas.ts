// The zod field schemas of the forms, built from the rules (./rules.ts): a
// value is normalised as its input leaves it, then checked for presence, then
// by the rules, one message at a time.
// Zod Mini, not classic zod: the same core (parsing, checks, issues) behind a
// functional API that tree-shakes, so the forms load about 6 KB gzip of it
// instead of about 23 KB. It loads no locale, so a message not given here
// would be a bare 'Invalid input': every message a form shows is given.
import { z } from 'zod/mini';
import { FIELD_LIMITS } from '../../domain/limits';
import { collapseWhitespace, normalizeTextarea } from '../input';
import { fileListSchema, type FileLimits } from './files';
import { MESSAGES } from './messages';
import {
  validateEmail,
  validateMaxLength,
  validateMessage,
  validatePassword,
  validatePhone,
  validatePostalCode,
  validateSubject,
  validateTextareaLength,
  validateName,
  type MessageOptions,
  type Rule,
} from './rules';

/** Zod's `error` option: the required message in the language of the moment it is reported. */
const requiredError = { error: () => MESSAGES.required };


/** First message from a list of rules. */
function firstMessage(value: string, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

interface TextSchemaOptions {
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
function textSchema({ required = true, rules = [], max, normalize = normalizeLine }: TextSchemaOptions = {}) {
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
export function requiredText(max: number = FIELD_LIMITS.oneLineText) {
  return textSchema({ max });
}

/** Optional one-line text with a length ceiling. */
export function optionalText(max: number = FIELD_LIMITS.oneLineText) {
  return textSchema({ required: false, max });
}

/** Required presence only, no format (the hub's Sign In, "need only a value" fields). */
export const presentText = textSchema();

const nameRules: Rule[] = [validateName];
export const nameSchema = textSchema({ max: FIELD_LIMITS.oneLineText, rules: nameRules });
export const optionalNameSchema = textSchema({ required: false, max: FIELD_LIMITS.oneLineText, rules: nameRules });

// validateEmail applies its own length limit between the @ count and the format.
const normalizeEmail = (value: string) => value.trim();
export const emailSchema = textSchema({ rules: [validateEmail], normalize: normalizeEmail });

export const phoneSchema = textSchema({ rules: [validatePhone], max: FIELD_LIMITS.phone });

const normalizePostalCode = (value: string) => normalizeLine(value).toUpperCase();
export const postalCodeSchema = textSchema({ rules: [validatePostalCode], normalize: normalizePostalCode });

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

interface TextareaSchemaOptions {
  /** Default FIELD_LIMITS.textarea (500). */
  max?: number;
  /** Default true. */
  required?: boolean;
}

/** A textarea: line breaks folded, whitespace collapsed and trimmed, counted as its counter counts. */
export function textareaSchema({ max = FIELD_LIMITS.textarea, required = true }: TextareaSchemaOptions = {}) {
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
