// The public list of contributors (spec §2 /contributors): loading, error with
// Retry, empty, and the defaults for missing fields (spec §8). The entries are
// the directory's (ContributorListing): no member uid reaches this page.
import { useEffect, useState } from 'react';
import { Loading, useMinimumLoading } from '../../components/ui/loading';
import { useServices } from '../../services/context';
import type { ContributorListing } from '../../domain/types';
import styles from './contributors-list.module.css';

export const CONTRIBUTORS_FAILED = 'Failed to load contributors. Please try again later.';

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

  if (waiting || state.status === 'loading') return <Loading label="Loading contributors…" />;
  if (state.status === 'error') {
    return (
      <div className={styles.error}>
        <p role="alert">{CONTRIBUTORS_FAILED}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Retry
        </button>
      </div>
    );
  }
  if (state.contributors.length === 0) return <p>No contributors found</p>;

  return (
    <ul className={styles.list}>
      {state.contributors.map((contributor) => (
        <li key={contributor.id} className={styles.card}>
          <h2 className={styles.name}>
            {orDefault(contributor.firstName, 'Unknown')} {contributor.lastName}
          </h2>
          <dl className={styles.details}>
            <div>
              <dt>Location</dt>
              <dd>{orDefault(contributor.town, 'Not specified')}</dd>
            </div>
            <div>
              <dt>Expertise</dt>
              <dd>{orDefault(contributor.expertise, 'General')}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
