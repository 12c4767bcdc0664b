/**
 * pdf.js's parser as a worker of its own, for drawing a PDF's first page beside the imported chart: the module
 * answers pdf.js's messages on the worker's port as soon as it is loaded (it does so in any worker scope).
 */
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
