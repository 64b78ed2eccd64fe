// The rules' messages on a French page (issue 17): the same rules, read in
// the language of the moment they run, even from schemas built at load time.
import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { setCurrentLocale } from '../i18n';
import { counterText } from './input';
import { fileListSchema, validateFile } from './validation/files';
import { formatBytes, MESSAGES } from './validation/messages';
import {
  passwordChecks,
  validateEmail,
  validateMaxLength,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validatePostalCode,
  validateSubject,
} from './validation/rules';
import {
  boardMessageSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  postalCodeSchema,
  presentPasswordSchema,
  requiredChoice,
  requiredChoices,
  requiredText,
  subjectSchema,
} from './validation/schemas';
import { FIELD_LIMITS } from '../domain/limits';
import { passwordChangeSchema } from './forms/change-password';

function messageOf(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  expect(result.error.issues).toHaveLength(1);
  return result.error.issues[0]?.message ?? null;
}

const NBSP = '\u00a0';

describe('validation messages in French', () => {
  beforeEach(() => setCurrentLocale('fr-CA'));

  it('has every message in Canadian French', () => {
    expect(MESSAGES).toMatchObject({
      required: 'Ce champ est obligatoire',
      nameLetters: 'Le nom ne peut contenir que des lettres',
      nameConsecutive: 'Le nom ne peut pas contenir d’espaces ou de traits d’union consécutifs',
      emailCharacters:
        'L’adresse courriel ne peut contenir que des lettres, des chiffres, des points (.), des traits de soulignement (_), des traits d’union (-) et un symbole @',
      emailOneAt: 'L’adresse courriel ne doit contenir qu’un seul symbole @',
      emailInvalid: 'Adresse courriel non valide',
      phoneLetter: 'Le numéro de téléphone ne peut pas contenir de lettres',
      phoneDigits: 'Le numéro de téléphone doit contenir 10 chiffres',
      postalCode: 'Veuillez entrer un code postal canadien valide (p. ex. A1A 1A1)',
      passwordLength: 'Le mot de passe doit contenir au moins 8 caractères',
      passwordUppercase: 'Le mot de passe doit contenir une lettre majuscule',
      passwordLowercase: 'Le mot de passe doit contenir une lettre minuscule',
      passwordNumber: 'Le mot de passe doit contenir un chiffre',
      passwordSpecial: 'Le mot de passe doit contenir un caractère spécial',
      subject: 'L’objet doit contenir de 1 à 50 caractères',
      passwordMismatch: 'Le nouveau mot de passe et sa confirmation ne correspondent pas',
      passwordMismatchProfile: 'Le nouveau mot de passe et sa confirmation ne correspondent pas.',
      messageRequired: 'Message obligatoire',
      messageOrAttachments: 'Message ou pièce jointe obligatoire',
    });
    expect(MESSAGES.maxLength(50)).toBe('Ce champ ne peut pas contenir plus de 50 caractères');
  });

  it('reads each message when it is asked for, so the language can change in between', () => {
    expect(MESSAGES.required).toBe('Ce champ est obligatoire');
    setCurrentLocale('en-CA');
    expect(MESSAGES.required).toBe('Field is required');
    setCurrentLocale('fr-CA');
    expect(MESSAGES.required).toBe('Ce champ est obligatoire');
  });

  it('has the rules return the French message', () => {
    expect(validateMaxLength('a'.repeat(51), 50)).toBe('Ce champ ne peut pas contenir plus de 50 caractères');
    expect(validateName("O'Brien")).toBe('Le nom ne peut contenir que des lettres');
    expect(validateName('Anne  Marie')).toBe('Le nom ne peut pas contenir d’espaces ou de traits d’union consécutifs');
    expect(validateEmail('a b@c.ca')).toBe(
      'L’adresse courriel ne peut contenir que des lettres, des chiffres, des points (.), des traits de soulignement (_), des traits d’union (-) et un symbole @',
    );
    expect(validateEmail('a@b@c.ca')).toBe('L’adresse courriel ne doit contenir qu’un seul symbole @');
    expect(validateEmail('pascale.leblanc')).toBe('Adresse courriel non valide');
    expect(validatePhone('506-555-O123')).toBe('Le numéro de téléphone ne peut pas contenir de lettres');
    expect(validatePhone('506-555-123')).toBe('Le numéro de téléphone doit contenir 10 chiffres');
    expect(validatePostalCode('D1A 1A1')).toBe('Veuillez entrer un code postal canadien valide (p. ex. A1A 1A1)');
    expect(validateSubject('a'.repeat(51))).toBe('L’objet doit contenir de 1 à 50 caractères');
    expect(validatePassword('abcdefg1!')).toBe('Le mot de passe doit contenir une lettre majuscule');
    expect(validatePasswordConfirmation('Abcdef1!', 'Abcdef1?')).toBe('Le nouveau mot de passe et sa confirmation ne correspondent pas');
  });

  it('lists the password checklist in French', () => {
    expect(passwordChecks('Abc')).toEqual([
      { id: 'length', message: 'Le mot de passe doit contenir au moins 8 caractères', passed: false },
      { id: 'uppercase', message: 'Le mot de passe doit contenir une lettre majuscule', passed: true },
      { id: 'lowercase', message: 'Le mot de passe doit contenir une lettre minuscule', passed: true },
      { id: 'number', message: 'Le mot de passe doit contenir un chiffre', passed: false },
      { id: 'special', message: 'Le mot de passe doit contenir un caractère spécial', passed: false },
    ]);
  });

  it('has the schemas built at load time report in French', () => {
    for (const schema of [nameSchema, emailSchema, phoneSchema, postalCodeSchema, passwordSchema, presentPasswordSchema, subjectSchema, requiredText(), requiredChoice]) {
      expect(messageOf(schema, undefined)).toBe('Ce champ est obligatoire');
      expect(messageOf(schema, '')).toBe('Ce champ est obligatoire');
    }
    expect(messageOf(requiredChoices, [])).toBe('Ce champ est obligatoire');
    expect(messageOf(requiredChoices, undefined)).toBe('Ce champ est obligatoire');
    expect(messageOf(emailSchema, 'jean@exemple')).toBe('Adresse courriel non valide');
    expect(messageOf(passwordSchema, 'abc')).toBe('Le mot de passe doit contenir au moins 8 caractères');

    const comment = boardMessageSchema({ max: FIELD_LIMITS.commentMessage });
    expect(comment.safeParse({ message: ' ', attachments: [] }).error?.issues[0]?.message).toBe('Message obligatoire');
    const discussion = boardMessageSchema({ max: FIELD_LIMITS.discussionMessage, allowAttachments: true });
    expect(discussion.safeParse({ message: '', attachments: [] }).error?.issues[0]?.message).toBe('Message ou pièce jointe obligatoire');

    const mismatch = passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' });
    expect(mismatch.error?.issues[0]?.message).toBe('Le nouveau mot de passe et sa confirmation ne correspondent pas.');
  });

  it('says why a file is refused, with French units', () => {
    const png = { name: 'photo.png', size: 5 * 1024 * 1024, type: 'image/png' };
    expect(validateFile(png, { accept: '.pdf' })).toBe('photo.png n’est pas un type de fichier accepté');
    expect(validateFile(png, { maxBytes: 1024 * 1024 })).toBe(`photo.png dépasse 1${NBSP}Mo`);
    expect(messageOf(fileListSchema({ required: true }), [])).toBe('Ce champ est obligatoire');
    expect(messageOf(fileListSchema({ accept: '.pdf' }), [new File(['x'], 'a.txt', { type: 'text/plain' })])).toBe(
      'a.txt n’est pas un type de fichier accepté',
    );
  });

  it('formats sizes with a decimal comma and French units', () => {
    expect(formatBytes(1)).toBe(`1${NBSP}octet`);
    expect(formatBytes(512)).toBe(`512${NBSP}octets`);
    expect(formatBytes(1536)).toBe(`1,5${NBSP}Ko`);
    expect(formatBytes(10 * 1024 * 1024)).toBe(`10${NBSP}Mo`);
    expect(formatBytes(3 * 1024 * 1024 * 1024)).toBe(`3${NBSP}Go`);
  });

  it('counts a textarea’s characters in French, singular for 0 and 1', () => {
    expect(counterText('', 500)).toBe('500 caractères restants');
    expect(counterText('a'.repeat(499), 500)).toBe('1 caractère restant');
    expect(counterText('a'.repeat(500), 500)).toBe('0 caractère restant');
    expect(counterText('a'.repeat(501), 500)).toBe('1 caractère de trop (limite de 500 caractères)');
    expect(counterText('a'.repeat(510), 500)).toBe('10 caractères de trop (limite de 500 caractères)');
  });
});
