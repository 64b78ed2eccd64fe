// Types of scripts/consent-wordings.mjs for the tests that import it.
export declare const GENERATED: string;
export type ConsentCatalogues = Record<'en-CA' | 'fr-CA', Record<string, unknown>>;
export declare function renderConsentWordings(catalogues: ConsentCatalogues): string;
export declare function readConsentCatalogues(): ConsentCatalogues;
export declare function writeConsentWordings(): void;
