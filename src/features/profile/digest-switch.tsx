// An Admin's daily digest of pending items (issue 22), on unless turned off:
// saved as soon as it is flipped (digestOptOut on the Admin's own record).
import type { UserProfile } from '../../domain/types';
import { m } from '../../i18n';
import { SavedSwitch } from './saved-switch';

export function DigestSwitch({ profile }: { profile: UserProfile }) {
  return (
    <SavedSwitch
      heading={m.account_digest_heading()}
      label={m.account_digest_label()}
      hint={m.account_digest_hint()}
      initial={profile.digestOptOut !== true}
      save={(services, receives) => services.account.setDigestOptOut(!receives)}
      saved={m.account_digest_saved()}
      failed={m.account_digest_failed()}
      what="the digest choice"
    />
  );
}
