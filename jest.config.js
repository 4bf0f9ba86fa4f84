// Jest runs in native ESM mode (NestJS 12 ships ES modules only); ts-jest compiles TypeScript on the fly.
const tsJest = [
  'ts-jest',
  {
    useESM: true,
    tsconfig: { module: 'esnext', moduleResolution: 'bundler', isolatedModules: true },
  },
];

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': tsJest },
  testTimeout: 60000,
  // Native ESM under Jest keeps each test file's modules alive, so one process running every file grows past 10 GB.
  // With a limit, files run in a worker that is replaced once it holds more than this after a file.
  workerIdleMemoryLimit: '2GB',
};
