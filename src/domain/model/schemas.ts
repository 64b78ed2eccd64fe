// The server-side shape check both backends run before writing a public form:
// the keys, types, sizes and patterns that firestore.rules also enforces in
// production (one set of shapes, docs/decisions/005), so both backends refuse
// the same input. FIELDS defines each field's stored shape once: the service
// schemas below are built from it, and so are the forms' schemas
// (src/lib/forms/, docs/decisions/003), which put the spec's rules and
// messages (spec §5) in front of it. This is the second gate, so a caller
// that skips the UI still cannot store junk.
// Zod Mini (see src/lib/validation/schemas.ts): the forms already load it, and
// importing classic zod anywhere in the app would ship both.
import { z } from 'zod/mini';
import { ServiceError } from '../errors';
import { LANGUAGES } from '../languages';
import { LIMITS, PATTERNS } from '../limits';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Each field's stored shape, defined once for the service schemas and the forms' schemas. */
export const FIELDS = {
  name: text(LIMITS.name),
  shortText: text(LIMITS.shortText),
  optionalShortText: optionalText(LIMITS.shortText),
  expertise: text(LIMITS.expertise),
  subject: text(LIMITS.subject),
  message: text(LIMITS.message),
  password: z.string().check(z.minLength(1), z.maxLength(LIMITS.password)),
  /** Trimmed and lowercased before the pattern, as the rules expect it stored. */
  email: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(LIMITS.email), z.regex(new RegExp(PATTERNS.email))),
  phone: z.string().check(z.trim(), z.maxLength(LIMITS.phone), z.regex(new RegExp(PATTERNS.phone))),
  /** Uppercased before the pattern: the forms send 'A1A 1A1', a caller may send 'a1a 1a1'. */
  postalCode: z
    .string()
    .check(z.trim(), z.toUpperCase(), z.maxLength(LIMITS.postalCode), z.regex(new RegExp(PATTERNS.postalCode))),
  /**
   * The language of the page a form was sent from (issue 17): one of the site's
   * LANGUAGES, nothing else, as firestore.rules' language() requires of a new record.
   */
  language: z.enum(LANGUAGES),
};

export const contributorApplicationSchema = z
  .object({
    firstName: FIELDS.name,
    lastName: FIELDS.name,
    email: FIELDS.email,
    phoneNumber: FIELDS.phone,
    expertise: FIELDS.expertise,
    province: FIELDS.shortText,
    town: FIELDS.shortText,
    password: FIELDS.password,
    employer: z.enum(['self', 'business']),
    businessName: z.nullable(FIELDS.optionalShortText),
    language: FIELDS.language,
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
  firstName: FIELDS.name,
  lastName: FIELDS.name,
  email: FIELDS.email,
  phoneNumber: FIELDS.phone,
  businessName: FIELDS.shortText,
  businessType: FIELDS.expertise,
  expertise: FIELDS.expertise,
  website: FIELDS.optionalShortText,
  address: FIELDS.shortText,
  town: FIELDS.shortText,
  postalCode: FIELDS.postalCode,
  province: FIELDS.shortText,
  contactBy: FIELDS.shortText,
  password: FIELDS.password,
  language: FIELDS.language,
});

export const pricingInquirySchema = z.object({
  firstName: FIELDS.name,
  lastName: FIELDS.name,
  email: FIELDS.email,
  phoneNumber: FIELDS.phone,
  postalCode: FIELDS.postalCode,
  contactBy: FIELDS.shortText,
  preferredTimezone: FIELDS.shortText,
  businessName: FIELDS.shortText,
  language: FIELDS.language,
  /** A piece's id, of the shape its photos' folder takes (PIECE_PHOTO_PATH): the rule looks it up. */
  pieceId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/))),
});

export const contactSchema = z.object({
  email: FIELDS.email,
  subject: FIELDS.subject,
  message: FIELDS.message,
  language: FIELDS.language,
});

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
