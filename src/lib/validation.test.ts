// @vitest-environment node
import { describe, expect, it, beforeEach } from 'vitest';
import type { z } from 'zod/mini';
import { fileListSchema, matchesAccept, validateFile } from './validation/files';
import { formatBytes, MESSAGES } from './validation/messages';
import {
  formatPostalCode,
  passwordChecks,
  phoneDigits,
  validateEmail,
  validateMaxLength,
  validateMessage,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validatePostalCode,
  validateRequired,
  validateSubject,
  validateTextareaLength,
} from './validation/rules';
import {
  boardMessageSchema,
  emailSchema,
  nameSchema,
  optionalNameSchema,
  optionalText,
  passwordSchema,
  phoneSchema,
  postalCodeSchema,
  presentPasswordSchema,
  presentText,
  requiredChoice,
  requiredChoices,
  requiredText,
  subjectSchema,
  textareaSchema,
} from './validation/schemas';
import { FIELD_LIMITS } from '../domain/limits';
import { passwordChangeSchema } from './forms/change-password';
import { setCurrentLocale } from '../i18n';
import { counterText } from './input';
import { m } from '../paraglide/messages.js';
import { LOCALES } from '../i18n/locale';

/** The single message a schema reports for a value, or null when it parses. */
function messageOf(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  expect(result.error.issues).toHaveLength(1);
  return result.error.issues[0]?.message ?? null;
}

const longPaste = (unit: string, length = 10_000) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const NASTY = '<script>alert("x")</script>\u0000\u0007\u001b[31m😀👩‍👩‍👧 é';

describe('the spec messages, word for word (§5)', () => {
  it('has the exact strings', () => {
    expect(MESSAGES).toMatchObject({
      required: 'Field is required',
      nameLetters: 'Name can only contain letters',
      nameConsecutive: 'Name cannot have consecutive spaces and/or dashes',
      emailCharacters:
        'Email can only consist of letters, numbers, periods(.), underscores(_), hyphens(-), and an @ symbol',
      emailOneAt: 'Email must only contain one @ symbol',
      emailInvalid: 'Not a valid email',
      phoneLetter: 'Phone number cannot contain a letter',
      phoneDigits: 'Phone number must contain 10 digits',
      postalCode: 'Please enter a valid Canadian postal code (e.g., A1A 1A1)',
      passwordLength: 'Password must be at least 8 characters',
      passwordUppercase: 'Password must contain an uppercase letter',
      passwordLowercase: 'Password must contain a lowercase letter',
      passwordNumber: 'Password must contain a number',
      passwordSpecial: 'Password must contain a special character',
      subject: 'Subject must be between 1 and 50 characters',
      passwordMismatch: 'New password and confirm password do not match',
      passwordMismatchProfile: 'New password and confirm password do not match.',
      messageRequired: 'Message required',
      messageOrAttachments: 'Either message or attachments required',
    });
    expect(MESSAGES.maxLength(500)).toBe('Input cannot contain more than 500 characters');
  });

  it('has the §9 constants', () => {
    expect(FIELD_LIMITS.textarea).toBe(500);
    expect(FIELD_LIMITS.contactMessage).toBe(500);
    expect(FIELD_LIMITS.commentMessage).toBe(500);
    expect(FIELD_LIMITS.discussionMessage).toBe(750);
    expect(FIELD_LIMITS.franchiseeTextarea).toBe(500);
    expect([FIELD_LIMITS.subjectMin, FIELD_LIMITS.subjectMax]).toEqual([1, 50]);
    expect(FIELD_LIMITS.passwordMin).toBe(8);
    expect(FIELD_LIMITS.phoneDigits).toBe(10);
  });
});

describe('validateRequired and validateMaxLength', () => {
  it('treats empty and whitespace-only as missing', () => {
    expect(validateRequired('')).toBe('Field is required');
    expect(validateRequired(' \t\n ')).toBe('Field is required');
    expect(validateRequired('a')).toBeNull();
  });

  it('counts characters, not UTF-16 units, after trimming', () => {
    expect(validateMaxLength('abc', 3)).toBeNull();
    expect(validateMaxLength('  abc  ', 3)).toBeNull();
    expect(validateMaxLength('abcd', 3)).toBe('Input cannot contain more than 3 characters');
    expect(validateMaxLength('😀😀😀', 3)).toBeNull();
    expect(validateMaxLength('😀😀😀😀', 3)).toBe('Input cannot contain more than 3 characters');
  });
});

