// The /register sign-up hub (spec §2): six cards in a responsive grid, each a
// region named by its heading. Its News and Updates and Special Offers cards
// subscribe through the service layer (the newsletter pages' forms only log).
// The Sign In card's form belongs to the auth feature, so the route passes it in.
import { useId, type ReactNode } from 'react';
import { Link, m } from '../../i18n';
import { paths } from '../../config/paths';
import { NameNextForm } from './name-next-form';
import { NewsletterSignup } from './newsletter-signup';
import { OffersSignup } from './offers-signup';
import styles from './register-hub.module.css';

function HubCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`card ${styles.card}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
      {children}
    </section>
  );
}

export function RegisterHub({ signIn }: { signIn: ReactNode }) {
  return (
    <div className={styles.grid}>
      <HubCard title={m.forms_hub_news_title()} lead={m.forms_hub_news_lead()}>
        <NewsletterSignup />
      </HubCard>
      <HubCard title={m.forms_hub_offers_title()} lead={m.forms_hub_offers_lead()}>
        <OffersSignup />
      </HubCard>
      <HubCard title={m.forms_hub_contribute_title()} lead={m.forms_hub_contribute_lead()}>
        <NameNextForm to={paths.contributorReg} />
      </HubCard>
      <HubCard title={m.forms_hub_join_title()} lead={m.forms_hub_join_lead()}>
        <NameNextForm to={paths.franchisee} />
      </HubCard>
      <HubCard title={m.forms_hub_browse_title()} lead={m.forms_hub_browse_lead()}>
        <div className={styles.form}>
          <Link to={paths.store} className="button button--quiet">
            {m.forms_hub_browse_link()}
          </Link>
        </div>
      </HubCard>
      <HubCard title={m.forms_hub_sign_in_title()} lead={m.forms_hub_sign_in_lead()}>
        {signIn}
      </HubCard>
    </div>
  );
}
