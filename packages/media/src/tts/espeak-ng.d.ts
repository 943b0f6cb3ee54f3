/** The parts of the Emscripten factory in the `espeak-ng` package (it ships no types) that the runtime uses. */
declare module 'espeak-ng' {
  export interface EspeakFileSystem {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
    readFile(path: string, options: { encoding: 'utf8' }): string;
    readdir(path: string): string[];
    unlink(path: string): void;
    analyzePath(path: string): { exists: boolean };
  }

  export interface EspeakModule {
    FS: EspeakFileSystem;
  }

  export interface EspeakModuleOptions {
    arguments?: string[];
    noInitialRun?: boolean;
    /** Standard input, one character code per call; null is end-of-file. */
    stdin?: () => number | null;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Emscripten's hook to instantiate the wasm itself; the arguments are WebAssembly objects. */
    instantiateWasm?: (imports: object, receive: (instance: object, module: object) => void) => object;
  }

  export default function ESpeakNg(options?: EspeakModuleOptions): Promise<EspeakModule>;
}