describe('validateName', () => {
  it.each(['Anne', 'Anne-Marie', 'Mary Ann', 'Zoë', 'José', 'Ñuñez', 'François', 'Béatrice-Léa', 'Łukasz', 'Ōtsuka', 'Þór'])(
    'accepts %s',
    (name) => expect(validateName(name)).toBeNull(),
  );

  it('accepts an accent typed as a separate combining mark', () => {
    expect(validateName('Jose\u0301')).toBeNull();
  });

  it.each(['Anne2', "O'Brien", 'Anne_Marie', 'Anne.', 'a@b', '😀', '<b>Anne</b>', 'Anne\u0000', 'Anne\tMarie'])(
    'rejects %j with the letters message',
    (name) => expect(validateName(name)).toBe('Name can only contain letters'),
  );

  it.each(['Anne  Marie', 'Anne--Marie', 'Anne -Marie', 'Anne- Marie', 'Anne - Marie'])(
    'rejects %j with the consecutive message',
    (name) => expect(validateName(name)).toBe('Name cannot have consecutive spaces and/or dashes'),
  );

  it('reports the character class before the consecutive rule', () => {
    expect(validateName('Anne--2')).toBe('Name can only contain letters');
  });
});

describe('validateEmail', () => {
  it.each(['a@b.ca', 'first.last@example.com', 'first_last@mail.example.org', 'a-b@my-domain.ca', 'A1@B2.CA'])(
    'accepts %s',
    (email) => expect(validateEmail(email)).toBeNull(),
  );

  it.each(['a+b@c.ca', 'a b@c.ca', 'é@c.ca', 'a@c.ca<script>', 'a,b@c.ca', 'a@c.ca\u0000', '😀@c.ca'])(
    'rejects %j with the characters message',
    (email) =>
      expect(validateEmail(email)).toBe(
        'Email can only consist of letters, numbers, periods(.), underscores(_), hyphens(-), and an @ symbol',
      ),
  );

  it.each(['a@b@c.ca', 'a@@c.ca', '@@', 'a@b.ca@'])('rejects %j with the one-@ message', (email) =>
    expect(validateEmail(email)).toBe('Email must only contain one @ symbol'),
  );

  it.each([
    'a..b@c.ca',
    '.a@c.ca',
    'a.@c.ca',
    'a._b@c.ca',
    '-a@c.ca',
    'a_@c.ca',
    'a@c..ca',
    'a@.c.ca',
    'a@c.ca.',
    'a@-c.ca',
    'a@c-.ca',
    'a@c',
    'a@c.c',
    'a@c.c4',
    'a@c_d.ca',
    '@c.ca',
    'a@',
    'abc',
    'a@c.ca-',
  ])('rejects %j as not a valid email', (email) => expect(validateEmail(email)).toBe('Not a valid email'));

  it('refuses addresses longer than 254 characters with the length message', () => {
    expect(validateEmail(`${'a'.repeat(250)}@c.ca`)).toBe('Input cannot contain more than 254 characters');
  });

  it('is quick on a 10,000-character paste', () => {
    const start = performance.now();
    expect(validateEmail(longPaste('a.'))).toBe('Input cannot contain more than 254 characters');
    expect(validateEmail(longPaste('a.', 254))).toBe('Not a valid email');
    expect(validateEmail(`${longPaste('a')}@c.ca`)).toBe('Input cannot contain more than 254 characters');
    expect(performance.now() - start).toBeLessThan(200);
  });
});

