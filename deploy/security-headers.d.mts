export declare const PUSH_HOSTS: string[];
export declare function contentSecurityPolicy(sources?: { api?: string; push?: string }): string;
export declare function securityHeaders(sources?: { api?: string; push?: string }): Record<string, string>;
