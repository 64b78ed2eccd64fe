// /story (spec §2): the consortium's six partners, its timeline, research and
// project gallery. Mostly placeholder text for now; partner websites are
// placeholders until the partners confirm them. The words are messages
// (messages/content/*.json), called when the components render.
import type { ReactNode } from 'react';
import { storySections } from '../../config/sections';
import { m } from '../../i18n';
import type { Text } from './content-types';
import { SectionedArticle } from './sectioned-article';
import styles from './story.module.css';

type ArtName = 'originator' | 'woodlot' | 'harvester' | 'sawyer' | 'remanufacturer' | 'architect' | 'sinuous-path' | 'puncheons';

interface Partner {
  role: Text;
  art: ArtName;
  text: Text;
  /** The website link's words ("Sawyer website"). */
  websiteLabel: Text;
  /** The placeholder image's alternative text. */
  imageLabel: Text;
  website: string;
}

export const PARTNERS: readonly Partner[] = [
  {
    role: m.content_story_partner_originator_role,
    art: 'originator',
    text: m.content_story_partner_originator_text,
    websiteLabel: m.content_story_partner_originator_website,
    imageLabel: m.content_story_partner_originator_image,
    website: 'https://example.com/originator',
  },
  {
    role: m.content_story_partner_woodlot_role,
    art: 'woodlot',
    text: m.content_story_partner_woodlot_text,
    websiteLabel: m.content_story_partner_woodlot_website,
    imageLabel: m.content_story_partner_woodlot_image,
    website: 'https://example.com/woodlot-owner',
  },
  {
    role: m.content_story_partner_harvester_role,
    art: 'harvester',
    text: m.content_story_partner_harvester_text,
    websiteLabel: m.content_story_partner_harvester_website,
    imageLabel: m.content_story_partner_harvester_image,
    website: 'https://example.com/silviculturist-harvester',
  },
  {
    role: m.content_story_partner_sawyer_role,
    art: 'sawyer',
    text: m.content_story_partner_sawyer_text,
    websiteLabel: m.content_story_partner_sawyer_website,
    imageLabel: m.content_story_partner_sawyer_image,
    website: 'https://example.com/sawyer',
  },
  {
    role: m.content_story_partner_remanufacturer_role,
    art: 'remanufacturer',
    text: m.content_story_partner_remanufacturer_text,
    websiteLabel: m.content_story_partner_remanufacturer_website,
    imageLabel: m.content_story_partner_remanufacturer_image,
    website: 'https://example.com/remanufacturer',
  },
  {
    role: m.content_story_partner_architect_role,
    art: 'architect',
    text: m.content_story_partner_architect_text,
    websiteLabel: m.content_story_partner_architect_website,
    imageLabel: m.content_story_partner_architect_image,
    website: 'https://example.com/architect',
  },
];

const TIMELINE: readonly Text[] = [
  m.content_story_timeline_1,
  m.content_story_timeline_2,
  m.content_story_timeline_3,
  m.content_story_timeline_4,
];

const RESEARCH: readonly { key: string; title: Text; text: Text }[] = [
  {
    key: 'compass-timber',
    title: m.content_story_research_compass_timber_title,
    text: m.content_story_research_compass_timber_text,
  },
  {
    key: 'distributed-fabrication',
    title: m.content_story_research_distributed_fabrication_title,
    text: m.content_story_research_distributed_fabrication_text,
  },
  {
    key: 'grading-evaluation',
    title: m.content_story_research_grading_evaluation_title,
    text: m.content_story_research_grading_evaluation_text,
  },
  {
    key: 'eco-metrics',
    title: m.content_story_research_eco_metrics_title,
    text: m.content_story_research_eco_metrics_text,
  },
];

const GALLERY: readonly { art: ArtName; title: Text; text: Text; imageLabel: Text }[] = [
  {
    art: 'sinuous-path',
    title: m.content_story_gallery_sinuous_path_title,
    text: m.content_story_gallery_sinuous_path_text,
    imageLabel: m.content_story_gallery_sinuous_path_image,
  },
  {
    art: 'puncheons',
    title: m.content_story_gallery_puncheons_title,
    text: m.content_story_gallery_puncheons_text,
    imageLabel: m.content_story_gallery_puncheons_image,
  },
];