describe('validatePhone', () => {
  it.each(['9025551234', '(902) 555-1234', '(902) - 555 - 1234', '902.555.1234', ' 902 555 1234 '])(
    'accepts %j',
    (phone) => expect(validatePhone(phone)).toBeNull(),
  );

  it.each(['902555123', '902 555 123'])('rejects 9 digits: %j', (phone) =>
    expect(validatePhone(phone)).toBe('Phone number must contain 10 digits'),
  );

  it.each(['19025551234', '+1 902 555 1234'])('rejects 11 digits: %j', (phone) =>
    expect(validatePhone(phone)).toBe('Phone number must contain 10 digits'),
  );

  it.each(['902555123a', 'call me', '902-555-CALL', '902555123é'])('rejects letters first: %j', (phone) =>
    expect(validatePhone(phone)).toBe('Phone number cannot contain a letter'),
  );

  it('counts only ASCII digits', () => {
    expect(validatePhone('٩٠٢٥٥٥١٢٣٤')).toBe('Phone number must contain 10 digits');
    expect(phoneDigits('(902) 555-1234')).toBe('9025551234');
  });
});

describe('validatePostalCode', () => {
  it.each(['A1A 1A1', 'A1A-1A1', 'A1A1A1', 'a1a1a1', 'a1a 1a1', 'B3H 4R2', 'h0h 0h0', ' E1C 4M3 '])(
    'accepts %j',
    (code) => expect(validatePostalCode(code)).toBeNull(),
  );

  it.each(['A1A  1A1', 'A1A_1A1', 'A1A1A', 'A1A 1A1A', '111 111', 'AAA AAA', 'D1A 1A1', 'W1A 1A1', 'A1O 1A1', '12345', ''])(
    'rejects %j',
    (code) => expect(validatePostalCode(code)).toBe('Please enter a valid Canadian postal code (e.g., A1A 1A1)'),
  );

  it('formats for storage', () => {
    expect(formatPostalCode('a1a-1a1')).toBe('A1A 1A1');
    expect(formatPostalCode('a1a1a1')).toBe('A1A 1A1');
    expect(formatPostalCode(' nope ')).toBe('NOPE');
  });
});

describe('password rules', () => {
  it('lists all five rules with pass or fail', () => {
    expect(passwordChecks('')).toEqual([
      { id: 'length', message: 'Password must be at least 8 characters', passed: false },
      { id: 'uppercase', message: 'Password must contain an uppercase letter', passed: false },
      { id: 'lowercase', message: 'Password must contain a lowercase letter', passed: false },
      { id: 'number', message: 'Password must contain a number', passed: false },
      { id: 'special', message: 'Password must contain a special character', passed: false },
    ]);
    expect(passwordChecks('Abcdef1!').every((check) => check.passed)).toBe(true);
  });

  it.each([
    ['Abcde1!', 'Password must be at least 8 characters'],
    ['abcdef1!', 'Password must contain an uppercase letter'],
    ['ABCDEF1!', 'Password must contain a lowercase letter'],
    ['Abcdefg!', 'Password must contain a number'],
    ['Abcdefg1', 'Password must contain a special character'],
    ['Abcdef 1', 'Password must contain a special character'],
  ])('%j → %s', (password, message) => expect(validatePassword(password)).toBe(message));

  it('counts accented capitals and emoji as characters of their class', () => {
    expect(validatePassword('Éclair1😀')).toBeNull();
    expect(passwordChecks('😀😀😀😀😀😀😀😀').find((check) => check.id === 'length')?.passed).toBe(true);
  });

  it('caps the length', () => {
    expect(validatePassword(`Aa1!${longPaste('x')}`)).toBe('Input cannot contain more than 128 characters');
  });

  it('compares the confirmation with either wording', () => {
    expect(validatePasswordConfirmation('Abcdef1!', 'Abcdef1!')).toBeNull();
    expect(validatePasswordConfirmation('Abcdef1!', 'Abcdef1?')).toBe('New password and confirm password do not match');
    expect(validatePasswordConfirmation('a', 'b', 'profile')).toBe('New password and confirm password do not match.');
  });
});

