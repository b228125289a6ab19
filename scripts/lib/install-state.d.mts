export type InstallState = { current: true } | { current: false; reason: string };
export declare const INSTALL_STAMP: string;
export declare function installState(root: string): InstallState;
export declare function recordInstall(root: string): void;
export declare function isInstallNoise(line: string): boolean;
