export declare const NGINX_PATH: string;
/** Installs Debian's nginx when it is missing (root only). */
export declare function ensureNginx(): void;
export interface LoadBalancer {
  baseUrl: string;
  stop(): Promise<void>;
}
/** A free port on 127.0.0.1, for a load balancer whose address the sites must know first. */
export declare function freePort(): Promise<number>;
/** nginx on `port` (a free one by default), sending requests to `upstreams` (origins) in turn. */
export declare function startLoadBalancer(
  upstreams: readonly string[],
  port?: number,
): Promise<LoadBalancer>;
