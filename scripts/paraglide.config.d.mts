export declare const PARAGLIDE: {
  readonly project: './project.inlang';
  readonly outdir: './src/paraglide';
  readonly strategy: readonly ['globalVariable', 'baseLocale'];
  readonly outputStructure: 'message-modules';
};

export declare function messageRuntime(): import('vite').Plugin;
