// The server-side shape check both backends run before writing a public form:
// the keys, types, sizes and patterns that firestore.rules also enforces in
// production (one set of shapes, docs/decisions/005), so both backends refuse
// the same input. The forms' own field rules (spec §5, with their messages)
// live in the UI; this is the second gate, so a caller that skips the UI still
// cannot store junk.
// Zod Mini (see src/lib/validation.ts): the forms already load it, and
// importing classic zod anywhere in the app would ship both.
import { z } from 'zod/mini';
import { ServiceError } from '../domain/errors';
import { LANGUAGES } from '../domain/languages';
import { LIMITS, PATTERNS } from '../domain/limits';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const password = z.string().check(z.minLength(1), z.maxLength(LIMITS.password));
/** Trimmed and lowercased before the pattern, as the rules expect it stored. */
const email = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(LIMITS.email), z.regex(new RegExp(PATTERNS.email)));
const phone = z.string().check(z.trim(), z.maxLength(LIMITS.phone), z.regex(new RegExp(PATTERNS.phone)));
/** Uppercased before the pattern: the forms send 'A1A 1A1', a caller may send 'a1a 1a1'. */
const postalCode = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.maxLength(LIMITS.postalCode), z.regex(new RegExp(PATTERNS.postalCode)));
/**
 * The language of the page a form was sent from (issue 17): one of the site's
 * LANGUAGES, nothing else, as firestore.rules' language() requires of a new record.
 */
const language = z.enum(LANGUAGES);

export const contributorApplicationSchema = z
  .object({
    firstName: text(LIMITS.name),
    lastName: text(LIMITS.name),
    email,
    phoneNumber: phone,
    expertise: text(LIMITS.expertise),
    province: text(LIMITS.shortText),
    town: text(LIMITS.shortText),
    password,
    employer: z.enum(['self', 'business']),
    businessName: z.nullable(optionalText(LIMITS.shortText)),
    language,
  })
  .check(
    // §3: the business name is what a business employer is asked for, and
    // nothing for the self-employed (the rules: text 1..200, or null).
    z.superRefine(({ employer, businessName }, ctx) => {
      if (employer === 'business' && !businessName) {
        ctx.addIssue({ code: 'custom', path: ['businessName'], message: 'A business employer needs a business name.' });
      }
    }),
    z.overwrite((application) => (application.employer === 'business' ? application : { ...application, businessName: null })),
  );

export const franchiseeApplicationSchema = z.object({
  firstName: text(LIMITS.name),
  lastName: text(LIMITS.name),
  email,
  phoneNumber: phone,
  businessName: text(LIMITS.shortText),
  businessType: text(LIMITS.expertise),
  expertise: text(LIMITS.expertise),
  website: optionalText(LIMITS.shortText),
  address: text(LIMITS.shortText),
  town: text(LIMITS.shortText),
  postalCode,
  province: text(LIMITS.shortText),
  contactBy: text(LIMITS.shortText),
  password,
  language,
});

export const pricingInquirySchema = z.object({
  firstName: text(LIMITS.name),
  lastName: text(LIMITS.name),
  email,
  phoneNumber: phone,
  postalCode,
  contactBy: text(LIMITS.shortText),
  preferredTimezone: text(LIMITS.shortText),
  businessName: text(LIMITS.shortText),
  language,
});

export const contactSchema = z.object({
  email,
  subject: text(LIMITS.subject),
  message: text(LIMITS.message),
  language,
});

export const subscriptionEmailSchema = email;
export const postalCodeSchema = postalCode;
/** The language a subscription (or a member's saved subscriptions) was made in. */
export const languageSchema = language;

/** Parses untrusted input, turning a failure into ServiceError 'invalid-argument'. */
export function parseInput<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new ServiceError('invalid-argument', `Invalid input: ${fields}`);
  }
  return result.data;
}

/** Year/month/day text, as the spec stores a pricing inquiry's submissionDate. */
export function submissionDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}