describe('validateSubject, textareas and board messages', () => {
  it('keeps the subject between 1 and 50 characters', () => {
    expect(validateSubject('a')).toBeNull();
    expect(validateSubject('a'.repeat(50))).toBeNull();
    expect(validateSubject('a'.repeat(51))).toBe('Subject must be between 1 and 50 characters');
    expect(validateSubject('   ')).toBe('Subject must be between 1 and 50 characters');
  });

  it('counts a textarea as its counter does', () => {
    expect(validateTextareaLength('a'.repeat(500))).toBeNull();
    expect(validateTextareaLength(`${'a'.repeat(500)}   \n\n\n  `)).toBeNull();
    expect(validateTextareaLength('a'.repeat(501))).toBe('Input cannot contain more than 500 characters');
    expect(validateTextareaLength('a'.repeat(751), 750)).toBe('Input cannot contain more than 750 characters');
  });

  it('requires a message, or a message or attachments where files are allowed', () => {
    expect(validateMessage(' \n ', { max: 500 })).toBe('Message required');
    expect(validateMessage('', { max: 750, allowAttachments: true })).toBe('Either message or attachments required');
    expect(validateMessage('', { max: 750, allowAttachments: true, attachmentCount: 1 })).toBeNull();
    expect(validateMessage('hi', { max: 500 })).toBeNull();
    expect(validateMessage('a'.repeat(501), { max: 500 })).toBe('Input cannot contain more than 500 characters');
  });
});

describe('files', () => {
  const pdf = { name: 'plan.PDF', size: 2048, type: 'application/pdf' };
  const png = { name: 'photo.png', size: 5 * 1024 * 1024, type: 'image/png' };

  it('matches accept lists like the input does', () => {
    expect(matchesAccept(pdf, '.pdf')).toBe(true);
    expect(matchesAccept(pdf, 'application/pdf')).toBe(true);
    expect(matchesAccept(png, 'image/*')).toBe(true);
    expect(matchesAccept(png, '.pdf, text/plain')).toBe(false);
    expect(matchesAccept(png, '')).toBe(true);
  });

  it('says why a file is refused', () => {
    expect(validateFile(png, { accept: '.pdf' })).toBe('photo.png is not an accepted file type');
    expect(validateFile(png, { maxBytes: 1024 * 1024 })).toBe('photo.png is larger than 1 MB');
    expect(validateFile(pdf, { accept: '.pdf', maxBytes: 1024 * 1024 })).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
  });
});

