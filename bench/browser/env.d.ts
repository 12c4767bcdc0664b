declare module '@steekwerk/engine-wasm?url' {
  const url: string;
  export default url;
}
