import type { LookupAddress } from 'node:dns';
import dns from 'node:dns';
import net from 'node:net';

export interface ConnectGuard {
  /** Every TCP connection this process started while the guard was on: the host as given, and the port. */
  attempts: { host: string; port: number }[];
  restore: () => void;
}

const isLoopback = (address: string) => address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);

/**
 * Records every outgoing TCP connection of this process and stops, before any packet leaves, each one whose
 * address is not loopback (IP literals at once; names once resolved, whichever resolver the connection uses).
 * Tests of refused addresses run under it, so they can never reach a real network even if the code under test
 * were wrong, and can tell that no connection was even tried.
 */
export function guardConnections(): ConnectGuard {
  const original = net.Socket.prototype.connect;
  const attempts: ConnectGuard['attempts'] = [];
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    // net.connect passes its normalized arguments as one array; direct calls pass (options) or (port, host).
    const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
    const options = (typeof first === 'object' && first !== null ? first : { port: first, host: args[1] }) as net.TcpNetConnectOpts & {
      path?: string;
    };
    if (options.path) return original.apply(this, args as Parameters<typeof original>);
    const host = options.host ?? 'localhost';
    attempts.push({ host, port: Number(options.port) });
    if (net.isIP(host)) {
      if (!isLoopback(host)) {
        process.nextTick(() => this.destroy(new Error(`connect guard: no connection to ${host}`)));
        return this;
      }
    } else {
      const resolve = options.lookup ?? dns.lookup;
      options.lookup = ((
        hostname: string,
        lookupOptions: dns.LookupOptions,
        callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
      ) => {
        resolve(hostname, lookupOptions, ((error: Error | null, address: string | LookupAddress[], family?: number) => {
          const addresses = error ? [] : Array.isArray(address) ? address.map((a) => a.address) : [address];
          const outside = addresses.find((a) => !isLoopback(a));
          if (outside) callback(new Error(`connect guard: no connection to ${outside}`), []);
          else callback(error, address, family);
        }) as never);
      }) as net.LookupFunction;
    }
    return original.apply(this, args as Parameters<typeof original>);
  } as typeof original;
  return { attempts, restore: () => void (net.Socket.prototype.connect = original) };
}
