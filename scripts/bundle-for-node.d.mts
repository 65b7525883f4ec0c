export declare function bundleForNode(entry: string, outfile: string): Promise<void>;
