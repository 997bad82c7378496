/**
 * A small reader of the Bicep this repository writes, enough for the infrastructure test: the top-level
 * declarations (param, var, resource, module, output) with their literal values parsed (objects, arrays, strings,
 * numbers, booleans, `[for x in y: body]`) and everything else kept as the expression's source text. What it does
 * not understand it rejects, so an unexpected construct fails the test instead of being skipped.
 */

export type BicepValue =
  | string
  | number
  | boolean
  | null
  | BicepValue[]
  | { [key: string]: BicepValue }
  | BicepExpression
  | BicepFor;

/** An expression kept as source text: `storage.name`, `union(tags, {...})`, `'https://${x}'`. */
export class BicepExpression {
  constructor(readonly text: string) {}
}

/** `[for item in iterable: body]`. */
export class BicepFor {
  constructor(
    readonly item: string,
    readonly iterable: BicepExpression,
    readonly body: BicepValue,
  ) {}
}

export interface BicepDeclaration {
  kind: 'param' | 'var' | 'resource' | 'module' | 'output';
  name: string;
  /** The resource type with its API version, the module path, or the param/output type. */
  type?: string;
  /** The condition of `= if (...)`. */
  condition?: string;
  decorators: string[];
  value?: BicepValue;
}

interface Token {
  kind: 'ident' | 'string' | 'interp' | 'number' | 'punct' | 'newline' | 'eof';
  text: string;
  /** The string's value (kind 'string'). */
  value?: string;
  line: number;
}

const PUNCT = ['==', '!=', '<=', '>=', '&&', '||', '??', '.?', '{', '}', '[', ']', '(', ')', ',', ':', '.', '?', '!', '=', '@', '<', '>', '+', '-', '*', '/', '%'];

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  const push = (kind: Token['kind'], text: string, value?: string) => tokens.push({ kind, text, line, ...(value !== undefined ? { value } : {}) });
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === '\n') {
      push('newline', '\n');
      line++;
      i++;
    } else if (ch === ' ' || ch === '\t' || ch === '\r') {
      i++;
    } else if (src.startsWith('//', i)) {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (src.startsWith('/*', i)) {
      const end = src.indexOf('*/', i + 2);
      if (end < 0) throw new Error(`line ${line}: unterminated comment`);
      line += src.slice(i, end).split('\n').length - 1;
      i = end + 2;
    } else if (src.startsWith("'''", i)) {
      const end = src.indexOf("'''", i + 3);
      if (end < 0) throw new Error(`line ${line}: unterminated multi-line string`);
      const text = src.slice(i, end + 3);
      push('string', text, src.slice(i + 3, end).replace(/^\r?\n/, ''));
      line += text.split('\n').length - 1;
      i = end + 3;
    } else if (ch === "'") {
      // A string, possibly with ${...} interpolations (which may hold strings and braces themselves).
      let j = i + 1;
      let value = '';
      let interpolated = false;
      for (;;) {
        if (j >= src.length || src[j] === '\n') throw new Error(`line ${line}: unterminated string`);
        const c = src[j]!;
        if (c === '\\') {
          const next = src[j + 1] ?? '';
          value += ({ n: '\n', r: '\r', t: '\t', '\\': '\\', "'": "'", $: '$' } as Record<string, string>)[next] ?? next;
          j += 2;
        } else if (c === "'") {
          j++;
          break;
        } else if (c === '$' && src[j + 1] === '{') {
          interpolated = true;
          let depth = 0;
          let inner = false;
          for (; j < src.length; j++) {
            const d = src[j]!;
            if (d === "'") inner = !inner;
            else if (!inner && d === '{') depth++;
            else if (!inner && d === '}' && --depth === 0) break;
          }
          j++;
        } else {
          value += c;
          j++;
        }
      }
      const text = src.slice(i, j);
      if (interpolated) push('interp', text);
      else push('string', text, value);
      i = j;
    } else if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i))!;
      push('ident', m[0]);
      i += m[0].length;
    } else if (/[0-9]/.test(ch)) {
      const m = /^[0-9]+(\.[0-9]+)?/.exec(src.slice(i))!;
      push('number', m[0]);
      i += m[0].length;
    } else {
      const p = PUNCT.find((candidate) => src.startsWith(candidate, i));
      if (!p) throw new Error(`line ${line}: unexpected character '${ch}'`);
      push('punct', p);
      i += p.length;
    }
  }
  push('eof', '');
  return tokens;
}

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

