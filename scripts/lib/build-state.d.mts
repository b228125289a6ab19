export type BuildTarget = 'client' | 'server';
export type BuildState = { current: true } | { current: false; reason: string };
/** Relative path (with `/`) to the sha256 of its content. */
export type InputHashes = Record<string, string>;
export declare const BUILD_TARGETS: Record<BuildTarget, { inputs: string[]; outputs: string[] }>;
export declare function inputHashes(root: string, name: BuildTarget): InputHashes;
export declare function buildState(root: string, name: BuildTarget, inputs?: InputHashes): BuildState;
export declare function forgetBuild(root: string, name: BuildTarget): void;
export declare function recordBuild(root: string, name: BuildTarget, inputs: InputHashes): void;
