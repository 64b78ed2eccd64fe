import { CONTACT_EMAIL } from '../../config/contact';
import styles from './inquiries.module.css';

/** The contact-information block beside the pricing form (spec §2 "/pricing"). */
export function ContactInfo() {
  return (
    <aside className={`card ${styles.contactInfo}`} aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading">Contact information</h2>
      <p>Prefer to write to us directly?</p>
      <p>
        Email: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
    </aside>
  );
}
