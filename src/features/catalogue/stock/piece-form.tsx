// "Add a piece" and editing one: a knee's five measurements or a sweep's span,
// rise and thickness (with its radius and arc angle where measured), in inches
// or millimetres; species, grade, source, drying, where the yard is, up to six
// photos, the price or "price on request", and a note. A failed save keeps
// everything typed and says why; a saved piece closes the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { RadioGroupField, SelectField, type ChoiceOption } from '../../../components/ui/choice-fields';
import { PostalCodeField, TextField } from '../../../components/ui/field';
import { FileListField } from '../../../components/ui/file-list-field';
import { FormStatus } from '../../../components/ui/form-status';
import layout from '../../../components/ui/form-layout.module.css';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { localizedOption } from '../../../config/options';
import { DRYING_METHODS, GRADES, KNEE_MEASURES, PIECE_LIMITS, PIECE_SOURCES, SPECIES_IDS, type PartnerId, type Piece } from '../../../domain/catalogue/piece';
import { ATTACHMENT_LIMITS } from '../../../domain/limits';
import { m } from '../../../i18n';
import { useServiceForm } from '../../../lib/forms/use-service-form';
import { EMPTY_PIECE_FORM, formValuesOf, pieceFormSchema, pieceOf, type PieceFormInput, type PieceFormValues } from './piece-form-schema';
import { refusalMessage } from './refusals';
import { DRYING_NAMES, GRADE_NAMES, KNEE_MEASURE_NAMES, SOURCE_NAMES, SWEEP_MEASURE_NAMES, type SpeciesLink } from '../piece-text';
import styles from '../catalogue.module.css';

const KIND_OPTIONS = [localizedOption('knee', m.stock_kind_knee), localizedOption('sweep', m.stock_kind_sweep)];
const UNIT_OPTIONS = [localizedOption('in', m.stock_unit_inches), localizedOption('mm', m.stock_unit_millimetres)];
const PRICE_OPTIONS = [localizedOption('price', m.stock_price_in_dollars), localizedOption('request', m.stock_price_on_request)];
const GRADE_OPTIONS = GRADES.map((grade) => localizedOption(grade, GRADE_NAMES[grade]));
const SOURCE_OPTIONS = PIECE_SOURCES.map((source) => localizedOption(source, SOURCE_NAMES[source]));
const DRYING_OPTIONS = DRYING_METHODS.map((drying) => localizedOption(drying, DRYING_NAMES[drying]));
const IMAGE_TYPES = ATTACHMENT_LIMITS.types.filter((type) => type.startsWith('image/')).join(',');

