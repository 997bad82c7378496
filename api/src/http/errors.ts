// The error vocabulary lives in ../errors.ts (every layer throws it; the edge answers it).
export * from '../errors';
