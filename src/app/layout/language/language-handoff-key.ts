/** Where the language switch's note waits for the next page (sessionStorage: this tab only). */
export const HANDOFF_KEY = 'atc-language-handoff';
