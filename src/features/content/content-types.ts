/**
 * A piece of text in the page's language: a message of src/paraglide, called
 * while rendering (never at module load, which would freeze one language).
 */
export type Text = () => string;

/** The text of a sectioned page: paragraphs per section id, and a lead for the page. */
export interface PageCopy {
  lead: Text;
  sections: Record<string, readonly Text[]>;
}
