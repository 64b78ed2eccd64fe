import { CONTACT_EMAIL } from '../../domain/consortium';
import { m } from '../../i18n';
import styles from './inquiries.module.css';

/** The contact-information block beside the pricing form (spec §2 "/pricing"). */
export function ContactInfo() {
  return (
    <aside className={`card ${styles.contactInfo}`} aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading">{m.forms_contact_info_heading()}</h2>
      <p>{m.forms_contact_info_lead()}</p>
      <p>
        {m.forms_contact_info_email()} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
    </aside>
  );
}
