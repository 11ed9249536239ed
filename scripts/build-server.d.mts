export declare const SERVER_ENTRIES: Record<string, string>;
export declare function buildServer(): Promise<void>;
