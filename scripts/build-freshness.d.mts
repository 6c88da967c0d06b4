// The types of build-freshness.mjs, which plain node runs before anything is built.
export declare const BUILD_INPUTS: string[];
export declare const BUILD_OUTPUTS: string[];
export declare function isBuildFresh(root?: string): boolean;
