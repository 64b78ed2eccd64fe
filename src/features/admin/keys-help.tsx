// The help dialog of the console's keys (issue 23), opened with `?` or the
// Keyboard shortcuts button: every key and what it does.
import { Dialog } from '../../components/ui/dialog';
import { m } from '../../i18n';
import { CONSOLE_KEYS, type ConsoleCommand } from './console-keys';
import styles from './admin-console.module.css';

const WHAT: Record<ConsoleCommand, () => string> = {
  next: () => m.moderation_key_next(),
  previous: () => m.moderation_key_previous(),
  approve: () => m.moderation_key_approve(),
  reject: () => m.moderation_key_reject(),
  display: () => m.moderation_key_display(),
  undo: () => m.moderation_key_undo(),
  select: () => m.moderation_key_select(),
  help: () => m.moderation_key_help(),
};

export function KeysHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={m.moderation_keys_title()}>
      <p>{m.moderation_keys_intro()}</p>
      <dl className={styles.keys}>
        {Object.entries(CONSOLE_KEYS).map(([key, command]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{WHAT[command]()}</dd>
          </div>
        ))}
        <div>
          <dt>
            <kbd>{m.moderation_key_enter_escape()}</kbd>
          </dt>
          <dd>{m.moderation_key_confirm()}</dd>
        </div>
      </dl>
    </Dialog>
  );
}
