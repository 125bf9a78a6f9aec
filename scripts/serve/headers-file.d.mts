export interface HeaderRule {
  pattern: string;
  regex: RegExp;
  headers: [name: string, value: string][];
}
export function parseHeadersFile(text: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string>;
