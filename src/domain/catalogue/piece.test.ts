// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { radiusFromSpanAndRise } from './matching';
import { isPiecePhotoPath, PARTNER_IDS, pieceSchema, PIECE_LIMITS, type PieceData } from './piece';
import { SEED_PIECES } from './seed-pieces';

const knee: PieceData = {
  kind: 'knee',
  measures: { armLength: 450, armDepth: 110, legLength: 400, legDepth: 105, thickness: 65 },
  species: 'larch',
  grade: 'ungraded',
  source: 'woodlot',
  drying: 'green',
  postalCode: 'B0J 2C0',
  town: 'Lunenburg',
  partnerId: 'originator',
  photos: ['pieces/originator/knee-02/1.jpg'],
  priceCents: 16_000,
  note: '',
  availability: 'available',
};

const sweep: PieceData = { ...knee, kind: 'sweep', measures: { span: 1200, rise: 102.9, thickness: 90 } };

const parse = (input: unknown) => pieceSchema.safeParse(input);

describe('the piece schema', () => {
  it('takes a knee and a sweep as the backends store them', () => {
    expect(parse(knee).data).toEqual(knee);
    expect(parse(sweep).data).toEqual(sweep);
    expect(parse({ ...sweep, measures: { ...sweep.measures, radius: 1800, arcAngle: 39 } }).success).toBe(true);
  });

  it('stores lengths to the tenth of a millimetre, and a postal code in capitals', () => {
    const typed = { ...knee, postalCode: 'b0j 2c0', measures: { ...knee.measures, armLength: 304.8 + 0.04, thickness: 19.05 } };
    const stored = parse(typed).data;
    expect(stored?.measures).toMatchObject({ armLength: 304.8, thickness: 19.1 });
    expect(stored?.postalCode).toBe('B0J 2C0');
  });

  it('takes "price on request" as null, and only whole cents', () => {
    expect(parse({ ...knee, priceCents: null }).success).toBe(true);
    expect(parse({ ...knee, priceCents: 160.5 }).success).toBe(false);
    expect(parse({ ...knee, priceCents: -100 }).success).toBe(false);
    expect(parse({ ...knee, priceCents: PIECE_LIMITS.priceCents + 1 }).success).toBe(false);
  });

  it.each([
    ['a measurement of zero', { ...knee, measures: { ...knee.measures, thickness: 0 } }],
    ['a negative measurement', { ...knee, measures: { ...knee.measures, armLength: -400 } }],
    ['a measurement past 20 m', { ...knee, measures: { ...knee.measures, legLength: 20_000.1 } }],
    ['a missing measurement', { ...knee, measures: { armLength: 450, armDepth: 110, legLength: 400, legDepth: 105 } }],
    ['a knee measured as a sweep', { ...knee, measures: sweep.measures }],
    ['a sweep with no rise (a straight piece)', { ...sweep, measures: { ...sweep.measures, rise: 0 } }],
    ['an arc angle past a circle', { ...sweep, measures: { ...sweep.measures, arcAngle: 361 } }],
    ['a species not in the store', { ...knee, species: 'teak' }],
    ['a partner not in the consortium', { ...knee, partnerId: 'someone' }],
    ['an unknown source', { ...knee, source: 'imported' }],
    ['an unknown drying', { ...knee, drying: 'steamed' }],
    ['an unknown grade', { ...knee, grade: 'premium' }],
    ['an unknown availability', { ...knee, availability: 'gone' }],
    ['a postal code that is not Canadian', { ...knee, postalCode: '90210' }],
    ['an empty town', { ...knee, town: '  ' }],
    ['a note past 500 characters', { ...knee, note: 'x'.repeat(501) }],
    ['seven photos', { ...knee, photos: Array.from({ length: 7 }, (_, i) => `pieces/originator/knee-02/${i}.jpg`) }],
    ["a photo in another partner's folder", { ...knee, photos: ['pieces/sawyer/knee-02/1.jpg'] }],
    ['a photo path that climbs out', { ...knee, photos: ['pieces/originator/../sawyer/1.jpg'] }],
    ['a photo path outside the pieces', { ...knee, photos: ['attachments/uid/board/1.jpg'] }],
    ['a photo given as a URL', { ...knee, photos: ['https://evil.example/pieces/originator/knee-02/1.jpg'] }],
    ['no kind', { ...knee, kind: undefined }],
  ])('refuses %s', (_, input) => {
    expect(parse(input).success).toBe(false);
  });

  it("takes six photos, and knows a photo path as this piece's", () => {
    const photos = Array.from({ length: 6 }, (_, i) => `pieces/originator/knee-02/${i}.webp`);
    expect(parse({ ...knee, photos }).success).toBe(true);
    expect(isPiecePhotoPath('pieces/originator/knee-02/1.jpg', { id: 'knee-02', partnerId: 'originator' })).toBe(true);
    expect(isPiecePhotoPath('pieces/originator/knee-03/1.jpg', { id: 'knee-02', partnerId: 'originator' })).toBe(false);
    expect(isPiecePhotoPath('pieces/sawyer/knee-02/1.jpg', { id: 'knee-02', partnerId: 'originator' })).toBe(false);
  });
});

describe('the seeded stock', () => {
  it.each(SEED_PIECES.map((piece) => [piece.id, piece] as const))('%s is a valid piece, stored as the schema stores it', (_, piece) => {
    const { id: _id, ...data } = piece;
    const result = parse(data);
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual(data);
  });

  it('has about 40 pieces with distinct ids, knees and sweeps in every partner’s yard', () => {
    expect(SEED_PIECES.length).toBe(40);
    expect(new Set(SEED_PIECES.map((piece) => piece.id)).size).toBe(SEED_PIECES.length);
    for (const partnerId of PARTNER_IDS) {
      const own = SEED_PIECES.filter((piece) => piece.partnerId === partnerId);
      expect(new Set(own.map((piece) => piece.kind)), partnerId).toEqual(new Set(['knee', 'sweep']));
    }
  });

  it('has tamarack, spruce, oak, birch and maple, and pieces reserved and sold', () => {
    const species = new Set(SEED_PIECES.map((piece) => piece.species));
    for (const wanted of ['larch', 'black-spruce', 'red-oak', 'yellow-birch', 'sugar-maple']) expect(species).toContain(wanted);
    const availability = new Set(SEED_PIECES.map((piece) => piece.availability));
    expect(availability).toEqual(new Set(['available', 'reserved', 'sold']));
  });

  it('has hackmatack knees with arms of 300–900 mm and sweeps of 1.5–6 m radius, each rise true to its radius', () => {
    for (const piece of SEED_PIECES) {
      if (piece.kind === 'knee' && piece.species === 'larch') {
        expect(piece.measures.armLength, piece.id).toBeGreaterThanOrEqual(300);
        expect(piece.measures.armLength, piece.id).toBeLessThanOrEqual(900);
      }
      if (piece.kind === 'sweep') {
        const fromRise = radiusFromSpanAndRise(piece.measures.span, piece.measures.rise);
        expect(fromRise, piece.id).toBeGreaterThanOrEqual(1500 * 0.99);
        expect(fromRise, piece.id).toBeLessThanOrEqual(6000 * 1.01);
        // A listed radius agrees with the span and rise to within 1 %: the rises are that radius's, to the tenth.
        if (piece.measures.radius !== undefined) expect(Math.abs(fromRise / piece.measures.radius - 1), piece.id).toBeLessThan(0.01);
      }
    }
  });
});
