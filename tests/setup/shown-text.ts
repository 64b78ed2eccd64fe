// A text as Testing Library's queries read the page: the default normalizer
// turns every run of white space, the no-break spaces of French typography
// included, into one space, but leaves the text it is asked to find as it is.
// Pass an expected string through here to find it by its exact words.
export const shown = (text: string): string => text.replace(/\s+/g, ' ').trim();