describe('schemas', () => {
  it('report a missing value as required, never in zod’s own words', () => {
    for (const schema of [nameSchema, emailSchema, phoneSchema, postalCodeSchema, passwordSchema, subjectSchema, requiredText()]) {
      expect(messageOf(schema, undefined)).toBe('Field is required');
      expect(messageOf(schema, '')).toBe('Field is required');
      expect(messageOf(schema, '   ')).toBe('Field is required');
    }
    expect(messageOf(requiredChoice, '')).toBe('Field is required');
    expect(messageOf(requiredChoice, undefined)).toBe('Field is required');
    expect(messageOf(requiredChoices, [])).toBe('Field is required');
    expect(messageOf(presentPasswordSchema, ' ')).toBe('Field is required');
  });

  it('normalise whitespace as the inputs do', () => {
    expect(nameSchema.parse('  Anne   Marie ')).toBe('Anne Marie');
    expect(postalCodeSchema.parse(' a1a 1a1 ')).toBe('A1A 1A1');
    expect(emailSchema.parse(' a@b.ca ')).toBe('a@b.ca');
    expect(textareaSchema().parse('  Hello  \n\n\n  world  ')).toBe('Hello\nworld');
  });

  it('keep a password exactly as typed', () => {
    expect(passwordSchema.parse(' Abcdef1! ')).toBe(' Abcdef1! ');
    expect(messageOf(passwordSchema, 'abc')).toBe('Password must be at least 8 characters');
  });

  it('apply the rule order: required, character class, length, format', () => {
    // The schema sees the value as the input leaves it: a doubled space is already one.
    expect(messageOf(nameSchema, 'Anne  Marie')).toBeNull();
    expect(messageOf(nameSchema, 'Anne--Marie')).toBe('Name cannot have consecutive spaces and/or dashes');
    expect(messageOf(nameSchema, longPaste('a'))).toBe(`Input cannot contain more than ${FIELD_LIMITS.oneLineText} characters`);
    expect(messageOf(nameSchema, longPaste('<b>'))).toBe('Name can only contain letters');
    expect(messageOf(emailSchema, 'a@b@c.ca')).toBe('Email must only contain one @ symbol');
    expect(messageOf(phoneSchema, '90255512345')).toBe('Phone number must contain 10 digits');
    expect(messageOf(subjectSchema, 'a'.repeat(51))).toBe('Subject must be between 1 and 50 characters');
    expect(messageOf(requiredText(5), 'abcdef')).toBe('Input cannot contain more than 5 characters');
  });

  it('let optional fields be empty but check them when filled in', () => {
    expect(messageOf(optionalNameSchema, '')).toBeNull();
    expect(messageOf(optionalNameSchema, 'R2D2')).toBe('Name can only contain letters');
    expect(messageOf(optionalText(3), 'abcd')).toBe('Input cannot contain more than 3 characters');
    expect(messageOf(textareaSchema({ required: false }), '')).toBeNull();
    expect(messageOf(presentText, 'anything <at> all')).toBeNull();
  });

  it('survive hostile input with the rule’s message', () => {
    const paste = longPaste(NASTY);
    expect(messageOf(nameSchema, paste)).toBe('Name can only contain letters');
    expect(messageOf(emailSchema, paste)).toBe(MESSAGES.emailCharacters);
    expect(messageOf(phoneSchema, paste)).toBe('Phone number cannot contain a letter');
    expect(messageOf(postalCodeSchema, paste)).toBe(MESSAGES.postalCode);
    expect(messageOf(passwordSchema, paste)).toBe('Password must contain an uppercase letter');
    expect(messageOf(passwordSchema, `A${paste}1`)).toBe('Input cannot contain more than 128 characters');
    expect(messageOf(subjectSchema, paste)).toBe('Subject must be between 1 and 50 characters');
    expect(messageOf(textareaSchema(), paste)).toBe('Input cannot contain more than 500 characters');
    expect(messageOf(requiredText(), paste)).toBe('Input cannot contain more than 100 characters');
  });

  it('check file lists', () => {
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(messageOf(fileListSchema(), [])).toBeNull();
    expect(messageOf(fileListSchema({ required: true }), [])).toBe('Field is required');
    expect(messageOf(fileListSchema({ accept: '.pdf' }), [file])).toBe('a.txt is not an accepted file type');
    expect(messageOf(fileListSchema(), [file])).toBeNull();
  });

  it('put a board message’s error on the message field', () => {
    const comment = boardMessageSchema({ max: FIELD_LIMITS.commentMessage });
    const issues = comment.safeParse({ message: '  ', attachments: [] }).error?.issues;
    expect(issues).toEqual([expect.objectContaining({ path: ['message'], message: 'Message required' })]);

    const discussion = boardMessageSchema({ max: FIELD_LIMITS.discussionMessage, allowAttachments: true });
    expect(discussion.safeParse({ message: '', attachments: [] }).error?.issues[0]?.message).toBe(
      'Either message or attachments required',
    );
    expect(discussion.safeParse({ message: '', attachments: [new File(['x'], 'a.txt')] }).success).toBe(true);
    expect(discussion.parse({ message: ' hi\n\n there ', attachments: [] }).message).toBe('hi\nthere');
  });

  it('check the change-password form and put a mismatch on the confirmation', () => {
    const ok = { currentPassword: 'old', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
    expect(passwordChangeSchema.safeParse(ok).success).toBe(true);

    const mismatch = passwordChangeSchema.safeParse({ ...ok, confirmPassword: 'Abcdef1?' });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'New password and confirm password do not match.' }),
    ]);

    const empty = passwordChangeSchema.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['currentPassword', 'Field is required'],
      ['newPassword', 'Field is required'],
      ['confirmPassword', 'Field is required'],
    ]);

    const weak = passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abd' });
    expect(weak.error?.issues.map((issue) => issue.message)).toEqual([
      'Password must be at least 8 characters',
      'New password and confirm password do not match.',
    ]);
  });
});

