export interface SystemTool {
  name: string;
  purpose: string;
  /** The Debian package that brings it. */
  package: string;
  /** Programs found on PATH. */
  commands?: string[];
  /** Files found by their path. */
  files?: string[];
}
export interface Probe {
  command(name: string): boolean;
  file(path: string): boolean;
}
export type InstallPlan =
  | { action: 'none' }
  | { action: 'install'; packages: string[]; steps: string[][] }
  | { action: 'stop'; packages: string[]; command: string; reason: 'needs root' | 'no apt-get' };
/** `headless-shell`: the journeys' browser (the default); `chromium`: the benchmarks' and screenshots'. */
export type Browser = 'headless-shell' | 'chromium';
export declare function systemTools(env: Record<string, string | undefined>, browser?: Browser): SystemTool[];
export declare function missingTools(tools: SystemTool[], probe: Probe): SystemTool[];
export declare function planInstall(
  missing: SystemTool[],
  machine: { isRoot: boolean; hasAptGet: boolean },
): InstallPlan;
export declare function machineProbe(env: Record<string, string | undefined>): Probe;
