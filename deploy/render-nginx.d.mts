export declare function renderNginx(): Record<string, string>;
