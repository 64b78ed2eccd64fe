// The public list of contributors (spec §2 /contributors): loading, error with
// Retry, empty, and the defaults for missing fields (spec §8). The entries are
// the directory's (ContributorListing): no member uid reaches this page. Names,
// towns and expertise are shown as stored; only the labels and defaults are messages.
import { Loading, useMinimumLoading } from '../../components/ui/loading';
import { m } from '../../i18n';
import { useServiceQuery } from '../../services/use-service-query';
import styles from './contributors-list.module.css';

const orDefault = (value: string | undefined, fallback: string) => (value && value.trim() ? value : fallback);

export function ContributorsList() {
  const state = useServiceQuery('contributors', (services) => services.users.listContributors(), {
    onError: (error) => console.error('Loading contributors failed.', error),
  });
  const waiting = useMinimumLoading(state.status === 'loading');

  if (waiting || state.status === 'loading') return <Loading label={m.content_contributors_loading()} />;
  if (state.status === 'error') {
    return (
      <div className={styles.error}>
        <p role="alert">{m.content_contributors_failed()}</p>
        <button type="button" className="button" onClick={state.retry}>
          {m.content_contributors_retry()}
        </button>
      </div>
    );
  }
  if (state.data.length === 0) return <p>{m.content_contributors_empty()}</p>;

  return (
    <ul className={styles.list}>
      {state.data.map((contributor) => (
        <li key={contributor.id} className={styles.card}>
          <h2 className={styles.name}>
            {orDefault(contributor.firstName, m.content_contributors_unknown_name())} {contributor.lastName}
          </h2>
          <dl className={styles.details}>
            <div>
              <dt>{m.content_contributors_location()}</dt>
              {/* data-stored: what the member wrote, shown as written (tests/e2e/page-checks.ts, otherLanguageIn). */}
              <dd data-stored="">{orDefault(contributor.town, m.content_contributors_location_missing())}</dd>
            </div>
            <div>
              <dt>{m.content_contributors_expertise()}</dt>
              <dd data-stored="">{orDefault(contributor.expertise, m.content_contributors_expertise_missing())}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