// The same checks in each language, with that language's texts from the catalogue.
describe.each(LOCALES)('%s', (locale) => {
  function messageOf(schema: z.ZodMiniType, value: unknown): string | null {
    const result = schema.safeParse(value);
    if (result.success) return null;
    expect(result.error.issues).toHaveLength(1);
    return result.error.issues[0]?.message ?? null;
  }

  describe('validation messages', () => {
    beforeEach(() => setCurrentLocale(locale));

    it('has every message in the page’s language', () => {
      expect(MESSAGES).toMatchObject({
        required: m.shell_validation_required({}, { locale }),
        nameLetters: m.shell_validation_name_letters({}, { locale }),
        nameConsecutive: m.shell_validation_name_consecutive({}, { locale }),
        emailCharacters:
          m.shell_validation_email_characters({}, { locale }),
        emailOneAt: m.shell_validation_email_one_at({}, { locale }),
        emailInvalid: m.shell_validation_email_invalid({}, { locale }),
        phoneLetter: m.shell_validation_phone_letter({}, { locale }),
        phoneDigits: m.shell_validation_phone_digits({}, { locale }),
        postalCode: m.shell_validation_postal_code({}, { locale }),
        passwordLength: m.shell_validation_password_length({}, { locale }),
        passwordUppercase: m.shell_validation_password_uppercase({}, { locale }),
        passwordLowercase: m.shell_validation_password_lowercase({}, { locale }),
        passwordNumber: m.shell_validation_password_number({}, { locale }),
        passwordSpecial: m.shell_validation_password_special({}, { locale }),
        subject: m.shell_validation_subject({}, { locale }),
        passwordMismatch: m.shell_validation_password_mismatch({}, { locale }),
        passwordMismatchProfile: m.shell_validation_password_mismatch_profile({}, { locale }),
        messageRequired: m.shell_validation_message_required({}, { locale }),
        messageOrAttachments: m.shell_validation_message_or_attachments({}, { locale }),
      });
      expect(MESSAGES.maxLength(50)).toBe(m.shell_validation_max_length({ max: 50 }, { locale }));
    });

    it('has the rules return the message in the page’s language', () => {
      expect(validateMaxLength('a'.repeat(51), 50)).toBe(m.shell_validation_max_length({ max: 50 }, { locale }));
      expect(validateName("O'Brien")).toBe(m.shell_validation_name_letters({}, { locale }));
      expect(validateName('Anne  Marie')).toBe(m.shell_validation_name_consecutive({}, { locale }));
      expect(validateEmail('a b@c.ca')).toBe(
        m.shell_validation_email_characters({}, { locale }),
      );
      expect(validateEmail('a@b@c.ca')).toBe(m.shell_validation_email_one_at({}, { locale }));
      expect(validateEmail('pascale.leblanc')).toBe(m.shell_validation_email_invalid({}, { locale }));
      expect(validatePhone('506-555-O123')).toBe(m.shell_validation_phone_letter({}, { locale }));
      expect(validatePhone('506-555-123')).toBe(m.shell_validation_phone_digits({}, { locale }));
      expect(validatePostalCode('D1A 1A1')).toBe(m.shell_validation_postal_code({}, { locale }));
      expect(validateSubject('a'.repeat(51))).toBe(m.shell_validation_subject({}, { locale }));
      expect(validatePassword('abcdefg1!')).toBe(m.shell_validation_password_uppercase({}, { locale }));
      expect(validatePasswordConfirmation('Abcdef1!', 'Abcdef1?')).toBe(m.shell_validation_password_mismatch({}, { locale }));
    });

    it('lists the password checklist', () => {
      expect(passwordChecks('Abc')).toEqual([
        { id: 'length', message: m.shell_validation_password_length({}, { locale }), passed: false },
        { id: 'uppercase', message: m.shell_validation_password_uppercase({}, { locale }), passed: true },
        { id: 'lowercase', message: m.shell_validation_password_lowercase({}, { locale }), passed: true },
        { id: 'number', message: m.shell_validation_password_number({}, { locale }), passed: false },
        { id: 'special', message: m.shell_validation_password_special({}, { locale }), passed: false },
      ]);
    });

    it('has the schemas built at load time report', () => {
      for (const schema of [nameSchema, emailSchema, phoneSchema, postalCodeSchema, passwordSchema, presentPasswordSchema, subjectSchema, requiredText(), requiredChoice]) {
        expect(messageOf(schema, undefined)).toBe(m.shell_validation_required({}, { locale }));
        expect(messageOf(schema, '')).toBe(m.shell_validation_required({}, { locale }));
      }
      expect(messageOf(requiredChoices, [])).toBe(m.shell_validation_required({}, { locale }));
      expect(messageOf(requiredChoices, undefined)).toBe(m.shell_validation_required({}, { locale }));
      expect(messageOf(emailSchema, 'jean@exemple')).toBe(m.shell_validation_email_invalid({}, { locale }));
      expect(messageOf(passwordSchema, 'abc')).toBe(m.shell_validation_password_length({}, { locale }));

      const comment = boardMessageSchema({ max: FIELD_LIMITS.commentMessage });
      expect(comment.safeParse({ message: ' ', attachments: [] }).error?.issues[0]?.message).toBe(m.shell_validation_message_required({}, { locale }));
      const discussion = boardMessageSchema({ max: FIELD_LIMITS.discussionMessage, allowAttachments: true });
      expect(discussion.safeParse({ message: '', attachments: [] }).error?.issues[0]?.message).toBe(m.shell_validation_message_or_attachments({}, { locale }));

      const mismatch = passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' });
      expect(mismatch.error?.issues[0]?.message).toBe(m.shell_validation_password_mismatch_profile({}, { locale }));
    });

    it('says why a file is refused', () => {
      const png = { name: 'photo.png', size: 5 * 1024 * 1024, type: 'image/png' };
      expect(validateFile(png, { accept: '.pdf' })).toBe(m.shell_validation_file_type({ fileName: 'photo.png' }, { locale }));
      expect(validateFile(png, { maxBytes: 1024 * 1024 })).toBe(
        m.shell_validation_file_size({ fileName: 'photo.png', size: formatBytes(1024 * 1024) }, { locale }),
      );
      expect(messageOf(fileListSchema({ required: true }), [])).toBe(m.shell_validation_required({}, { locale }));
      expect(messageOf(fileListSchema({ accept: '.pdf' }), [new File(['x'], 'a.txt', { type: 'text/plain' })])).toBe(
        m.shell_validation_file_type({ fileName: 'a.txt' }, { locale }),
      );
    });
  });
});

