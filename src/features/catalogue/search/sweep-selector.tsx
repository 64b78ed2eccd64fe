// /sweeps (spec §2): basic and specialised measurements of a sweep, options
// and a zip/postal code. "Find sweeps" puts them in the URL, which the
// results below the form read (a deliberate departure from the spec's unwired
// form: its texts and controls are kept). The zip/postal code is the store's
// filter of the same name.
import { useId } from 'react';
import { m } from '../../../i18n';
import { readFilters } from '../url/filters';
import { fieldValue, PERFORMANCE_FIELDS, readDetails, SWEEP_FIELDS, type SweepField } from '../url/search-url';
import { PerformanceFields } from './performance-fields';
import { CheckboxGroup, MeasurementField, type CheckboxOption } from './measurement-field';
import { useSearchForm } from './use-search-form';
import selector from './selector.module.css';
import styles from './search.module.css';

const SWEEP_OPTIONS: readonly CheckboxOption[] = [
  { value: 'species', label: m.store_detail_species },
  { value: 'grading', label: m.store_detail_grading },
  { value: 'heritage', label: m.store_detail_heritage },
  { value: 'ecology', label: m.store_detail_ecology },
  { value: 'availability', label: m.store_detail_availability },
];

function SweepDiagram() {
  const id = useId();
  return (
    <figure className={selector.diagramFigure}>
      <svg className={selector.diagramSvg} viewBox="0 60 340 175" role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>
          {m.store_sweep_diagram()}
        </title>
        <defs>
          <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M0 0 10 5 0 10z" fill="currentColor" />
          </marker>
        </defs>
        <path d="M30 170Q170 10 310 170l-30 6Q170 54 60 176z" fill="#d9a66b" stroke="#6e3a1a" strokeWidth="3" />
        <path d="M48 164Q170 38 294 164" stroke="#b07a45" strokeWidth="1.5" fill="none" />
        <line x1="30" y1="170" x2="310" y2="170" stroke="currentColor" strokeDasharray="5 4" strokeWidth="1.5" />
        <g stroke="currentColor" strokeWidth="1.5" markerStart={`url(#${id}-arrow)`} markerEnd={`url(#${id}-arrow)`}>
          <line x1="30" y1="200" x2="310" y2="200" />
          <line x1="170" y1="166" x2="170" y2="94" />
        </g>
        <g fontSize="14" fill="currentColor" fontFamily="system-ui, sans-serif" fontWeight="700">
          <text x="170" y="222" textAnchor="middle">
            X
          </text>
          <text x="180" y="136">
            Y
          </text>
        </g>
      </svg>
      <figcaption>{m.store_sweep_caption()}</figcaption>
    </figure>
  );
}

const POSTAL_CODE_FIELD = 'postal';

export function SweepSelector() {
  const { params, onSubmit } = useSearchForm(
    [...SWEEP_FIELDS, ...PERFORMANCE_FIELDS],
    SWEEP_OPTIONS.map((option) => option.value),
    POSTAL_CODE_FIELD,
  );
  const field = (name: SweepField) => ({ name, defaultValue: fieldValue(params, name) });
  return (
    <div className={selector.selectorLayout}>
      <SweepDiagram />
      <form method="post" className={`card ${selector.selectorForm}`} aria-labelledby="sweep-form-heading" onSubmit={onSubmit} noValidate>
        <h2 id="sweep-form-heading">{m.store_sweep_form_heading()}</h2>
        <fieldset className={selector.measurements}>
          <legend className={styles.legend}>{m.store_sweep_basic()}</legend>
          <MeasurementField {...field('X')} label="X" hint={m.store_sweep_span()} unit="inches" />
          <MeasurementField {...field('Y')} label="Y" hint={m.store_sweep_rise()} unit="inches" />
          <MeasurementField {...field('A')} label="A" hint={m.store_sweep_angle()} unit="degrees" />
        </fieldset>
        <fieldset className={selector.measurements}>
          <legend className={styles.legend}>{m.store_sweep_specialized()}</legend>
          <MeasurementField {...field('Xo')} label="Xo" hint={m.store_sweep_offset_across()} unit="inches" />
          <MeasurementField {...field('Yo')} label="Yo" hint={m.store_sweep_offset_up()} unit="inches" />
          <MeasurementField {...field('Ro')} label="Ro" hint={m.store_sweep_radius()} unit="inches" />
          <MeasurementField {...field('sA')} label="A" hint={m.store_sweep_arc_angle()} unit="degrees" />
          <MeasurementField {...field('T')} label="T" hint={m.store_sweep_thickness()} unit="inches" />
        </fieldset>
        <PerformanceFields params={params} />
        <CheckboxGroup legend={m.store_show_details_on()} options={SWEEP_OPTIONS} checked={readDetails(params)} />
        <div className={selector.postal}>
          <label className={styles.fieldLabel} htmlFor="sweep-postal-code">
            {m.store_sweep_postal_code()}
          </label>
          <input
            id="sweep-postal-code"
            name={POSTAL_CODE_FIELD}
            defaultValue={readFilters(params).postalCode}
            className={styles.input}
            type="text"
            autoComplete="postal-code"
          />
        </div>
        <div className={selector.formFooter}>
          <button type="submit" className="button">
            {m.store_sweep_find()}
          </button>
        </div>
      </form>
    </div>
  );
}
