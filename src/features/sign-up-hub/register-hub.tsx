// The /register sign-up hub (spec §2): six cards in a responsive grid, each a
// region named by its heading. Its News and Updates and Special Offers cards
// subscribe through the service layer (the newsletter pages' forms only log).
// The Sign In card's form belongs to the auth feature, so the route passes it in.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
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
      <HubCard title="News and Updates" lead="News from the consortium, sent to your inbox.">
        <NewsletterSignup />
      </HubCard>
      <HubCard title="Special Offers" lead="Hear about timber offers near you.">
        <OffersSignup />
      </HubCard>
      <HubCard title="Contribute to Discussions" lead="Share what you know on our comment boards.">
        <NameNextForm to={paths.contributorReg} />
      </HubCard>
      <HubCard title="Join the Consortium" lead="Apply to become a franchisee.">
        <NameNextForm to={paths.franchisee} />
      </HubCard>
      <HubCard title="I'm just browsing" lead="Look around the store first; you can join any time.">
        <div className={styles.form}>
          <Link to={paths.store} className="button button--quiet">
            Go to the store
          </Link>
        </div>
      </HubCard>
      <HubCard title="Sign In" lead="Already a member? Sign in to your account.">
        {signIn}
      </HubCard>
    </div>
  );
}
