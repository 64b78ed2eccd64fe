// The public list of contributors (spec §2 /contributors): loading, error with
// Retry, empty, and the defaults for missing fields (spec §8). The entries are
// the directory's (ContributorListing): no member uid reaches this page. Names,
// towns and expertise are shown as stored; only the labels and defaults are messages.
import { useEffect, useState } from 'react';
import { Loading, useMinimumLoading } from '../../components/ui/loading';
import { m } from '../../i18n';
import { useServices } from '../../services/context';
import type { ContributorListing } from '../../domain/types';
import styles from './contributors-list.module.css';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; contributors: ContributorListing[] };

const orDefault = (value: string | undefined, fallback: string) => (value && value.trim() ? value : fallback);

export function ContributorsList() {
  const services = useServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!services) return;
    let cancelled = false;
    services.users.listContributors().then(
      (contributors) => !cancelled && setState({ status: 'ready', contributors }),
      (error: unknown) => {
        console.error('Loading contributors failed.', error);
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [services, attempt]);

  const waiting = useMinimumLoading(state.status === 'loading');

  if (waiting || state.status === 'loading') return <Loading label={m.content_contributors_loading()} />;
  if (state.status === 'error') {
    return (
      <div className={styles.error}>
        <p role="alert">{m.content_contributors_failed()}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {m.content_contributors_retry()}
        </button>
      </div>
    );
  }
  if (state.contributors.length === 0) return <p>{m.content_contributors_empty()}</p>;

  return (
    <ul className={styles.list}>
      {state.contributors.map((contributor) => (
        <li key={contributor.id} className={styles.card}>
          <h2 className={styles.name}>
            {orDefault(contributor.firstName, m.content_contributors_unknown_name())} {contributor.lastName}
          </h2>
          <dl className={styles.details}>
            <div>
              <dt>{m.content_contributors_location()}</dt>
              {/* data-stored: what the member wrote, shown as written (tests/e2e/languages.spec.ts). */}
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
