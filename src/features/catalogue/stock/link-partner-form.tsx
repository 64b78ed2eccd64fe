// An Admin's small form on /stock: link a Franchisee's account (by its email)
// to the partner it lists for. The server checks the role and the account.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { SelectField } from '../../../components/ui/choice-fields';
import { EmailField } from '../../../components/ui/field';
import { FormStatus } from '../../../components/ui/form-status';
import { localizedOption } from '../../../config/options';
import { PARTNER_IDS, type PartnerId } from '../../../domain/catalogue/piece';
import { m } from '../../../i18n';
import { FORM_FIELDS } from '../../../lib/forms/fields';
import { useServiceForm } from '../../../lib/forms/use-service-form';
import { MESSAGES } from '../../../lib/validation/messages';
import { PARTNER_NAMES } from '../piece-text';
import { refusalMessage } from './refusals';
import styles from '../catalogue.module.css';

const linkSchema = z.object({
  email: FORM_FIELDS.email,
  partnerId: z.string().check(z.refine((value) => (PARTNER_IDS as readonly string[]).includes(value), { error: () => MESSAGES.required })),
});
type LinkInput = z.input<typeof linkSchema>;
type LinkValues = z.output<typeof linkSchema>;
const EMPTY: LinkInput = { email: '', partnerId: '' };

export const PARTNER_OPTIONS = PARTNER_IDS.map((id) => localizedOption(id, PARTNER_NAMES[id]));

export function LinkPartnerForm() {
  const form = useForm<LinkInput, unknown, LinkValues>({ resolver: zodResolver(linkSchema), defaultValues: EMPTY });
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: (services, values) => services.catalogue.linkPartner(values.email, values.partnerId as PartnerId),
    success: m.stock_link_done(),
    failure: m.stock_link_failed(),
    expected: refusalMessage,
    log: 'Linking the account to a partner failed.',
    resetTo: EMPTY,
  });
  return (
    <form method="post" className={`card ${styles.linkForm}`} onSubmit={onSubmit} noValidate aria-labelledby="link-partner-heading">
      <h2 id="link-partner-heading">{m.stock_link_heading()}</h2>
      <p>{m.stock_link_lead()}</p>
      <EmailField control={form.control} name="email" label={m.stock_link_email()} />
      <SelectField control={form.control} name="partnerId" label={m.stock_partner()} emptyOptionLabel={m.stock_partner_empty()} options={PARTNER_OPTIONS} />
      <button type="submit" className="button" aria-disabled={submitting || undefined}>
        {m.stock_link_submit()}
      </button>
      <FormStatus result={result} />
    </form>
  );
}
