// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIELDS } from '../../domain/model/schemas';
import { FORM_FIELDS } from './fields';

describe('the form fields built from the stored shapes', () => {
  it('give the spec’s message first, then leave the value as the service stores it', () => {
    expect(FORM_FIELDS.email.safeParse('pascale.leblanc').error?.issues[0]?.message).toBe('Not a valid email');
    expect(FORM_FIELDS.email.parse('  Marie.Landry@Example.COM ')).toBe('marie.landry@example.com');
    expect(FORM_FIELDS.postalCode.parse('e1a 3c4')).toBe('E1A 3C4');
  });

  it('refuse, with the max-length message, a phone longer than the service stores', () => {
    const long = '(506) 555 - 0100 --------';
    expect(FIELDS.phone.safeParse(long).success).toBe(false);
    expect(FORM_FIELDS.phone.safeParse(long).error?.issues.map((issue) => issue.message)).toEqual([
      'Input cannot contain more than 20 characters',
    ]);
  });

  it('accept nothing the service would refuse', () => {
    const accepted = ['anne@example.com', 'Anne-Marie', '(506) 555-0100', 'E1A-3C4', 'Timber!2345'];
    const fields = [FORM_FIELDS.email, FORM_FIELDS.name, FORM_FIELDS.phone, FORM_FIELDS.postalCode, FORM_FIELDS.password];
    fields.forEach((field, index) => expect(field.safeParse(accepted[index]).success).toBe(true));
    expect(FIELDS.email.safeParse(FORM_FIELDS.email.parse('ANNE@EXAMPLE.COM')).success).toBe(true);
  });
});
