// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readApplicantPrefill } from './prefill';

describe('readApplicantPrefill', () => {
  it('takes the names as the inputs would tidy them', () => {
    expect(readApplicantPrefill({ firstName: '  Anne   Marie ', lastName: 'Poirier', businessName: 'Woodlot' })).toEqual({
      firstName: 'Anne Marie',
      lastName: 'Poirier',
      businessName: 'Woodlot',
    });
  });

  it.each([null, undefined, 'Anne', 42, [], { firstName: 1, lastName: null, businessName: {} }])(
    'gives empty names for %j',
    (state) => {
      expect(readApplicantPrefill(state)).toEqual({ firstName: '', lastName: '', businessName: '' });
    },
  );

  it('keeps the valid names of a partly malformed state', () => {
    expect(readApplicantPrefill({ firstName: 'Anne', lastName: 7 })).toEqual({ firstName: 'Anne', lastName: '', businessName: '' });
  });
});
