/** pdf.js's parser module (it ships without types): the reader only hands it to pdf.js as `globalThis.pdfjsWorker`. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
