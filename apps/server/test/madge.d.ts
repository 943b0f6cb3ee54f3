/** The part of madge's API the import-graph test uses (the package ships no types). */
declare module 'madge' {
  interface MadgeResult {
    obj(): Record<string, string[]>;
    circular(): string[][];
  }
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: Record<string, Record<string, boolean>>;
  }
  export default function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>;
}
