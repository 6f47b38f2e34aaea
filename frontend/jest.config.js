import { swcOptions } from './build/swc-options.js';

// msw's helpers ship as ES modules only; Jest runs CommonJS, so these are compiled like our sources.
const esmOnlyPackages = ['rettime', 'until-async', '@open-draft/deferred-promise'];

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', swcOptions({ development: false, commonjs: true })],
    '^.+\\.m?js$': ['@swc/jest', swcOptions({ development: false, commonjs: true })],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  clearMocks: true,
  testTimeout: 20000,
};
