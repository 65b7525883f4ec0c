export declare const STAMP_FILE: string;
export declare function isBuildStale(): boolean;
export declare function writeBuildStamp(): void;
