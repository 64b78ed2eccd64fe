// /knees (spec §2): the measurements and options of a knee. Not wired to any
// call (spec §7); the inputs keep what is typed while the page is open.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CheckboxGroup, MeasurementField } from './measurement-field';
import selector from './selector.module.css';
import styles from './store.module.css';

const KNEE_OPTIONS = ['Species', 'Grade', 'Origin', 'Ecology', 'Strength'] as const;

function KneeDiagram() {
  const id = useId();
  return (
    <figure className={selector.diagramFigure}>
      <svg className={selector.diagramSvg} viewBox="0 0 340 250" role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>
          A knee: the leg rises on the left, the arm runs along the bottom, and the curved throat joins them.
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
            Leg Length
          </text>
          <text x="112" y="20">Leg Depth</text>
          <text x="164" y="242" textAnchor="middle">
            Arm Length
          </text>
          <text x="294" y="186">Arm</text>
          <text x="294" y="200">Depth</text>
        </g>
      </svg>
      <figcaption>Thickness is measured across the face, at right angles to the drawing.</figcaption>
    </figure>
  );
}

export function KneeSelector() {
  return (
    <div className={selector.selectorLayout}>
      <KneeDiagram />
      <form method="post" className={`card ${selector.selectorForm}`} aria-labelledby="knee-form-heading" onSubmit={(event) => event.preventDefault()} noValidate>
        <h2 id="knee-form-heading">Describe your knee</h2>
        <fieldset className={selector.measurements}>
          <legend className={styles.legend}>Measurements</legend>
          <MeasurementField label="Arm Length" unit="in" unitName="inches" />
          <MeasurementField label="Arm Depth" unit="in" unitName="inches" />
          <MeasurementField label="Leg Length" unit="in" unitName="inches" />
          <MeasurementField label="Leg Depth" unit="in" unitName="inches" />
          <MeasurementField label="Thickness" unit="in" unitName="inches" />
        </fieldset>
        <CheckboxGroup legend="Show details on" options={KNEE_OPTIONS} />
        <div className={selector.formFooter}>
          <button type="submit" className="button" disabled aria-describedby="knee-search-status">
            Find knees
          </button>
          <p id="knee-search-status" className={styles.status}>
            Knee search is not connected yet. Until it is, send your sizes in a{' '}
            <Link to={paths.custom}>custom request</Link>.
          </p>
        </div>
      </form>
    </div>
  );
}
