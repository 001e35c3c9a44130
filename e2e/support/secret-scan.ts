/** A secret to look for, by a name the report may print (the value never is). */
export interface Secret {
  name: string;
  value: string;
}

/** One way a secret can be written, as the bytes to look for. */
export interface SecretForm {
  label: string;
  bytes: Buffer;
}

// Shorter needles would match by chance in megabytes of bundles and logs.
const MIN_SECRET_LENGTH = 8;

/**
 * Every form in which a secret could leak: as is, JSON-escaped, percent-encoded, in hex, and
 * in base64 (standard and URL-safe) at each of the three byte alignments it can take inside a
 * longer base64 text.
 */
export function secretForms(secrets: readonly Secret[]): SecretForm[] {
  const forms = new Map<string, SecretForm>();
  for (const { name, value } of secrets) {
    if (value.length < MIN_SECRET_LENGTH)
      throw new Error(`${name} is too short to scan for (under ${String(MIN_SECRET_LENGTH)} characters)`);
    const bytes = Buffer.from(value, 'utf8');
    const texts: [string, string][] = [
      ['as is', value],
      ['JSON-escaped', JSON.stringify(value).slice(1, -1)],
      ['percent-encoded', encodeURIComponent(value)],
      ['hex', bytes.toString('hex')],
      ['hex', bytes.toString('hex').toUpperCase()],
      ...base64Forms(bytes),
    ];
    for (const [how, text] of texts) {
      if (!forms.has(text)) forms.set(text, { label: `${name} (${how})`, bytes: Buffer.from(text, 'utf8') });
    }
  }
  return [...forms.values()];
}

function base64Forms(bytes: Buffer): [string, string][] {
  const forms: [string, string][] = [];
  for (const offset of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    // Only the characters made of the secret's bits alone, whatever comes before or after it.
    const inner = encoded.slice(Math.ceil((offset * 8) / 6), Math.floor(((offset + bytes.length) * 8) / 6));
    forms.push(['base64', inner], ['base64url', inner.replaceAll('+', '-').replaceAll('/', '_')]);
  }
  return forms;
}

/**
 * Scans a stream chunk by chunk for any of the forms, keeping the end of each chunk so that a
 * secret split across two chunks is still found.
 */
export class SecretScanner {
  private tail = Buffer.alloc(0);
  private readonly keep: number;
  private readonly seen = new Set<string>();

  constructor(private readonly forms: readonly SecretForm[]) {
    this.keep = Math.max(0, ...forms.map((form) => form.bytes.length - 1));
  }

  push(chunk: Buffer | string): void {
    const data = Buffer.concat([this.tail, typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk]);
    for (const form of this.forms) if (data.includes(form.bytes)) this.seen.add(form.label);
    this.tail = data.subarray(Math.max(0, data.length - this.keep));
  }

  /** The labels of the forms found so far, e.g. `app secret (base64)`. */
  get found(): string[] {
    return [...this.seen];
  }
}

/** The forms found in one piece of data. */
export function findSecrets(data: Buffer | string, forms: readonly SecretForm[]): string[] {
  const scanner = new SecretScanner(forms);
  scanner.push(data);
  return scanner.found;
}
