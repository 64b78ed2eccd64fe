// The trust rule's settings (issue 23), on the Comments tab: off by default
// (the spec's behaviour: every comment waits for an Admin); on, a Contributor
// whose last N comments were approved posts without approval, unless a hold
// rule flags the post. N is a whole number from 1 to 100.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { Loading } from '../../components/ui/loading';
import { TRUST_COUNT_RANGE, type TrustSettings as Trust } from '../../domain/moderation';
import { m } from '../../i18n';
import { useServiceForm } from '../../lib/forms/use-service-form';
import { useServiceQuery } from '../../services/use-service-query';
import styles from './admin-console.module.css';

const trustSchema = z.object({
  enabled: z.boolean(),
  approvedCount: z
    .string()
    .trim()
    .regex(/^\d+$/, { error: () => m.moderation_trust_count_invalid() })
    .transform(Number)
    .pipe(z.number().min(TRUST_COUNT_RANGE.min, { error: () => m.moderation_trust_count_invalid() }).max(TRUST_COUNT_RANGE.max, { error: () => m.moderation_trust_count_invalid() })),
});
type TrustInput = z.input<typeof trustSchema>;

function TrustForm({ settings }: { settings: Trust }) {
  const form = useForm<TrustInput, unknown, Trust>({
    resolver: zodResolver(trustSchema),
    defaultValues: { enabled: settings.enabled, approvedCount: String(settings.approvedCount) },
  });
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: (services, values) => services.admin.setTrustSettings(values),
    success: m.moderation_trust_saved(),
    failure: m.moderation_trust_failed(),
    log: 'Saving the trust settings failed.',
    resetTo: 'saved',
  });
  return (
    <form className={styles.settings} method="post" onSubmit={onSubmit} noValidate aria-labelledby="moderation-settings">
      <label className={styles.switch}>
        <input type="checkbox" role="switch" {...form.register('enabled')} />
        {m.moderation_trust_switch()}
      </label>
      <TextField control={form.control} name="approvedCount" label={m.moderation_trust_count()} hint={m.moderation_trust_count_hint()} inputMode="numeric" />
      <FormStatus result={result} />
      <button type="submit" className="button" aria-disabled={submitting || undefined}>
        {m.moderation_trust_save()}
      </button>
    </form>
  );
}

export function TrustSettings() {
  const settings = useServiceQuery('trust-settings', (services) => services.admin.getTrustSettings(), {
    onError: (error) => console.error('Loading the trust settings failed.', error),
  });
  return (
    <section className={styles.settingsSection}>
      <h2 id="moderation-settings">{m.moderation_settings_heading()}</h2>
      {settings.status === 'loading' ? (
        <Loading />
      ) : settings.status === 'error' ? (
        <p role="alert">{m.moderation_trust_load_failed()}</p>
      ) : (
        <TrustForm settings={settings.data} />
      )}
    </section>
  );
}
