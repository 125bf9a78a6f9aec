/** The parts of structured-data-testing-tool the tests use (the package ships no types). */
declare module "structured-data-testing-tool" {
  interface TestResult {
    passed: { test: string }[];
    failed: { test: string }[];
  }
  /** Resolves when every test passes; rejects with { res: TestResult } when any fails. */
  export function structuredDataTest(html: string | Buffer, options: { presets: unknown[] }): Promise<TestResult>;
}

declare module "structured-data-testing-tool/presets" {
  export const Google: unknown;
}
