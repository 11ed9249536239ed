// The espeak-ng package (Emscripten build of the espeak-ng command line) ships no types.
declare module 'espeak-ng' {
  interface ESpeakModule {
    FS: { readFile(path: string): Uint8Array };
  }
  interface ESpeakOptions {
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    instantiateWasm?: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => object;
  }
  export default function ESpeakNg(options: ESpeakOptions): Promise<ESpeakModule>;
}
