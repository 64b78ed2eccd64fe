// /story (spec §2): the consortium's six partners, its timeline, research and
// project gallery. Mostly placeholder text for now; partner websites are
// placeholders until the partners confirm them.
import type { ReactNode } from 'react';
import { storySections } from '../../config/sections';
import { SectionedArticle } from './sectioned-article';
import styles from './story.module.css';

type ArtName = 'originator' | 'woodlot' | 'harvester' | 'sawyer' | 'remanufacturer' | 'architect' | 'sinuous-path' | 'puncheons';

interface Partner {
  role: string;
  art: ArtName;
  text: string;
  website: string;
}

export const PARTNERS: readonly Partner[] = [
  {
    role: 'Originator',
    art: 'originator',
    text: 'Brings the partners together, finds the buyers and the special orders, and keeps the story of each piece from stump to site.',
    website: 'https://example.com/originator',
  },
  {
    role: 'Woodlot Owner',
    art: 'woodlot',
    text: 'Manages family forest land for the long run, deciding which trees to grow on and which to harvest.',
    website: 'https://example.com/woodlot-owner',
  },
  {
    role: 'Silviculturist and Harvester',
    art: 'harvester',
    text: 'Plans the cut and carries it out with care: thinning, selection harvests, and getting logs out without rutting the ground.',
    website: 'https://example.com/silviculturist-harvester',
  },
  {
    role: 'Sawyer',
    art: 'sawyer',
    text: 'Turns logs into lumber and timbers, reading each log for the best grades and for the curved pieces others miss.',
    website: 'https://example.com/sawyer',
  },
  {
    role: 'Remanufacturer',
    art: 'remanufacturer',
    text: 'Dries, planes, grades and mills lumber into flooring, siding, trim and custom profiles.',
    website: 'https://example.com/remanufacturer',
  },
  {
    role: 'Architect',
    art: 'architect',
    text: 'Designs buildings that make good use of regional timber, and shows what it can do.',
    website: 'https://example.com/architect',
  },
];

const TIMELINE = [
  'The six partners agree to work together as a consortium.',
  'First custom orders for knees and sweeps.',
  'The website and timber store open in a first, unfinished version.',
  'Placeholder: further milestones will be added as they happen.',
];

const RESEARCH = [
  {
    title: 'Compass Timber',
    text: 'Compass timber is the shipwright’s name for naturally curved wood. We are working out how to find it in the woods, cut it and rate it.',
  },
  {
    title: 'Distributed Fabrication',
    text: 'Making parts in small shops close to the forest, from shared digital designs, instead of in one distant factory.',
  },
  {
    title: 'Grading and Evaluation',
    text: 'Ways to rate the strength of pieces such as knees and sweeps that the standard grading rules do not cover.',
  },
  {
    title: 'Eco-Metrics',
    text: 'Simple measures of carbon, haul distance and forest impact that can travel with every piece.',
  },
];

const GALLERY: { title: string; art: ArtName; text: string }[] = [
  {
    title: 'Sinuous Path',
    art: 'sinuous-path',
    text: 'Placeholder: a winding boardwalk whose curves follow natural sweeps instead of straight, sawn stringers.',
  },
  {
    title: 'Puncheons',
    art: 'puncheons',
    text: 'Placeholder: puncheons, logs split or hewn flat on one face, laid as a trail crossing over wet ground.',
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

const extra: Record<string, ReactNode> = {
  consortium: (
    <ul className={styles.partners}>
      {PARTNERS.map((partner) => {
        const headingId = `partner-${partner.art}-heading`;
        return (
          <li key={partner.role}>
            <article className={styles.partner} aria-labelledby={headingId}>
              <PlaceholderImage name={partner.art} label={`Placeholder image for the ${partner.role.toLowerCase()}`} />
              <div className={styles.partnerBody}>
                <h3 id={headingId}>{partner.role}</h3>
                <p>{partner.text}</p>
                <a href={partner.website} className={styles.website} rel="noopener noreferrer">
                  {partner.role} website
                </a>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  ),
  timeline: (
    <ul className={styles.timeline}>
      {TIMELINE.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  ),
  research: (
    <div className={styles.research}>
      {RESEARCH.map((item) => (
        <div key={item.title} className={styles.researchItem}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </div>
      ))}
    </div>
  ),
  gallery: (
    <div className={styles.gallery}>
      {GALLERY.map((item) => (
        <figure key={item.title} className={styles.figure}>
          <PlaceholderImage name={item.art} label={`Placeholder image of the ${item.title} project`} />
          <figcaption>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </figcaption>
        </figure>
      ))}
    </div>
  ),
};

const copy: Record<string, readonly string[]> = {
  consortium: [
    'Six independent businesses, one for each step from standing tree to finished building, working together so that the wood grown here is also sawn, finished and used here.',
  ],
  timeline: [],
  research: ['The partners share a few research threads that grow out of everyday work in the woods and the mill.'],
  gallery: ['Placeholder: photographs of finished projects will replace these drawings.'],
};

export function StoryArticle() {
  return <SectionedArticle page={storySections} copy={copy} extra={extra} />;
}