// French only: the language switching under a built schema, and French number
// and plural forms (decimal comma, no-break space, singular for 0 and 1).
describe('validation on a French page', () => {
  const NBSP = '\u00a0';
  beforeEach(() => setCurrentLocale('fr-CA'));

  it('reads each message when it is asked for, so the language can change in between', () => {
    expect(MESSAGES.required).toBe('Ce champ est obligatoire');
    setCurrentLocale('en-CA');
    expect(MESSAGES.required).toBe('Field is required');
    setCurrentLocale('fr-CA');
    expect(MESSAGES.required).toBe('Ce champ est obligatoire');
  });

  it('formats sizes with a decimal comma and French units', () => {
    expect(formatBytes(1)).toBe(`1${NBSP}octet`);
    expect(formatBytes(512)).toBe(`512${NBSP}octets`);
    expect(formatBytes(1536)).toBe(`1,5${NBSP}Ko`);
    expect(formatBytes(10 * 1024 * 1024)).toBe(`10${NBSP}Mo`);
    expect(formatBytes(3 * 1024 * 1024 * 1024)).toBe(`3${NBSP}Go`);
  });

  it('counts a textarea’s characters, singular for 0 and 1', () => {
    expect(counterText('', 500)).toBe(`500${NBSP}caractères restants`);
    expect(counterText('a'.repeat(499), 500)).toBe(`1${NBSP}caractère restant`);
    expect(counterText('a'.repeat(500), 500)).toBe(`0${NBSP}caractère restant`);
    expect(counterText('a'.repeat(501), 500)).toBe(`1${NBSP}caractère de trop (limite de 500${NBSP}caractères)`);
    expect(counterText('a'.repeat(510), 500)).toBe(`10${NBSP}caractères de trop (limite de 500${NBSP}caractères)`);
  });
});
