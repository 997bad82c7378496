import { shadowingLiteral } from '../http/literal-first';
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
  private readonly methodsByTemplate = new Map<string, string[]>();

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
    for (const route of routes) this.methodsByTemplate.set(route.route, [...(this.methodsByTemplate.get(route.route) ?? []), ...route.methods]);
  }

  /**
   * The route for a path and method; `allowed` lists the methods of the path when only the method is wrong, and
   * `undecodable` says the route and method were right but a part of the path is no valid %-escaped text.
   */
  match(path: string, method: string): { match?: RouteMatch; allowed: string[]; undecodable?: boolean } {
    const allowed: string[] = [];
    let undecodable = false;
    for (const c of this.compiled) {
      const m = c.pattern.exec(path);
      if (!m) continue;
      // (A literal route's path is its own whatever the method: 'GET /recipes/ai-recommendations' is 405, no recipe.)
      if (c.paramNames.length && shadowingLiteral(c.route.route, Object.fromEntries(c.paramNames.map((name, i) => [name, m[i + 1]!])), this.methodsByTemplate)) continue;
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
      undecodable = true;
    }
    // (A path whose route and method are right but whose %-escapes decode to nothing, '/recipes/%ff%fe': a bad address.)
    return { allowed: [...new Set(allowed)], ...(undecodable ? { undecodable } : {}) };
  }

  /**
   * The methods a CORS preflight for this path is answered with, as in Azure: those of every route sharing the
   * template of the most specific route the path matches (main.ts answers preflights per template).
   */
  preflightMethods(path: string): string[] {
    const template = this.compiled.find((c) => c.pattern.test(path))?.route.route;
    return [...new Set(this.compiled.filter((c) => c.route.route === template).flatMap((c) => c.route.methods))];
  }

  get maxBodyBytes(): number {
    return Math.max(...this.compiled.map((c) => c.route.maxBodyBytes ?? 0), 64 * 1024);
  }
}
