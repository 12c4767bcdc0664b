/** Running the convert command in memory for tests: the files it reads and writes, and the lines it prints. */
import { runConvert, type ConvertIo } from '../convertMain';

/** An in-memory file system and the lines the command printed. */
export function memoryIo(files: Record<string, Uint8Array | string>) {
  const store = new Map<string, Uint8Array>(
    Object.entries(files).map(([path, content]) => [
      path,
      typeof content === 'string' ? new TextEncoder().encode(content) : content,
    ]),
  );
  const out: string[] = [];
  const errors: string[] = [];
  const io: ConvertIo = {
    readFile: async (path) => {
      const bytes = store.get(path);
      if (!bytes) throw new Error('ENOENT');
      return bytes;
    },
    writeFile: async (path, bytes) => void store.set(path, bytes),
    out: (line) => out.push(line),
    error: (line) => errors.push(line),
    now: () => 0,
  };
  return { io, store, out, errors };
}

/** Runs the command on in-memory files; resolves with its status, the files after it and what it printed. */
export const convert = (argv: string[], files: Record<string, Uint8Array | string>) => {
  const memory = memoryIo(files);
  return runConvert(argv, memory.io).then((status) => ({ status, ...memory }));
};
