/** The text of a sectioned page: paragraphs per section id, and a lead for the page. */
export interface PageCopy {
  lead: string;
  sections: Record<string, readonly string[]>;
}
