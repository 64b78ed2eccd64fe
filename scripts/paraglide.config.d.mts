export declare const PARAGLIDE: {
  readonly project: './project.inlang';
  readonly outdir: './src/paraglide';
  readonly strategy: readonly ['globalVariable', 'baseLocale'];
  readonly outputStructure: 'message-modules';
};

export declare const BUILD_LOCALE_ENV: 'ATC_BUILD_LOCALE';
export declare function messageRuntime(options?: { locale?: string | null }): import('vite').Plugin;
export declare function devMessages(): import('vite').Plugin;
