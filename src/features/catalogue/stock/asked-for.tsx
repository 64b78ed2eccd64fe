// What people ask for, on /stock (docs/decisions/037): the patterns visitors
// searched in the last 90 days that nothing fitted, grouped by the server's
// coarse bucket and counted, the most asked first, in a table a screen
// reader walks by its caption and headers. Lengths lead with inches, the
// unit the /knees and /sweeps forms take, millimetres beside. A chunk of its
// own: the stock page paints without it. Every partner's Franchisee and an
// Admin see the same list: no search names a partner.
import type { DemandGroup } from '../../../domain/catalogue/demand';
import { KNEE_MEASURES } from '../../../domain/catalogue/piece';
import { formatLength } from '../../../domain/catalogue/units';
import type { Language } from '../../../domain/languages';
import { RETENTION_DAYS } from '../../../domain/model/retention';
import { provinceName } from '../../../config/options';
import { m, useLocale } from '../../../i18n';
import { PATTERN_UNIT } from '../url/pattern';
import { Loading } from '../../../components/ui/loading';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { useServiceQuery } from '../../../services/use-service-query';
import { KIND_NAMES, KNEE_MEASURE_NAMES, SOURCE_NAMES, SWEEP_MEASURE_NAMES } from '../piece-text';
import styles from './asked-for.module.css';

const CARBON: Record<'low' | 'medium' | 'high', () => string> = {
  low: m.stock_carbon_low,
  medium: m.stock_carbon_medium,
  high: m.stock_carbon_high,
};

/** The group's measurements, each named, in the visitor's unit first. */
function patternText(group: DemandGroup, locale: Language): string {
  const names: [keyof DemandGroup['measures'], () => string][] =
    group.kind === 'knee'
      ? KNEE_MEASURES.map((measure) => [measure, KNEE_MEASURE_NAMES[measure]])
      : [
          ['span', SWEEP_MEASURE_NAMES.span],
          ['radius', SWEEP_MEASURE_NAMES.radius],
          ['thickness', SWEEP_MEASURE_NAMES.thickness],
        ];
  const rows = names.flatMap(([measure, name]) => {
    const mm = group.measures[measure];
    return mm === undefined
      ? []
      : [
          m.stock_measure_row({
            name: name(),
            value: formatLength(mm, locale, PATTERN_UNIT),
          }),
        ];
  });
  return rows.length === 0 ? m.stock_asked_no_measure() : rows.join(' · ');
}

/** The filters the search held, in the store's words; "None" when it held none. */
function filtersText(group: DemandGroup, locale: Language): string {
  const number = new Intl.NumberFormat(locale);
  const held = [
    group.province === '' ? null : m.stock_asked_province({ province: provinceName(group.province) }),
    group.source === 'any' ? null : m.stock_asked_source({ source: SOURCE_NAMES[group.source]() }),
    group.carbon === 'any' ? null : m.stock_asked_carbon({ carbon: CARBON[group.carbon]() }),
    group.minMor > 0 ? m.stock_asked_min_mor({ value: number.format(group.minMor) }) : null,
    group.minMoe > 0 ? m.stock_asked_min_moe({ value: number.format(group.minMoe) }) : null,
    group.durable ? m.stock_asked_durable() : null,
  ].filter((text) => text !== null);
  return held.length === 0 ? m.stock_asked_no_filter() : held.join(' · ');
}

function AskedTable({ groups }: { groups: readonly DemandGroup[] }) {
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <ScrollTable caption={m.stock_asked_caption()}>
      <thead>
        <tr>
          <th scope="col">{m.stock_kind()}</th>
          <th scope="col">{m.stock_asked_pattern()}</th>
          <th scope="col">{m.stock_asked_filters()}</th>
          <th scope="col">{m.stock_asked_count()}</th>
          <th scope="col">{m.stock_asked_last()}</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <tr key={`${group.kind}|${JSON.stringify(group.measures)}|${filtersText(group, locale)}`}>
            <th scope="row">{KIND_NAMES[group.kind]()}</th>
            <td>{patternText(group, locale)}</td>
            <td>{filtersText(group, locale)}</td>
            <td className={styles.count}>{new Intl.NumberFormat(locale).format(group.count)}</td>
            <td>
              <time dateTime={group.lastAsked.toISOString().slice(0, 10)}>{day.format(group.lastAsked)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function AskedFor() {
  const asked = useServiceQuery('unmet-patterns', (services) => services.catalogue.unmetPatterns(), {
    onError: (error) => console.error('Reading what people ask for failed.', error),
  });
  const days = RETENTION_DAYS.unmetPattern;
  return (
    <section aria-labelledby="asked-heading">
      <h2 id="asked-heading">{m.stock_asked_heading()}</h2>
      <p>{m.stock_asked_lead({ days })}</p>
      {asked.status === 'loading' && <Loading />}
      {asked.status === 'error' && <p role="alert">{m.stock_asked_failed()}</p>}
      {asked.status === 'ready' && (asked.data.length === 0 ? <p>{m.stock_asked_empty({ days })}</p> : <AskedTable groups={asked.data} />)}
    </section>
  );
}
