// /sweeps (spec §2): basic and specialised measurements of a sweep, options
// and a zip/postal code. Not wired to any call (spec §7).
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CheckboxGroup, MeasurementField } from './measurement-field';
import selector from './selector.module.css';
import styles from './store.module.css';

const SWEEP_OPTIONS = ['Species', 'Grading', 'Heritage', 'Ecology', 'Availability'] as const;

function SweepDiagram() {
  const id = useId();
  return (
    <figure className={selector.diagramFigure}>
      <svg className={selector.diagramSvg} viewBox="0 60 340 175" role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>
          A sweep: a curved timber whose span is X and whose rise above the chord is Y.
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
      <figcaption>Measure the span along the chord and the rise at the middle of the curve.</figcaption>
    </figure>
  );
}

export function SweepSelector() {
  return (
    <div className={selector.selectorLayout}>
      <SweepDiagram />
      <form method="post" className={`card ${selector.selectorForm}`} aria-labelledby="sweep-form-heading" onSubmit={(event) => event.preventDefault()} noValidate>
        <h2 id="sweep-form-heading">Describe your sweep</h2>
        <fieldset className={selector.measurements}>
          <legend className={styles.legend}>Basic</legend>
          <MeasurementField label="X" hint="Span" unit="in" unitName="inches" />
          <MeasurementField label="Y" hint="Rise" unit="in" unitName="inches" />
          <MeasurementField label="A" hint="Angle" unit="°" unitName="degrees" />
        </fieldset>
        <fieldset className={selector.measurements}>
          <legend className={styles.legend}>Specialized</legend>
          <MeasurementField label="Xo" hint="Centre offset, across" unit="in" unitName="inches" />
          <MeasurementField label="Yo" hint="Centre offset, up" unit="in" unitName="inches" />
          <MeasurementField label="Ro" hint="Radius" unit="in" unitName="inches" />
          <MeasurementField label="A" hint="Arc angle" unit="°" unitName="degrees" />
          <MeasurementField label="T" hint="Thickness" unit="in" unitName="inches" />
        </fieldset>
        <CheckboxGroup legend="Show details on" options={SWEEP_OPTIONS} />
        <div className={selector.postal}>
          <label className={styles.fieldLabel} htmlFor="sweep-postal-code">
            Zip/postal code
          </label>
          <input id="sweep-postal-code" className={styles.input} type="text" autoComplete="postal-code" />
        </div>
        <div className={selector.formFooter}>
          <button type="submit" className="button" disabled aria-describedby="sweep-search-status">
            Find sweeps
          </button>
          <p id="sweep-search-status" className={styles.status}>
            Sweep search is not connected yet. Until it is, send your sizes in a{' '}
            <Link to={paths.custom}>custom request</Link>.
          </p>
        </div>
      </form>
    </div>
  );
}
