// The render port of the consent rules (src/domain/server/subscriptions.ts,
// newsletter.ts, pattern-alerts.ts, alert-listing.ts): each template in the
// recipient's language, rendered to HTML and plain text. The functions and
// the local backend pass this same function in; the templates load only when
// a mail is rendered.
import type { RenderConsentMail } from '../domain/server/subscriptions';
import { renderMail } from './render';

export const renderConsentMail: RenderConsentMail = async (template) => {
  switch (template.name) {
    case 'confirm-subscription': {
      const { confirmSubscriptionMail } = await import('./templates/confirm-subscription');
      const { subject, element } = confirmSubscriptionMail(template.language, template);
      return renderMail(subject, element);
    }
    case 'confirm-alert': {
      const { confirmAlertMail } = await import('./templates/pattern-alert');
      const { subject, element } = confirmAlertMail(template.language, template);
      return renderMail(subject, element);
    }
    case 'pattern-alert': {
      const { patternAlertMail } = await import('./templates/pattern-alert');
      const { subject, element } = patternAlertMail(template.language, template);
      return renderMail(subject, element);
    }
    default: {
      const { newsletterMail } = await import('./templates/newsletter');
      const { subject, element } = newsletterMail(template.language, template);
      return renderMail(subject, element);
    }
  }
};
