// The member's say over their data (issue 22; PIPEDA, Law 25): "Download my
// data" saves what the site keeps about them as a dated JSON file, and
// "Delete my account" opens the confirmation that asks for the password.
// After a deletion the member is signed out and sent to the privacy page,
// which confirms it (the route too, should the session end first).
import { useId, useState } from 'react';
import { FormStatus, type FormResult } from '../../components/ui/form-status';
import { ACCOUNT_DELETED_STATE, PROFILE_SECTIONS, paths } from '../../config/paths';
import { isServiceError } from '../../domain/errors';
import { Link, m, useNavigate } from '../../i18n';
import { useServiceAction } from '../../services/use-service-action';
import { DeleteAccountDialog } from './delete-account-dialog';
import styles from './profile.module.css';

/** Offers `data` as a file download, named with the day it was made. */
function saveJson(data: unknown, day: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `atlantic-timber-my-data-${day}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function AccountData({ onDeleting }: { onDeleting: (deleting: boolean) => void }) {
  const headingId = useId();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [result, setResult] = useState<FormResult>(null);
  const download = useServiceAction((services) => services.account.exportMyData());

  const onDownload = async () => {
    if (download.pending) return;
    setResult(null);
    try {
      const data = await download.run();
      saveJson(data, data.exportedAt.slice(0, 10));
      setResult({ kind: 'success', message: m.account_download_done() });
    } catch (error) {
      if (!isServiceError(error, 'permission-denied')) console.error('Downloading the data failed.', error);
      setResult({ kind: 'error', message: isServiceError(error, 'permission-denied') ? m.account_signed_out() : m.account_download_failed() });
    }
  };

  return (
    <section id={PROFILE_SECTIONS.data} tabIndex={-1} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {m.account_data_heading()}
      </h2>
      <p>
        {m.account_data_intro()} <Link to={paths.privacy}>{m.account_privacy_link()}</Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => void onDownload()} aria-disabled={download.pending || undefined}>
          {m.account_download()}
        </button>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          {m.account_delete()}
        </button>
      </div>
      <FormStatus result={result} />
      <DeleteAccountDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleting={onDeleting}
        onDeleted={() => navigate(paths.privacy, { state: ACCOUNT_DELETED_STATE })}
      />
    </section>
  );
}
