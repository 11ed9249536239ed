export declare const SERVER_ARGS: string[];
export declare const COMPILED_SERVER_ARGS: string[];
