export declare const FUNCTIONS_REGION: string;
export declare const DEMO_PROJECT_ID: string;
export declare function functionsOrigin(projectId: string): string;
export interface HostingHeaders {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } & Record<string, unknown>;
}
export declare function deployConfig<T extends HostingHeaders>(firebaseJson: T, projectId: string): T;
export interface EmulatorHosts {
  emulators?: Partial<Record<string, { host: string; port: number }>>;
}
export declare function emulatorOrigins(firebaseJson: EmulatorHosts): string[];
export declare function allowConnections(policy: string, origins: string[]): string;
