// /knees (spec §2): the measurements and options of a knee. "Find knees"
// puts them in the URL, which the results below the form read (a deliberate
// departure from the spec's unwired form: its texts and controls are kept).
import { useId } from 'react';
import { m } from '../../../i18n';
import { fieldValue, PERFORMANCE_FIELDS, readDetails } from '../url/search-url';
import { PerformanceFields } from './performance-fields';
import { CheckboxGroup, MeasurementField, type CheckboxOption } from './measurement-field';
import { useSearchForm } from './use-search-form';
import selector from './selector.module.css';
import styles from './search.module.css';

const KNEE_OPTIONS: readonly CheckboxOption[] = [
  { value: 'species', label: m.store_detail_species },
  { value: 'grade', label: m.store_detail_grade },
  { value: 'origin', label: m.store_detail_origin },
  { value: 'ecology', label: m.store_detail_ecology },
  { value: 'strength', label: m.store_detail_strength },
];

function KneeDiagram() {
  const id = useId();
  return (
    <figure className={selector.diagramFigure}>
      <svg className={selector.diagramSvg} viewBox="0 0 340 250" role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>
          {m.store_knee_diagram()}
        </title>
        <defs>
          <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M0 0 10 5 0 10z" fill="currentColor" />
          </marker>
        </defs>
        <path d="M60 30h44v96q0 34 34 34h130v44H60z" fill="#d9a66b" stroke="#6e3a1a" strokeWidth="3" />
        <path d="M70 40v150M82 40v120q2 20 20 34M94 40v86q4 24 30 38M120 174h140M130 186h130" stroke="#b07a45" strokeWidth="1.5" fill="none" />
        <g stroke="currentColor" strokeWidth="1.5" markerStart={`url(#${id}-arrow)`} markerEnd={`url(#${id}-arrow)`}>
          <line x1="40" y1="30" x2="40" y2="204" />
          <line x1="60" y1="16" x2="104" y2="16" />
          <line x1="60" y1="222" x2="268" y2="222" />
          <line x1="286" y1="160" x2="286" y2="204" />
        </g>
        <g fontSize="13" fill="currentColor" fontFamily="system-ui, sans-serif" fontWeight="600">
          <text x="34" y="120" textAnchor="middle" transform="rotate(-90 34 120)">
            {m.store_knee_leg_length()}
          </text>
          <text x="112" y="20">{m.store_knee_leg_depth()}</text>
          <text x="164" y="242" textAnchor="middle">
            {m.store_knee_arm_length()}
          </text>
          <text x="294" y="186">{m.store_knee_diagram_arm_depth_1()}</text>
          <text x="294" y="200">{m.store_knee_diagram_arm_depth_2()}</text>
        </g>
      </svg>
      <figcaption>{m.store_knee_caption()}</figcaption>
    </figure>
  );
}

const KNEE_FIELDS = ['armLength', 'armDepth', 'legLength', 'legDepth', 'thickness'] as const;

export function KneeSelector() {
  const { params, onSubmit } = useSearchForm(
    [...KNEE_FIELDS, ...PERFORMANCE_FIELDS],
    KNEE_OPTIONS.map((option) => option.value),
  );
  const field = (name: (typeof KNEE_FIELDS)[number]) => ({ name, defaultValue: fieldValue(params, name) });
  return (
    <div className={selector.selectorLayout}>
      <KneeDiagram />
      <form method="post" className={`card ${selector.selectorForm}`} aria-labelledby="knee-form-heading" onSubmit={onSubmit} noValidate>
        <h2 id="knee-form-heading">{m.store_knee_form_heading()}</h2>
        <fieldset className={selector.measurements}>
          <legend className={styles.legend}>{m.store_knee_measurements()}</legend>
          <MeasurementField label={m.store_knee_arm_length()} unit="inches" {...field('armLength')} />
          <MeasurementField label={m.store_knee_arm_depth()} unit="inches" {...field('armDepth')} />
          <MeasurementField label={m.store_knee_leg_length()} unit="inches" {...field('legLength')} />
          <MeasurementField label={m.store_knee_leg_depth()} unit="inches" {...field('legDepth')} />
          <MeasurementField label={m.store_knee_thickness()} unit="inches" {...field('thickness')} />
        </fieldset>
        <PerformanceFields params={params} />
        <CheckboxGroup legend={m.store_show_details_on()} options={KNEE_OPTIONS} checked={readDetails(params)} />
        <div className={selector.formFooter}>
          <button type="submit" className="button">
            {m.store_knee_find()}
          </button>
        </div>
      </form>
    </div>
  );
}
