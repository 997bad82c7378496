// oidc-provider ships no TypeScript types. This declares the slice of its v9 API that
// scripts/idp/provider.ts uses (checked against node_modules/oidc-provider/lib), nothing more.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AnyObject = Record<string, unknown>;

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: AnyObject, rejected: string[]): AccountClaims | Promise<AccountClaims>;
  }

  export interface ClientInstance {
    clientId: string;
    clientAuthMethod: string;
    redirectUris: string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface GrantInstance {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export interface ResourceServerInstance {
    audience?: string;
    scope?: string;
    readonly scopes: Set<string>;
    identifier(): string;
  }

  export interface SessionInstance {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface OIDCContext {
    readonly provider: Provider;
    readonly route: string;
    readonly client?: ClientInstance;
    readonly session?: SessionInstance;
    readonly result?: { consent?: { grantId?: string }; [key: string]: unknown };
    readonly params?: AnyObject;
    readonly requestParamScopes: Set<string>;
    readonly requestParamOIDCScopes: Set<string>;
    readonly requestParamClaims: Set<string>;
    readonly resourceServers: Record<string, ResourceServerInstance>;
  }

  /** The Koa context oidc-provider hands to configuration functions. */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    body: unknown;
    type: string;
    status: number;
    host: string;
    set(field: string, value: string): void;
  }

  /** The token models as extraTokenClaims and the JWT customizer see them. */
  export interface TokenInstance {
    kind: string;
    jti: string;
    accountId?: string;
    clientId?: string;
    scope?: string;
    resourceServer?: ResourceServerInstance;
  }

  export interface JwtStructuredToken {
    header: AnyObject | undefined;
    payload: AnyObject;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string; kid?: string } };
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    id_token_signed_response_alg?: string;
    [key: string]: unknown;
  }

  export interface JWK {
    kty: string;
    kid?: string;
    alg?: string;
    use?: string;
    [key: string]: unknown;
  }

  export interface Prompt {
    readonly name: string;
  }

  export interface Policy extends Array<Prompt> {
    get(name: string): Prompt | undefined;
    add(prompt: Prompt, index?: number): void;
    remove(name: string): void;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: AnyObject };
    params: AnyObject;
    session?: { accountId: string; uid: string };
    grantId?: string;
    lastSubmission?: AnyObject;
  }

  export interface Configuration {
    /** A constructor or a (non-async) factory of adapters, called with the model name. */
    adapter?: (model: string) => object;
    responseTypes?: string[];
    clients?: ClientMetadata[];
    jwks?: { keys: JWK[] };
    cookies?: { keys?: string[]; long?: AnyObject; short?: AnyObject; names?: AnyObject };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: ClientInstance) => boolean;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>;
    extraTokenClaims?: (ctx: KoaContextWithOIDC, token: TokenInstance) => Promise<AnyObject | undefined>;
    issueRefreshToken?: (ctx: KoaContextWithOIDC, client: ClientInstance, code: unknown) => Promise<boolean>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<GrantInstance | undefined>;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Promise<void>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: ClientInstance) => boolean };
    interactions?: { policy?: Policy; url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => Promise<string> };
    formats?: {
      customizers?: { jwt?: (ctx: KoaContextWithOIDC, token: TokenInstance, jwt: JwtStructuredToken) => Promise<void> };
    };
    ttl?: Record<string, number>;
    features?: {
      devInteractions?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      revocation?: { enabled: boolean };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client: ClientInstance,
          oneOf?: string[],
        ) => Promise<string | string[] | undefined>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Promise<boolean>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: ClientInstance,
        ) => Promise<ResourceServerInfo>;
      };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void>;
      };
    };
    [key: string]: unknown;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; amr?: string[]; acr?: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    urlFor(name: string, options?: AnyObject): string;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    OIDCProviderError: new (status: number, message: string) => Error & { status: number; error_description?: string };
    InvalidTarget: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
  };

  export const interactionPolicy: {
    base(): Policy;
    Prompt: new (options: { name: string; requestable?: boolean }, ...checks: unknown[]) => Prompt;
    Check: new (reason: string, description: string, ...rest: unknown[]) => unknown;
  };
}