class Parser {
  private pos = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)]!;
  }
  private next(): Token {
    return this.tokens[this.pos++]!;
  }
  private fail(message: string, token = this.peek()): never {
    throw new Error(`line ${token.line}: ${message} (at '${token.text.replace('\n', '\\n')}')`);
  }
  private expect(text: string): Token {
    const t = this.next();
    if (t.text !== text) this.fail(`expected '${text}'`, t);
    return t;
  }
  private skipNewlines() {
    while (this.peek().kind === 'newline') this.pos++;
  }

  /** Source text of tokens from `start` to the current position, spaced back together. */
  private textFrom(start: number): string {
    let out = '';
    let prev: Token | undefined;
    for (const t of this.tokens.slice(start, this.pos)) {
      if (t.kind === 'newline') {
        out += ' ';
        prev = undefined;
        continue;
      }
      const tight =
        !prev ||
        ['.', '(', '[', '{', '!', '@'].includes(prev.text) ||
        ['.', ')', ']', '}', ',', '(', '[', ':'].includes(t.text) ||
        (t.text === '.?' || prev.text === '.?');
      out += (tight ? '' : ' ') + t.text;
      prev = t;
    }
    return out.replace(/\s+/g, ' ').trim();
  }

  /** Skips one balanced group starting at an opening bracket. */
  private skipGroup() {
    const close = OPEN[this.next().text]!;
    for (;;) {
      const t = this.peek();
      if (t.kind === 'eof') this.fail(`expected '${close}'`);
      if (t.text === close) {
        this.pos++;
        return;
      }
      if (OPEN[t.text]) this.skipGroup();
      else this.pos++;
    }
  }

  /** An expression up to the end of its line, a comma or a closing bracket at depth 0. */
  private expression(): BicepExpression {
    const start = this.pos;
    for (;;) {
      const t = this.peek();
      if (t.kind === 'eof' || t.kind === 'newline' || t.text === ',' || t.text === ')' || t.text === ']' || t.text === '}') break;
      if (OPEN[t.text]) this.skipGroup();
      else this.pos++;
    }
    if (this.pos === start) this.fail('expected a value');
    return new BicepExpression(this.textFrom(start));
  }

  private atValueEnd(): boolean {
    const t = this.peek();
    return t.kind === 'eof' || t.kind === 'newline' || [',', ')', ']', '}'].includes(t.text);
  }

  value(): BicepValue {
    const t = this.peek();
    if (t.text === '{') return this.object();
    if (t.text === '[') return this.array();
    const start = this.pos;
    let literal: BicepValue | undefined;
    if (t.kind === 'string') literal = t.value!;
    else if (t.kind === 'number') literal = Number(t.text);
    else if (t.kind === 'ident' && (t.text === 'true' || t.text === 'false')) literal = t.text === 'true';
    else if (t.kind === 'ident' && t.text === 'null') literal = null;
    if (literal !== undefined) {
      this.pos++;
      if (this.atValueEnd()) return literal;
      this.pos = start; // a literal that starts a longer expression ('a' == b ? ...)
    }
    return this.expression();
  }

  private object(): { [key: string]: BicepValue } {
    this.expect('{');
    const out: { [key: string]: BicepValue } = {};
    for (;;) {
      while (this.peek().kind === 'newline' || this.peek().text === ',') this.pos++;
      const t = this.next();
      if (t.text === '}') return out;
      let key: string;
      if (t.kind === 'ident') key = t.text;
      else if (t.kind === 'string') key = t.value!;
      else this.fail('expected a property name', t);
      if (t.kind === 'ident' && t.text === 'resource' && this.peek().kind === 'ident') this.fail('nested resources are not supported', t);
      this.expect(':');
      if (key in out) this.fail(`duplicate property '${key}'`, t);
      out[key] = this.value();
    }
  }

  private array(): BicepValue[] | BicepFor {
    this.expect('[');
    this.skipNewlines();
    if (this.peek().kind === 'ident' && this.peek().text === 'for') {
      this.pos++;
      const item = this.next();
      if (item.kind !== 'ident') this.fail('expected the loop variable (index loops are not supported)', item);
      if (this.next().text !== 'in') this.fail("expected 'in'");
      const start = this.pos;
      while (this.peek().text !== ':' && this.peek().kind !== 'eof') {
        if (OPEN[this.peek().text]) this.skipGroup();
        else this.pos++;
      }
      const iterable = new BicepExpression(this.textFrom(start));
      this.expect(':');
      this.skipNewlines();
      const body = this.value();
      this.skipNewlines();
      this.expect(']');
      return new BicepFor(item.text, iterable, body);
    }
    const out: BicepValue[] = [];
    for (;;) {
      while (this.peek().kind === 'newline' || this.peek().text === ',') this.pos++;
      if (this.peek().text === ']') {
        this.pos++;
        return out;
      }
      out.push(this.value());
    }
  }

  private decorator(): string {
    const start = this.pos;
    this.expect('@');
    this.next();
    while (this.peek().text === '.') {
      this.pos++;
      this.next();
    }
    if (this.peek().text === '(') this.skipGroup();
    return this.textFrom(start);
  }

  /** `= if (cond)` after a resource or module header. */
  private condition(): string | undefined {
    if (this.peek().text !== 'if') return undefined;
    this.pos++;
    const start = this.pos;
    if (this.peek().text !== '(') this.fail("expected '(' after if");
    this.skipGroup();
    this.skipNewlines();
    return this.textFrom(start).slice(1, -1);
  }

  /** A type after a param or output name: everything up to '=' or the end of the line. */
  private typeText(): string {
    const start = this.pos;
    while (this.peek().text !== '=' && this.peek().kind !== 'newline' && this.peek().kind !== 'eof') {
      if (OPEN[this.peek().text]) this.skipGroup();
      else this.pos++;
    }
    return this.textFrom(start);
  }

  file(): BicepDeclaration[] {
    const out: BicepDeclaration[] = [];
    let decorators: string[] = [];
    for (;;) {
      this.skipNewlines();
      const t = this.peek();
      if (t.kind === 'eof') break;
      if (t.text === '@') {
        decorators.push(this.decorator());
        continue;
      }
      if (t.kind !== 'ident') this.fail('expected a declaration');
      this.pos++;
      if (t.text === 'targetScope') {
        this.expect('=');
        this.value();
        continue;
      }
      const name = this.next();
      if (name.kind !== 'ident') this.fail('expected a name', name);
      const decl: BicepDeclaration = { kind: t.text as BicepDeclaration['kind'], name: name.text, decorators };
      decorators = [];
      switch (t.text) {
        case 'param':
          decl.type = this.typeText();
          if (this.peek().text === '=') {
            this.pos++;
            decl.value = this.value();
          }
          break;
        case 'output':
          decl.type = this.typeText();
          this.expect('=');
          decl.value = this.value();
          break;
        case 'var':
          this.expect('=');
          decl.value = this.value();
          break;
        case 'resource':
        case 'module': {
          const type = this.next();
          if (type.kind !== 'string') this.fail('expected the type or path as a string', type);
          decl.type = type.value!;
          if (this.peek().text === 'existing') this.fail("'existing' resources are not supported");
          this.expect('=');
          const condition = this.condition();
          if (condition) decl.condition = condition;
          decl.value = this.value();
          break;
        }
        default:
          this.fail(`unsupported declaration '${t.text}'`, t);
      }
      if (!this.atValueEnd() || [',', ')', ']', '}'].includes(this.peek().text)) this.fail('unexpected text after the declaration');
      out.push(decl);
    }
    return out;
  }
}

/** Parses a Bicep file into its declarations. */
export function parseBicep(source: string): BicepDeclaration[] {
  return new Parser(tokenize(source)).file();
}

export function isExpression(value: BicepValue | undefined, text?: string): value is BicepExpression {
  return value instanceof BicepExpression && (text === undefined || value.text === text);
}
