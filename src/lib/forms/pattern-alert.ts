// "Tell me when one fits" (ADR 036): the address to write to and
// the express-consent tick of pattern alerts, under a /knees or /sweeps
// search. The pattern is the search's own, read from its URL when sent.
import { z } from 'zod/mini';
import { consentTick } from './consent';
import { FORM_FIELDS } from './fields';

export const patternAlertSchema = z.object({ email: FORM_FIELDS.email, consent: consentTick });
export type PatternAlertInput = z.input<typeof patternAlertSchema>;
export type PatternAlertValues = z.output<typeof patternAlertSchema>;
export const EMPTY_PATTERN_ALERT: PatternAlertInput = { email: '', consent: false };
