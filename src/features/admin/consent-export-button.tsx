// The Admin's download of the confirmed subscribers (issue 22): a CSV of
// address, purpose, language and time of consent for the consortium's
// mailing tool. The server builds it (exportConsentCsv, an Admin by claim);
// unconfirmed and withdrawn addresses are never in it.
import { m } from '../../i18n';
import { useServiceAction } from '../../services/use-service-action';

/** Hands the text to the browser as a file download. */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function ConsentExportButton() {
  const action = useServiceAction((services) => services.subscriptions.exportConsentCsv());
  const onClick = () => {
    if (action.pending) return;
    action.run().then(
      (csv) => download(csv, `confirmed-subscribers-${new Date().toISOString().slice(0, 10)}.csv`),
      (error: unknown) => console.error('Exporting the subscribers failed.', error),
    );
  };
  return (
    <div>
      <button type="button" className="button button--quiet" onClick={onClick} aria-disabled={action.pending || undefined}>
        {m.consent_csv_button()}
      </button>
      <p role="alert">{action.error ? m.consent_csv_failed() : null}</p>
    </div>
  );
}