export interface PieceFormProps {
  /** The partner the piece is listed for. */
  partnerId: PartnerId;
  /** The piece being edited; none to add one. */
  piece?: Piece;
  species: SpeciesLink;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

export function PieceForm({ partnerId, piece, species, onSaved, onCancel }: PieceFormProps) {
  const form = useForm<PieceFormInput, unknown, PieceFormValues>({
    resolver: zodResolver(pieceFormSchema),
    defaultValues: piece ? formValuesOf(piece) : EMPTY_PIECE_FORM,
  });
  const { control } = form;
  const [kind, unit, priceMode] = useWatch({ control, name: ['kind', 'unit', 'priceMode'] });
  const kept = piece?.photos ?? [];
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: async (services, values) => {
      const catalogue = services.catalogue;
      const { id } = await catalogue.savePiece({ id: piece?.id, partnerId, piece: pieceOf(values, kept) });
      if (values.photos.length > 0) {
        const uploaded = await Promise.all(values.photos.map((file) => catalogue.uploadPhoto(partnerId, id, file)));
        await catalogue.savePiece({ id, partnerId, piece: pieceOf(values, [...kept, ...uploaded]) });
      }
      onSaved(id);
    },
    failure: m.stock_save_failed(),
    expected: refusalMessage,
    log: 'Saving the piece failed.',
  });
  const speciesOptions: ChoiceOption[] = SPECIES_IDS.map((id) => localizedOption(id, () => species(id).name));
  const unitWord = unit === 'mm' ? m.stock_unit_millimetres() : m.stock_unit_inches();
  const length = (name: 'armLength' | 'armDepth' | 'legLength' | 'legDepth' | 'thickness' | 'span' | 'rise' | 'radius', label: string, optional = false) => (
    <TextField
      key={name}
      control={control}
      name={name}
      label={optional ? m.stock_optional({ label }) : label}
      hint={m.stock_length_hint({ unit: unitWord })}
      inputMode="decimal"
    />
  );

  return (
    <form method="post" className={`card ${layout.grid}`} onSubmit={onSubmit} noValidate aria-labelledby="piece-form-heading">
      <h2 id="piece-form-heading" className={layout.wide}>
        {piece ? m.stock_edit_heading() : m.stock_add_heading()}
      </h2>
      <RadioGroupField control={control} name="kind" legend={m.stock_kind()} options={KIND_OPTIONS} />
      <RadioGroupField control={control} name="unit" legend={m.stock_unit()} options={UNIT_OPTIONS} />
      <fieldset className={`${layout.wide} ${styles.measureGroup}`}>
        <legend>{m.stock_measurements()}</legend>
        {kind === 'knee'
          ? KNEE_MEASURES.map((measure) => length(measure, KNEE_MEASURE_NAMES[measure]()))
          : [
              length('span', SWEEP_MEASURE_NAMES.span()),
              length('rise', SWEEP_MEASURE_NAMES.rise()),
              length('thickness', SWEEP_MEASURE_NAMES.thickness()),
              length('radius', SWEEP_MEASURE_NAMES.radius(), true),
              <TextField key="arcAngle" control={control} name="arcAngle" label={m.stock_optional({ label: m.stock_sweep_arc_angle() })} hint={m.stock_angle_hint()} inputMode="decimal" />,
            ]}
      </fieldset>
      <SelectField control={control} name="species" label={m.stock_detail_species()} emptyOptionLabel={m.stock_species_empty()} options={speciesOptions} />
      <SelectField control={control} name="grade" label={m.stock_detail_grade()} options={GRADE_OPTIONS} />
      <RadioGroupField control={control} name="source" legend={m.stock_source()} options={SOURCE_OPTIONS} />
      <RadioGroupField control={control} name="drying" legend={m.stock_drying()} options={DRYING_OPTIONS} />
      <PostalCodeField control={control} name="postalCode" label={m.stock_postal_code()} />
      <TextField control={control} name="town" label={m.stock_town()} autoComplete="address-level2" />
      <RadioGroupField control={control} name="priceMode" legend={m.stock_price()} options={PRICE_OPTIONS} />
      {priceMode === 'price' && <TextField control={control} name="price" label={m.stock_price_dollars()} inputMode="decimal" />}
      <div className={layout.wide}>
        <TextAreaField control={control} name="note" label={m.stock_optional({ label: m.stock_note() })} max={PIECE_LIMITS.note} rows={4} />
      </div>
      <div className={layout.wide}>
        <FileListField
          control={control}
          name="photos"
          label={m.stock_optional({ label: m.stock_photos() })}
          hint={kept.length < PIECE_LIMITS.photos ? m.stock_photos_hint({ count: PIECE_LIMITS.photos - kept.length }) : m.stock_photos_full()}
          accept={IMAGE_TYPES}
          maxFileBytes={ATTACHMENT_LIMITS.bytes}
        />
      </div>
      <div className={`${layout.actions} ${styles.formActions}`}>
        <button type="submit" className="button" aria-disabled={submitting || undefined}>
          {submitting ? m.stock_saving() : m.stock_save()}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {m.stock_cancel()}
        </button>
        <FormStatus result={result?.kind === 'error' ? result : null} />
      </div>
    </form>
  );
}
