// espeak-ng (npm) ships no types: an Emscripten module factory whose main() runs the command-line arguments.
declare module "espeak-ng" {
  interface ESpeakNgModule {
    FS: { readFile(path: string): Uint8Array };
  }
  interface ESpeakNgOptions {
    arguments: string[];
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      ready: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object;
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
