// The server-side shape check both backends run before writing a public form:
// the keys, types and sizes that firestore.rules also enforce in production.
// The forms' own field rules (spec §5, with their messages) live in the UI;
// this is the second gate, so a caller that skips the UI still cannot store junk.
// Zod Mini (see src/lib/validation.ts): the forms already load it, and
// importing classic zod anywhere in the app would ship both.
import { z } from 'zod/mini';
import { ServiceError } from './errors';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const email = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(254), z.regex(/^[^@\s]+@[^@\s]+$/));

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  postalCode: 7,
  expertise: 500,
  shortText: 200,
  subject: 50,
  message: 500,
  password: 128,
} as const;

export const contributorApplicationSchema = z.object({
  firstName: text(LIMITS.name),
  lastName: text(LIMITS.name),
  email,
  phoneNumber: text(LIMITS.phone),
  expertise: text(LIMITS.expertise),
  province: text(LIMITS.shortText),
  town: text(LIMITS.shortText),
  password: z.string().check(z.minLength(1), z.maxLength(LIMITS.password)),
  employer: z.enum(['self', 'business']),
  businessName: z.nullable(optionalText(LIMITS.shortText)),
});

export const franchiseeApplicationSchema = z.object({
  firstName: text(LIMITS.name),
  lastName: text(LIMITS.name),
  email,
  phoneNumber: text(LIMITS.phone),
  businessName: text(LIMITS.shortText),
  businessType: text(LIMITS.expertise),
  expertise: text(LIMITS.expertise),
  website: optionalText(LIMITS.shortText),
  address: text(LIMITS.shortText),
  town: text(LIMITS.shortText),
  postalCode: text(LIMITS.postalCode),
  province: text(LIMITS.shortText),
  contactBy: text(LIMITS.shortText),
  password: z.string().check(z.minLength(1), z.maxLength(LIMITS.password)),
});

export const pricingInquirySchema = z.object({
  firstName: text(LIMITS.name),
  lastName: text(LIMITS.name),
  email,
  phoneNumber: text(LIMITS.phone),
  postalCode: text(LIMITS.postalCode),
  contactBy: text(LIMITS.shortText),
  preferredTimezone: text(LIMITS.shortText),
  businessName: text(LIMITS.shortText),
});

export const contactSchema = z.object({
  email,
  subject: text(LIMITS.subject),
  message: text(LIMITS.message),
});

export const subscriptionEmailSchema = email;
export const postalCodeSchema = text(LIMITS.postalCode);

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
