import type { RouteDefinition } from '../http/route';

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  paramNames: string[];
  literalSegments: number;
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/** Matches '/api/...' paths against Azure Functions route templates ('inventory/{id}'), literals first. */
export class Router {
  private readonly compiled: CompiledRoute[];

  constructor(routes: readonly RouteDefinition[]) {
    this.compiled = routes
      .map((route) => {
        const segments = route.route.split('/').filter(Boolean);
        const paramNames: string[] = [];
        const source = segments
          .map((segment) => {
            const param = /^\{(\w+)\??\}$/.exec(segment);
            if (param) {
              paramNames.push(param[1]!);
              return '([^/]+)';
            }
            return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          })
          .join('/');
        return {
          route,
          pattern: new RegExp(`^/${source}/?$`, 'i'),
          paramNames,
          literalSegments: segments.length - paramNames.length,
        };
      })
      .sort((a, b) => b.literalSegments - a.literalSegments);
  }

  /** The route for a path and method; `allowed` lists the methods of the path when only the method is wrong. */
  match(path: string, method: string): { match?: RouteMatch; allowed: string[] } {
    const allowed: string[] = [];
    for (const c of this.compiled) {
      const m = c.pattern.exec(path);
      if (!m) continue;
      if (!c.route.methods.includes(method as never)) {
        allowed.push(...c.route.methods);
        continue;
      }
      const params: Record<string, string> = {};
      let valid = true;
      c.paramNames.forEach((name, i) => {
        try {
          params[name] = decodeURIComponent(m[i + 1]!);
        } catch {
          valid = false;
        }
      });
      if (valid) return { match: { route: c.route, params }, allowed };
    }
    return { allowed: [...new Set(allowed)] };
  }

  get maxBodyBytes(): number {
    return Math.max(...this.compiled.map((c) => c.route.maxBodyBytes ?? 0), 64 * 1024);
  }
}