const art: Record<ArtName, ReactNode> = {
  originator: (
    <>
      <circle cx="60" cy="38" r="14" fill="#2f5d46" />
      <circle cx="30" cy="58" r="10" fill="#8a4b24" />
      <circle cx="90" cy="58" r="10" fill="#8a4b24" />
      <path d="M40 56l10-8M80 56l-10-8" stroke="#3d2b1f" strokeWidth="3" />
    </>
  ),
  woodlot: (
    <>
      <path d="M30 20 16 48h8L12 66h36L36 48h8z" fill="#2f5d46" />
      <path d="M78 18 62 46h9L58 66h40L85 46h9z" fill="#234634" />
      <circle cx="58" cy="44" r="12" fill="#9cc58f" />
    </>
  ),
  harvester: (
    <>
      <path d="M24 66h72" stroke="#3d2b1f" strokeWidth="4" />
      <circle cx="40" cy="60" r="8" fill="#8a4b24" stroke="#3d2b1f" strokeWidth="2" />
      <path d="M56 62 86 26" stroke="#6e3a1a" strokeWidth="5" strokeLinecap="round" />
      <path d="M80 20l14 4-6 12z" fill="#5a4d42" />
    </>
  ),
  sawyer: (
    <>
      <circle cx="60" cy="42" r="24" fill="#d9c8b0" stroke="#5a4d42" strokeWidth="3" />
      <path d="M60 18l4 6h-8zM84 42l-6 4v-8zM60 66l-4-6h8zM36 42l6-4v8z" fill="#5a4d42" />
      <circle cx="60" cy="42" r="5" fill="#5a4d42" />
    </>
  ),
  remanufacturer: (
    <>
      <rect x="18" y="24" width="84" height="10" rx="2" fill="#c08a4e" />
      <rect x="18" y="38" width="84" height="10" rx="2" fill="#d9a66b" />
      <rect x="18" y="52" width="84" height="10" rx="2" fill="#8a4b24" />
    </>
  ),
  architect: (
    <>
      <path d="M22 46 60 18l38 28" fill="none" stroke="#3d2b1f" strokeWidth="4" strokeLinejoin="round" />
      <path d="M30 42v26h60V42" fill="none" stroke="#8a4b24" strokeWidth="4" />
      <path d="M52 68V52h16v16" fill="#9cc58f" />
    </>
  ),
  'sinuous-path': (
    <>
      <rect width="120" height="80" fill="#e3efdc" />
      <path d="M-4 70C30 60 20 30 60 34s40-20 66-26" fill="none" stroke="#8a4b24" strokeWidth="12" />
      <path d="M-4 70C30 60 20 30 60 34s40-20 66-26" fill="none" stroke="#d9a66b" strokeWidth="6" strokeDasharray="3 5" />
    </>
  ),
  puncheons: (
    <>
      <rect width="120" height="80" fill="#e4ecf2" />
      <path d="M10 50h100" stroke="#9fb7c9" strokeWidth="14" />
      <rect x="14" y="36" width="40" height="12" rx="6" fill="#8a4b24" />
      <rect x="58" y="36" width="48" height="12" rx="6" fill="#6e3a1a" />
      <path d="M14 40h40M58 40h48" stroke="#d9a66b" strokeWidth="3" />
    </>
  ),
};

function PlaceholderImage({ name, label }: { name: ArtName; label: string }) {
  return (
    <svg className={styles.image} viewBox="0 0 120 80" role="img" aria-label={label} preserveAspectRatio="xMidYMid slice">
      <rect width="120" height="80" fill="#f4e9d8" />
      {art[name]}
    </svg>
  );
}

function Partners() {
  return (
    <ul className={styles.partners}>
      {PARTNERS.map((partner) => {
        const headingId = `partner-${partner.art}-heading`;
        return (
          <li key={partner.art}>
            <article className={styles.partner} aria-labelledby={headingId}>
              <PlaceholderImage name={partner.art} label={partner.imageLabel()} />
              <div className={styles.partnerBody}>
                <h3 id={headingId}>{partner.role()}</h3>
                <p>{partner.text()}</p>
                <a href={partner.website} className={styles.website} rel="noopener noreferrer">
                  {partner.websiteLabel()}
                </a>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

function Timeline() {
  return (
    <ul className={styles.timeline}>
      {TIMELINE.map((item, index) => (
        <li key={index}>{item()}</li>
      ))}
    </ul>
  );
}

function Research() {
  return (
    <div className={styles.research}>
      {RESEARCH.map((item) => (
        <div key={item.key} className={styles.researchItem}>
          <h3>{item.title()}</h3>
          <p>{item.text()}</p>
        </div>
      ))}
    </div>
  );
}

function Gallery() {
  return (
    <div className={styles.gallery}>
      {GALLERY.map((item) => (
        <figure key={item.art} className={styles.figure}>
          <PlaceholderImage name={item.art} label={item.imageLabel()} />
          <figcaption>
            <h3>{item.title()}</h3>
            <p>{item.text()}</p>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

// Elements, not rendered text: each component reads its messages when it renders.
const extra: Record<string, ReactNode> = {
  consortium: <Partners />,
  timeline: <Timeline />,
  research: <Research />,
  gallery: <Gallery />,
};

const copy: Record<string, readonly Text[]> = {
  consortium: [m.content_story_consortium_p1],
  timeline: [],
  research: [m.content_story_research_p1],
  gallery: [m.content_story_gallery_p1],
};

export function StoryArticle() {
  return <SectionedArticle page={storySections} copy={copy} extra={extra} />;
}
